import type { SQL } from 'drizzle-orm';
import type { Executor } from '@hesab/db';

/** The document that wrote a system journal (a sale, a receipt, a cheque's change), as the journal's readers show it. */
export interface JournalOrigin {
  /** its kind as shown: the journal's source type, or the variant (an invoice's `sell`) where the kind has them */
  kind: string;
  /** the kind's definition name (`invoice`, `receive`), the web's way to its form; null where it has no form of its own */
  document: string | null;
  id: number;
  /** its number, or a cheque's serial */
  number: string;
  /** the journal's description made from it, in the business's language: "فاکتور فروش ۱۲، علی رضایی" */
  description: string;
}

/** Of one source type, the statement selecting the ids of the documents a search finds. */
export type MatchingOrigins = readonly { sourceType: string; sourceIds: SQL }[];

/** A journal as the readers of its source know it: what wrote it. */
export interface OriginRef {
  sourceType: string;
  sourceId: number | null;
}

/**
 * The documents that wrote the journals named, by `journalOriginKey`: read when the journals are (a page of a list, a
 * book), so that every system journal, those written before descriptions were made as well, names its document.
 */
export interface JournalOrigins {
  (db: Executor, businessId: number, journals: readonly OriginRef[]): Promise<ReadonlyMap<string, JournalOrigin>>;
  /**
   * The documents whose journals' description, as `JournalOrigins` makes it, a search finds: each word of the term in
   * the document's kind, number or party, searched in the documents' own tables (so a list's search stays one
   * indexed statement, whatever the journals' number).
   */
  matching(db: Executor, businessId: number, term: string): Promise<MatchingOrigins>;
}

export const journalOriginKey = (journal: OriginRef) => `${journal.sourceType}:${String(journal.sourceId)}`;
