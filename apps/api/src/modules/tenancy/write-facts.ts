import { sql } from 'drizzle-orm';
import { boundStatement, business, currency, financialYear, type Executor } from '@hesab/db';
import type { InvoiceDelivery } from '@hesab/domain';
import { openYearHolding, type FinancialYear } from './main-year.ts';

/** What a document's write reads of its business: its main year, what it allows, and the money it keeps its books in. */
export interface WriteFacts {
  year: FinancialYear;
  /** a sale may take a product's stock in a warehouse below zero */
  negativeInventory: boolean;
  /** how its sales' goods leave: with the invoice, or by remittances made against it (issue 17) */
  invoiceDelivery: InvoiceDelivery;
  /** the business's own currency */
  currency: { id: number; decimals: number };
  /** its plan options and limits (a new invoice counts against monthlyInvoiceLimit), and the time zone its days are in */
  planOptions: Record<string, string>;
  timeZone: string;
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
  invoice_delivery: InvoiceDelivery;
  plan_options: Record<string, string>;
  time_zone: string;
  currency: string | number | null;
  decimals: number | null;
  next_ids: (string | number)[] | null;
}

/**
 * Read at every document's write: composed once and prepared (boundStatement); with a table's name, the next ids of
 * its sequence too (new documents'), which saves the write a round trip.
 */
const factsStatement = boundStatement<{ business: number; sequenceOf: string | null; count: number }, FactsRow>(
  (v) => sql`
    select y.business_id, y.id, y.name, y.start_date::text as start_date, y.end_date::text as end_date, y.is_main, y.closed,
      b.negative_inventory, b.invoice_delivery, b.plan_options, b.time_zone, c.id as currency, c.decimals,
      case when ${v.sequenceOf}::text is not null
        then array(select nextval(pg_get_serial_sequence(${v.sequenceOf}::text, 'id')) from generate_series(1, ${v.count}::int)) end as next_ids
    from ${business} b
    join ${financialYear} y on y.business_id = b.id and y.is_main
    left join ${currency} c on c.business_id = b.id and c.is_default
    where b.id = ${v.business}`,
);

async function readFacts(db: Executor, businessId: number, sequenceOf: string | null = null, count = 1): Promise<WriteFacts & { nextIds: number[] }> {
  const [row] = await factsStatement(db, { business: businessId, sequenceOf, count });
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
  const currency = { id: Number(row.currency), decimals: row.decimals ?? 0 };
  return {
    year,
    negativeInventory: row.negative_inventory,
    invoiceDelivery: row.invoice_delivery,
    currency,
    planOptions: row.plan_options,
    timeZone: row.time_zone,
    nextIds: (row.next_ids ?? []).map(Number),
  };
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

/**
 * A new document's write begins here: the facts (remembered for the transaction, as writeFacts reads them), the main
 * year checked to hold `date` (as writeYearFor), and the next id of `table`'s sequence, in one round trip.
 */
export async function newDocumentFacts(tx: Executor, businessId: number, date: string, table: string): Promise<{ year: FinancialYear; id: number }> {
  const { facts, ids } = await newDocumentsFacts(tx, businessId, table, 1);
  const [id] = ids;
  if (id === undefined) throw new Error(`${table} has no sequence`);
  return { year: openYearHolding(facts.year, date), id };
}

/** newDocumentFacts for `count` new documents written in one transaction: the facts, and an id for each. */
export async function newDocumentsFacts(tx: Executor, businessId: number, table: string, count: number): Promise<{ facts: WriteFacts; ids: number[] }> {
  const { nextIds, ...facts } = await readFacts(tx, businessId, table, count);
  if (nextIds.length !== count) throw new Error(`${table} has no sequence`);
  if (isTransaction(tx)) (read.get(tx) ?? read.set(tx, new Map()).get(tx))?.set(businessId, Promise.resolve(facts));
  return { facts, ids: nextIds };
}

/** The main financial year, open, with `date` inside it, as mainYearFor answers it, from the write's facts. */
export async function writeYearFor(db: Executor, businessId: number, date: string): Promise<FinancialYear> {
  return openYearHolding((await writeFacts(db, businessId)).year, date);
}
