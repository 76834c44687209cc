import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { presaleConversion, returnable, returnableQuery, type PresaleConversion, type ReturnableItem } from '@hesab/contract';
import { invoice, invoiceLine, type Database, type Executor } from '@hesab/db';
import { subtractMoney, sumMoney, type InvoiceType } from '@hesab/domain';
import { ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { refuseUnlistedWarehouses } from '../inventory/index.ts';
import { maySeeInvoices } from './last-fee-routes.ts';
import { ofInvoice } from './reservations.ts';

/** The return of each type of invoice a return may name. */
const returnOf: Partial<Record<InvoiceType, InvoiceType>> = { sell: 'returnSell', purchase: 'returnPurchase' };

/** The type and warehouse of one of the business's invoices, not removed; 404 (invoice not found) for any other. */
async function headOf(db: Executor, businessId: number, id: number): Promise<{ type: InvoiceType; entrepot: number }> {
  const [found] = await db
    .select({ type: invoice.type, entrepot: invoice.entrepot })
    .from(invoice)
    .where(and(eq(invoice.businessId, businessId), eq(invoice.id, id), isNull(invoice.removedAt)));
  if (!found) throw new NotFoundError('invoice-not-found');
  return found;
}

/**
 * What is left to return of each product of an invoice, as the return's own check works it out: what it invoiced,
 * less what the returns naming it (not removed, `except` aside) took back, in base units.
 */
async function returnableOf(db: Executor, businessId: number, id: number, except?: number): Promise<ReturnableItem[]> {
  const quantity = sql<string>`sum(${invoiceLine.quantity})::text`;
  const sold = await db
    .select({ product: invoiceLine.product, quantity })
    .from(invoiceLine)
    .where(and(eq(invoiceLine.businessId, businessId), eq(invoiceLine.documentId, id)))
    .groupBy(invoiceLine.product)
    .orderBy(sql`min(${invoiceLine.lineNo})`);
  const returned = await db
    .select({ product: invoiceLine.product, quantity })
    .from(invoiceLine)
    .innerJoin(invoice, ofInvoice)
    .where(and(eq(invoice.businessId, businessId), eq(invoice.returns, id), isNull(invoice.removedAt), except === undefined ? undefined : ne(invoice.id, except)))
    .groupBy(invoiceLine.product);
  const back = new Map(returned.map((row) => [Number(row.product), sumMoney([row.quantity])]));
  return sold.map((row) => {
    const product = Number(row.product);
    const taken = back.get(product) ?? '0';
    const invoiced = sumMoney([row.quantity]);
    return { product, sold: invoiced, returned: taken, left: subtractMoney(invoiced, taken) };
  });
}

/** The sale a pre-invoice became, if it has been converted. */
async function conversionOf(db: Executor, businessId: number, id: number): Promise<PresaleConversion> {
  const [presale] = await db
    .select({ converted: invoice.convertedTo })
    .from(invoice)
    .where(and(eq(invoice.businessId, businessId), eq(invoice.id, id), eq(invoice.type, 'presale')));
  if (!presale) throw new NotFoundError();
  if (presale.converted === null) return { sale: null };
  const [sale] = await db
    .select({ id: invoice.id, number: invoice.number, date: invoice.date })
    .from(invoice)
    .where(and(eq(invoice.businessId, businessId), eq(invoice.id, presale.converted)));
  return { sale: sale ? { id: Number(sale.id), number: Number(sale.number), date: sale.date } : null };
}

/**
 * What links invoices to one another, for their screens: `GET invoice/{id}/returnable` (what is left to return of a
 * sale or a purchase, for the form of its return) and `GET invoice/{id}/conversion` (the sale a pre-invoice became).
 */
export function registerLinkedRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/invoice/:id/returnable',
    {
      config: { access: { anyPermission: ['ReturnSell', 'ReturnSellList', 'ReturnPurchase', 'ReturnPurchaseList'] } },
      schema: { tags: ['invoice'], params: recordIdParams, querystring: returnableQuery, response: { 200: returnable } },
    },
    async (request) => {
      const member = requireMember(request);
      const head = await headOf(db, member.businessId, request.params.id);
      const type = returnOf[head.type];
      if (type === undefined) throw new NotFoundError();
      if (!maySeeInvoices(member, type)) throw new ForbiddenError('forbidden');
      // Another warehouse's invoice is read as it is written: refused (403).
      await refuseUnlistedWarehouses(member, [head.entrepot], db);
      return { data: await returnableOf(db, member.businessId, request.params.id, request.query.except) };
    },
  );
  routes.get(
    '/invoice/:id/conversion',
    { config: { access: { anyPermission: ['PresaleList', 'Presale'] } }, schema: { tags: ['invoice'], params: recordIdParams, response: { 200: presaleConversion } } },
    async (request) => ({ data: await conversionOf(db, requireMember(request).businessId, request.params.id) }),
  );
}
