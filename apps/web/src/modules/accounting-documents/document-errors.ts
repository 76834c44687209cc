import type { FieldMessage } from '../../shared/forms/field-message.ts';
import { issueMessage, type ValidationIssue } from '../../shared/forms/validation-issues.ts';
import { lineCells, type DocumentCandidate, type LineCell } from './document-lines.ts';

/**
 * A message of the document form: a field message, or one the screen words itself (an unbalanced document is
 * told with the totals on screen, formatted, rather than with the server's plain digits).
 */
export type DocumentMessage = FieldMessage | { note: 'unbalanced' | 'noRows' };

export interface DocumentErrors {
  date?: DocumentMessage;
  description?: DocumentMessage;
  /** what concerns the lines as a whole, shown above the grid */
  grid: DocumentMessage[];
  /** by grid line, then by cell */
  lines: Partial<Record<number, Partial<Record<LineCell, DocumentMessage>>>>;
}

export const noErrors: DocumentErrors = { grid: [], lines: {} };

export function hasErrors(errors: DocumentErrors): boolean {
  return (
    errors.date !== undefined ||
    errors.description !== undefined ||
    errors.grid.length > 0 ||
    Object.keys(errors.lines).length > 0
  );
}

function isLineCell(value: string): value is LineCell {
  return (lineCells as readonly string[]).includes(value);
}

/**
 * Puts each message where it belongs: `date` and `description` under their boxes, `rows.<n>.<cell>` on the cell
 * of grid line `sentIndexes[n]`, and anything else (`rows`, an unknown path) above the grid.
 */
export function placeErrors(entries: readonly (readonly [string, DocumentMessage])[], sentIndexes: readonly number[]): DocumentErrors {
  const placed: DocumentErrors = { grid: [], lines: {} };
  for (const [path, message] of entries) {
    if (path === 'date' || path === 'description') {
      placed[path] ??= message;
      continue;
    }
    const match = /^rows\.(\d+)\.(\w+)$/.exec(path);
    const cell = match?.[2];
    if (!match || cell === undefined || !isLineCell(cell)) {
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
export function serverErrors(errors: unknown, sentIndexes: readonly number[]): DocumentErrors {
  if (typeof errors !== 'object' || errors === null) return noErrors;
  const entries: [string, DocumentMessage][] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first !== 'string') continue;
    const pipe = first.lastIndexOf('|');
    const text = pipe < 0 ? first : first.slice(0, pipe);
    const key = pipe < 0 ? '' : first.slice(pipe + 1);
    if (key === 'journal-unbalanced') entries.push([path, { note: 'unbalanced' }]);
    else if (key === 'journal-no-rows') entries.push([path, { note: 'noRows' }]);
    else entries.push([path, { text }]);
  }
  return placeErrors(entries, sentIndexes);
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
): DocumentErrors {
  const entries = issues.map((issue): [string, DocumentMessage] => {
    const path = issue.path.map(String).join('.');
    if (path === 'rows') return [path, { note: 'noRows' }];
    return [path, issueMessage(issue, valueAt(candidate, issue.path))];
  });
  return placeErrors(entries, sentIndexes);
}

/** Errors without those of the cell just edited: a changed value deserves a fresh look. */
export function withoutCellError(errors: DocumentErrors, line: number, cell: LineCell): DocumentErrors {
  const cells = errors.lines[line];
  if (cells?.[cell] === undefined) return errors;
  const rest = { ...cells, [cell]: undefined };
  const lines = { ...errors.lines };
  if (Object.values(rest).some((message) => message !== undefined)) lines[line] = rest;
  else delete lines[line];
  return { ...errors, lines };
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
