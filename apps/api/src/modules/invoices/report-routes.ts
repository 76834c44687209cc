import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productProfitReport, profitQuery, type ProductProfit } from '@hesab/contract';
import { invoice, invoiceLine, type Database, type Executor } from '@hesab/db';
import { subtractMoney, sumMoney } from '@hesab/domain';
import { requireMember } from '../../http/request-context.ts';
import { productNames } from '../products/index.ts';
import { ofInvoice } from './reservations.ts';

/**
 * Each product's sales less their returns over a range (invoice/report/productProfitable): revenue after every
 * discount and before VAT, the cost its goods left at, and the profit; services cost nothing. Sums are the
 * database's, exact.
 */
async function productProfits(db: Executor, businessId: number, from?: string, to?: string) {
  // A return counts against its product's sales.
  const sign = sql`case when ${invoice.type} = 'returnSell' then -1 else 1 end`;
  const rows = await db
    .select({
      product: invoiceLine.product,
      quantity: sql<string>`sum(${sign} * ${invoiceLine.quantity})::text`,
      revenue: sql<string>`sum(${sign} * ${invoiceLine.taxable})::text`,
      cost: sql<string>`sum(${sign} * ${invoiceLine.quantity} * coalesce(${invoiceLine.unit_cost}, 0))::text`,
    })
    .from(invoiceLine)
    .innerJoin(invoice, ofInvoice)
    .where(
      and(
        eq(invoice.businessId, businessId),
        inArray(invoice.type, ['sell', 'returnSell']),
        isNull(invoice.removedAt),
        from ? gte(invoice.date, from) : undefined,
        to ? lte(invoice.date, to) : undefined,
      ),
    )
    .groupBy(invoiceLine.product)
    .orderBy(invoiceLine.product);
  const names = await productNames(db, businessId, rows.map((row) => Number(row.product)));
  const data: ProductProfit[] = rows.map((row) => {
    const revenue = sumMoney([row.revenue]);
    const cost = sumMoney([row.cost]);
    return { product: Number(row.product), name: names.get(Number(row.product)) ?? '', quantity: sumMoney([row.quantity]), revenue, cost, profit: subtractMoney(revenue, cost) };
  });
  const total = (pick: (row: ProductProfit) => string) => sumMoney(data.map(pick));
  return { data, totals: { revenue: total((row) => row.revenue), cost: total((row) => row.cost), profit: total((row) => row.profit) } };
}

/** `GET invoice/report/productProfitable?from&to`, for those who see sales. */
export function registerInvoiceReports(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/invoice/report/productProfitable',
    { config: { access: { permission: 'SellList' } }, schema: { tags: ['invoice'], querystring: profitQuery, response: { 200: productProfitReport } } },
    (request) => productProfits(db, requireMember(request).businessId, request.query.from, request.query.to),
  );
}
