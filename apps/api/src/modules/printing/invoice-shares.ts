import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceDefinition, invoiceShareLink, messageBody, printQuery, printSearch, publicInvoice, type PublicInvoice } from '@hesab/contract';
import { invoiceShare, type Database, type Executor } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { NotFoundError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import type { DocumentPrinter, DocumentRow, RegisteredDocuments } from '../documents/index.ts';
import { businessLogoLink } from '../files/index.ts';
import { partyOnPaper } from '../persons/index.ts';
import { businessProfileOf, businessRecord, currencyDecimals, defaultCurrency, fileSecretOf } from '../tenancy/index.ts';

/*
 * An invoice's public link (issue 18). The link is `<business>.<share>.<signature>`: the share row's key, and an
 * HMAC of it with the business's secret, so knowing one link (or the sequence) opens no other invoice. Revoking
 * stamps the row; sharing again makes a new row, and so a new link.
 */

const signatureLength = 32;

function signature(secret: string, businessId: number, shareId: number): string {
  return createHmac('sha256', secret).update(`invoice-share:${String(businessId)}:${String(shareId)}`).digest('base64url').slice(0, signatureLength);
}

const tokenOf = (secret: string, businessId: number, shareId: number) => `${String(businessId)}.${String(shareId)}.${signature(secret, businessId, shareId)}`;

const tokenParams = z.object({ token: z.string().max(60) });

/** Who may share an invoice, or text it: a member who may read invoices of some type (and then that invoice). */
export const invoiceReaders = { anyPermission: [...new Set(Object.values(invoiceDefinition.variants.permissions).map((each) => each.view))] };

/** What a customer is not shown of an invoice: what the business paid for the goods, and how it was paid into which account. */
const privateFields = ['payments', 'cheques', 'tags', 'ouid', 'document'] as const;
const privateLineColumns = ['unit_cost'] as const;

function publicCopy(invoice: DocumentRow): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...invoice };
  for (const field of privateFields) delete copy[field];
  const lines = invoiceDefinition.lines.name;
  const rows = Array.isArray(invoice[lines]) ? (invoice[lines] as Record<string, unknown>[]) : [];
  copy[lines] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !(privateLineColumns as readonly string[]).includes(column))));
  return copy;
}

/**
 * The public link's token of an invoice's live share, made (in the caller's transaction) if it has none. Two shares
 * at once: the unique live link lets one row in, and both answer it.
 */
export async function liveShareToken(tx: Executor, businessId: number, invoiceId: number, userId: number): Promise<string> {
  const live = and(eq(invoiceShare.businessId, businessId), eq(invoiceShare.invoiceId, invoiceId), isNull(invoiceShare.revokedAt));
  await tx.insert(invoiceShare).values({ businessId, invoiceId, createdBy: userId }).onConflictDoNothing();
  const [row] = await tx.select({ id: invoiceShare.id }).from(invoiceShare).where(live);
  if (!row) throw new Error(`invoice ${String(invoiceId)} has no live share after one was made`);
  return shareTokenOf(tx, businessId, row.id);
}

/** The live share a public link names, its signature checked, and its invoice; 404 (invoice not found) for anything else. */
export async function sharedInvoice(db: Database, invoices: RegisteredDocuments, token: string) {
  const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]+)$/.exec(token);
  const [businessId, shareId] = [Number(match?.[1] ?? 0), Number(match?.[2] ?? 0)];
  const live = and(eq(invoiceShare.businessId, businessId), eq(invoiceShare.id, shareId), isNull(invoiceShare.revokedAt));
  const [share] = match ? await db.select().from(invoiceShare).where(live) : [];
  if (!share || !match) throw new NotFoundError('invoice-not-found');
  const expected = Buffer.from(signature(await fileSecretOf(db, businessId), businessId, shareId));
  const given = Buffer.from(match[3] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotFoundError('invoice-not-found');
  const invoice = await invoices.store.get(share.businessId, share.invoiceId);
  // A removed invoice is no longer the business's to show.
  if (invoice.removed === true) throw new NotFoundError('invoice-not-found');
  return { share, invoice };
}

/** The public link's token of a share. */
export async function shareTokenOf(db: Executor, businessId: number, shareId: number): Promise<string> {
  return tokenOf(await fileSecretOf(db, businessId), businessId, shareId);
}

export interface InvoiceShareOptions {
  db: Database;
  invoices: RegisteredDocuments;
  printer: DocumentPrinter;
  /** where the web app is (APP_URL): the link given out points there, never at the request's Host, which a caller chooses */
  appUrl: string;
}

/**
 * A member shares or revokes the link of an invoice they may read (`invoices.access`: its type's list, its warehouse
 * theirs); anyone with a live link reads it.
 */
export function registerInvoiceShares(app: FastifyInstance, { db, invoices, printer, appUrl }: InvoiceShareOptions): void {
  const linkOf = (token: string) => `${appUrl.replace(/\/$/, '')}/pi/${token}`;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = invoiceReaders;
  const tags = ['invoice'];

  routes.post('/invoice/:id/share', { config: { access }, schema: { tags, params: recordIdParams, response: { 200: invoiceShareLink } } }, async (request) => {
    const member = requireMember(request);
    const { id } = request.params;
    await invoices.access(member, id, 'view');
    const token = await db.transaction((tx) => liveShareToken(tx, member.businessId, id, member.userId));
    return { url: linkOf(token), token };
  });

  routes.delete('/invoice/:id/share', { config: { access }, schema: { tags, params: recordIdParams, response: { 200: messageBody } } }, async (request) => {
    const member = requireMember(request);
    const { id } = request.params;
    await invoices.access(member, id, 'view');
    await db
      .update(invoiceShare)
      .set({ revokedAt: new Date() })
      .where(and(eq(invoiceShare.businessId, member.businessId), eq(invoiceShare.invoiceId, id), isNull(invoiceShare.revokedAt)));
    return { message: translateServerMessage(request.lang, 'deleted') };
  });

  routes.get(
    '/public/invoice/:token',
    { config: { access: 'public' }, schema: { tags, params: tokenParams, response: { 200: publicInvoice } } },
    async (request): Promise<PublicInvoice> => {
      const { share, invoice } = await sharedInvoice(db, invoices, request.params.token);
      const business = await businessRecord(db, share.businessId);
      const money = await defaultCurrency(db, share.businessId);
      if (!business || !money) throw new NotFoundError();
      const person = typeof invoice.person === 'number' ? await partyOnPaper(db, share.businessId, invoice.person) : null;
      const ownCurrency = typeof invoice.currency_label === 'string' && invoice.currency !== null ? invoice.currency_label : null;
      return {
        business: { name: business.name, ...(await businessProfileOf(db, share.businessId)), logo: await businessLogoLink(db, share.businessId) },
        date_locale: business.dateLocale,
        latin_digits: business.config.iranSansEnNum === 'active',
        currency: { name: ownCurrency ?? money.name, decimal: await currencyDecimals(db, share.businessId, invoice.currency) },
        invoice: publicCopy(invoice),
        party: person,
      };
    },
  );

  // The shared invoice as a PDF, printed from its public page as its visitor sees it.
  routes.get(
    '/public/invoice/:token/pdf',
    { config: { access: 'public' }, schema: { tags, params: tokenParams, querystring: printQuery } },
    async (request, reply) => {
      const { invoice } = await sharedInvoice(db, invoices, request.params.token);
      const search = printSearch(request.query).toString();
      const path = `/pi/${encodeURIComponent(request.params.token)}${search ? `?${search}` : ''}`;
      const pdf = await printer(request, { path, settings: request.query, public: true });
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename*=UTF-8''invoice-${String(invoice.number)}.pdf`).send(pdf);
    },
  );
}
