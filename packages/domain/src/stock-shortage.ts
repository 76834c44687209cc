import { compareMoney, subtractMoney, sumMoney, type Money } from './money.ts';

/** Goods wanted from one place (a product in a warehouse, or at a till): the place, its name for the words, how many. */
export interface WantedGoods {
  place: string;
  name: string;
  quantity: Money;
}

/** A place of which more is wanted than it has: its name and what it has. */
export interface StockShortage {
  place: string;
  name: string;
  available: Money;
}

/**
 * The places of which more is wanted than is available, each place once with all that is wanted of it summed; null
 * available means no limit (a service). The one rule a sale is refused by on the server and warned of at the till.
 */
export function stockShortages(wanted: readonly WantedGoods[], available: (place: string) => Money | null): StockShortage[] {
  const summed = new Map<string, WantedGoods>();
  for (const goods of wanted) {
    const before = summed.get(goods.place);
    summed.set(goods.place, before ? { ...goods, quantity: sumMoney([before.quantity, goods.quantity]) } : goods);
  }
  const short: StockShortage[] = [];
  for (const { place, name, quantity } of summed.values()) {
    const has = available(place);
    if (has !== null && compareMoney(subtractMoney(has, quantity), '0') < 0) short.push({ place, name, available: has });
  }
  return short;
}
