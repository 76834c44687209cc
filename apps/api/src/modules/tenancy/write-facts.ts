import { sql } from 'drizzle-orm';
import { boundStatement, business, currency, financialYear, type Executor } from '@hesab/db';
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

interface FactsRow extends Record<string, unknown> {
  business_id: string | number;
  id: string | number;
  name: string;
  start_date: string;
  end_date: string;
  is_main: boolean;
  closed: boolean;
  negative_inventory: boolean;
  currency: string | number | null;
  decimals: number | null;
}

/** Read at every document's write: composed once and prepared (boundStatement). */
const factsStatement = boundStatement<{ business: number }, FactsRow>(
  (v) => sql`
    select y.business_id, y.id, y.name, y.start_date::text as start_date, y.end_date::text as end_date, y.is_main, y.closed,
      b.negative_inventory, c.id as currency, c.decimals
    from ${business} b
    join ${financialYear} y on y.business_id = b.id and y.is_main
    left join ${currency} c on c.business_id = b.id and c.is_default
    where b.id = ${v.business}`,
);

async function readFacts(db: Executor, businessId: number): Promise<WriteFacts> {
  const [row] = await factsStatement(db, { business: businessId });
  if (!row) throw new Error(`business ${businessId} has no main financial year`);
  if (row.currency === null) throw new Error(`business ${businessId} has no default currency`);
  const year: FinancialYear = {
    businessId: Number(row.business_id),
    id: Number(row.id),
    name: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    isMain: row.is_main,
    closed: row.closed,
  };
  return { year, negativeInventory: row.negative_inventory, currency: { id: Number(row.currency), decimals: row.decimals ?? 0 } };
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
