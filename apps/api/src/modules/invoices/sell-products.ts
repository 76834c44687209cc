import { and, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sellProductsReport } from '@hesab/contract';
import { arrayParameter, invoice, invoiceLine, type Executor } from '@hesab/db';
import { moneyFractionDigits } from '@hesab/domain';
import { registerReport } from '../../http/report-route.ts';
import { reportWarehouses } from '../inventory/index.ts';
import { productFacts } from '../products/index.ts';
import { currencyDecimals, type Member } from '../tenancy/index.ts';
import { ofInvoice } from './reservations.ts';

/**
 * SellProducts (sell/products): each product's sales and returns over a range, summed by the database in one
 * statement over the rows of the range's invoices, the rows of the member's warehouses only. An amount is the row's
 * taxable amount (after its discount and its share of the invoice's) at the invoice's rate, in the business's money.
 */
async function sellProducts(db: Executor, member: Member, period: { from: string; to: string }) {
  const { businessId } = member;
  const warehouses = await reportWarehouses(member, undefined, db);
  const digits = moneyFractionDigits(await currencyDecimals(db, businessId, null));
  const products = productFacts(db, businessId);
  const amount = sql`round(${invoiceLine.taxable} * coalesce(${invoice.rate}, 1), ${digits}::int)`;
  const of = (type: 'sell' | 'returnSell', value: typeof amount) => sql`coalesce(sum(${value}) filter (where ${invoice.type} = ${type}), 0)`;
  const sold = { quantity: of('sell', sql`${invoiceLine.quantity}`), amount: of('sell', amount) };
  const returned = { quantity: of('returnSell', sql`${invoiceLine.quantity}`), amount: of('returnSell', amount) };
  const net = sql`${sold.amount} - ${returned.amount}`;
  return db
    .select({
      product: sql<number>`${invoiceLine.product}::int`,
      product_code: products.code,
      product_label: products.name,
      sold_quantity: sql<string>`(${sold.quantity})::text`,
      sold_amount: sql<string>`(${sold.amount})::text`,
      returned_quantity: sql<string>`(${returned.quantity})::text`,
      returned_amount: sql<string>`(${returned.amount})::text`,
      net_quantity: sql<string>`(${sold.quantity} - ${returned.quantity})::text`,
      net_amount: sql<string>`(${net})::text`,
    })
    .from(invoiceLine)
    .innerJoin(invoice, ofInvoice)
    .leftJoin(products, eq(products.id, invoiceLine.product))
    .where(
      and(
        eq(invoice.businessId, businessId),
        inArray(invoice.type, ['sell', 'returnSell']),
        isNull(invoice.removedAt),
        gte(invoice.date, period.from),
        lte(invoice.date, period.to),
        warehouses ? sql`coalesce(${invoiceLine.entrepot}, ${invoice.entrepot}) = any(${arrayParameter(warehouses)}::bigint[])` : undefined,
      ),
    )
    .groupBy(invoiceLine.product, products.code, products.name)
    .orderBy(desc(net), invoiceLine.product);
}

/** `GET report/sellProducts?from&to` on the report engine. */
export function registerSellProductsReport(app: FastifyInstance, db: Executor): void {
  registerReport(app, sellProductsReport, (member, params) => sellProducts(db, member, params));
}
