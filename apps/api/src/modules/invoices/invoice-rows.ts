import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { planLimitOf } from '@hesab/contract';
import { invoice, invoiceLine, type Executor } from '@hesab/db';
import {
  compareMoney,
  invoiceTotals,
  purchaseUnitCosts,
  multiplyMoney,
  subtractMoney,
  sumMoney,
  type InvoiceDelivery,
  type InvoiceDocument,
  type InvoiceType,
  type Money,
} from '@hesab/domain';
import { BusinessRuleError, FieldErrors } from '../../http/errors.ts';
import type { DocumentHooks, DocumentRow, DocumentWrite } from '../documents/index.ts';
import { goodsStockReader, highestCostsOf, issueCost, movedLater, movesUpTo, refuseBeyondOnHand, refuseShortStock as refuseIssuesBeyondStock, type GoodsStock } from '../inventory/index.ts';
import { lockInvoiceTerms, unitSizeOf, type InvoiceTerms } from '../products/index.ts';
import { currencyDecimals, writeFacts } from '../tenancy/index.ts';
import { commissionOf, shareWithInvestors } from './commission.ts';
import { addWritten, goodsTogether, keepGoodsTogether, movedAfter, onHandFor, stockBefore, tailCosts, type GoodsTogether } from './goods-together.ts';
import { refuseBeyondMonthlyInvoices } from './monthly-limit.ts';
import { chequesOf, paidOf, paymentsOf, removePayments, settlePayments } from './payments.ts';
import { recostSales } from './recosting.ts';
import { ofInvoice, reservedEntrepot, reservedRows } from './reservations.ts';
import { costedOnMovements, rowCostsOf } from './sale-costs.ts';

/** The movements of an invoice's goods by other documents and what open pre-invoices reserve, read when first asked for. */
type Stock = () => Promise<GoodsStock>;

/** Types whose goods leave the warehouse, and what each return returns. */
const issuing: ReadonlySet<InvoiceType> = new Set(['sell', 'returnPurchase']);
const returnOf: Partial<Record<InvoiceType, InvoiceType>> = { returnSell: 'sell', returnPurchase: 'purchase' };

const rowsOf = (document: DocumentRow) => document.rows as DocumentRow[];
const idOf = (value: unknown) => (typeof value === 'number' ? value : null);
const moneyOrNull = (value: unknown): Money | null => (typeof value === 'string' ? value : null);

/**
 * Each row as its posting reads it: its product's kind, its warehouse (the header's unless it names one), its VAT
 * (the product's unless it gives one) and its count in base units, a sub-unit's count times the base units in one;
 * and the product's tax-authority id, kept as it stood.
 * The same product in the same unit twice is refused, as is a unit the product is not counted in.
 */
function completeRows(document: DocumentRow, terms: ReadonlyMap<number, InvoiceTerms>): void {
  const seen = new Set<string>();
  rowsOf(document).forEach((row, index) => {
    const term = terms.get(Number(row.product));
    if (!term) throw new FieldErrors({ [`rows.${index}.product`]: [{ key: 'invalid-value' }] });
    const unit = idOf(row.unit);
    const key = `${term.id}:${unit ?? term.unit ?? 0}`;
    if (seen.has(key)) throw new FieldErrors({ [`rows.${index}.product`]: [{ key: 'alert-selected-item-is-repetitive' }] });
    seen.add(key);
    const factor = unitSizeOf(term, unit);
    if (factor === undefined) throw new FieldErrors({ [`rows.${index}.unit`]: [{ key: 'invalid-value' }] });
    const count = moneyOrNull(row.count);
    row.kind = term.type;
    row.entrepot = idOf(row.entrepot) ?? document.entrepot;
    row.tax = moneyOrNull(row.tax) ?? term.taxPercent;
    row.quantity = count === null ? null : multiplyMoney(count, factor);
    row.unit_cost = null;
    row.tax_id = term.taxid;
  });
}

/** The goods rows, each with its product's terms. */
function goodsOf(document: DocumentRow, terms: ReadonlyMap<number, InvoiceTerms>) {
  return rowsOf(document).flatMap((row) => {
    const term = terms.get(Number(row.product));
    return term?.type === 'product' && typeof row.quantity === 'string' ? [{ row, term, quantity: row.quantity }] : [];
  });
}

/**
 * The unit cost each goods row moves at: a sale's issue at the cost its product's method gives on the invoice's
 * date, after every movement up to that date; a return at the cost of the invoice it returns (a sale's return at
 * today's cost where it names none); a purchase at what it cost, which its posting works out.
 */
async function costRows(document: DocumentRow, terms: ReadonlyMap<number, InvoiceTerms>, returned: ReadonlyMap<number, Money>, history: Stock, group?: GoodsTogether) {
  const type = document.type as InvoiceType;
  if (type === 'purchase' || type === 'presale') return;
  const goods = goodsOf(document, terms);
  const date = String(document.date);
  const costOf = (group && tailCosts(group, goods.map(({ term }) => term), date)) ?? (await historyCosts(history, date));
  for (const { row, term, quantity } of goods) {
    const returnedCost = returned.get(term.id);
    if (returnedCost !== undefined) row.unit_cost = returnedCost;
    else row.unit_cost = type === 'returnPurchase' ? null : costOf(term, quantity);
  }
}

/** Issues costed over their products' movements up to `date`, the invoice's rows one after another. */
async function historyCosts(history: Stock, date: string): Promise<(term: InvoiceTerms, quantity: Money) => Money> {
  const movesOf = movesUpTo((await history()).movements, date);
  return (term, quantity) => issueCost(movesOf(term.id), term.inventoryMethod, quantity);
}

/**
 * The movements of goods and what open pre-invoices (neither converted nor removed) reserve of each product in each
 * warehouse: stock a sale may not take. One prepared statement, read for every sale written.
 */
const goodsStock = goodsStockReader(
  (v) => sql`
    select ${invoiceLine.product} as product, ${reservedEntrepot} as entrepot, sum(${invoiceLine.quantity}) as quantity
    from ${invoiceLine} inner join ${invoice} on ${ofInvoice}
    where ${reservedRows(v.business, sql`${invoiceLine.product} = any(${v.products}::bigint[])`)}
    group by ${invoiceLine.product}, ${reservedEntrepot}`,
);

/**
 * A sale or a purchase's return may not take a product's stock in a warehouse below zero, nor the part of it open
 * pre-invoices reserve (420 naming the product and what is available), unless the business allows negative stock.
 * The products are locked, so two invoices at once take their turns.
 */
async function refuseShortStock(tx: Executor, businessId: number, document: DocumentRow, terms: ReadonlyMap<number, InvoiceTerms>, history: Stock, group?: GoodsTogether) {
  if (!issuing.has(document.type as InvoiceType)) return;
  const goods = goodsOf(document, terms);
  if (goods.length === 0 || (await writeFacts(tx, businessId)).negativeInventory) return;
  const issues = goods.map(({ row, term, quantity }) => ({ product: term.id, name: term.name, entrepot: Number(row.entrepot), quantity }));
  if (group) refuseBeyondOnHand(issues, onHandFor(group, issues), group.held);
  else refuseIssuesBeyondStock(issues, await history());
}

/**
 * The invoice a return returns: one of this business's of the type it returns, not removed; what of each product is
 * left to return of it (sold, less the returns already made of it, this one aside), which this return may not
 * exceed; and the unit cost each product moved at on it. A return naming none returns nothing in particular.
 */
async function returnedInvoice(tx: Executor, businessId: number, id: number, document: DocumentRow, terms: ReadonlyMap<number, InvoiceTerms>): Promise<Map<number, Money>> {
  const returns = idOf(document.returns);
  const returned = returnOf[document.type as InvoiceType];
  if (returns === null) return new Map();
  if (!returned) throw new FieldErrors({ returns: [{ key: 'invalid-value' }] });
  const [original] = await tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(and(eq(invoice.businessId, businessId), eq(invoice.id, returns), eq(invoice.type, returned), isNull(invoice.removedAt)));
  if (!original) throw new FieldErrors({ returns: [{ key: 'invalid-value' }] });
  const lines = await tx
    .select({ product: invoiceLine.product, quantity: sql<string>`sum(${invoiceLine.quantity})::text`, unitCost: sql<string | null>`max(${invoiceLine.unit_cost})::text` })
    .from(invoiceLine)
    .where(and(eq(invoiceLine.businessId, businessId), eq(invoiceLine.documentId, returns)))
    .groupBy(invoiceLine.product);
  // A sale's costs are its movements' (the highest where it had the product on two rows).
  if (costedOnMovements.has(returned)) {
    const costs = await highestCostsOf(tx, businessId, { kind: 'invoice', id: returns });
    for (const line of lines) line.unitCost = costs.get(Number(line.product)) ?? null;
  }
  const earlier = await tx
    .select({ product: invoiceLine.product, quantity: sql<string>`sum(${invoiceLine.quantity})::text` })
    .from(invoiceLine)
    .innerJoin(invoice, and(eq(invoice.businessId, invoiceLine.businessId), eq(invoice.id, invoiceLine.documentId)))
    .where(and(eq(invoice.businessId, businessId), eq(invoice.returns, returns), isNull(invoice.removedAt), ne(invoice.id, id)))
    .groupBy(invoiceLine.product);
  const left = new Map(lines.map((line) => [Number(line.product), sumMoney([line.quantity])]));
  for (const line of earlier) left.set(Number(line.product), subtractMoney(left.get(Number(line.product)) ?? '0', line.quantity));
  const asked = new Map<number, Money>();
  rowsOf(document).forEach((row, index) => {
    const product = Number(row.product);
    if (!left.has(product)) throw new FieldErrors({ [`rows.${index}.product`]: [{ key: 'invalid-value' }] });
    asked.set(product, sumMoney([asked.get(product) ?? '0', moneyOrNull(row.quantity) ?? '0']));
  });
  for (const [product, quantity] of asked) {
    const available = left.get(product) ?? '0';
    if (compareMoney(quantity, available) > 0) throw new BusinessRuleError('invoice-return-exceeds', { name: terms.get(product)?.name ?? String(product), available });
  }
  return new Map(lines.flatMap((line) => (line.unitCost === null ? [] : [[Number(line.product), line.unitCost] as const])));
}

/**
 * The currency the invoice's amounts are in: another than the business's keeps its rate, and its decimals are what
 * the totals round to; the business's own (named or not) is none, with no rate.
 */
async function currencyOfInvoice(tx: Executor, businessId: number, document: DocumentRow): Promise<number> {
  const base = (await writeFacts(tx, businessId)).currency;
  const named = idOf(document.currency);
  if (named === null || named === base.id) {
    Object.assign(document, { currency: null, rate: null });
    return base.decimals;
  }
  const decimals = await currencyDecimals(tx, businessId, named);
  document.decimals = decimals;
  return decimals;
}

/** Each goods row's unit cost as the purchase's posting works it out (purchaseUnitCosts), kept on the row. */
async function keepPurchaseCosts(tx: Executor, businessId: number, document: DocumentRow): Promise<void> {
  const { currency } = await writeFacts(tx, businessId);
  const costs = purchaseUnitCosts(document as unknown as InvoiceDocument, { accounts: new Map(), details: new Map(), currencies: { base: currency, of: new Map() } });
  rowsOf(document).forEach((row, index) => {
    row.unit_cost = costs[index] ?? null;
  });
}

/** The sum, VAT and payable of the invoice, and each row's total, in the invoice's currency. */
async function total(tx: Executor, businessId: number, document: DocumentRow): Promise<void> {
  const decimals = await currencyOfInvoice(tx, businessId, document);
  const totals = invoiceTotals(document as unknown as InvoiceDocument, decimals);
  Object.assign(document, { sum: totals.sum, tax: totals.tax, payable: totals.payable });
  rowsOf(document).forEach((row, index) => Object.assign(row, { taxable: totals.rows[index]?.taxable ?? '0', total: totals.rows[index]?.total ?? '0' }));
}

/**
 * What the server fills in of an invoice before it posts, in its transaction (issue 16): each row's kind, count in
 * base units and unit cost; the totals; and the refusals that need the database: a unit the product has not, stock
 * a sale would take below zero, a return beyond what is left of the invoice it returns.
 */
export const invoiceHooks: DocumentHooks = {
  // A sale or purchase paid later, returning nothing, may go with others of its business: its payments' receipt
  // could be refused after the group's statement, and a return reads what was returned before it.
  goesTogether: (document) =>
    (document.type === 'sell' || document.type === 'purchase') && idOf(document.returns) === null && paymentsOf(document).length === 0 && chequesOf(document).length === 0,

  // Their goods locked and read once: not where the business counts its invoices against a monthly limit, nor
  // where its goods leave by remittances.
  async beforeGroup(writes, documents) {
    const [first] = writes;
    if (!first) return false;
    const { tx, actor } = first;
    const facts = await writeFacts(tx, actor.businessId);
    if (planLimitOf(facts.planOptions, 'monthlyInvoiceLimit') !== null || facts.invoiceDelivery === 'documents') return false;
    const terms = await lockInvoiceTerms(tx, actor.businessId, documents.flatMap((document) => rowsOf(document).flatMap((row) => (typeof row.product === 'number' ? [row.product] : []))));
    const goods = [...terms.values()].filter((term) => term.type === 'product').map((term) => term.id);
    keepGoodsTogether(tx, terms, await goodsStock(tx, actor.businessId, goods));
    return true;
  },

  async beforePost(write, document) {
    const { tx, actor, id } = write;
    const group = goodsTogether(tx);
    if (write.fresh) await refuseBeyondMonthlyInvoices(tx, actor.businessId);
    const stored = write.fresh ? undefined : await storedGoods(tx, actor.businessId, id);
    if (stored) before.set(write, stored);
    // A sale is delivered, and a purchase received, as the business's setting stood when it was written; a return or
    // a pre-invoice moves its goods itself.
    const delivered = document.type === 'sell' || document.type === 'purchase';
    document.delivery = stored?.delivery ?? (delivered ? (await writeFacts(tx, actor.businessId)).invoiceDelivery : 'direct');
    const throughDocuments = document.delivery === 'documents';
    const terms = group?.terms ?? (await lockInvoiceTerms(tx, actor.businessId, rowsOf(document).flatMap((row) => (typeof row.product === 'number' ? [row.product] : []))));
    completeRows(document, terms);
    const returned = await returnedInvoice(tx, actor.businessId, id, document, terms);
    // The goods' movements, read once where the costs or the stock check need them.
    let read: Promise<GoodsStock> | undefined;
    const goods = goodsOf(document, terms).map(({ term }) => term.id);
    const history: Stock = () => (read ??= group ? Promise.resolve(stockBefore(group, goods)) : goodsStock(tx, actor.businessId, goods, { kind: 'invoice', id }));
    movements.set(write, group ? { later: movedAfter(group, goods, String(document.date)) } : () => read);
    // Goods delivered by remittances are costed, and their stock checked, at each delivery.
    if (!throughDocuments) {
      await costRows(document, terms, returned, history, group);
      await refuseShortStock(tx, actor.businessId, document, terms, history, group);
    }
    document.commission = await commissionOf(tx, actor.businessId, document.type as InvoiceType, idOf(document.visitor));
    await shareWithInvestors(tx, actor.businessId, document.type as InvoiceType, rowsOf(document), terms);
    await total(tx, actor.businessId, document);
    // A purchase received by receipts keeps what each good cost, which its receipts take it in at.
    if (throughDocuments && document.type === 'purchase') await keepPurchaseCosts(tx, actor.businessId, document);
    document.payments = paymentsOf(document);
    document.cheques = chequesOf(document);
    document.paid = paidOf(document);
    sent.set(write, document);
  },

  // In a group, the goods it moves are there for the invoices after it. A sale's rows are stored without the unit
  // costs its posting took: their movements keep them (costedOnMovements).
  async beforeJournal(write, posted) {
    const group = goodsTogether(write.tx);
    if (group) for (const move of posted.stock) addWritten(group, { ...move, batch: move.batch ?? null, expire: move.expire ?? null });
    const document = sent.get(write);
    if (document && costedOnMovements.has(String(document.type))) for (const row of rowsOf(document)) row.unit_cost = null;
  },

  // A sale's goods rows show the unit cost their movements moved at.
  async read(tx, businessId, id, document) {
    if (!costedOnMovements.has(String(document.type))) return;
    const costs = (await rowCostsOf(tx, businessId, [id])).get(id);
    rowsOf(document).forEach((row, index) => {
      row.unit_cost = costs?.get(index + 1) ?? null;
    });
  },

  // Its movements written, the later sales of its goods (and of those it no longer has) are costed again.
  async afterJournal(write, posted) {
    const document = sent.get(write);
    if (document) await settlePayments(write, document);
    const stored = before.get(write);
    const products = [...new Set([...posted.stock.map((move) => move.product), ...(stored?.products ?? [])])];
    const date = posted.stock[0]?.date ?? stored?.date;
    if (!date) return;
    // A new invoice whose goods' movements were read under their locks knows from them whether any moved later.
    const read = write.fresh ? movements.get(write) : undefined;
    const history = typeof read === 'function' ? read() : undefined;
    const later = typeof read === 'object' ? read.later : history && (await history).movements.some((move) => move.date > date);
    if (later !== undefined) {
      if (later) await recostSales(write.tx, write.actor.businessId, products, write.id);
      return;
    }
    const from = stored && stored.date < date ? stored.date : date;
    await recostLater(write, products, from, !write.fresh);
  },

  async afterRemove(write) {
    const stored = await storedGoods(write.tx, write.actor.businessId, write.id);
    await removePayments(write, stored.type);
    await recostLater(write, stored.products, stored.date, true);
  },
};

/** What an invoice had before this write: its date and the goods on its rows, whose later sales may need re-costing. */
const before = new WeakMap<DocumentWrite, { date: string; products: number[] }>();
/**
 * The movements of the invoice's goods by other documents, where its write read them (its products locked); in a
 * group, whether any of them moved after its date.
 */
const movements = new WeakMap<DocumentWrite, (() => Promise<GoodsStock> | undefined) | { later: boolean }>();
/** The invoice as completed for its posting, whose payments its receipt or payment then takes. */
const sent = new WeakMap<DocumentWrite, DocumentRow>();

async function storedGoods(tx: Executor, businessId: number, id: number): Promise<{ type: InvoiceType; date: string; delivery: InvoiceDelivery; products: number[] }> {
  const [head] = await tx
    .select({ type: invoice.type, date: invoice.date, delivery: invoice.delivery })
    .from(invoice)
    .where(and(eq(invoice.businessId, businessId), eq(invoice.id, id)));
  const lines = await tx
    .selectDistinct({ product: invoiceLine.product })
    .from(invoiceLine)
    .where(and(eq(invoiceLine.businessId, businessId), eq(invoiceLine.documentId, id), eq(invoiceLine.kind, 'product')));
  return { type: head?.type ?? 'sell', date: head?.date ?? '', delivery: head?.delivery ?? 'direct', products: lines.map((line) => Number(line.product)) };
}

/** Re-costs the later sales of `products` where any moved after `from` (on it too, for a document that stood among that day's). */
async function recostLater({ tx, actor, id }: DocumentWrite, products: readonly number[], from: string, sameDay: boolean): Promise<void> {
  if (await movedLater(tx, actor.businessId, products, from, { kind: 'invoice', id }, sameDay)) await recostSales(tx, actor.businessId, products, id);
}
