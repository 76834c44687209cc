import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { InvoiceType } from '@hesab/contract';
import { arrayParameter, invoice, invoiceDaySums, invoiceLine, productSales, queryRows, type Executor } from '@hesab/db';
import { moneyFractionDigits, sumMoney } from '@hesab/domain';
import { productNames } from '../products/index.ts';
import { currencyDecimals } from '../tenancy/index.ts';
import { ofInvoice } from './reservations.ts';

/* What the invoices add up to: each type's payable per period, and each product's sales less their returns in a year. */

/**
 * The payable of the business's standing invoices of `types` in each of consecutive periods, per type, in the
 * business's money: `starts` are the periods' first days in order, `end` the last one's last day. From the sums the
 * invoices' trigger keeps a day and type (invoice_day_sums), a row a day, whatever the number of invoices; a type
 * without invoices in a period is absent.
 */
export async function invoiceTotalsByPeriod(
  db: Executor,
  businessId: number,
  types: readonly InvoiceType[],
  starts: readonly string[],
  end: string,
  warehouses: readonly number[] | null,
): Promise<{ type: InvoiceType; period: number; payable: string }[]> {
  const [first] = starts;
  if (types.length === 0 || first === undefined) return [];
  // A member limited to some warehouses sums their invoices alone, which the day's sums do not tell apart.
  const source = warehouses
    ? sql`(select ${invoice.type} as type, ${invoice.date} as date,
            round(${invoice.payable} * coalesce(${invoice.rate}, 1), ${moneyFractionDigits(await currencyDecimals(db, businessId, null))}::int) as payable
          from ${invoice}
          where ${invoice.businessId} = ${businessId} and ${isNull(invoice.removedAt)} and ${invoice.entrepot} = any(${arrayParameter(warehouses)}::bigint[]))`
    : sql`(select type, date, payable from ${invoiceDaySums} where ${invoiceDaySums.businessId} = ${businessId})`;
  const rows = await queryRows<{ type: InvoiceType; period: number; payable: string }>(
    db,
    sql`select sums.type as type, width_bucket(sums.date, ${arrayParameter(starts)}::date[]) - 1 as period, sum(sums.payable)::text as payable
        from ${source} sums
        where sums.type = any(${arrayParameter(types)}::text[]) and sums.date between ${first} and ${end}
        group by 1, 2`,
  );
  return rows.map((row) => ({ type: row.type, period: Number(row.period), payable: sumMoney([row.payable]) }));
}

/** A product among the best sellers of a year: base units sold less those returned, and revenue before VAT. */
export interface ProductSold {
  product: number;
  name: string;
  quantity: string;
  revenue: string;
}

/**
 * The `top` products that earned the most in a financial year, sales less their returns before VAT in the business's
 * money, the most first: from the sums the invoices' triggers keep per product and year (product_sales), a row a
 * product, whatever the number of invoices. A member limited to some warehouses reads their invoices' rows instead.
 */
export async function bestSellingProducts(db: Executor, businessId: number, financialYearId: number, top: number, warehouses: readonly number[] | null): Promise<ProductSold[]> {
  const rows = warehouses ? await warehouseSales(db, businessId, financialYearId, top, warehouses) : await db
    .select({ product: productSales.productId, quantity: productSales.quantity, revenue: productSales.revenue })
    .from(productSales)
    .where(and(eq(productSales.businessId, businessId), eq(productSales.financialYearId, financialYearId), gt(productSales.revenue, '0')))
    .orderBy(desc(productSales.revenue), asc(productSales.productId))
    .limit(top);
  const names = await productNames(db, businessId, rows.map((row) => Number(row.product)));
  return rows.map((row) => ({ product: Number(row.product), name: names.get(Number(row.product)) ?? '', quantity: sumMoney([row.quantity]), revenue: sumMoney([row.revenue]) }));
}

/** product_sales' figures of the year's sales and returns of some warehouses, summed from their rows as its trigger sums them. */
async function warehouseSales(db: Executor, businessId: number, financialYearId: number, top: number, warehouses: readonly number[]) {
  const sign = sql`case when ${invoice.type} = 'returnSell' then -1 else 1 end`;
  const digits = moneyFractionDigits(await currencyDecimals(db, businessId, null));
  const revenue = sql<string>`sum(${sign} * round(${invoiceLine.taxable} * coalesce(${invoice.rate}, 1), ${digits}::int))`;
  return db
    .select({ product: invoiceLine.product, quantity: sql<string>`sum(${sign} * ${invoiceLine.quantity})::text`, revenue: sql<string>`${revenue}::text` })
    .from(invoiceLine)
    .innerJoin(invoice, ofInvoice)
    .where(
      and(
        eq(invoice.businessId, businessId),
        eq(invoice.financialYearId, financialYearId),
        inArray(invoice.type, ['sell', 'returnSell']),
        isNull(invoice.removedAt),
        inArray(invoice.entrepot, [...warehouses]),
      ),
    )
    .groupBy(invoiceLine.product)
    .having(gt(revenue, '0'))
    .orderBy(desc(revenue), asc(invoiceLine.product))
    .limit(top);
}
