import { PostingRefusal, detailOf, type Posting, type PostingContext } from './posting.ts';
import { postCost, postIncome, type CostDocument, type CostRow } from './cost.ts';
import { systemAccountsOf } from './system-accounts.ts';
import type { Money } from '../money.ts';

/** A party of a composite receipt or payment: a person, or a given account with an optional detail account. */
export interface PartyRow {
  person: number | null;
  account: number | null;
  detail: number | null;
  amount: Money;
  description: string | null;
}

/** A composite receipt or payment as its posting reads it: parties on one side, treasury rows on the other. */
export interface CompositeDocument extends Omit<CostDocument, 'rows'> {
  rows: readonly PartyRow[];
}

/** Each party as an account row: a person on its receivable (receipt) or payable (payment) with its detail account. */
function partiesAsAccounts(document: CompositeDocument, context: PostingContext, role: 'receivable' | 'payable'): CostDocument {
  const rows = document.rows.map((row, index): CostRow => {
    if ((row.person === null) === (row.account === null)) throw new PostingRefusal(`rows.${index}.person`, 'party-one');
    if (row.person !== null) {
      return { account: systemAccountsOf(context.accounts, [role])[role], detail: detailOf(context, 'customer', row.person), amount: row.amount, description: row.description };
    }
    return { account: row.account ?? 0, detail: row.detail, amount: row.amount, description: row.description };
  });
  return { ...document, rows };
}

/** A composite receipt: Dr each treasury row, Cr each party. */
export const postCompositeReceipt: Posting<CompositeDocument> = (document, context) => postIncome(partiesAsAccounts(document, context, 'receivable'), context);

/** A composite payment: Dr each party, Cr each treasury row. */
export const postCompositePayment: Posting<CompositeDocument> = (document, context) => postCost(partiesAsAccounts(document, context, 'payable'), context);
