import type { Executor } from '@hesab/db';
import type { InvoiceDocument, InvoiceRow, InvoiceType } from '@hesab/domain';
import { FieldErrors } from '../../http/errors.ts';
import { personDetails, visitorTerms } from '../persons/index.ts';
import type { InvoiceTerms } from '../products/index.ts';

/**
 * What a sale (or its return) owes its visitor: their sell (or return-sell) percent, from the person marked a
 * visitor. A visitor on a purchase or its return, or a person who is no visitor, is refused on `visitor`.
 */
export async function commissionOf(tx: Executor, businessId: number, type: InvoiceType, visitor: number | null): Promise<InvoiceDocument['commission']> {
  if (visitor === null) return null;
  const selling = type === 'sell' || type === 'returnSell' || type === 'presale';
  const terms = selling ? await visitorTerms(tx, businessId, visitor) : null;
  if (!terms?.visitor) throw new FieldErrors({ visitor: [{ key: 'invalid-value' }] });
  // A pre-invoice posts nothing: the sale it is made into owes the commission.
  if (type === 'presale') return null;
  return { visitor, percent: (type === 'sell' ? terms.sell : terms.returnSell) ?? '0' };
}

/**
 * Each row's investors on a sale or its return: the persons its product names as investors, with their sell (or
 * return-sell) percent and their detail account, which the posting owes them on (InvoiceRow.investors).
 */
export async function shareWithInvestors(tx: Executor, businessId: number, type: InvoiceType, rows: Record<string, unknown>[], terms: ReadonlyMap<number, InvoiceTerms>): Promise<void> {
  if (type !== 'sell' && type !== 'returnSell') return;
  const named = rows.flatMap((row) => terms.get(Number(row.product))?.investors ?? []);
  if (named.length === 0) return;
  const details = await personDetails(tx, businessId, [...new Set(named.map((each) => each.investor))]);
  for (const row of rows) {
    const investors: InvoiceRow['investors'] = (terms.get(Number(row.product))?.investors ?? []).flatMap((each) => {
      const detail = details.get(each.investor);
      const percent = type === 'sell' ? each.investorSellPercent : each.investorReturnSellPercent;
      return detail === undefined ? [] : [{ detail, percent }];
    });
    row.investors = investors;
  }
}
