import type { Executor } from '@hesab/db';
import type { Money } from '@hesab/domain';
import { lineCostsOf } from '../inventory/index.ts';

/**
 * The invoices whose goods rows keep no unit cost of their own: a sale's issue and a sale return's receipt are
 * costed by the product's method and costed again by every back-dated write and cost rebuild, so each row's cost is
 * its stock movement's alone (`stock_movement.line_no` names the row), written once. A purchase's rows keep what
 * each good cost, which nothing re-costs (and which its receipts take where it is received by them).
 */
export const costedOnMovements: ReadonlySet<string> = new Set(['sell', 'returnSell']);

/** The unit cost of each goods row of the invoices, by invoice and row number (from 1), from their movements. */
export function rowCostsOf(db: Executor, businessId: number, invoices: readonly number[]): Promise<Map<number, Map<number, Money>>> {
  return lineCostsOf(db, businessId, 'invoice', invoices);
}
