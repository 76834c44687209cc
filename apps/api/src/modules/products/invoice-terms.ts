import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { arrayParameter, boundStatement, product, type Executor, type InvestorRow, type ProductUnitRow } from '@hesab/db';
import type { InventoryMethod, Money, PriceMethod } from '@hesab/domain';

/** What an invoice reads of a product its rows name: how it is counted, costed and taxed. */
export interface InvoiceTerms {
  id: number;
  name: string;
  type: 'product' | 'service';
  /** the base unit, and the sub-units with how many base units one of each is */
  unit: number | null;
  units: ProductUnitRow[];
  inventoryMethod: InventoryMethod;
  taxPercent: string;
  /** the fixed sell price of a base unit, and the cost a pricing row's percent starts from */
  price: Money | null;
  priceMethod: PriceMethod;
  /** the product's id at the tax authority */
  taxid: string | null;
  /** the persons who share in what it sells for, with their sell and return-sell percents */
  investors: InvestorRow[];
}

/** Base units in one of `unit` (the base unit when none); undefined for a unit the product is not counted in. */
export function unitSizeOf(terms: InvoiceTerms, unit: number | null): Money | undefined {
  return unit === null || unit === terms.unit ? '1' : terms.units.find((sub) => sub.unit === unit)?.value;
}

/**
 * The business's products of `ids`, locked until the write's transaction ends (`for no key update`, in id order):
 * two invoices selling the same product at once take turns, so the second sees the stock the first took. Read for
 * every invoice written: composed once and prepared (boundStatement).
 */
export async function lockInvoiceTerms(tx: Executor, businessId: number, ids: readonly number[]): Promise<Map<number, InvoiceTerms>> {
  if (ids.length === 0) return new Map();
  return termsById(await lockedTerms(tx, { business: businessId, ids: arrayParameter([...new Set(ids)]) }));
}

const termColumns = {
  id: product.id,
  name: product.name,
  type: product.type,
  unit: product.unit,
  units: product.units,
  inventoryMethod: product.inventoryMethod,
  taxPercent: product.taxPercent,
  price: product.price,
  priceMethod: product.priceMethod,
  taxid: product.taxid,
  investors: product.investors,
};

type TermsRow = Omit<InvoiceTerms, 'id' | 'unit'> & { id: string | number; unit: string | number | null };

const lockedTerms = boundStatement<{ business: number; ids: string }, TermsRow>(
  (v) => sql`
    select ${sql.join(
      Object.entries(termColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
      sql`, `,
    )}
    from ${product}
    where ${product.businessId} = ${v.business} and ${product.id} = any(${v.ids}::bigint[])
    order by ${product.id}
    for no key update`,
);

function termsById(rows: readonly TermsRow[]): Map<number, InvoiceTerms> {
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), unit: row.unit === null ? null : Number(row.unit) }]));
}

/** The same, read without a lock (a report of a product's cost). */
export async function invoiceTerms(tx: Executor, businessId: number, ids: readonly number[]): Promise<Map<number, InvoiceTerms>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select(termColumns)
    .from(product)
    .where(and(eq(product.businessId, businessId), inArray(product.id, [...new Set(ids)])))
    .orderBy(asc(product.id));
  return termsById(rows);
}

/** The business's goods (products that keep stock, not services), in id order: what a cost rebuild costs. */
export async function goodsIds(db: Executor, businessId: number): Promise<number[]> {
  const rows = await db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.businessId, businessId), eq(product.type, 'product')))
    .orderBy(asc(product.id));
  return rows.map((row) => Number(row.id));
}

/** The names of the business's products of `ids`, for reports that list them. */
export async function productNames(db: Executor, businessId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: product.id, name: product.name })
    .from(product)
    .where(and(eq(product.businessId, businessId), inArray(product.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}
