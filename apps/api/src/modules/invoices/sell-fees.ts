import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { proposedFee, proposedFeeQuery } from '@hesab/contract';
import type { Database, Executor } from '@hesab/db';
import { addMoney, compareMoney, moneyFractionDigits, multiplyMoney, proposedSellFee, type InvoiceType, type Money, type ProposedFee } from '@hesab/domain';
import { BusinessRuleError, FieldErrors } from '../../http/errors.ts';
import { requireMember } from '../../http/request-context.ts';
import type { DocumentAuthorization, DocumentRow } from '../documents/index.ts';
import { costSummariesOf } from '../inventory/index.ts';
import { personCategory } from '../persons/index.ts';
import { invoiceTerms, pricingRowValues, readPricingRows, unitSizeOf } from '../products/index.ts';
import { businessSettings, defaultCurrency } from '../tenancy/index.ts';

/** A sale's row as its fee is proposed: the product, its unit (none: the base unit) and its count in that unit. */
interface PricedRow {
  product: number;
  unit: number | null;
  count: Money;
}

/** Sales are what a fixed sell price holds for: a sale and the pre-invoice it may become. */
const selling: ReadonlySet<InvoiceType> = new Set(['sell', 'presale']);

/**
 * The fee each row of a sale to `party` in `branch` is proposed at (proposedSellFee): from its product's price and
 * pricing rows, the party's category and the costs a row's percent starts from; none for a product not the business's
 * or a unit the product is not counted in.
 */
export async function proposedFees(db: Executor, businessId: number, sale: { party: number | null; branch: number | null; rows: readonly PricedRow[] }): Promise<(ProposedFee | null)[]> {
  const ids = [...new Set(sale.rows.map((row) => row.product))];
  const terms = await invoiceTerms(db, businessId, ids);
  const pricing = await readPricingRows(db, businessId, ids);
  const decimals = (await defaultCurrency(db, businessId))?.decimals ?? 0;
  const digits = moneyFractionDigits(decimals);
  const costs = await costSummariesOf(db, businessId, new Map(ids.map((id) => [id, digits])));
  const category = sale.party === null ? null : await personCategory(db, businessId, sale.party);
  return sale.rows.map((row) => {
    const term = terms.get(row.product);
    const unitSize = term ? unitSizeOf(term, row.unit) : undefined;
    if (!term || unitSize === undefined) return null;
    const rows = (pricing.get(row.product) ?? []).map(pricingRowValues);
    return proposedSellFee(
      { price: term.price, rows, priceMethod: term.priceMethod, costs: costs.get(row.product) ?? null },
      { category, branch: sale.branch, currency: null, quantity: row.count, unitSize, digits },
    );
  });
}

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

/** `GET invoice/proposedFee?product&person&branch&unit&count`: the fee a sale's row is proposed at, and the pricing row it came from. */
export function registerSellFeeRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/invoice/proposedFee',
    { config: { access: { anyPermission: ['Sell', 'Presale'] } }, schema: { tags: ['invoice'], querystring: proposedFeeQuery, response: { 200: proposedFee } } },
    async (request) => {
      const { product, person: party, branch, unit, count } = request.query;
      const [proposal] = await proposedFees(db, requireMember(request).businessId, { party: party ?? null, branch: branch ?? null, rows: [{ product, unit: unit ?? null, count }] });
      return { data: proposal ?? { fee: null, discountPercent: null, from: null } };
    },
  );
}
