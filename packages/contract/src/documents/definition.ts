import type { RouteName } from '../routes.ts';
import type { ChequeField, Field, RowColumn } from '../resources/field.ts';
import type { RecordOf, ValuesOf } from '../resources/record-types.ts';

/**
 * Who may do what with one kind of document (spec 01 section 6). `remove` is the spec's remove permission
 * (removeAccount, removeSell, removePayTreasury…), which also restores from the removed list.
 */
export interface DocumentPermissions {
  view: RouteName;
  create: RouteName;
  edit: RouteName;
  remove: string;
  /** the lifecycle commands, where the kind has them */
  permanent?: string;
  lock?: string;
  renumber?: string;
}

/** The web routes of a kind's (or a variant's) list, its form and, where it has one, its printout. */
export interface DocumentRoutes {
  list: RouteName;
  edit: RouteName;
  print?: RouteName;
}

/**
 * Documents of one kind that come in variants told apart by a select field of the header (an invoice's `type`:
 * sale, purchase, their returns, pre-invoice), each variant with the permissions of its own screens and its own
 * number series. The kind's routes let through a member holding a permission of any variant; a document is then
 * written, read or listed only by one holding its variant's.
 */
export interface DocumentVariants {
  field: string;
  permissions: Readonly<Record<string, DocumentPermissions>>;
  /** each variant's own screens (a sale's list and form), titled by their routes */
  routes: Readonly<Record<string, DocumentRoutes>>;
}

/** A column of a document's lines: a field of a row, or a cheque written on it (kept in the cheque table). */
export type LineColumn = RowColumn | ChequeField;

/** The lines of a document: typed columns stored in a child table keyed (business_id, document_id, line_no). */
export interface DocumentLines {
  /** the wire name of the lines' array */
  name: string;
  columns: readonly LineColumn[];
  /** at least this many lines; `emptyKey` is the message when there are fewer */
  min: number;
  emptyKey?: string;
  /** at most this many lines (spec 02 sections 5 and 9: 100 on warehouse documents) */
  max: number;
  /** what a read of a line carries beside its columns (a reference's code and name): ignored when sent back */
  extras?: readonly string[];
}

/** A figure of the footer: the sum of a money column over the lines. */
export interface DocumentTotal {
  name: string;
  label: string;
  column: string;
  /** shown as a column of the list, read from the list's rows under `name` (the accounting list's `amount`) */
  list?: { name: string; label: string };
}

/** The columns every document's list has beside its header fields; those named in `sortable` sort on the server. */
export const documentHeadColumns = ['number', 'date', 'state'] as const;
export type DocumentHeadColumn = (typeof documentHeadColumns)[number];

/**
 * Where the kind stands in the lifecycle (ARCHITECTURE.md section 4b). A document that posts is temporary until its
 * journal is made permanent, and is locked and unlocked with it; a permanent or locked document never changes.
 * `removal: 'restorable'` sends a deleted document to the kind's removed list, from which it can be restored with
 * its number; `'final'` deletes it (a manual accounting document, whose number the next renumbering closes up).
 */
export interface DocumentLifecycle {
  removal: 'restorable' | 'final';
  /** the list offers making chosen documents permanent, locking them and numbering temporary ones again */
  permanent?: boolean;
  lock?: boolean;
  renumber?: boolean;
}

/**
 * One definition per document (ARCHITECTURE.md section 4b): a header of typed fields, lines, a gap-free number
 * series per kind and financial year, a lifecycle and permissions. The api serves it (`registerDocument`), the web
 * renders its list and form from it, and a pure posting function in `domain` turns a document into its journal and
 * stock movements.
 */
export interface DocumentDefinition {
  /** the api path segment: GET <name>, POST <name>, GET <name>/{id}/edit, PUT and DELETE <name>/{id} */
  name: string;
  /** i18n keys: the list's title and one document's name */
  title: string;
  itemTitle: string;
  /** ref_type of the activity log, and the journal's source type */
  logType: string;
  /** the header beside what every document has (id, number, date, state, locked, removed) */
  fields: readonly Field[];
  lines?: DocumentLines;
  /** header fields of which exactly one is given (a receipt's party: a person or an account), refused on the first with `key` */
  oneOf?: readonly { fields: readonly string[]; key: string }[];
  /** what a read carries beside the fields and is never written (the journal's source): ignored when sent back */
  extras?: readonly string[];
  totals?: readonly DocumentTotal[];
  lifecycle: DocumentLifecycle;
  /** a saved document takes attached files (scans of a cheque, a bank's slip), of the file type `attachmentType` gives */
  attachments?: boolean;
  /** the permissions of the kind, or of its first variant where it has variants */
  permissions: DocumentPermissions;
  variants?: DocumentVariants;
  /** the list's columns of the head that sort (`sortBy`); a header field sorts where it is `sortable` */
  sortable?: readonly DocumentHeadColumn[];
  /** the web routes of its list, its form and, where it has one, its printout */
  routes: DocumentRoutes;
}

export function defineDocument<const D extends DocumentDefinition>(definition: D): D {
  return definition;
}

/** The stored_file type of a kind's attached files (refType; refId is the document's id). */
export function attachmentType(definition: Pick<DocumentDefinition, 'name'>): string {
  return `${definition.name}Attachment`;
}

/** A document's state in the ledger: its journal's. */
export const documentStates = ['temporary', 'permanent'] as const;
export type DocumentState = (typeof documentStates)[number];

/** The names of a document's line columns: a layout naming a column the lines do not have does not compile. */
export type LineColumnName<D extends DocumentDefinition> = D['lines'] extends { columns: readonly (infer C extends LineColumn)[] }
  ? C['name']
  : never;

/** The lines of a document, as the wire carries them. */
export type LinesOf<D extends DocumentDefinition> = D['lines'] extends { columns: readonly (infer C extends LineColumn)[] } ? ValuesOf<C> : never;

/** What every document carries beside its own fields. */
export interface DocumentHead {
  number: number;
  date: string;
  state: DocumentState;
  locked: boolean;
  /** in the kind's removed list */
  removed: boolean;
}

/** A document as its form reads it: the head, the header's fields, its lines under their name, and its totals. */
export type DocumentOf<D extends DocumentDefinition> = RecordOf<D> &
  DocumentHead &
  (D['lines'] extends { name: infer N extends string } ? { [K in N]: LinesOf<D>[] } : unknown) &
  (D['totals'] extends readonly (infer T extends DocumentTotal)[] ? { [K in T['name']]: string } : unknown);
