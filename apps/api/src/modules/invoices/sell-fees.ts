import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { proposedFee, proposedFeeQuery } from '@hesab/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { invoice, invoiceLine, type Database, type Executor } from '@hesab/db';
import {
  addMoney,
  compareMoney,
  costPerUnit,
  moneyFractionDigits,
  multiplyMoney,
  roundMoney,
  type InvoiceType,
  type Money,
  type ProposedFee,
} from '@hesab/domain';
import { BusinessRuleError, FieldErrors, ForbiddenError } from '../../http/errors.ts';
import { requireMember } from '../../http/request-context.ts';
import type { DocumentAuthorization, DocumentRow } from '../documents/index.ts';
import { invoiceTerms, proposedFees, unitSizeOf } from '../products/index.ts';
import { businessSettings, defaultCurrency, holdsPermission } from '../tenancy/index.ts';
import { ofInvoice } from './reservations.ts';

/** Sales are what a fixed sell price holds for: a sale and the pre-invoice it may become. */
const selling: ReadonlySet<InvoiceType> = new Set(['sell', 'presale']);

const idOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * A user who may not change sell prices (deactiveChangeSellPrice) sells each row at the fee proposed for it: another
 * is refused on the row's fee (422), naming the fee it should be; nor gives discounts beyond the business's limit. Only what they send is held to it; an invoice
 * stored at earlier prices may still be removed.
 */
export const fixedSellPrices: DocumentAuthorization = async (member, document, db, standing) => {
  if (!member.fixedSellPrice || standing !== 'sent') return;
  const sent = await document();
  if (!selling.has(sent.type as InvoiceType)) return;
  const rows = (Array.isArray(sent.rows) ? (sent.rows as DocumentRow[]) : []).map((row) => ({
    product: Number(row.product),
    unit: idOrNull(row.unit),
    count: typeof row.count === 'string' ? row.count : '1',
    fee: typeof row.fee === 'string' ? row.fee : null,
  }));
  const proposals = await proposedFees(db, member.businessId, { party: idOrNull(sent.person), branch: idOrNull(sent.branch), rows });
  const errors: Record<string, { key: 'sell-price-fixed'; params: { fee: string } }[]> = {};
  rows.forEach((row, index) => {
    const fee = proposals[index]?.fee ?? null;
    if (fee !== null && (row.fee === null || compareMoney(row.fee, fee) !== 0)) errors[`rows.${index}.fee`] = [{ key: 'sell-price-fixed', params: { fee } }];
  });
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  await refuseDiscountBeyondLimit(db, member.businessId, sent, proposals);
};

const moneyOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The lock holds for every way the price a customer pays moves: a row's discount (an amount or a percent) is at most
 * the business's max_discount_percent of the row's amount, or the percent its pricing proposes where higher, and the
 * rows' and the invoice's discounts together at most what the rows allow (420 naming the limit). Compared times 100,
 * so no division rounds.
 */
async function refuseDiscountBeyondLimit(db: Executor, businessId: number, sent: DocumentRow, proposals: readonly (ProposedFee | null)[]): Promise<void> {
  const limit = (await businessSettings(db, businessId)).maxDiscountPercent;
  const rows = Array.isArray(sent.rows) ? (sent.rows as DocumentRow[]) : [];
  let given = multiplyMoney(moneyOrNull(sent.discount) ?? '0', '100');
  let allowed: Money = '0';
  rows.forEach((row, index) => {
    const gross = multiplyMoney(moneyOrNull(row.count) ?? '0', moneyOrNull(row.fee) ?? '0');
    const proposed = proposals[index]?.discountPercent ?? null;
    const percent = proposed !== null && compareMoney(proposed, limit) > 0 ? proposed : limit;
    const amount = moneyOrNull(row.discount);
    const rowGiven = amount !== null ? multiplyMoney(amount, '100') : multiplyMoney(gross, moneyOrNull(row.discountPercent) ?? '0');
    const rowAllowed = multiplyMoney(gross, percent);
    if (compareMoney(rowGiven, rowAllowed) > 0) throw new BusinessRuleError('discount-beyond-limit', { limit });
    given = addMoney(given, rowGiven);
    allowed = addMoney(allowed, rowAllowed);
  });
  if (compareMoney(given, allowed) > 0) throw new BusinessRuleError('discount-beyond-limit', { limit });
}

/**
 * The fee a purchase's row of `unit` is proposed at: the product's row on the latest purchase, any supplier's, per
 * base unit times the base units in `unit`; none where the product was never bought (never its selling price).
 */
async function lastPurchaseFee(db: Executor, businessId: number, row: { product: number; unit: number | null }): Promise<ProposedFee> {
  const none = { fee: null, discountPercent: null, from: null };
  const [term] = (await invoiceTerms(db, businessId, [row.product])).values();
  const wanted = term ? unitSizeOf(term, row.unit) : undefined;
  if (!term || wanted === undefined) return none;
  const [bought] = await db
    .select({ unit: invoiceLine.unit, fee: invoiceLine.fee })
    .from(invoiceLine)
    .innerJoin(invoice, ofInvoice)
    .where(and(eq(invoice.businessId, businessId), eq(invoice.type, 'purchase'), isNull(invoice.removedAt), eq(invoiceLine.product, row.product)))
    .orderBy(desc(invoice.date), desc(invoice.number), desc(invoiceLine.lineNo))
    .limit(1);
  const size = bought ? unitSizeOf(term, bought.unit === null ? null : Number(bought.unit)) : undefined;
  if (!bought || size === undefined) return none;
  const digits = moneyFractionDigits((await defaultCurrency(db, businessId))?.decimals ?? 0);
  const perBase = costPerUnit(bought.fee, size);
  return { ...none, fee: roundMoney(multiplyMoney(perBase, wanted), digits) };
}

/** Who may be proposed a fee for each type: whoever may write invoices of it. */
const proposing = { sell: 'Sell', presale: 'Presale', purchase: 'Purchase', returnPurchase: 'ReturnPurchase' } as const;

/**
 * `GET invoice/proposedFee?type&product&person&branch&unit&count`: the fee a row is proposed at, and the pricing row it
 * came from; the one place a fee is proposed (the invoice form, the till's copy of the products).
 */
export function registerSellFeeRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/invoice/proposedFee',
    {
      config: { access: { anyPermission: Object.values(proposing) } },
      schema: { tags: ['invoice'], querystring: proposedFeeQuery, response: { 200: proposedFee } },
    },
    async (request) => {
      const { type, product, person: party, branch, unit, count } = request.query;
      const member = requireMember(request);
      if (!holdsPermission(member, proposing[type])) throw new ForbiddenError('forbidden');
      if (type === 'purchase' || type === 'returnPurchase') return { data: await lastPurchaseFee(db, member.businessId, { product, unit: unit ?? null }) };
      const [proposal] = await proposedFees(db, member.businessId, { party: party ?? null, branch: branch ?? null, rows: [{ product, unit: unit ?? null, count }] });
      return { data: proposal ?? { fee: null, discountPercent: null, from: null } };
    },
  );
}
