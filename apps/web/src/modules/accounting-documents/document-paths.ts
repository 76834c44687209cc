import { appRoutes } from '@hesab/contract';
import { generatePath } from 'react-router';

/** A route's `:id` as a document id; null for anything that is not one. */
export function documentIdOf(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/** The document's form (read-only once permanent or locked); without an id, a new document. */
export const documentFormPath = (id?: number) =>
  generatePath(appRoutes.AccountingDocument.path, { id: id === undefined ? undefined : String(id) });

export const documentPrintPath = (id: number) => generatePath(appRoutes.AccountingPrint.path, { id: String(id) });
