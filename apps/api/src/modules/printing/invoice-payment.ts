import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoicePaymentOutcome, invoicePaymentRedirect, invoicePaymentReturn, invoicePaymentStanding, messageBody, type InvoicePaymentOutcome, type InvoicePaymentStanding } from '@hesab/contract';
import { invoiceOnlinePayment, invoiceShare, type Database, type Executor } from '@hesab/db';
import { compareMoney, formatMoney, isoDateOf, isZeroMoney, subtractMoney, sumMoney, type Money } from '@hesab/domain';
import { isLanguage, translateServerMessage, type Language } from '@hesab/i18n';
import { BusinessRuleError, NotFoundError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf as requestActor, writeLog } from '../activity-log/index.ts';
import type { DocumentRow, ReferenceTables, RegisteredDocuments } from '../documents/index.ts';
import { paidOf } from '../invoices/index.ts';
import { partyOnPaper } from '../persons/index.ts';
import { gatewayOf, gatewayRefusal, PaymentGatewayError, verifiedReference, type PaymentGateway } from '../plans/index.ts';
import type { TagValues } from '../resources/index.ts';
import { sendOnCredit, type SmsProvider } from '../sms/index.ts';
import { businessSettings, currencyDecimals, defaultCurrency, gatewayAccountIn } from '../tenancy/index.ts';
import { receiveBinding } from '../treasury/index.ts';
import { invoiceReaders, liveShareToken, sharedInvoice, shareTokenOf } from './invoice-shares.ts';

/*
 * Online payment of an invoice through its public link (issue 36): the customer pays what is left of a sale through
 * the payment gateway the product speaks, and the payment becomes a receipt (the document engine's, as any receipt)
 * from the invoice's party into the bank account the gateway settles to. Only the gateway's verification decides; a
 * payment is received once however often its return comes: its row is locked and marked with the receipt, and the
 * receipt is keyed (`ouid`) by the gateway's reference.
 */

export interface InvoicePaymentOptions {
  db: Database;
  invoices: RegisteredDocuments;
  /** unset: the server has no gateway, and paying answers 503 */
  gateway: PaymentGateway | undefined;
  appUrl: string;
  references: ReferenceTables;
  tags: TagValues;
  sms: SmsProvider;
}

type OnlinePayment = typeof invoiceOnlinePayment.$inferSelect;

/**
 * The bank account the business's gateway pays into, where online payment of invoices is on (the `gateway` and
 * `onlineInvoice` switches active, and `gatewayAccount` naming the account); null otherwise.
 */
async function gatewayAccountOf(db: Executor, businessId: number): Promise<number | null> {
  const { config } = await businessSettings(db, businessId);
  return config.gateway === 'active' && config.onlineInvoice === 'active' ? gatewayAccountIn(config) : null;
}

async function paidOnline(db: Executor, businessId: number, invoiceId: number): Promise<Money> {
  const rows = await db
    .select({ amount: invoiceOnlinePayment.amount })
    .from(invoiceOnlinePayment)
    .where(and(eq(invoiceOnlinePayment.businessId, businessId), eq(invoiceOnlinePayment.invoiceId, invoiceId), eq(invoiceOnlinePayment.status, 'paid')));
  return sumMoney(rows.map((row) => row.amount));
}

/**
 * What is left to pay of a sale: its payable less what was paid at it and online. Only a sale in the business's own
 * money, in whole units (the gateway takes whole rials), is paid online.
 */
async function standingOf(db: Executor, businessId: number, invoice: DocumentRow): Promise<InvoicePaymentStanding & { account: number | null }> {
  const account = await gatewayAccountOf(db, businessId);
  const online = await paidOnline(db, businessId, Number(invoice.id));
  const payable = String(invoice.payable ?? '0');
  const left = subtractMoney(subtractMoney(payable, paidOf(invoice)), online);
  const remaining = compareMoney(left, '0') > 0 ? left : '0';
  const payableOnline = invoice.type === 'sell' && invoice.currency == null && /^\d+$/.test(remaining) && !isZeroMoney(remaining);
  return { available: account !== null && payableOnline, remaining, paid_online: online, account };
}

/** Who the receipt is written as: the member who shared the link (the business's act, begun by them). */
async function sharerOf(db: Executor, payment: OnlinePayment) {
  const [share] = await db
    .select({ createdBy: invoiceShare.createdBy })
    .from(invoiceShare)
    .where(and(eq(invoiceShare.businessId, payment.businessId), eq(invoiceShare.id, payment.shareId)));
  // Links shared before who shared them was kept name no one: such a payment stays pending, for the business to receive.
  if (typeof share?.createdBy !== 'number') throw new BusinessRuleError('online-payment-off');
  return share.createdBy;
}

// The gateway's receipt is written in the sharer's name with no permission of theirs: it drops no cheque.
const actorOf = (businessId: number, userId: number, ip: string) => ({ businessId, userId, ip, userAgent: null, platform: 'gateway', holds: () => false });

export function registerInvoicePayment(app: FastifyInstance, options: InvoicePaymentOptions): void {
  const { db, invoices } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoice'];
  const tokenParams = z.object({ token: z.string().max(60) });
  const setup = { db, gateway: options.gateway, appUrl: options.appUrl };

  routes.get(
    '/public/invoice/:token/payment',
    { config: { access: 'public' }, schema: { tags, params: tokenParams, response: { 200: invoicePaymentStanding } } },
    async (request): Promise<InvoicePaymentStanding> => {
      const { share, invoice } = await sharedInvoice(db, invoices, request.params.token);
      const { account: _account, ...standing } = await standingOf(db, share.businessId, invoice);
      return standing;
    },
  );

  /**
   * `POST invoice/{id}/sms`: texts the invoice's party its invoice by its public link, or, where the business takes
   * payments online and something is left, the link to pay it; one message of the business's SMS credit, in the
   * business's language. The link, the log row and the credit are one transaction with the send: a failed send
   * leaves none of them. A member who may read the invoice may send it, as they may share it.
   */
  routes.post(
    '/invoice/:id/sms',
    {
      config: { access: invoiceReaders },
      schema: { tags, params: recordIdParams, response: { 200: messageBody } },
    },
    async (request) => {
      const member = requireMember(request);
      const { id } = request.params;
      await invoices.access(member, id, 'view');
      const invoice = await invoices.store.get(member.businessId, id);
      if (invoice.removed === true) throw new NotFoundError('invoice-not-found');
      const party = typeof invoice.person === 'number' ? await partyOnPaper(db, member.businessId, invoice.person) : null;
      const mobile = party?.mobile;
      if (!party || !mobile) throw new BusinessRuleError('person-has-no-mobile');
      const settings = await businessSettings(db, member.businessId);
      const lang = isLanguage(settings.lang) ? settings.lang : 'fa';
      const standing = await standingOf(db, member.businessId, invoice);
      const money = await defaultCurrency(db, member.businessId);
      const symbol = typeof invoice.currency_label === 'string' && invoice.currency != null ? invoice.currency_label : (money?.symbol ?? '');
      const precision = await currencyDecimals(db, member.businessId, invoice.currency);
      const amount = (value: Money) => `${formatMoney(value, { precision, language: lang })} ${symbol}`;
      const base = options.appUrl.replace(/\/$/, '');
      const actor = requestActor(request);
      // Everything is read before the transaction: PGlite's one connection would wait for a read beside it.
      await db.transaction(async (tx) => {
        const token = await liveShareToken(tx, member.businessId, id, member.userId);
        const said = { name: party.name, number: String(invoice.number), business: settings.name };
        const text = standing.available
          ? translateServerMessage(lang, 'invoice-sms-payable', { ...said, remaining: amount(standing.remaining), link: `${base}/cashPayment/invoice/${token}` })
          : translateServerMessage(lang, 'invoice-sms', { ...said, payable: amount(String(invoice.payable ?? '0')), link: `${base}/pi/${token}` });
        await writeLog(tx, actor, { action: 'create', type: 'sms', id, number: party.name, content: text });
        await sendOnCredit(tx, options.sms, { businessId: member.businessId, mobile, text });
      });
      return { message: translateServerMessage(request.lang, 'sent') };
    },
  );

  routes.post(
    '/public/invoice/:token/payment',
    { config: { access: 'public' }, schema: { tags, params: tokenParams, response: { 200: invoicePaymentRedirect } } },
    async (request) => {
      const { share, invoice } = await sharedInvoice(db, invoices, request.params.token);
      const standing = await standingOf(db, share.businessId, invoice);
      if (standing.account === null) throw new BusinessRuleError('online-payment-off');
      if (!standing.available) throw new BusinessRuleError('online-payment-nothing-due');
      const gateway = gatewayOf(setup);
      const { name } = await businessSettings(db, share.businessId);
      const description = translateServerMessage(request.lang, 'online-payment-description', { number: String(invoice.number), business: name });
      const callbackUrl = `${options.appUrl.replace(/\/$/, '')}/cashPayment/verify`;
      const authority = await gateway.request({ amount: standing.remaining, callbackUrl, description }).catch((error: unknown) => {
        throw gatewayRefusal(error);
      });
      const kept = await db
        .insert(invoiceOnlinePayment)
        .values({ businessId: share.businessId, invoiceId: share.invoiceId, shareId: share.id, amount: standing.remaining, authority })
        .onConflictDoNothing()
        .returning({ id: invoiceOnlinePayment.id });
      // An authority given before names another payment: keeping this one under it would settle the wrong one.
      if (kept.length === 0) throw gatewayRefusal(new PaymentGatewayError('bad-answer', 'the gateway gave an authority it gave before'));
      return { redirect: gateway.paymentPage(authority) };
    },
  );

  /**
   * The receipt of a verified payment, once: the payment's row locked first, so returns at once take turns and the
   * later ones find it paid.
   */
  async function receive(found: OnlinePayment, refId: string, lang: Language, ip: string): Promise<void> {
    // Read before the transaction: the invoice's store reads through its own connection, which PGlite's one would wait for.
    const invoice = await invoices.store.get(found.businessId, found.invoiceId);
    await db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(invoiceOnlinePayment)
        .where(and(eq(invoiceOnlinePayment.businessId, found.businessId), eq(invoiceOnlinePayment.id, found.id)))
        .for('update');
      if (!payment || payment.status === 'paid') return;
      const account = await gatewayAccountOf(tx, payment.businessId);
      const { timeZone } = await businessSettings(tx, payment.businessId);
      const description = translateServerMessage(lang, 'online-payment-receipt', { number: String(invoice.number), reference: refId });
      const receipt = {
        date: isoDateOf(new Date(), timeZone),
        person: invoice.person ?? null,
        account: null,
        detail: null,
        branch: invoice.branch ?? null,
        currency: null,
        rate: null,
        tags: [],
        description,
        invoice: null,
        ouid: `gateway-${refId}`,
        // Where the gateway stopped paying into an account since, the receipt is refused and the payment stays pending.
        rows: [{ bank: account, cash: null, petty: null, amount: payment.amount, fee: null, tracking: refId, cheque: null, cheque_id: null }],
      };
      const userId = await sharerOf(tx, payment);
      const saved = await receiveBinding.createStore(tx, options.references, options.tags).create(actorOf(payment.businessId, userId, ip), receipt);
      await tx
        .update(invoiceOnlinePayment)
        .set({ status: 'paid', refId, receiptId: saved.id, paidAt: new Date() })
        .where(and(eq(invoiceOnlinePayment.businessId, payment.businessId), eq(invoiceOnlinePayment.id, payment.id)));
    });
  }

  routes.get(
    '/public/invoicePayment/verify',
    { config: { access: 'public' }, schema: { tags, querystring: invoicePaymentReturn, response: { 200: invoicePaymentOutcome } } },
    async (request): Promise<InvoicePaymentOutcome> => {
      const { Authority, Status } = request.query;
      const byAuthority = () => db.select().from(invoiceOnlinePayment).where(eq(invoiceOnlinePayment.authority, Authority)).limit(1);
      const [found] = await byAuthority();
      if (!found) throw new NotFoundError();
      if (found.status !== 'paid') {
        const refId = await verifiedReference(setup.gateway, found, Status);
        if (refId !== null) await receive(found, refId, request.lang, request.ip);
      }
      const [settled] = await byAuthority();
      if (!settled) throw new NotFoundError();
      const paid = settled.status === 'paid';
      return {
        paid,
        amount: settled.amount,
        ref_id: settled.refId,
        receipt: settled.receiptId,
        token: await shareTokenOf(db, settled.businessId, settled.shareId),
        message: translateServerMessage(request.lang, paid ? 'online-payment-paid' : 'transaction-failed'),
      };
    },
  );
}
