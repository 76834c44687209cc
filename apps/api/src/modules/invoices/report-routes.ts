import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invoiceReport,
  invoiceReportKinds,
  invoiceReportQuery,
  invoiceReportRoutes,
  invoiceReportScreen,
  investorReportKinds,
  productProfitReport,
  profitQuery,
  type InvoiceReportKind,
  type InvoiceReportQuery,
  type ProductProfit,
} from '@hesab/contract';
import { invoice, invoiceLine, type Database, type Executor } from '@hesab/db';
import { moneyFractionDigits, subtractMoney, sumMoney } from '@hesab/domain';
import { FieldErrors, ForbiddenError } from '../../http/errors.ts';
import { requireUse } from '../../http/plan-access.ts';
import { requireMember } from '../../http/request-context.ts';
import { reportBranches, type ReferenceTables } from '../documents/index.ts';
import { movedCostsByProduct, reportWarehouses } from '../inventory/index.ts';
import { productNames } from '../products/index.ts';
import { currencyDecimals, holdsPermission, type Member } from '../tenancy/index.ts';
import { invoiceItemReport, type ReportReach } from './item-reports.ts';
import { ofInvoice } from './reservations.ts';
import { registerSellProductsReport } from './sell-products.ts';

/**
 * Each product's sales less their returns over a range (invoice/report/productProfitable): revenue after every
 * discount and before VAT (at its rate where in another currency), the cost its goods left at, and the profit;
 * services cost nothing. Sums are the database's, exact.
 */
async function productProfits(db: Executor, businessId: number, range: { from?: string; to?: string }, { warehouses, branches }: ReportReach) {
  const { from, to } = range;
  // A return counts against its product's sales.
  const sign = sql`case when ${invoice.type} = 'returnSell' then -1 else 1 end`;
  // A sale in another currency earns its revenue at its rate, in the business's money.
  const digits = moneyFractionDigits(await currencyDecimals(db, businessId, null));
  const ofRange = and(
    eq(invoice.businessId, businessId),
    inArray(invoice.type, ['sell', 'returnSell']),
    isNull(invoice.removedAt),
    from ? gte(invoice.date, from) : undefined,
    to ? lte(invoice.date, to) : undefined,
    // A member limited to some warehouses profits from the sales of those.
    warehouses ? inArray(invoice.entrepot, [...warehouses]) : undefined,
    branches ? inArray(invoice.branch, [...branches]) : undefined,
  );
  const rows = await db
    .select({
      product: invoiceLine.product,
      quantity: sql<string>`sum(${sign} * ${invoiceLine.quantity})::text`,
      revenue: sql<string>`sum(${sign} * round(${invoiceLine.taxable} * coalesce(${invoice.rate}, 1), ${digits}::int))::text`,
    })
    .from(invoiceLine)
    .innerJoin(invoice, ofInvoice)
    .where(ofRange)
    .groupBy(invoiceLine.product)
    .orderBy(invoiceLine.product);
  // The cost is what the goods moved at (a sale's rows keep none): a sale's issue out, a return's receipt back.
  const costOf = await movedCostsByProduct(db, businessId, 'invoice', db.select({ id: invoice.id }).from(invoice).where(ofRange).getSQL());
  const names = await productNames(db, businessId, rows.map((row) => Number(row.product)));
  const data: ProductProfit[] = rows.map((row) => {
    const revenue = sumMoney([row.revenue]);
    const cost = costOf.get(Number(row.product)) ?? '0';
    return { product: Number(row.product), name: names.get(Number(row.product)) ?? '', quantity: sumMoney([row.quantity]), revenue, cost, profit: subtractMoney(revenue, cost) };
  });
  const total = (pick: (row: ProductProfit) => string) => sumMoney(data.map(pick));
  return { data, totals: { revenue: total((row) => row.revenue), cost: total((row) => row.cost), profit: total((row) => row.profit) } };
}

/**
 * The report of `kind` for a type the spec gives it (422 on `type` otherwise), to a member holding that type's screen;
 * an investor report also needs the `investors` permission and the business's `investorSystem`, and the taxpayer report the plan's `taxPayerSystem` (spec 01 section 6).
 */
function checkReportAccess(member: Member, kind: InvoiceReportKind, query: InvoiceReportQuery): void {
  const screen = invoiceReportScreen(query.type, kind);
  if (!screen) throw new FieldErrors({ type: [{ key: 'invalid-value' }] });
  const investors = investorReportKinds.includes(kind);
  if (investors && (!holdsPermission(member, 'investors') || member.config.investorSystem !== 'active')) throw new ForbiddenError('forbidden');
  requireUse(member, screen);
}

/**
 * `GET invoice/report/productProfitable?from&to`; `GET invoice/report/{kind}` for each kind of the invoice reports
 * (itemsList, productItemsList...) with the type's screen; SellProducts on the report engine.
 */
export function registerInvoiceReports(app: FastifyInstance, db: Database, references: ReferenceTables): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  registerSellProductsReport(app, db);
  routes.get(
    '/invoice/report/productProfitable',
    { config: { access: { permission: 'InvoiceProductProfitable' } }, schema: { tags: ['invoice'], querystring: profitQuery, response: { 200: productProfitReport } } },
    async (request) => {
      const member = requireMember(request);
      return productProfits(db, member.businessId, request.query, { warehouses: await reportWarehouses(member, undefined, db), branches: reportBranches(member) });
    },
  );
  for (const kind of invoiceReportKinds) {
    const screens = invoiceReportRoutes.filter((route) => route.kind === kind).map((route) => route.route);
    routes.get(
      `/invoice/report/${kind}`,
      { config: { access: { anyPermission: screens } }, schema: { tags: ['invoice'], querystring: invoiceReportQuery, response: { 200: invoiceReport } } },
      async (request) => {
        const member = requireMember(request);
        checkReportAccess(member, kind, request.query);
        // Only rows of the member's warehouses and branches (a warehouse asked that is not theirs is refused, 403).
        const warehouses = await reportWarehouses(member, request.query.entrepot, db);
        return invoiceItemReport(db, member.businessId, kind, request.query, references, { warehouses, branches: reportBranches(member) });
      },
    );
  }
}
