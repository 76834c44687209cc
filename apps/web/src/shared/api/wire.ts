import type { ResponseSchema } from './client.ts';

/*
 * The contract has no schemas yet for the answers of the picker, tags, drafts, files and log, so their api
 * modules check what they read with these small readers; each throws on an answer it cannot use.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readFields(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new TypeError(`${what} is not an object`);
  return value;
}

/** Text of a field that may come as a number (ids, codes); missing or null reads as ''. */
export function readText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

export function readOptionalText(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

export function readId(value: unknown): number {
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new TypeError('an item without an id');
  return id;
}

export function readOptionalId(value: unknown): number | null {
  return value === null || value === undefined || value === '' ? null : readId(value);
}

function readCount(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A paged list: `current_page` and `last_page` always, `total` and `from` on lists that count their rows. */
export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
  /** the row number of the first row, counting from 1 */
  from: number;
}

export function pageOf<T>(readItem: (value: unknown) => T): ResponseSchema<Page<T>> {
  return {
    parse(answer) {
      const fields = readFields(answer, 'a page');
      if (!Array.isArray(fields.data)) throw new TypeError('a page without data');
      const data = fields.data.map(readItem);
      return {
        data,
        current_page: readCount(fields.current_page, 1),
        last_page: readCount(fields.last_page, 1),
        total: readCount(fields.total, data.length),
        from: readCount(fields.from, data.length > 0 ? 1 : 0),
      };
    },
  };
}

/** `{data: [...]}` without paging. */
export function listOf<T>(readItem: (value: unknown) => T): ResponseSchema<{ data: T[] }> {
  return {
    parse(answer) {
      const fields = readFields(answer, 'a list');
      if (!Array.isArray(fields.data)) throw new TypeError('a list without data');
      return { data: fields.data.map(readItem) };
    },
  };
}

/** `{data, message}`: what a write answers. */
export function savedOf<T>(readData: (value: unknown) => T): ResponseSchema<{ data: T; message: string }> {
  return {
    parse(answer) {
      const fields = readFields(answer, 'a write answer');
      return { data: readData(fields.data), message: readText(fields.message) };
    },
  };
}
