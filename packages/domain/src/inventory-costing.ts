import { decimalOf, moneyOf, type Money } from './money.ts';

/** How issues of a product are costed (spec 01 section 3, inventoryMethod). */
export const inventoryMethods = ['average', 'fifo', 'lifo'] as const;
export type InventoryMethod = (typeof inventoryMethods)[number];

/** Which cost a price by percent starts from (spec 01 section 3, priceMethod). */
export const priceMethods = ['first', 'min', 'average', 'max', 'last'] as const;
export type PriceMethod = (typeof priceMethods)[number];

/** A stock movement in date order: a receipt has a positive quantity and its unit cost; an issue is negative. */
export interface StockMove {
  quantity: Money;
  /** the receipt's unit cost; ignored for issues, which the method costs */
  unitCost: Money;
}

/** Stock received at one unit cost and not yet issued; a negative quantity is stock issued before it came. */
export interface StockLayer {
  quantity: Money;
  unitCost: Money;
}

export interface Costing {
  onHand: Money;
  /** what the stock on hand cost */
  value: Money;
  /** the layers the next issue takes from, oldest first (one layer under average costing) */
  layers: StockLayer[];
  /** the cost of each issue, in the order of the moves */
  issues: Money[];
}

/** Digits a unit cost read from a value keeps; values stay exact, so receipts always equal issues plus stock. */
const unitCostDigits = 8;

type Amount = ReturnType<typeof decimalOf>;
const zero = decimalOf('0');

/** A layer keeps its value rather than its unit cost, so that splitting it never loses a rounding. */
interface Layer {
  quantity: Amount;
  value: Amount;
}

/** What one unit of `quantity` costs when all of it cost `cost`, to the digits unit costs keep. */
export function costPerUnit(cost: Money, quantity: Money): Money {
  return moneyOf(unitCostOf({ quantity: decimalOf(quantity), value: decimalOf(cost) }));
}

function unitCostOf(layer: Layer): Amount {
  return layer.quantity.isZero() ? zero : layer.value.dividedBy(layer.quantity).toDecimalPlaces(unitCostDigits);
}

/**
 * Costs the issues among `moves` by `method` and answers what is left. Average costing issues at the moving
 * average and an issue that empties the stock takes all of its value; FIFO issues from the oldest layer, LIFO
 * from the newest. An issue beyond the stock on hand (a business that allows negative inventory) is costed at
 * the latest unit cost and left as a negative layer, which the next receipt fills first.
 */
export function costStock(method: InventoryMethod, moves: readonly StockMove[]): Costing {
  let layers: Layer[] = [];
  let latestCost = zero;
  const issues: Money[] = [];
  for (const move of moves) {
    const quantity = decimalOf(move.quantity);
    if (quantity.isZero()) continue;
    if (quantity.gt(0)) {
      latestCost = decimalOf(move.unitCost);
      layers = receive(layers, { quantity, value: quantity.times(latestCost) }, method === 'average');
      continue;
    }
    const taken = issue(layers, quantity.negated(), latestCost, method);
    layers = taken.layers;
    issues.push(moneyOf(taken.cost));
  }
  return {
    onHand: moneyOf(layers.reduce((total, layer) => total.plus(layer.quantity), zero)),
    value: moneyOf(layers.reduce((total, layer) => total.plus(layer.value), zero)),
    layers: layers.map((layer) => ({ quantity: moneyOf(layer.quantity), unitCost: moneyOf(unitCostOf(layer)) })),
    issues,
  };
}

function receive(layers: Layer[], received: Layer, pooled: boolean): Layer[] {
  const [held] = layers;
  if (held?.quantity.lt(0)) {
    // The receipt first covers what was issued without stock; what is left of it keeps its own unit cost.
    const quantity = held.quantity.plus(received.quantity);
    if (quantity.isZero()) return [];
    const cost = quantity.gt(0) ? unitCostOf(received) : unitCostOf(held);
    return [{ quantity, value: quantity.times(cost) }];
  }
  if (pooled && held) return [{ quantity: held.quantity.plus(received.quantity), value: held.value.plus(received.value) }];
  return [...layers, received];
}

function issue(layers: Layer[], wanted: Amount, latestCost: Amount, method: InventoryMethod): { layers: Layer[]; cost: Amount } {
  const remaining = method === 'lifo' ? [...layers].reverse() : [...layers];
  let cost = zero;
  let left = wanted;
  while (left.gt(0) && remaining[0]?.quantity.gt(0)) {
    const layer = remaining[0];
    if (layer.quantity.lte(left)) {
      cost = cost.plus(layer.value);
      left = left.minus(layer.quantity);
      remaining.shift();
      continue;
    }
    // Average costing issues at the rounded average; FIFO and LIFO layers divide exactly.
    const part = method === 'average' ? left.times(unitCostOf(layer)) : layer.value.times(left).dividedBy(layer.quantity);
    cost = cost.plus(part);
    remaining[0] = { quantity: layer.quantity.minus(left), value: layer.value.minus(part) };
    left = zero;
  }
  if (left.gt(0)) {
    const deficit = remaining.find((layer) => layer.quantity.lt(0))?.quantity ?? zero;
    const quantity = deficit.minus(left);
    return { layers: [{ quantity, value: quantity.times(latestCost) }], cost: cost.plus(left.times(latestCost)) };
  }
  return { layers: method === 'lifo' ? remaining.reverse() : remaining, cost };
}

/** The costs of a product's receipts (spec 01 section 3 "Cost summary"); null while nothing was received. */
export interface CostSummary {
  first: Money | null;
  min: Money | null;
  average: Money | null;
  max: Money | null;
  last: Money | null;
}

/** The summary of receipts in date order; the average is weighted by quantity and rounded to `precision`. */
export function costSummary(receipts: readonly StockMove[], precision: number): CostSummary {
  const received = receipts.filter((move) => decimalOf(move.quantity).gt(0));
  const first = received[0];
  const last = received.at(-1);
  if (!first || !last) return { first: null, min: null, average: null, max: null, last: null };
  const costs = received.map((move) => decimalOf(move.unitCost));
  const quantity = received.reduce((total, move) => total.plus(decimalOf(move.quantity)), zero);
  const value = received.reduce((total, move) => total.plus(decimalOf(move.quantity).times(decimalOf(move.unitCost))), zero);
  return {
    first: moneyOf(decimalOf(first.unitCost)),
    min: moneyOf(costs.reduce((low, cost) => (cost.lt(low) ? cost : low))),
    average: moneyOf(value.dividedBy(quantity).toDecimalPlaces(precision)),
    max: moneyOf(costs.reduce((high, cost) => (cost.gt(high) ? cost : high))),
    last: moneyOf(decimalOf(last.unitCost)),
  };
}

/** The cost a price by percent starts from: the summary's value the product's price method names. */
export function costByPriceMethod(summary: CostSummary, method: PriceMethod): Money | null {
  return summary[method];
}
