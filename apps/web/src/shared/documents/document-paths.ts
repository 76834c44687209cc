import { appRoutes, type DocumentDefinition } from '@hesab/contract';
import { generatePath } from 'react-router';

/** A route's `:id` as a document id; null for anything that is not one. */
export function documentIdOf(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/** The kind's list. */
export const documentListPath = (definition: DocumentDefinition) => appRoutes[definition.routes.list].path;

/** The document's form (read-only once permanent or locked); without an id, a new document. */
export const documentFormPath = (definition: DocumentDefinition, id?: number) =>
  generatePath(appRoutes[definition.routes.edit].path, { id: id === undefined ? undefined : String(id) });

/** The document's printout, where the kind has a print route; without an id, the search for one to print. */
export function documentPrintPath(definition: DocumentDefinition, id?: number): string | null {
  const print = definition.routes.print;
  return print ? generatePath(appRoutes[print].path, { id: id === undefined ? undefined : String(id) }) : null;
}
