import { and, eq } from 'drizzle-orm';
import { business, currency, financialYear, type Executor } from '@hesab/db';
import { openYearHolding, type FinancialYear } from './main-year.ts';

/** What a document's write reads of its business: its main year, what it allows, and the money it keeps its books in. */
export interface WriteFacts {
  year: FinancialYear;
  /** a sale may take a product's stock in a warehouse below zero */
  negativeInventory: boolean;
  /** the business's own currency */
  currency: { id: number; decimals: number };
}

/** Each transaction's facts, by business, read once: a document's write asks for them at several of its steps. */
const read = new WeakMap<Executor, Map<number, Promise<WriteFacts>>>();

/** A transaction's executor can roll back; the database's own is shared by every request and remembers nothing. */
const isTransaction = (db: Executor) => typeof (db as { rollback?: unknown }).rollback === 'function';

async function readFacts(db: Executor, businessId: number): Promise<WriteFacts> {
  const [row] = await db
    .select({ year: financialYear, negativeInventory: business.negativeInventory, currency: currency.id, decimals: currency.decimals })
    .from(business)
    .innerJoin(financialYear, and(eq(financialYear.businessId, business.id), eq(financialYear.isMain, true)))
    .leftJoin(currency, and(eq(currency.businessId, business.id), eq(currency.isDefault, true)))
    .where(eq(business.id, businessId));
  if (!row) throw new Error(`business ${businessId} has no main financial year`);
  if (row.currency === null) throw new Error(`business ${businessId} has no default currency`);
  return { year: row.year, negativeInventory: row.negativeInventory, currency: { id: Number(row.currency), decimals: row.decimals ?? 0 } };
}

/**
 * The business's main year, its negative-stock setting and its currency in one statement, read once a transaction:
 * what a document's write would otherwise read in three (and the currency twice). A write that changes them reads
 * them itself.
 */
export function writeFacts(db: Executor, businessId: number): Promise<WriteFacts> {
  if (!isTransaction(db)) return readFacts(db, businessId);
  const known = read.get(db) ?? read.set(db, new Map()).get(db);
  const facts = known?.get(businessId) ?? readFacts(db, businessId);
  known?.set(businessId, facts);
  return facts;
}

/** The main financial year, open, with `date` inside it, as mainYearFor answers it, from the write's facts. */
export async function writeYearFor(db: Executor, businessId: number, date: string): Promise<FinancialYear> {
  return openYearHolding((await writeFacts(db, businessId)).year, date);
}
