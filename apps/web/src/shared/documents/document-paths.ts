import { appRoutes, type DocumentRoutes } from '@hesab/contract';
import { generatePath } from 'react-router';

/** What the paths are read off: a definition's routes, or a variant's (document-screens.ts). */
interface Routed {
  routes: DocumentRoutes;
}

/** A route's `:id` as a document id; null for anything that is not one. */
export function documentIdOf(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/** The kind's list. */
export const documentListPath = ({ routes }: Routed) => appRoutes[routes.list].path;

/** The document's form (read-only once permanent or locked); without an id, a new document. */
export const documentFormPath = ({ routes }: Routed, id?: number) =>
  generatePath(appRoutes[routes.edit].path, { id: id === undefined ? undefined : String(id) });

/** The document's printout, where the kind has a print route; without an id, the search for one to print. */
export function documentPrintPath({ routes }: Routed, id?: number): string | null {
  const print = routes.print;
  return print ? generatePath(appRoutes[print].path, { id: id === undefined ? undefined : String(id) }) : null;
}
