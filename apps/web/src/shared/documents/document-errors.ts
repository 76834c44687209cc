import type { FieldMessage } from '../forms/field-message.ts';
import { issueMessage, type ValidationIssue } from '../forms/validation-issues.ts';
import type { DocumentCandidate } from './line-values.ts';

/**
 * A message of the document form: a field message, or a note the screen words itself with what it shows (a
 * document without lines; an unbalanced one, told with the totals on screen rather than the server's digits).
 */
export type DocumentMessage = FieldMessage | { note: string };

/** The note of a refusal for too few lines, whatever the kind's key for it. */
export const noLinesNote = 'noRows';

export interface DocumentErrors {
  /** by header field (and `date`) */
  header: Partial<Record<string, DocumentMessage>>;
  /** what concerns the lines as a whole, shown above the grid */
  grid: DocumentMessage[];
  /** by grid line, then by column */
  lines: Partial<Record<number, Partial<Record<string, DocumentMessage>>>>;
}

export const noErrors: DocumentErrors = { header: {}, grid: [], lines: {} };

/** Where messages go: the header's names, the lines' wire name and the columns the grid shows. */
export interface ErrorPlaces {
  header: ReadonlySet<string>;
  lines: string;
  cells: ReadonlySet<string>;
  /** the message key of too few lines (`journal-no-rows`), told as the `noRows` note */
  emptyKey: string;
  /** further message keys the screen words itself, with their note (`journal-unbalanced` -> `unbalanced`) */
  notes?: Readonly<Record<string, string>>;
  /** header fields whose messages may name a part of the value (a rows field's `payments.0.bank`), kept by that path */
  parts?: ReadonlySet<string>;
}

export function hasErrors(errors: DocumentErrors): boolean {
  return Object.values(errors.header).some((message) => message !== undefined) || errors.grid.length > 0 || Object.keys(errors.lines).length > 0;
}

/**
 * Puts each message where it belongs: a header field's under its box, `<lines>.<n>.<column>` (or a part of its value,
 * `<lines>.<n>.cheque.sayad`) on the cell of grid line `sentIndexes[n]`, and anything else (the lines as a whole, a
 * column not shown, an unknown path) above the grid.
 */
export function placeErrors(
  entries: readonly (readonly [string, DocumentMessage])[],
  sentIndexes: readonly number[],
  places: ErrorPlaces,
): DocumentErrors {
  const placed: DocumentErrors = { header: {}, grid: [], lines: {} };
  const cellPath = new RegExp(`^${places.lines}\\.(\\d+)\\.(\\w+)(\\.[\\w.]+)?$`);
  for (const [path, message] of entries) {
    if (places.header.has(path) || places.parts?.has(path.split('.')[0] ?? '')) {
      placed.header[path] ??= message;
      continue;
    }
    const match = cellPath.exec(path);
    const cell = match?.[2];
    if (!match || cell === undefined || !places.cells.has(cell)) {
      placed.grid.push(message);
      continue;
    }
    const sent = Number(match[1]);
    const line = sentIndexes[sent] ?? sent;
    const cells = (placed.lines[line] ??= {});
    cells[cell] ??= message;
  }
  return placed;
}

/** A 422 answer's `errors` (path -> ['text|key']) as placed messages: the first message of each path. */
export function serverErrors(errors: unknown, sentIndexes: readonly number[], places: ErrorPlaces): DocumentErrors {
  if (typeof errors !== 'object' || errors === null) return noErrors;
  const entries: [string, DocumentMessage][] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first !== 'string') continue;
    const pipe = first.lastIndexOf('|');
    const text = pipe < 0 ? first : first.slice(0, pipe);
    const key = pipe < 0 ? '' : first.slice(pipe + 1);
    const note = key === places.emptyKey ? noLinesNote : places.notes?.[key];
    entries.push([path, note === undefined ? { text } : { note }]);
  }
  return placeErrors(entries, sentIndexes, places);
}

function valueAt(candidate: DocumentCandidate, path: readonly PropertyKey[]): unknown {
  let node: unknown = candidate;
  for (const part of path) {
    if (typeof node !== 'object' || node === null || typeof part === 'symbol') return undefined;
    node = new Map(Object.entries(node)).get(String(part));
  }
  return node;
}

/** The contract schema's issues with the body, placed as the server's would be (a missing account is required). */
export function clientErrors(
  issues: readonly ValidationIssue[],
  candidate: DocumentCandidate,
  sentIndexes: readonly number[],
  places: ErrorPlaces,
): DocumentErrors {
  const entries = issues.map((issue): [string, DocumentMessage] => {
    const path = issue.path.map(String).join('.');
    if (path === places.lines && issue.message === places.emptyKey) return [path, { note: noLinesNote }];
    return [path, issueMessage(issue, valueAt(candidate, issue.path))];
  });
  return placeErrors(entries, sentIndexes, places);
}

/** Errors without those of the cells just edited: a changed value deserves a fresh look. */
export function withoutCellErrors(errors: DocumentErrors, line: number, cells: readonly string[]): DocumentErrors {
  const current = errors.lines[line];
  if (!current || cells.every((cell) => current[cell] === undefined)) return errors;
  const rest = { ...current };
  for (const cell of cells) delete rest[cell];
  const lines = { ...errors.lines };
  if (Object.values(rest).some((message) => message !== undefined)) lines[line] = rest;
  else delete lines[line];
  return { ...errors, lines };
}

/** Errors without those of a header field just edited, its parts' included. */
export function withoutHeaderError(errors: DocumentErrors, name: string): DocumentErrors {
  const edited = Object.keys(errors.header).filter((path) => errors.header[path] !== undefined && (path === name || path.startsWith(`${name}.`)));
  if (edited.length === 0) return errors;
  return { ...errors, header: { ...errors.header, ...Object.fromEntries(edited.map((path) => [path, undefined])) } };
}

/**
 * After a line is removed the lines below move up, and so do their messages; the grid's messages go, since the
 * totals they speak of have changed.
 */
export function afterLineRemoved(errors: DocumentErrors, removed: number): DocumentErrors {
  const lines: DocumentErrors['lines'] = {};
  for (const [key, cells] of Object.entries(errors.lines)) {
    const index = Number(key);
    if (index < removed) lines[index] = cells;
    else if (index > removed) lines[index - 1] = cells;
  }
  return { ...errors, grid: [], lines };
}
