import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileLinkMinutes } from '@hesab/contract';

/** What a signed link names; the signature covers all of it. */
export interface LinkedFile {
  businessId: number;
  fileId: number;
  /** when the link stops opening the file, in seconds since 1970 */
  expires: number;
  name: string;
}

/** Expiries are rounded up to this step, so that links made within a few minutes are one link the browser caches. */
const expiryStepSeconds = 600;

function signature(secret: string, file: LinkedFile): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify([file.businessId, file.fileId, file.expires, file.name]))
    .digest('base64url')
    .slice(0, 32);
}

/**
 * A link an <img> can load without the bearer header, signed with the business's file secret, which opens the
 * file for fileLinkMinutes to fileLinkMinutes + 10 minutes: a link that leaks (a log, a shared screen, a proxy)
 * stops working soon, and changing any part of it breaks its signature.
 */
export function fileLink(secret: string, file: Omit<LinkedFile, 'expires'>, now = Date.now()): string {
  const expires = Math.ceil((now / 1000 + fileLinkMinutes * 60) / expiryStepSeconds) * expiryStepSeconds;
  const linked = { ...file, expires };
  return `/api/v1/files/${file.businessId}/${file.fileId}/${expires}/${signature(secret, linked)}/${encodeURIComponent(file.name)}`;
}

/** Seconds the link still opens its file, or 0 where it has expired or its signature does not match. */
export function linkSecondsLeft(secret: string, file: LinkedFile, given: string, now = Date.now()): number {
  const expected = Buffer.from(signature(secret, file));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 0;
  return Math.max(0, Math.floor(file.expires - now / 1000));
}
