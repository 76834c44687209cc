import { deflateSync } from 'node:zlib';
import type { ApiClient } from './http-client.ts';

/** A real 1x1 PNG, so an upload's signature check has real bytes to read. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 1x1 GIF. */
export function tinyGif(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}

/** Uploads a file (a tiny PNG unless told) through `POST createdetail` as the client, for the record `refId` of a file type. */
export async function uploadFile(client: ApiClient, type: string, refId: number | string, name = 'scan.png', bytes = tinyPng()) {
  const form = new FormData();
  form.append('select', 'fileUpload');
  form.append('type', type);
  form.append('refId', String(refId));
  form.append('files[0]', new Blob([bytes]), name);
  const response = await fetch(`${client.baseUrl}/api/v1/createdetail`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, domain: client.appKey ?? '', 'accept-language': 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data: { id: number; url: string }[]; errors?: Record<string, unknown> } };
}
