import { decimalOf, fixedOf, moneyOf, moneyOfFixed, tenTo, type Money } from './money.ts';

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

/*
 * Costing counts in exact fixed point: a quantity is an integer of 10^-q units, a unit cost of 10^-c (c at least the
 * 8 digits unit costs keep) and a value, a quantity times a unit cost, of 10^-(q+c). The digits grow with the moves
 * read, so nothing is ever rounded but a unit cost read from a value (to 8 digits, half away from zero) and what the
 * rules below round on purpose. Big integers, not decimal.js: a cost rebuild runs this over millions of moves.
 */

/** numerator / denominator to a whole number, a half rounded away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const top = numerator < 0n ? -numerator : numerator;
  const bottom = denominator < 0n ? -denominator : denominator;
  const whole = top / bottom;
  const rounded = 2n * (top % bottom) >= bottom ? whole + 1n : whole;
  return negative ? -rounded : rounded;
}

/** What one unit of `quantity` costs when all of it cost `cost`, to the digits unit costs keep. */
export function costPerUnit(cost: Money, quantity: Money): Money {
  const value = fixedOf(cost);
  const count = fixedOf(quantity);
  if (count.units === 0n) return '0';
  // cost / quantity * 10^8 = value.units * 10^(8 + count.digits) / (count.units * 10^value.digits)
  return moneyOfFixed(divideRounded(value.units * tenTo(unitCostDigits + count.digits), count.units * tenTo(value.digits)), unitCostDigits);
}

/** A layer keeps its value rather than its unit cost, so that splitting it never loses a rounding. */
interface Layer {
  quantity: bigint;
  value: bigint;
}

/** Takes a product's moves one at a time, in date order (what costStock does over a list, for a caller that feeds it). */
export interface StockCoster {
  /** A receipt of `quantity` (above zero) at `unitCost`. */
  receive(quantity: Money, unitCost: Money): void;
  /** An issue of `quantity` (above zero): what it cost by the method. */
  issue(quantity: Money): Money;
  /** What is left: on hand, its value and its layers. */
  left(): Omit<Costing, 'issues'>;
  /** A move in date order: a receipt received, an issue costed (what it cost); null for a receipt or a move of nothing. */
  take(move: StockMove): Money | null;
  /** Another coster where this one stands, to cost issues that may not happen without moving this one. */
  copy(): StockCoster;
}

/** Where a coster stands: its layers from the oldest, the digits it counts in, the latest receipt's unit cost. */
interface CosterState {
  layers: Layer[];
  quantityDigits: number;
  costDigits: number;
  latestCost: bigint;
}

/**
 * Costs issues by `method` as they come and keeps what is left. Average costing issues at the moving average and an
 * issue that empties the stock takes all of its value; FIFO issues from the oldest layer, LIFO from the newest. An
 * issue beyond the stock on hand (a business that allows negative inventory) is costed at the latest unit cost and
 * left as a negative layer, which the next receipt fills first. The layers are either all above zero or one negative.
 */
export function stockCoster(method: InventoryMethod): StockCoster {
  return costerFrom(method, { layers: [], quantityDigits: 0, costDigits: unitCostDigits, latestCost: 0n });
}

function costerFrom(method: InventoryMethod, from: CosterState): StockCoster {
  const pooled = method === 'average';
  // Layers oldest first; FIFO issues from `head`, LIFO from the end.
  let { layers, quantityDigits, costDigits, latestCost } = from;
  let head = 0;

  /** Moves to more digits: every quantity, cost and value held is multiplied up to them. */
  const widen = (quantity: number, cost: number) => {
    if (quantity <= quantityDigits && cost <= costDigits) return;
    const byQuantity = tenTo(Math.max(quantity - quantityDigits, 0));
    const byCost = tenTo(Math.max(cost - costDigits, 0));
    layers = layers.slice(head).map((layer) => ({ quantity: layer.quantity * byQuantity, value: layer.value * byQuantity * byCost }));
    head = 0;
    latestCost *= byCost;
    quantityDigits = Math.max(quantity, quantityDigits);
    costDigits = Math.max(cost, costDigits);
  };
  const quantityOf = (value: Money) => {
    const read = fixedOf(value);
    widen(read.digits, 0);
    return read.units * tenTo(quantityDigits - read.digits);
  };
  /** A layer's unit cost to 8 digits, in the cost's digits. */
  const unitCostOf = (layer: Layer) =>
    layer.quantity === 0n ? 0n : divideRounded(layer.value * tenTo(unitCostDigits), layer.quantity * tenTo(costDigits)) * tenTo(costDigits - unitCostDigits);
  const valueDigits = () => quantityDigits + costDigits;

  const coster: StockCoster = {
    receive(quantity, unitCost) {
      const cost = fixedOf(unitCost);
      widen(0, cost.digits);
      const received = quantityOf(quantity);
      latestCost = cost.units * tenTo(costDigits - cost.digits);
      const receipt = { quantity: received, value: received * latestCost };
      const held = layers[head];
      if (held && held.quantity < 0n) {
        // The receipt first covers what was issued without stock; what is left of it keeps its own unit cost.
        const left = held.quantity + received;
        layers = left === 0n ? [] : [{ quantity: left, value: left * (left > 0n ? unitCostOf(receipt) : unitCostOf(held)) }];
        head = 0;
      } else if (pooled && held) {
        held.quantity += received;
        held.value += receipt.value;
      } else layers.push(receipt);
    },

    issue(quantity) {
      let left = quantityOf(quantity);
      let cost = 0n;
      const lifo = method === 'lifo';
      while (left > 0n) {
        const index = lifo ? layers.length - 1 : head;
        const layer = layers[index];
        if (!layer || index < head || layer.quantity <= 0n) break;
        if (layer.quantity <= left) {
          cost += layer.value;
          left -= layer.quantity;
          if (lifo) layers.pop();
          else head++;
          continue;
        }
        // Average costing issues at the rounded average; FIFO and LIFO layers divide exactly.
        const part = pooled ? left * unitCostOf(layer) : (layer.value * left) / layer.quantity;
        cost += part;
        layer.quantity -= left;
        layer.value -= part;
        left = 0n;
      }
      if (head > 64 && head * 2 > layers.length) {
        layers = layers.slice(head);
        head = 0;
      }
      if (left > 0n) {
        const held = layers[head];
        const deficit = (held && held.quantity < 0n ? held.quantity : 0n) - left;
        layers = [{ quantity: deficit, value: deficit * latestCost }];
        head = 0;
        cost += left * latestCost;
      }
      return moneyOfFixed(cost, valueDigits());
    },

    left() {
      const held = layers.slice(head);
      return {
        onHand: moneyOfFixed(held.reduce((total, layer) => total + layer.quantity, 0n), quantityDigits),
        value: moneyOfFixed(held.reduce((total, layer) => total + layer.value, 0n), valueDigits()),
        layers: held.map((layer) => ({ quantity: moneyOfFixed(layer.quantity, quantityDigits), unitCost: moneyOfFixed(unitCostOf(layer), costDigits) })),
      };
    },

    take(move) {
      const { units } = fixedOf(move.quantity);
      if (units > 0n) coster.receive(move.quantity, move.unitCost);
      return units < 0n ? coster.issue(move.quantity.slice(1)) : null;
    },

    copy() {
      return costerFrom(method, { layers: layers.slice(head).map((layer) => ({ ...layer })), quantityDigits, costDigits, latestCost });
    },
  };
  return coster;
}

/** Costs the issues among `moves` by `method` (see stockCoster) and answers what is left. */
export function costStock(method: InventoryMethod, moves: readonly StockMove[]): Costing {
  const coster = stockCoster(method);
  const issues: Money[] = [];
  for (const move of moves) {
    const cost = coster.take(move);
    if (cost !== null) issues.push(cost);
  }
  return { ...coster.left(), issues };
}

/** The costs of a product's receipts (spec 01 section 3 "Cost summary"); null while nothing was received. */
export interface CostSummary {
  first: Money | null;
  min: Money | null;
  average: Money | null;
  max: Money | null;
  last: Money | null;
}

const zero = decimalOf('0');

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
