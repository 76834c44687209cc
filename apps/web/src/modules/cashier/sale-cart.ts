import type { OfflineProduct } from '@hesab/contract';
import { addMoney, compareMoney, invoiceTotals, isZeroMoney, multiplyMoney, subtractMoney, type InvoiceRow, type InvoiceTotals, type Money } from '@hesab/domain';

/** A line of the sale at the counter: a product of the copy and how many of it. */
export interface CartLine {
  product: OfflineProduct;
  count: Money;
}

/** The sale on the counter: its lines, the customer if one is named, and a discount off the whole. */
export interface Cart {
  lines: readonly CartLine[];
  person: number | null;
  discount: Money | null;
}

export const emptyCart: Cart = { lines: [], person: null, discount: null };

/** A scanned product again is one more of it on its line; a new one goes on a line of its own, at the end. */
export function addToCart(cart: Cart, product: OfflineProduct, count: Money = '1'): Cart {
  const at = cart.lines.findIndex((line) => line.product.id === product.id);
  if (at < 0) return { ...cart, lines: [...cart.lines, { product, count }] };
  return { ...cart, lines: cart.lines.map((line, index) => (index === at ? { ...line, count: addMoney(line.count, count) } : line)) };
}

/** A line's count set outright (the keypad); zero or less takes the line off. */
export function setCount(cart: Cart, index: number, count: Money): Cart {
  if (compareMoney(count, '0') <= 0) return { ...cart, lines: cart.lines.filter((_, at) => at !== index) };
  return { ...cart, lines: cart.lines.map((line, at) => (at === index ? { ...line, count } : line)) };
}

const given = (amount: Money | null): amount is Money => amount !== null && !isZeroMoney(amount);

/**
 * The row as the invoice posts it, priced at the product's sell price with its own discount (a percent, or else an
 * amount off each one) and VAT.
 */
export function invoiceRowOf(line: CartLine): InvoiceRow {
  const { product, count } = line;
  const percent = given(product.discountPercent) ? product.discountPercent : null;
  const each = percent === null && given(product.discount) ? product.discount : null;
  return {
    product: product.id,
    kind: product.type,
    entrepot: 0,
    count,
    quantity: null,
    fee: product.price ?? '0',
    discount: each === null ? null : multiplyMoney(each, count),
    discountPercent: percent,
    tax: product.taxPercent,
    unit_cost: null,
  };
}

/** The sale's figures as the server will reckon them, rounded to the business currency's decimals. */
export function cartTotals(cart: Cart, decimals: number): InvoiceTotals {
  return invoiceTotals(
    { type: 'sell', date: '', person: cart.person, discount: cart.discount, shipping: null, description: null, rows: cart.lines.map(invoiceRowOf) },
    decimals,
  );
}

/** What the customer gets back of what they handed over; negative while they have handed over too little. */
export function changeDue(received: Money, payable: Money): Money {
  return subtractMoney(received, payable);
}
