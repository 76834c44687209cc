import { messageBody } from '@hesab/contract';
import { api } from '../api/client.ts';
import { listOf, readFields, readId, readText, savedOf } from '../api/wire.ts';

/** An uploaded file (spec 02 "File"); `url` is signed, usable as an <img src> without headers. */
export interface UploadedFile {
  id: number;
  name: string;
  title: string;
  size: number;
  url: string;
  extension: string;
  type: string;
  lastModified: string;
}

function readFile(value: unknown): UploadedFile {
  const fields = readFields(value, 'a file');
  return {
    id: readId(fields.id),
    name: readText(fields.name),
    title: readText(fields.title),
    size: typeof fields.size === 'number' ? fields.size : Number(fields.size) || 0,
    url: readText(fields.url) || readText(fields.link),
    extension: readText(fields.extension),
    type: readText(fields.type),
    lastModified: readText(fields.lastModified),
  };
}

const fileList = listOf(readFile);
const uploadAnswer = savedOf((data) => {
  if (!Array.isArray(data)) throw new TypeError('an upload answer without files');
  return data.map(readFile);
});

/** What the files belong to: a kind of record and its id. */
export interface FileOwner {
  /** e.g. 'customer' */
  type: string;
  refId: number | string;
}

export const filesQueryKey = (owner: FileOwner) => ['files', owner.type, String(owner.refId)] as const;

export const fetchFiles = (owner: FileOwner) => api.get('files', fileList, { type: owner.type, refId: owner.refId });

/** `POST createdetail` multipart: select=fileUpload, type, refId, files[i] and selectedFile[i] = {title} (spec 01 section 7). */
export function uploadFiles(owner: FileOwner, files: readonly { file: File; title: string }[]) {
  const form = new FormData();
  form.set('select', 'fileUpload');
  form.set('type', owner.type);
  form.set('refId', String(owner.refId));
  files.forEach(({ file, title }, index) => {
    form.set(`files[${index}]`, file, file.name);
    form.set(`selectedFile[${index}]`, JSON.stringify({ title }));
  });
  return api.postForm('createdetail', form, uploadAnswer);
}

export const deleteFile = (id: number) => api.delete(`files/${id}`, messageBody);
