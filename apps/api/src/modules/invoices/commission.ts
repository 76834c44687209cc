import type { Executor } from '@hesab/db';
import type { InvoiceDocument, InvoiceType } from '@hesab/domain';
import { FieldErrors } from '../../http/errors.ts';
import { visitorTerms } from '../persons/index.ts';

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
