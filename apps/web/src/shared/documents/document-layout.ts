import type { DocumentDefinition, LineColumnName, PrintTemplate } from '@hesab/contract';
import type { Money } from '@hesab/domain';
import type { ReactNode } from 'react';
import type { FormatContext } from '../fields/format-context.ts';
import type { LoadedDocument } from './document-api.ts';
import type { EditedLine, HeaderValues } from './line-values.ts';

/** The names of a kind's header fields: a layout naming a field the definition has not does not compile. */
type FieldName<D extends DocumentDefinition> = D['fields'][number]['name'];

/** A column the grid and the lines view show after the row number, read off the line (an account's code). */
export interface LeadingColumn {
  id: string;
  /** i18n key of its header */
  label: string;
  /** px */
  width: number;
  text(line: EditedLine, context: FormatContext): string;
}

export interface LineCellProps {
  line: EditedLine;
  /** the input's name, `<lines>.<n>.<column>` */
  name: string;
  /** translated */
  label: string;
  error?: string;
  disabled: boolean;
  /** the cell's new value, with the line's values that come with it (a picked cheque's name and amount) */
  onChange(value: unknown, carried?: Readonly<Record<string, unknown>>): void;
  /** the line's place among the document's lines, which a cell may act on (a scanned product counted on its row) */
  index: number;
  lines: readonly EditedLine[];
  /** another line's cell changed */
  onCellOf(line: number, column: string, value: unknown): void;
  /** the cell is done with its line: the focus goes to the next line's first cell, on a new line after the last */
  onNextLine(): void;
  /** the document's header as it stands on screen (a fee cell reads the party and the date) */
  header: HeaderValues;
  /** the document edited; none for a new one */
  documentId?: number;
}

/** A column a kind edits with a cell of its own instead of its type's (a payment's endorsed cheque). */
export interface LineCell {
  Input(props: LineCellProps): ReactNode;
  /** the cell in the lines view and the printout */
  text(line: EditedLine, context: FormatContext): string;
}

export interface HeaderInputProps {
  value: unknown;
  onChange(value: unknown): void;
  /** translated */
  label: string;
  error?: string;
  disabled: boolean;
  /** the header as it stands on screen */
  header: HeaderValues;
  /** the document edited; none for a new one */
  documentId?: number;
  /** the lines on screen replaced by these, given as a read document's rows (ids, with `<column>_label` names) */
  onLines(rows: readonly Readonly<Record<string, unknown>>[]): void;
  /** another header field set with this one (a return's warehouse, that of the invoice it returns) */
  onField(name: string, value: unknown): void;
}

/** A header field a kind edits with an input of its own (a return's invoice, picked among the party's). */
export interface HeaderInput {
  Input(props: HeaderInputProps): ReactNode;
  /** the value in the read-only form */
  Display(props: { value: unknown; document: LoadedDocument }): ReactNode;
}

/** What a kind adds to a saved document's form: commands beside print (a pre-invoice made a sale), a notice under them. */
export interface DocumentExtrasProps {
  id: number;
  document: LoadedDocument;
  /** the form holds changes not yet saved */
  dirty: boolean;
}

/** What a printed document of a kind shows instead of the plain list of its header fields, and under its lines. */
export interface PrintedParts {
  /** the parties and the header (a seller and a buyer with their codes) */
  Head(props: { document: LoadedDocument }): ReactNode;
  /** under the lines (an invoice's totals and its amount in words) */
  Foot?(props: { document: LoadedDocument }): ReactNode;
  /** a hook: the document as its lines print (an invoice's rows with their own totals); as read when absent */
  useLines?(document: LoadedDocument): LoadedDocument;
  /** i18n keys of the signatures row; the preparer's, checker's and approver's by default */
  signatures?: readonly string[];
  /** the templates the kind offers; all eight when absent */
  templates?: readonly PrintTemplate[];
  /** the foot shows the party's remaining balance when the print dialog asks for it */
  remaining?: boolean;
  /** the head names the business with its codes (an invoice's seller box), so the sheet's title does not */
  namesBusiness?: boolean;
  /** commands of the kind beside print (an invoice's public link) */
  Actions?(props: { id: number; document: LoadedDocument }): ReactNode;
  /** the kind's warehouse print (spec 02's "open warehouse print"): the sheet without its amounts, for the storekeeper */
  slip?: {
    /** i18n keys of its title and of the action opening it */
    title: string;
    action: string;
    /** the line columns it leaves out */
    omitted: readonly string[];
    signatures: readonly string[];
  };
}

/** A figure the totals bar shows after the definition's totals (the difference of debit and credit). */
export interface TotalsFigure {
  /** i18n key */
  label: string;
  value: Money;
  testId: string;
}

/** What a kind works out from the document on screen: read-only cells of its lines, and figures for the totals bar. */
export interface Reckoning {
  /** by line, the values of the layout's `reckoned` columns; null for a line that has none yet */
  lines: readonly (Readonly<Record<string, Money>> | null)[];
  figures: readonly TotalsFigure[];
}

/** What a kind adds to its totals bar: figures, a verdict on them, and whether they are wrong as they stand. */
export interface TotalsVerdict {
  /** `data-state` of the bar (balanced, unbalanced, empty) */
  state: string;
  figures: readonly TotalsFigure[];
  /** the bar shows an error's colours */
  wrong: boolean;
  /** translated: the verdict's chip, none while there is nothing to say */
  verdict?: { label: string; tone: 'success' | 'error' };
}

/**
 * What one kind of document adds to the pages built from its definition (ARCHITECTURE.md 4b: "a kind adds a layout
 * and its own rules, nothing more"). Every member is optional: a kind without a layout gets the plain pages. Column
 * names are checked against the definition's lines.
 */
export interface DocumentLayout<D extends DocumentDefinition = DocumentDefinition> {
  /** i18n keys of the form's titles (`{{number}}` in `edit`) and of the printout's; by default "<item> No. n" */
  titles?: { new: string; edit: string; print: string };
  /** lines' columns carried as read and sent back, never shown (the record an opening document's line belongs to) */
  hidden?: readonly LineColumnName<D>[];
  /** header fields the kind leaves out (a sale has no invoice it returns): not shown, sent empty */
  hiddenFields?: readonly FieldName<D>[];
  /** amount columns whose empty or zero box is sent as none rather than 0 (a row's discount, where a percent may stand instead) */
  noneWhenEmpty?: readonly LineColumnName<D>[];
  /** read-only columns of the lines the grid shows as `reckon` works them out, and the read document as read */
  reckoned?: readonly LineColumnName<D>[];
  /** the kind's own figures of the document on screen, worked out live (an invoice's totals by the server's function) */
  reckon?(draft: { header: HeaderValues; lines: readonly EditedLine[] }, context: FormatContext): Reckoning;
  /** grid widths in px by column, over the type's; the first text column takes what is left */
  widths?: Partial<Record<LineColumnName<D>, number>>;
  /** columns shown after the row number */
  leading?: readonly LeadingColumn[];
  /** groups of amount columns a line holds only one of: typing an amount in one empties the others */
  exclusive?: readonly (readonly LineColumnName<D>[])[];
  /** a line the form shows but does not edit or remove (one that a record owns) */
  lineLocked?(line: EditedLine): boolean;
  /** a cell the line's other values rule out or decide, shown but not edited (a cheque row's amount is its cheque's) */
  cellLocked?(line: EditedLine, column: string): boolean;
  /** what else a change to a cell settles on its line, after `exclusive` (a cheque written gives its row its amount) */
  settle?(values: Readonly<Record<string, unknown>>, changed: string): Readonly<Record<string, unknown>>;
  /** columns the kind edits with a cell of its own */
  cells?: Partial<Record<LineColumnName<D>, LineCell>>;
  /** the blank lines a new document starts with; 1 when unset */
  newLines?: number;
  /** message keys of the server the screen words itself, with their note (`journal-unbalanced` -> `unbalanced`) */
  notes?: Readonly<Record<string, string>>;
  /** the words of a note (and of `noRows`, to word it in the kind's terms), with the totals of the lines on screen */
  describeNote?(note: string, sums: Readonly<Record<string, Money>>, context: FormatContext): string | undefined;
  /** figures and a verdict beside the totals */
  verdict?(sums: Readonly<Record<string, Money>>, context: FormatContext): TotalsVerdict;
  /** header fields the kind edits with an input of its own, each naming its field */
  headerInputs?: readonly (HeaderInput & { field: FieldName<D> })[];
  /** commands in a saved document's title bar */
  Actions?(props: DocumentExtrasProps): ReactNode;
  /** a notice under a saved document's title bar */
  Notice?(props: DocumentExtrasProps): ReactNode;
  /**
   * a saved document the kind shows but does not edit (a journal a sale wrote, which changes only through the sale):
   * the translated reason, shown where a permanent document's is; undefined for one that may be edited
   */
  shownOnly?(document: LoadedDocument, context: FormatContext): string | undefined;
  /** the printed document's own parts */
  printed?: PrintedParts;
}
