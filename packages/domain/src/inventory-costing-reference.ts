import type { InventoryMethod, StockMove } from './inventory-costing.ts';

/*
 * Test-only (not exported from the package): a plain reference model of inventory costing (issue 16), sharing no
 * code with costStock, for the property tests that check it and the API's costs against it. Exact fractions of big
 * integers; the rules costStock documents, written out one by one:
 *  - a receipt's unit cost is its value over its quantity, rounded half up to 8 digits (costPerUnit);
 *  - FIFO issues from the oldest lot, LIFO from the newest, each unit at its lot's unit cost, exactly;
 *  - average issues at the pool's value over its quantity rounded half up to 8 digits, and an issue that empties the
 *    pool takes all of its value;
 *  - an issue beyond the stock on hand costs the missing units at the latest receipt's unit cost and leaves one
 *    negative lot at that cost, which the next receipt fills first (what is left of the receipt keeps its own cost);
 *  - a sale's unit cost is its issue's cost over its quantity rounded half up to 8 digits, and its cost of goods sold
 *    that unit cost times its quantity rounded half up to the currency's digits.
 */

/** An exact fraction n/d, d > 0. */
export interface Fraction {
  n: bigint;
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
export function fraction(n: bigint, d = 1n): Fraction {
  const positive = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (positive * n) / g, d: (positive * d) / g };
}
export const ZERO = fraction(0n);
export const parse = (text: string): Fraction => {
  const [whole = '0', part = ''] = text.replace('-', '').split('.');
  const n = BigInt(whole + part) * (text.startsWith('-') ? -1n : 1n);
  return fraction(n, 10n ** BigInt(part.length));
};
export const plus = (a: Fraction, b: Fraction) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const minus = (a: Fraction, b: Fraction) => plus(a, fraction(-b.n, b.d));
export const times = (a: Fraction, b: Fraction) => fraction(a.n * b.n, a.d * b.d);
export const over = (a: Fraction, b: Fraction) => fraction(a.n * b.d, a.d * b.n);
export const sign = (a: Fraction) => (a.n > 0n ? 1 : a.n < 0n ? -1 : 0);
export const same = (a: Fraction, b: Fraction) => a.n * b.d === b.n * a.d;
export const less = (a: Fraction, b: Fraction) => sign(minus(a, b)) < 0;
/** Rounded half away from zero to `digits` fraction digits. */
export function rounded(a: Fraction, digits: number): Fraction {
  const scale = 10n ** BigInt(digits);
  const magnitude = (a.n < 0n ? -a.n : a.n) * scale;
  let whole = magnitude / a.d;
  if (2n * (magnitude % a.d) >= a.d) whole += 1n;
  return fraction(a.n < 0n ? -whole : whole, scale);
}
export const show = (a: Fraction) => `${String(a.n)}/${String(a.d)}`;

/** A lot of stock at one unit cost; a negative quantity is stock issued before it came. */
export interface Lot {
  quantity: Fraction;
  unitCost: Fraction;
}

export interface Model {
  onHand: Fraction;
  value: Fraction;
  lots: Lot[];
  issues: Fraction[];
}

/** FIFO and LIFO: a list of lots at their receipts' unit costs. */
function referenceLots(method: 'fifo' | 'lifo', moves: readonly { quantity: Fraction; unitCost: Fraction }[]): Model {
  let lots: Lot[] = [];
  let latest = ZERO;
  const issues: Fraction[] = [];
  for (const move of moves) {
    if (sign(move.quantity) === 0) continue;
    if (sign(move.quantity) > 0) {
      latest = move.unitCost;
      const deficit = lots.find((lot) => sign(lot.quantity) < 0);
      if (!deficit) {
        lots.push({ quantity: move.quantity, unitCost: move.unitCost });
        continue;
      }
      const left = plus(deficit.quantity, move.quantity);
      lots = sign(left) === 0 ? [] : [{ quantity: left, unitCost: sign(left) > 0 ? move.unitCost : deficit.unitCost }];
      continue;
    }
    let wanted = fraction(-move.quantity.n, move.quantity.d);
    let cost = ZERO;
    while (sign(wanted) > 0) {
      const lot = method === 'fifo' ? lots[0] : lots.at(-1);
      if (!lot || sign(lot.quantity) <= 0) break;
      const taken = less(lot.quantity, wanted) ? lot.quantity : wanted;
      cost = plus(cost, times(taken, lot.unitCost));
      wanted = minus(wanted, taken);
      lot.quantity = minus(lot.quantity, taken);
      if (sign(lot.quantity) === 0) lots = method === 'fifo' ? lots.slice(1) : lots.slice(0, -1);
    }
    if (sign(wanted) > 0) {
      const deficit = lots.find((lot) => sign(lot.quantity) < 0)?.quantity ?? ZERO;
      cost = plus(cost, times(wanted, latest));
      lots = [{ quantity: minus(deficit, wanted), unitCost: latest }];
    }
    issues.push(cost);
  }
  const onHand = lots.reduce((sum, lot) => plus(sum, lot.quantity), ZERO);
  const value = lots.reduce((sum, lot) => plus(sum, times(lot.quantity, lot.unitCost)), ZERO);
  return { onHand, value, lots, issues };
}

/** Moving average: one pool of quantity and value. */
function referenceAverage(moves: readonly { quantity: Fraction; unitCost: Fraction }[]): Model {
  let quantity = ZERO;
  let value = ZERO;
  let latest = ZERO;
  const issues: Fraction[] = [];
  const average = () => rounded(over(value, quantity), 8);
  for (const move of moves) {
    if (sign(move.quantity) === 0) continue;
    if (sign(move.quantity) > 0) {
      latest = move.unitCost;
      const after = plus(quantity, move.quantity);
      if (sign(quantity) >= 0) value = plus(value, times(move.quantity, move.unitCost));
      else if (sign(after) > 0) value = times(after, move.unitCost);
      else if (sign(after) < 0) value = times(after, average());
      else value = ZERO;
      quantity = after;
      continue;
    }
    const wanted = fraction(-move.quantity.n, move.quantity.d);
    if (sign(quantity) > 0 && less(wanted, quantity)) {
      const cost = times(wanted, average());
      issues.push(cost);
      value = minus(value, cost);
      quantity = minus(quantity, wanted);
      continue;
    }
    // All of the pool (if any) and the missing units at the latest receipt's cost.
    const held = sign(quantity) > 0 ? quantity : ZERO;
    const missing = minus(wanted, held);
    issues.push(plus(sign(quantity) > 0 ? value : ZERO, times(missing, latest)));
    quantity = minus(quantity, wanted);
    value = times(quantity, latest);
  }
  const lots = sign(quantity) === 0 ? [] : [{ quantity, unitCost: average() }];
  return { onHand: quantity, value, lots, issues };
}

export function reference(method: InventoryMethod, moves: readonly StockMove[]): Model {
  const exact = moves.map((move) => ({ quantity: parse(move.quantity), unitCost: parse(move.unitCost) }));
  return method === 'average' ? referenceAverage(exact) : referenceLots(method, exact);
}

/** A fraction whose denominator divides a power of ten, as a decimal string. */
export function decimal(a: Fraction): string {
  let digits = 0;
  while ((a.n * 10n ** BigInt(digits)) % a.d !== 0n) digits++;
  const scaled = (a.n * 10n ** BigInt(digits)) / a.d;
  const magnitude = (scaled < 0n ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const text = digits === 0 ? magnitude : `${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
  return `${scaled < 0n ? '-' : ''}${text}`;
}

