import { costPerUnit, costStock, negateMoney, stockShortages, subtractMoney, sumMoney, type InventoryMethod, type Money, type StockMove } from '@hesab/domain';
import { BusinessRuleError } from '../../http/errors.ts';
import type { GoodsMovement, GoodsStock } from './stock.ts';

/** What an issue of `quantity` costs a unit after `moves`, by the product's method; the issue joins the moves. */
export function issueCost(moves: StockMove[], method: InventoryMethod, quantity: Money): Money {
  moves.push({ quantity: negateMoney(quantity), unitCost: '0' });
  const cost = costStock(method, moves).issues.at(-1) ?? '0';
  return costPerUnit(cost, quantity);
}

/** Each product's movements up to the end of `date`, in the order costing reads them: what a write on that date issues after. */
export function movesUpTo(movements: readonly GoodsMovement[], date: string): (product: number) => StockMove[] {
  const moves = new Map<number, StockMove[]>();
  const movesOf = (product: number) => moves.get(product) ?? moves.set(product, []).get(product) ?? [];
  for (const move of movements) if (move.date <= date) movesOf(move.product).push(move);
  return movesOf;
}

/** Goods a write takes out of a warehouse: the product (named for the refusal), where from and how many base units. */
export interface Issue {
  product: number;
  name: string;
  entrepot: number;
  quantity: Money;
}

/**
 * Refuses issues that would take a product's stock in a warehouse below zero, or below what is held back of it there
 * (open pre-invoices' reservations): 420 naming the product and what is available. Stock is what every movement left.
 */
export function refuseShortStock(issues: readonly Issue[], stock: GoodsStock): void {
  if (issues.length === 0) return;
  // Each place's movements summed once, and only the places issued from: a product's history is read whole.
  const wanted = new Set(issues.map(placeOf));
  const moved = new Map<string, Money[]>();
  for (const move of stock.movements) {
    const place = placeOf(move);
    if (wanted.has(place)) (moved.get(place) ?? moved.set(place, []).get(place))?.push(move.quantity);
  }
  refuseBeyondOnHand(issues, (place) => sumMoney(moved.get(place) ?? []), stock.held);
}

/** A product's place: `product:entrepot`, as the stock held back is keyed. */
export const placeOf = ({ product, entrepot }: { product: number; entrepot: number }) => `${String(product)}:${String(entrepot)}`;

/** refuseShortStock with the stock on hand at each place known (`onHand`), as a group of invoices keeps it. */
export function refuseBeyondOnHand(issues: readonly Issue[], onHand: (place: string) => Money, held: GoodsStock['held']): void {
  const wanted = issues.map((issue) => ({ place: placeOf(issue), name: issue.name, quantity: issue.quantity }));
  const [short] = stockShortages(wanted, (place) => subtractMoney(onHand(place), held.get(place) ?? '0'));
  if (short) throw new BusinessRuleError('inventory-not-enough', { name: short.name, available: short.available });
}
