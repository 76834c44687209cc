import { compareMoney, isZeroMoney, negateMoney, subtractMoney, sumMoney, type Money } from './money.ts';

/**
 * Batches and expiry dates (issue 17 "Expiry"). Goods received with a batch or an expiry date are a lot; an issue
 * naming a batch takes from it, any other takes the lots that expire first (first expired, first out), then goods of
 * no lot. So what is left of each lot in a warehouse follows from its movements alone, whichever documents wrote them
 * (an invoice's sale names no batch).
 */

/** A movement of one product in one warehouse as lots read it: base units (negative out), and the lot it names, if any. */
export interface LotMove {
  quantity: Money;
  batch: string | null;
  expire: string | null;
}

/** What is left of a lot: its batch, its expiry date, its base units. */
export interface Lot {
  batch: string | null;
  expire: string | null;
  quantity: Money;
}

const lotKey = (move: { batch: string | null; expire: string | null }) => `${move.batch ?? ''}\u0000${move.expire ?? ''}`;
const isLot = (move: { batch: string | null; expire: string | null }) => move.batch !== null || move.expire !== null;

/** Lots earliest expiry first, those of no date after them, then by batch: the order unnamed issues take them in. */
function fefo(a: Lot, b: Lot): number {
  if (a.expire !== b.expire) return a.expire === null ? 1 : b.expire === null ? -1 : a.expire < b.expire ? -1 : 1;
  return (a.batch ?? '').localeCompare(b.batch ?? '');
}

/** Takes `quantity` out of lots in their order, each down to nothing at most; what the lots could not give is answered. */
function takeInOrder(lots: Lot[], quantity: Money): { taken: Lot[]; short: Money } {
  let left = quantity;
  const taken: Lot[] = [];
  for (const lot of lots) {
    if (compareMoney(left, '0') <= 0) break;
    if (compareMoney(lot.quantity, '0') <= 0) continue;
    const part = compareMoney(lot.quantity, left) < 0 ? lot.quantity : left;
    lot.quantity = subtractMoney(lot.quantity, part);
    left = subtractMoney(left, part);
    taken.push({ batch: lot.batch, expire: lot.expire, quantity: part });
  }
  return { taken, short: left };
}

/**
 * What is left of each lot after a product's movements in one warehouse, in the order unnamed issues take them: each
 * lot's receipts less the issues naming it, then the unnamed issues taken first expired first. Lots used up are left
 * out.
 */
export function remainingLots(moves: readonly LotMove[]): Lot[] {
  const lots = new Map<string, Lot>();
  const unnamed: Money[] = [];
  for (const move of moves) {
    if (!isLot(move)) {
      if (move.quantity.startsWith('-')) unnamed.push(negateMoney(move.quantity));
      continue;
    }
    const key = lotKey(move);
    const lot = lots.get(key) ?? { batch: move.batch, expire: move.expire, quantity: '0' };
    lots.set(key, { ...lot, quantity: sumMoney([lot.quantity, move.quantity]) });
  }
  const ordered = [...lots.values()].sort(fefo);
  takeInOrder(ordered, sumMoney(unnamed));
  return ordered.filter((lot) => compareMoney(lot.quantity, '0') > 0);
}

/**
 * The lots an issue of `quantity` takes (first expired, first out, from `lots` as remainingLots answers them): of the
 * batch named only, where it names one; and what no lot gives as a part of no lot. `lots` are taken from, so the next
 * issue of the same document takes what is left.
 */
export function allocateLots(lots: Lot[], quantity: Money, batch: string | null = null): Lot[] {
  const from = batch === null ? lots : lots.filter((lot) => lot.batch === batch);
  const { taken, short } = takeInOrder(from, quantity);
  return isZeroMoney(short) ? taken : [...taken, { batch: null, expire: null, quantity: short }];
}
