import type { JournalDraft, JournalLine } from '../journal.ts';
import { compareMoney, isZeroMoney, type Money } from '../money.ts';
import type { SystemAccounts } from './system-accounts.ts';

/** A movement of goods a document makes: base units, negative for an issue, at its unit cost. */
export interface StockMovementDraft {
  product: number;
  entrepot: number;
  date: string;
  quantity: Money;
  unitCost: Money;
  /** the lot it receives or issues (issue 17 "Expiry"); none for goods of no batch or expiry date */
  batch?: string | null;
  expire?: string | null;
  /** the document's row it moves for, from 1, where the document's rows and movements are not one to one */
  line?: number;
}

/** What a document posts: its journal (none for a document with no money in it) and its stock movements. */
export interface Posted {
  journal: JournalDraft | null;
  stock: StockMovementDraft[];
}

/** What a posting reads beside its document, loaded once for the write. */
export interface PostingContext {
  /** the chart's system accounts */
  accounts: SystemAccounts;
  /** the detail account of each record the document names that has one (a person, a bank account), by `resource:id` */
  details: ReadonlyMap<string, number>;
  /**
   * Where a kind reads them (a transfer): the business's own currency, and the currency each record the document
   * names keeps its money in (a treasury account), by `resource:id`.
   */
  currencies?: { base: { id: number; decimals: number }; of: ReadonlyMap<string, number> };
}

/**
 * A posting (ARCHITECTURE.md section 3): a pure function of the document and its context, called by the command
 * that saves the document, never by a listener; the same document always posts the same lines.
 */
export type Posting<D> = (document: D, context: PostingContext) => Posted;

/** A document its posting cannot accept, on one of its fields (a transfer to the account it pays from). */
export class PostingRefusal extends Error {
  override readonly name = 'PostingRefusal';
  constructor(
    readonly field: string,
    readonly key: string,
    /** what the message names (the difference of two sides) */
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(`${field}: ${key}`);
  }
}

/** An amount a posting moves: given, and above zero, else refused on its field. */
export function positiveAmount(amount: Money | null, field: string): Money {
  if (amount === null) throw new PostingRefusal(field, 'is-required');
  if (compareMoney(amount, '0') <= 0) throw new PostingRefusal(field, 'invalid-value');
  return amount;
}

/** The detail account of a record the document names (`context.details`); every such record has one. */
export function detailOf(context: PostingContext, resource: string, id: number): number {
  const detailId = context.details.get(`${resource}:${id}`);
  if (detailId === undefined) throw new Error(`${resource} ${id} has no detail account`);
  return detailId;
}

/** The key of an account and detail account a line posts to. */
const postedTo = (line: JournalLine) => `${line.accountId}:${line.detailId ?? 0}`;

/**
 * Refuses lines that debit and credit one account with one detail account (on the path `pathOf` names for the later
 * line): the two cancel out, so it is always a wrong pick, an income booked to the cash box it is received into,
 * never a movement. Only for what a person picks: a system posting may meet itself (a sale paid at once by its
 * customer).
 */
export function refuseBothSides(lines: readonly JournalLine[], pathOf: (index: number) => string): void {
  const sides = new Map<string, 'debit' | 'credit'>();
  lines.forEach((line, index) => {
    const side = isZeroMoney(line.debit) ? 'credit' : 'debit';
    const key = postedTo(line);
    const earlier = sides.get(key);
    if (earlier !== undefined && earlier !== side) throw new PostingRefusal(pathOf(index), 'same-account-both-sides');
    sides.set(key, side);
  });
}
