import type { Money } from '../money.ts';
import { refuseBothSides, type Posting } from './posting.ts';

/** A manual accounting document as its posting reads it: its lines are written as they are, an empty side as 0. */
export interface ManualDocument {
  date: string;
  description: string | null;
  rows: readonly {
    account: number;
    detail: number | null;
    debit: Money | null;
    credit: Money | null;
    description: string | null;
  }[];
}

/** A manual document: its lines as written, none debiting and crediting one account and detail account. */
export const postManualDocument: Posting<ManualDocument> = (document) => {
  const lines = document.rows.map((row) => ({
    accountId: row.account,
    detailId: row.detail,
    debit: row.debit ?? '0',
    credit: row.credit ?? '0',
    description: row.description,
  }));
  refuseBothSides(lines, (index) => `rows.${index}.account`);
  return { journal: { date: document.date, description: document.description, lines }, stock: [] };
};
