import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { InvoiceType } from '@hesab/contract';
import { arrayParameter, invoiceDaySums, productSales, queryRows, type Executor } from '@hesab/db';
import { sumMoney } from '@hesab/domain';
import { productNames } from '../products/index.ts';

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
): Promise<{ type: InvoiceType; period: number; payable: string }[]> {
  const [first] = starts;
  if (types.length === 0 || first === undefined) return [];
  const rows = await queryRows<{ type: InvoiceType; period: number; payable: string }>(
    db,
    sql`select ${invoiceDaySums.type} as type, width_bucket(${invoiceDaySums.date}, ${arrayParameter(starts)}::date[]) - 1 as period,
          sum(${invoiceDaySums.payable})::text as payable
        from ${invoiceDaySums}
        where ${invoiceDaySums.businessId} = ${businessId} and ${inArray(invoiceDaySums.type, [...types])}
          and ${invoiceDaySums.date} between ${first} and ${end}
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
 * product, whatever the number of invoices.
 */
export async function bestSellingProducts(db: Executor, businessId: number, financialYearId: number, top: number): Promise<ProductSold[]> {
  const rows = await db
    .select({ product: productSales.productId, quantity: productSales.quantity, revenue: productSales.revenue })
    .from(productSales)
    .where(and(eq(productSales.businessId, businessId), eq(productSales.financialYearId, financialYearId), gt(productSales.revenue, '0')))
    .orderBy(desc(productSales.revenue), asc(productSales.productId))
    .limit(top);
  const names = await productNames(db, businessId, rows.map((row) => Number(row.product)));
  return rows.map((row) => ({ product: Number(row.product), name: names.get(Number(row.product)) ?? '', quantity: sumMoney([row.quantity]), revenue: sumMoney([row.revenue]) }));
}
