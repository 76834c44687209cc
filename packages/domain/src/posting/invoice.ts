import type { JournalDraft, JournalLine } from '../journal.ts';
import {
  addMoney,
  compareMoney,
  decimalOf,
  isZeroMoney,
  moneyFractionDigits,
  moneyOf,
  multiplyMoney,
  negateMoney,
  roundMoney,
  subtractMoney,
  sumMoney,
  type Money,
} from '../money.ts';
import { detailOf, PostingRefusal, positiveAmount, type Posting, type PostingContext, type StockMovementDraft } from './posting.ts';
import { costPerUnit } from '../inventory-costing.ts';
import { systemAccountsOf, type AccountSystemRole } from './system-accounts.ts';
import { treasuryAccountOfRow, type TreasuryColumns } from './transfer.ts';

export const invoiceTypes = ['sell', 'presale', 'purchase', 'returnSell', 'returnPurchase'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

/** A row of an invoice, completed by the server (kind, quantity in base units, unit cost) so that posting stays pure. */
export interface InvoiceRow {
  product: number;
  /** a good moves stock; a service does not (filled in by the server from the product) */
  kind: 'product' | 'service';
  /** the row's warehouse (filled in from the header's when the row names none) */
  entrepot: number;
  /** in the unit chosen */
  count: Money | null;
  /** the same in base units (filled in by the server) */
  quantity: Money | null;
  /** price of one unit chosen */
  fee: Money | null;
  /** an amount off the row, or */
  discount: Money | null;
  /** a percent off the row (one of the two; both given is refused) */
  discountPercent: Money | null;
  /** VAT percent (null: none) */
  tax: Money | null;
  /**
   * sell and returnPurchase: the unit cost the stock leaves at; returnSell: the unit cost it comes back at (that of
   * the invoice returned). null for services and for purchase rows
   */
  unit_cost: Money | null;
  /**
   * a sale's (or its return's) investors in the row's product: each one's detail account and the percent of the
   * row's taxable amount they earn (their sell or return-sell percent; filled in by the server from the product)
   */
  investors?: readonly { detail: number; percent: Money }[] | null;
}

/** A sale, purchase, their returns or a pre-invoice as its posting reads it. */
export interface InvoiceDocument {
  type: InvoiceType;
  /** ISO yyyy-mm-dd */
  date: string;
  /** the party (resource 'customer'; its detail account in context.details as `customer:<id>`) */
  person: number | null;
  /** invoice discount, an amount */
  discount: Money | null;
  /** shipping and other costs charged on the invoice */
  shipping: Money | null;
  description: string | null;
  rows: readonly InvoiceRow[];
  /**
   * a sale's (or its return's) visitor and the percent of the sum they earn (their sell or return-sell percent,
   * filled in by the server from the person)
   */
  commission?: { visitor: number; percent: Money } | null;
  /**
   * what was paid at the invoice, each row into (a sale, a purchase's return) or out of (a purchase, a sale's
   * return) a treasury account; posted by the receipt or payment linked to the invoice, not by the invoice
   */
  payments?: readonly InvoicePayment[] | null;
  /** the cheques paid at the invoice, as the same receipt or payment's cheque rows */
  cheques?: readonly { amount: Money | null }[] | null;
  /**
   * the currency its fees, discounts, shipping and payments are in where not the business's, with the business's
   * money for one unit of it (`rate`) and its decimals (filled in by the server), which its totals round to
   */
  currency?: number | null;
  rate?: Money | null;
  decimals?: number;
  /**
   * how a sale's goods leave, or a purchase's arrive (issue 17): with the invoice (`direct`, the default), or by the
   * remittances or receipts a storekeeper makes against it (`documents`), which move the stock (a remittance posting
   * its cost, a receipt moving it out of goods in transit)
   */
  delivery?: InvoiceDelivery | null;
}

export const invoiceDeliveries = ['direct', 'documents'] as const;
export type InvoiceDelivery = (typeof invoiceDeliveries)[number];

/** A payment at the invoice: one treasury account, the amount, a bank's fee and the tracking number. */
export type InvoicePayment = TreasuryColumns & { amount: Money | null; fee?: Money | null; tracking?: string | null };

/** A row's amounts: the invoice discount's `share` of it comes off its net before VAT. */
export interface InvoiceRowTotals {
  gross: Money;
  discount: Money;
  net: Money;
  share: Money;
  taxable: Money;
  tax: Money;
  total: Money;
}

/** An invoice's amounts as the API returns and the form shows them. */
export interface InvoiceTotals {
  rows: InvoiceRowTotals[];
  gross: Money;
  /** the rows' discounts and the invoice's */
  discount: Money;
  /** what the goods and services come to after every discount, before VAT */
  sum: Money;
  tax: Money;
  shipping: Money;
  payable: Money;
}

/**
 * `total` (rounded to `decimals`) shared in proportion to `weights`, by largest remainder so that the shares sum to
 * it exactly; a tie goes to the earlier weight, and weights summing to zero share it equally.
 */
export function shareByWeight(total: Money, weights: readonly Money[], decimals: number): Money[] {
  if (weights.length === 0) {
    if (isZeroMoney(total)) return [];
    throw new RangeError(`Cannot share ${total} over no weights`);
  }
  const scale = decimalOf('10').pow(decimals);
  const units = decimalOf(roundMoney(total, decimals)).times(scale);
  const weighed = isZeroMoney(sumMoney(weights)) ? weights.map(() => '1') : weights;
  const whole = decimalOf(sumMoney(weighed));
  const parts = weighed.map((weight) => {
    const exact = units.times(decimalOf(weight)).dividedBy(whole);
    return { floor: exact.floor(), remainder: exact.minus(exact.floor()) };
  });
  const left = units.minus(parts.reduce((sum, part) => sum.plus(part.floor), decimalOf('0'))).toNumber();
  // The units the floors leave go one each to the largest remainders.
  const takers = new Set(
    parts
      .map((part, index) => ({ index, remainder: part.remainder }))
      .sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index)
      .slice(0, left)
      .map((taker) => taker.index),
  );
  return parts.map((part, index) => moneyOf((takers.has(index) ? part.floor.plus(1) : part.floor).dividedBy(scale)));
}

/** `percent` of `amount`, rounded to `digits`. */
function percentOf(amount: Money, percent: Money, digits: number): Money {
  return roundMoney(moneyOf(decimalOf(multiplyMoney(amount, percent)).dividedBy(100)), digits);
}

/** A row's gross, discount and net; a row the form has not filled in yet counts as zero. */
function rowAmounts(row: InvoiceRow, digits: number) {
  const gross = roundMoney(multiplyMoney(row.count ?? '0', row.fee ?? '0'), digits);
  const discount =
    row.discount !== null ? roundMoney(row.discount, digits) : row.discountPercent !== null ? percentOf(gross, row.discountPercent, digits) : '0';
  return { gross, discount, net: subtractMoney(gross, discount) };
}

/** The amounts of an invoice, each rounded to the currency's `decimals`; sums are exact, so the parts add up. */
export function invoiceTotals(document: InvoiceDocument, decimals: number): InvoiceTotals {
  const digits = moneyFractionDigits(decimals);
  const amounts = document.rows.map((row) => rowAmounts(row, digits));
  const invoiceDiscount = roundMoney(document.discount ?? '0', digits);
  const shares = shareByWeight(invoiceDiscount, amounts.map((row) => row.net), digits);
  const rows = amounts.map((row, index): InvoiceRowTotals => {
    const share = shares[index] ?? '0';
    const taxable = subtractMoney(row.net, share);
    const tax = percentOf(taxable, document.rows[index]?.tax ?? '0', digits);
    return { ...row, share, taxable, tax, total: addMoney(taxable, tax) };
  });
  const sum = subtractMoney(sumMoney(rows.map((row) => row.net)), invoiceDiscount);
  const tax = sumMoney(rows.map((row) => row.tax));
  const shipping = roundMoney(document.shipping ?? '0', digits);
  return {
    rows,
    gross: sumMoney(rows.map((row) => row.gross)),
    discount: addMoney(sumMoney(rows.map((row) => row.discount)), invoiceDiscount),
    sum,
    tax,
    shipping,
    payable: sumMoney([sum, tax, shipping]),
  };
}

/**
 * What an invoice shows: each row's own total (its count × fee, less its own discount, plus the VAT on that; never its
 * share of the invoice's discount) and, in the order they are shown, the sum of the rows' count × fee, the rows'
 * discounts, the invoice's discount, the shipping, the VAT and the payable, as `invoiceTotals` reckons them.
 */
export interface InvoiceBreakdown {
  rows: Money[];
  gross: Money;
  rowDiscounts: Money;
  invoiceDiscount: Money;
  shipping: Money;
  tax: Money;
  payable: Money;
}

/** The figures an invoice shows, in the currency's `decimals`; the posting's figures stay `invoiceTotals`'. */
export function invoiceBreakdown(document: InvoiceDocument, decimals: number): InvoiceBreakdown {
  const digits = moneyFractionDigits(decimals);
  const totals = invoiceTotals(document, decimals);
  const rowDiscounts = sumMoney(totals.rows.map((row) => row.discount));
  return {
    rows: totals.rows.map((row, index) => addMoney(row.net, percentOf(row.net, document.rows[index]?.tax ?? '0', digits))),
    gross: totals.gross,
    rowDiscounts,
    invoiceDiscount: subtractMoney(totals.discount, rowDiscounts),
    shipping: totals.shipping,
    tax: totals.tax,
    payable: totals.payable,
  };
}

const isNegative = (amount: Money) => compareMoney(amount, '0') < 0;

/** Refuses a row the posting cannot price: no count, no fee, or a discount outside its gross. */
function checkRow(row: InvoiceRow, index: number, digits: number): void {
  const at = (column: string) => `rows.${index}.${column}`;
  const positive = (amount: Money | null) => amount !== null && compareMoney(amount, '0') > 0;
  if (!positive(row.count) || !positive(row.quantity)) throw new PostingRefusal(at('count'), 'invalid-value');
  if (row.fee === null) throw new PostingRefusal(at('fee'), 'is-required');
  if (isNegative(row.fee)) throw new PostingRefusal(at('fee'), 'invalid-value');
  if (isZeroMoney(row.fee)) throw new PostingRefusal(at('fee'), 'invoice-fee-zero');
  if (row.discount !== null && row.discountPercent !== null) throw new PostingRefusal(at('discount'), 'invalid-value');
  const { gross } = rowAmounts(row, digits);
  if (row.discount !== null && (isNegative(row.discount) || compareMoney(row.discount, gross) > 0)) throw new PostingRefusal(at('discount'), 'invalid-value');
  const percent = row.discountPercent;
  if (percent !== null && (isNegative(percent) || compareMoney(percent, '100') > 0)) throw new PostingRefusal(at('discountPercent'), 'invalid-value');
  if (row.tax !== null && isNegative(row.tax)) throw new PostingRefusal(at('tax'), 'invalid-value');
}

/** Refuses an invoice with no rows, a row it cannot price, or a discount or shipping it cannot post. */
function checkInvoice(document: InvoiceDocument, digits: number): void {
  if (document.rows.length === 0) throw new PostingRefusal('rows', 'journal-no-rows');
  document.rows.forEach((row, index) => checkRow(row, index, digits));
  const net = sumMoney(document.rows.map((row) => rowAmounts(row, digits).net));
  const discount = document.discount;
  if (discount !== null && (isNegative(discount) || compareMoney(discount, net) > 0)) throw new PostingRefusal('discount', 'invalid-value');
  if (document.shipping !== null && isNegative(document.shipping)) throw new PostingRefusal('shipping', 'invalid-value');
}

type Side = 'debit' | 'credit';

/**
 * A line before its account is looked up: the role the account plays, on one side, its amount in the business's
 * money and, on an invoice in another currency, what it came to in that currency (`foreign`).
 */
interface Entry {
  role: AccountSystemRole;
  detailId: number | null;
  side: Side;
  amount: Money;
  foreign?: Money;
}

/**
 * How the invoice's amounts enter the ledger: as they are in the business's currency; in another, each at the
 * invoice's rate rounded to the business's digits, so that its lines carry the amount and rate they came from. The
 * goods' cost is the business's money already (stock is valued in it), so it is not valued again.
 */
interface Valuation {
  /** the decimals of the invoice's own currency, which its totals round to */
  decimals: number;
  /** the business's money for an amount of the invoice's currency */
  of: (amount: Money) => Money;
  /** the currency and rate the invoice's lines were valued at, none in the business's own */
  foreign: { currencyId: number; rate: Money } | null;
}

function valuationOf(document: InvoiceDocument, context: PostingContext): Valuation {
  const base = context.currencies?.base;
  const currency = document.currency ?? null;
  if (!base || currency === null || currency === base.id) return { decimals: base?.decimals ?? 0, of: (amount) => amount, foreign: null };
  const rate = document.rate ?? null;
  if (rate === null || compareMoney(rate, '0') <= 0) throw new PostingRefusal('rate', rate === null ? 'is-required' : 'invalid-value');
  if (document.decimals === undefined) throw new Error(`An invoice in currency ${currency} without its decimals`);
  const digits = moneyFractionDigits(base.decimals);
  return { decimals: document.decimals, of: (amount) => roundMoney(multiplyMoney(amount, rate), digits), foreign: { currencyId: currency, rate } };
}

/** Entries of amounts in the invoice's currency, valued in the business's. */
function entriesIn(value: Valuation) {
  const entry =
    (side: Side) =>
    (role: AccountSystemRole, amount: Money, detailId: number | null = null): Entry => ({
      role,
      detailId,
      side,
      amount: value.of(amount),
      ...(value.foreign ? { foreign: amount } : {}),
    });
  return { debit: entry('debit'), credit: entry('credit') };
}

/** Entries of amounts in the business's money already: the goods' cost. */
const atCost = {
  debit: (role: AccountSystemRole, amount: Money): Entry => ({ role, detailId: null, side: 'debit', amount }),
  credit: (role: AccountSystemRole, amount: Money): Entry => ({ role, detailId: null, side: 'credit', amount }),
};

/**
 * The party's entry: what it owes (`debit`) or is owed, as much in the business's money as the other entries
 * leave unbalanced (each of those rounded on its own, so in another currency the party's is their sum, never the
 * payable valued afresh), and the payable in the invoice's currency.
 */
function partyEntry(entries: readonly Entry[], side: Side, role: AccountSystemRole, detailId: number, payable: Money, value: Valuation): Entry {
  const onSide = (wanted: Side) => sumMoney(entries.filter((entry) => entry.side === wanted).map((entry) => entry.amount));
  const amount = value.foreign ? subtractMoney(onSide(side === 'debit' ? 'credit' : 'debit'), onSide(side)) : payable;
  // At a rate that makes what the party owes worth nothing in the business's money, the invoice cannot post.
  if (compareMoney(amount, '0') <= 0 && !isZeroMoney(payable)) throw new PostingRefusal('rate', 'invalid-value');
  return { role, detailId, side, amount, ...(value.foreign ? { foreign: payable } : {}) };
}

/** A return posts its invoice's lines on the other sides: a sale's revenue on sales returns, a purchase's costs on purchase returns. */
function mirrored(entries: readonly Entry[]): Entry[] {
  const returnedOn: Partial<Record<AccountSystemRole, AccountSystemRole>> = { sales: 'salesReturn', serviceSales: 'salesReturn', purchase: 'purchaseReturn' };
  return entries.map((entry) => ({ ...entry, role: returnedOn[entry.role] ?? entry.role, side: entry.side === 'debit' ? 'credit' : 'debit' }));
}

/**
 * The journal of the entries that move money: their accounts looked up (only the roles used, so a chart need not hold
 * an account an invoice does not post to), lines of the same account and detail on the same side merged.
 */
function journalOf(document: InvoiceDocument, entries: readonly Entry[], context: PostingContext, value: Valuation): JournalDraft | null {
  const moving = entries.filter((entry) => !isZeroMoney(entry.amount));
  if (moving.length === 0) return null;
  const accounts = systemAccountsOf(context.accounts, [...new Set(moving.map((entry) => entry.role))]);
  const merged = new Map<string, { accountId: number; detailId: number | null; side: Side; amount: Money; foreign?: Money }>();
  for (const { role, detailId, side, amount, foreign } of moving) {
    const accountId = accounts[role];
    const key = `${accountId}:${detailId ?? ''}:${side}`;
    const before = merged.get(key);
    const foreignSum = foreign === undefined ? before?.foreign : addMoney(before?.foreign ?? '0', foreign);
    merged.set(key, { accountId, detailId, side, amount: addMoney(before?.amount ?? '0', amount), ...(foreignSum === undefined ? {} : { foreign: foreignSum }) });
  }
  const { description } = document;
  const lines = [...merged.values()].map(
    ({ accountId, detailId, side, amount, foreign }): JournalLine => ({
      accountId,
      detailId,
      debit: side === 'debit' ? amount : '0',
      credit: side === 'credit' ? amount : '0',
      description,
      ...(value.foreign && foreign !== undefined ? { foreign: { ...value.foreign, amount: foreign } } : {}),
    }),
  );
  return { date: document.date, description, lines };
}

/** The rows that move stock, with their index on the document. */
function goodsOf(document: InvoiceDocument) {
  return document.rows.flatMap((row, index) => (row.kind === 'product' ? [{ row, index }] : []));
}

/** The unit cost the server gave a row; its absence is a bug of the caller, not a mistake of the user's. */
function unitCostOf(row: InvoiceRow, index: number): Money {
  if (row.unit_cost === null) throw new Error(`Invoice row ${index} is a good without a unit cost`);
  return row.unit_cost;
}

/** A row's quantity, checked above zero by checkRow. */
const quantityOf = (row: InvoiceRow) => row.quantity ?? '0';

/**
 * A sale's lines: the party owes what is payable, revenue and VAT and shipping are earned, goods leave at cost (where
 * `delivered` with it); the visitor and the products' investors are owed their shares.
 */
function saleEntries(document: InvoiceDocument, totals: InvoiceTotals, party: number, context: PostingContext, value: Valuation, delivered: boolean): Entry[] {
  const { debit, credit } = entriesIn(value);
  const digits = moneyFractionDigits(value.decimals);
  const costDigits = moneyFractionDigits(context.currencies?.base.decimals ?? 0);
  const grossOf = (kind: InvoiceRow['kind']) => sumMoney(totals.rows.flatMap((row, index) => (document.rows[index]?.kind === kind ? [row.gross] : [])));
  const cost = delivered ? sumMoney(goodsOf(document).map(({ row, index }) => roundMoney(multiplyMoney(quantityOf(row), unitCostOf(row, index)), costDigits))) : '0';
  // The visitor earns their percent of the sum (after discounts, before VAT), owed to them as a payable.
  const { commission } = document;
  const earned = commission ? percentOf(totals.sum, commission.percent, digits) : '0';
  const visitor = commission ? detailOf(context, 'customer', commission.visitor) : null;
  // Each investor in a row's product earns their percent of what the row sold for, owed to them as a payable.
  const shares = document.rows.flatMap((row, index) =>
    (row.investors ?? []).flatMap(({ detail, percent }) => {
      const share = percentOf(totals.rows[index]?.taxable ?? '0', percent, digits);
      return [debit('investorShare', share), credit('payable', share, detail)];
    }),
  );
  const earnings = [
    debit('salesDiscount', totals.discount),
    credit('sales', grossOf('product')),
    credit('serviceSales', grossOf('service')),
    credit('vatPayable', totals.tax),
    credit('otherIncome', totals.shipping),
  ];
  return [
    partyEntry(earnings, 'debit', 'receivable', party, totals.payable, value),
    ...earnings,
    atCost.debit('costOfSales', cost),
    atCost.credit('inventory', cost),
    debit('commissionExpense', earned),
    credit('payable', earned, visitor),
    ...shares,
  ];
}

/**
 * What each row of a purchase cost: its taxable amount and, for a good, its share of the shipping by taxable amount.
 * With no goods on the invoice the shipping is a cost of its own (`unshared`).
 */
function purchaseCosts(document: InvoiceDocument, totals: InvoiceTotals, digits: number) {
  const goods = goodsOf(document);
  const shares = shareByWeight(goods.length === 0 ? '0' : totals.shipping, goods.map(({ index }) => totals.rows[index]?.taxable ?? '0'), digits);
  const shareOf = new Map(goods.map(({ index }, n) => [index, shares[n] ?? '0']));
  const costs = totals.rows.map((row, index) => addMoney(row.taxable, shareOf.get(index) ?? '0'));
  return { costs, unshared: goods.length === 0 ? totals.shipping : '0' };
}

/**
 * A purchase's lines: goods to inventory at cost (each row's valued on its own, as its stock enters at it), services
 * to purchases, VAT receivable, the party owed what is payable.
 */
function purchaseEntries(document: InvoiceDocument, totals: InvoiceTotals, party: number, costs: readonly Money[], unshared: Money, value: Valuation): Entry[] {
  const { debit } = entriesIn(value);
  // Goods a receipt will take in wait as goods in transit.
  const goods: AccountSystemRole = document.type === 'purchase' && document.delivery === 'documents' ? 'goodsInTransit' : 'inventory';
  const roleOf = (kind: InvoiceRow['kind']): AccountSystemRole => (kind === 'product' ? goods : 'purchase');
  const bought = [
    ...costs.map((cost, index) => debit(roleOf(document.rows[index]?.kind ?? 'service'), cost)),
    debit('purchase', unshared),
    debit('vatReceivable', totals.tax),
  ];
  return [...bought, partyEntry(bought, 'credit', 'payable', party, totals.payable, value)];
}

/** A row's cost over its quantity: the unit cost a purchased good enters stock at. */
const unitCostFrom = (cost: Money, row: InvoiceRow): Money => costPerUnit(cost, quantityOf(row));

/** Each good's movement: in (`+1`) or out (`-1`) of its warehouse at the unit cost given. */
function stockOf(document: InvoiceDocument, direction: 1 | -1, unitCost: (row: InvoiceRow, index: number) => Money): StockMovementDraft[] {
  return goodsOf(document).map(({ row, index }) => ({
    product: row.product,
    entrepot: row.entrepot,
    date: document.date,
    quantity: direction === 1 ? quantityOf(row) : negateMoney(quantityOf(row)),
    unitCost: unitCost(row, index),
    line: index + 1,
  }));
}

/**
 * Refuses payments the invoice cannot take: any on a pre-invoice, a row naming no treasury account or more than
 * one, an amount (a cheque's too) not above zero, and more paid than is payable.
 */
function checkPayments(document: InvoiceDocument, payable: Money | null): void {
  const payments = document.payments ?? [];
  const cheques = document.cheques ?? [];
  if (payments.length === 0 && cheques.length === 0) return;
  if (payable === null) throw new PostingRefusal(payments.length > 0 ? 'payments' : 'cheques', 'invoice-presale-payments');
  payments.forEach((payment, index) => {
    treasuryAccountOfRow(payment, `payments.${index}`);
    positiveAmount(payment.amount, `payments.${index}.amount`);
  });
  cheques.forEach((cheque, index) => positiveAmount(cheque.amount, `cheques.${index}.amount`));
  const paid = sumMoney([...payments, ...cheques].map((payment) => payment.amount ?? '0'));
  if (compareMoney(paid, payable) > 0) throw new PostingRefusal(payments.length > 0 ? 'payments' : 'cheques', 'invoice-overpaid', { payable });
}

/** The party's detail account; every invoice but a pre-invoice names one. */
function partyOf(document: InvoiceDocument, context: PostingContext): number {
  if (document.person === null) throw new PostingRefusal('person', 'is-required');
  return detailOf(context, 'customer', document.person);
}

/**
 * An invoice (spec: sales and purchases): a sale or its return posts the party against revenue, discount, VAT and
 * shipping, and its goods at cost; a purchase or its return posts the party against inventory (goods carrying their
 * share of the shipping), purchases and VAT. A pre-invoice posts and moves nothing.
 */
export const postInvoice: Posting<InvoiceDocument> = (document, context) => {
  const value = valuationOf(document, context);
  checkInvoice(document, moneyFractionDigits(value.decimals));
  if (document.type === 'presale') {
    checkPayments(document, null);
    return { journal: null, stock: [] };
  }
  const party = partyOf(document, context);
  const totals = invoiceTotals(document, value.decimals);
  checkPayments(document, totals.payable);
  if (document.type === 'sell' || document.type === 'returnSell') {
    const sold = document.type === 'sell';
    // A sale delivered by remittances leaves its goods, and their cost, to them.
    const delivered = !sold || document.delivery !== 'documents';
    const entries = saleEntries(document, totals, party, context, value, delivered);
    return {
      journal: journalOf(document, sold ? entries : mirrored(entries), context, value),
      stock: delivered ? stockOf(document, sold ? -1 : 1, unitCostOf) : [],
    };
  }
  const { costs, unshared } = purchaseCosts(document, totals, moneyFractionDigits(value.decimals));
  const entries = purchaseEntries(document, totals, party, costs, unshared, value);
  const bought = document.type === 'purchase';
  const costAt = receivedCostOf(value, costs);
  // A purchase received by receipts leaves its goods to them.
  const received = !bought || document.delivery !== 'documents';
  return {
    journal: journalOf(document, bought ? entries : mirrored(entries), context, value),
    stock: received ? stockOf(document, bought ? 1 : -1, bought ? costAt : (row, index) => row.unit_cost ?? costAt(row, index)) : [],
  };
};

/** What a purchase's good enters stock at: what its row cost in the business's money, over its base units. */
const receivedCostOf = (value: Valuation, costs: readonly Money[]) => (row: InvoiceRow, index: number) => unitCostFrom(value.of(costs[index] ?? '0'), row);

/**
 * The unit cost each goods row of a purchase enters stock at, as its posting works it out (none for a service): what a
 * receipt taking a purchase's goods in later moves them at (issue 17).
 */
export function purchaseUnitCosts(document: InvoiceDocument, context: PostingContext): (Money | null)[] {
  const value = valuationOf(document, context);
  const totals = invoiceTotals(document, value.decimals);
  const costAt = receivedCostOf(value, purchaseCosts(document, totals, moneyFractionDigits(value.decimals)).costs);
  return document.rows.map((row, index) => (row.kind === 'product' && row.quantity ? costAt(row, index) : null));
}
