import { createHmac, timingSafeEqual } from 'node:crypto';

function signature(secret: string, businessId: number, fileId: number): string {
  return createHmac('sha256', secret).update(`${businessId}:${fileId}`).digest('base64url').slice(0, 32);
}

/** A link an <img> can load without the bearer header: signed with the business's file secret. */
export function fileLink(secret: string, businessId: number, fileId: number, name: string): string {
  return `/api/v1/files/${businessId}/${fileId}/${signature(secret, businessId, fileId)}/${encodeURIComponent(name)}`;
}

export function isValidSignature(secret: string, businessId: number, fileId: number, given: string): boolean {
  const expected = Buffer.from(signature(secret, businessId, fileId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
