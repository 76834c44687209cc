import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invoiceDefinition, lastFee, lastFeeQuery, type LastFeeRow } from '@hesab/contract';
import { invoice, invoiceLine, type Database, type Executor } from '@hesab/db';
import { invoiceTypes, sumMoney, type InvoiceType } from '@hesab/domain';
import { ForbiddenError } from '../../http/errors.ts';
import { requireMember } from '../../http/request-context.ts';
import { reportWarehouses } from '../inventory/index.ts';
import { holdsPermission, type Member } from '../tenancy/index.ts';
import { ofInvoice } from './reservations.ts';

/** Who may look a fee up: whoever may see or write invoices of a type; which type, the handler checks. */
export const invoiceScreens = [
  ...new Set(
    invoiceTypes.flatMap((type) => {
      const permissions = invoiceDefinition.variants.permissions[type];
      return permissions ? [permissions.view, permissions.create] : [];
    }),
  ),
];

/** Whether the member may see the invoices of `type`: its list or its form. */
export function maySeeInvoices(member: Member, type: InvoiceType): boolean {
  const permissions = invoiceDefinition.variants.permissions[type];
  return permissions !== undefined && (holdsPermission(member, permissions.view) || holdsPermission(member, permissions.create));
}

/**
 * The product's row on the party's latest invoice of the type, not removed, of `warehouses` (null: any): the latest
 * date, then the highest number.
 */
async function lastFeeOf(
  db: Executor,
  businessId: number,
  query: { product: number; person: number; type: InvoiceType; except?: number },
  warehouses: readonly number[] | null,
): Promise<LastFeeRow | null> {
  const [row] = await db
    .select({ invoice: invoice.id, number: invoice.number, date: invoice.date, unit: invoiceLine.unit, fee: invoiceLine.fee })
    .from(invoiceLine)
    .innerJoin(invoice, ofInvoice)
    .where(
      and(
        eq(invoice.businessId, businessId),
        eq(invoice.type, query.type),
        eq(invoice.person, query.person),
        isNull(invoice.removedAt),
        eq(invoiceLine.product, query.product),
        query.except === undefined ? undefined : ne(invoice.id, query.except),
        warehouses ? inArray(invoice.entrepot, [...warehouses]) : undefined,
      ),
    )
    .orderBy(desc(invoice.date), desc(invoice.number), desc(invoiceLine.lineNo))
    .limit(1);
  if (!row) return null;
  return { invoice: Number(row.invoice), number: Number(row.number), date: row.date, unit: row.unit === null ? null : Number(row.unit), fee: sumMoney([row.fee]) };
}

/** `GET invoice/lastFee?product&person&type&except`: the fee the product last went at to the party (issue 16, the sell grid). */
export function registerLastFeeRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/invoice/lastFee',
    { config: { access: { anyPermission: invoiceScreens } }, schema: { tags: ['invoice'], querystring: lastFeeQuery, response: { 200: lastFee } } },
    async (request) => {
      const member = requireMember(request);
      if (!maySeeInvoices(member, request.query.type)) throw new ForbiddenError('forbidden');
      // Only invoices the member may open: those of their warehouses, as the invoice lists.
      return { data: await lastFeeOf(db, member.businessId, request.query, await reportWarehouses(member, undefined, db)) };
    },
  );
}
