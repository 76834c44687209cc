import { z } from 'zod';

/** A record's id as a path writes it: digits alone, with no sign, space, leading zero, fraction or exponent. */
const idPattern = /^[1-9][0-9]{0,15}$/;

/**
 * The id a path names, or null where it names none: `Number` reads ` 1`, `1.0`, `1e0` and `0x1` as 1, so `DELETE x/%201`
 * deleted record 1.
 */
export function parseRecordId(key: string): number | null {
  if (!idPattern.test(key)) return null;
  const id = Number(key);
  return Number.isSafeInteger(id) ? id : null;
}

/** A path's id parameter, parsed as parseRecordId does; the error handler answers a path it refuses 404. */
export const recordId = z
  .string()
  .regex(idPattern)
  .transform(Number)
  .pipe(z.number().int().max(Number.MAX_SAFE_INTEGER));

export const recordIdParams = z.object({ id: recordId });
