import type { JournalDraft } from '../journal.ts';
import type { Money } from '../money.ts';
import type { SystemAccounts } from './system-accounts.ts';

/** A movement of goods a document makes: base units, negative for an issue, at its unit cost. */
export interface StockMovementDraft {
  product: number;
  entrepot: number;
  date: string;
  quantity: Money;
  unitCost: Money;
}

/** What a document posts: its journal (none for a document with no money in it) and its stock movements. */
export interface Posted {
  journal: JournalDraft | null;
  stock: StockMovementDraft[];
}

/** What a posting reads beside its document: the chart's system accounts, loaded once for the write. */
export interface PostingContext {
  accounts: SystemAccounts;
}

/**
 * A posting (ARCHITECTURE.md section 3): a pure function of the document and its context, called by the command
 * that saves the document, never by a listener; the same document always posts the same lines.
 */
export type Posting<D> = (document: D, context: PostingContext) => Posted;
