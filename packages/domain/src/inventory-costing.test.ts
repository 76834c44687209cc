import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costByPriceMethod, costStock, costSummary, inventoryMethods, stockCoster, type StockMove } from './inventory-costing.ts';
import { addMoney, compareMoney, multiplyMoney, sumMoney } from './money.ts';

const quantity = fc.integer({ min: 1, max: 10_000 }).map(String);
const cost = fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 99 })).map(([whole, cents]) => `${whole}.${cents}`);

/** Receipts and issues that never take more than is on hand. */
const coveredMoves = fc.array(fc.tuple(fc.boolean(), quantity, cost), { maxLength: 40 }).map((steps) => {
  const moves: StockMove[] = [];
  let onHand = 0;
  for (const [isIssue, amount, unitCost] of steps) {
    const wanted = Number(amount);
    if (isIssue && onHand > 0) {
      const taken = Math.min(wanted, onHand);
      onHand -= taken;
      moves.push({ quantity: String(-taken), unitCost: '0' });
    } else {
      onHand += wanted;
      moves.push({ quantity: amount, unitCost });
    }
  }
  return moves;
});

const receivedValue = (moves: readonly StockMove[]) =>
  sumMoney(moves.filter((move) => !move.quantity.startsWith('-')).map((move) => multiplyMoney(move.quantity, move.unitCost)));

describe('stockCoster', () => {
  it('a copy issues what the coster would, and the coster stands where it stood', () => {
    const moves: StockMove[] = [{ quantity: '3', unitCost: '100' }, { quantity: '2.5', unitCost: '130.25' }, { quantity: '-1', unitCost: '0' }, { quantity: '-3', unitCost: '0' }];
    for (const method of inventoryMethods) {
      const expected = costStock(method, moves).issues[1];
      const coster = stockCoster(method);
      coster.receive('3', '100');
      coster.receive('2.5', '130.25');
      coster.issue('1');
      const before = coster.left();
      const copy = coster.copy();
      expect(copy.issue('3')).toBe(expected);
      expect(copy.left().onHand).toBe('1.5');
      expect(coster.left()).toEqual(before);
      expect(coster.issue('3')).toBe(expected);
    }
  });
});

describe('costStock', () => {
  it.each(inventoryMethods)('keeps receipts equal to issues plus what is left under %s costing', (method) => {
    fc.assert(
      fc.property(coveredMoves, (moves) => {
        const costing = costStock(method, moves);
        expect(compareMoney(addMoney(sumMoney(costing.issues), costing.value), receivedValue(moves))).toBe(0);
        const net = sumMoney(moves.map((move) => move.quantity));
        expect(compareMoney(costing.onHand, net)).toBe(0);
      }),
    );
  });

  it('agrees across methods when every receipt has one unit cost', () => {
    fc.assert(
      fc.property(coveredMoves, cost, (moves, unitCost) => {
        const same = moves.map((move) => ({ ...move, unitCost }));
        const [average, ...others] = inventoryMethods.map((method) => costStock(method, same));
        for (const costing of others) {
          costing.issues.forEach((issue, index) => expect(compareMoney(issue, average?.issues[index] ?? '')).toBe(0));
        }
      }),
    );
  });

  it('issues the oldest receipts first under FIFO and the newest under LIFO', () => {
    const moves: StockMove[] = [
      { quantity: '10', unitCost: '100' },
      { quantity: '10', unitCost: '200' },
      { quantity: '-15', unitCost: '0' },
    ];
    expect(costStock('fifo', moves)).toMatchObject({ issues: ['2000'], onHand: '5', value: '1000', layers: [{ quantity: '5', unitCost: '200' }] });
    expect(costStock('lifo', moves)).toMatchObject({ issues: ['2500'], onHand: '5', value: '500', layers: [{ quantity: '5', unitCost: '100' }] });
    expect(costStock('average', moves)).toMatchObject({ issues: ['2250'], onHand: '5', value: '750', layers: [{ quantity: '5', unitCost: '150' }] });
  });

  it('issues at the moving average and never loses a rounding of a third', () => {
    const issueOne = { quantity: '-1', unitCost: '0' };
    const costing = costStock('average', [{ quantity: '2', unitCost: '0.5' }, { quantity: '1', unitCost: '0' }, issueOne, issueOne, issueOne]);
    expect(sumMoney(costing.issues)).toBe('1');
    expect(costing).toMatchObject({ onHand: '0', value: '0', layers: [] });
  });

  it('costs an issue beyond the stock at the latest cost and lets the next receipt fill the gap', () => {
    const short = costStock('fifo', [{ quantity: '2', unitCost: '10' }, { quantity: '-5', unitCost: '0' }]);
    expect(short).toMatchObject({ issues: ['50'], onHand: '-3', layers: [{ quantity: '-3', unitCost: '10' }] });
    const filled = costStock('fifo', [{ quantity: '2', unitCost: '10' }, { quantity: '-5', unitCost: '0' }, { quantity: '4', unitCost: '12' }]);
    expect(filled).toMatchObject({ onHand: '1', value: '12', layers: [{ quantity: '1', unitCost: '12' }] });
  });
});

describe('costSummary', () => {
  it('reads first, min, weighted average, max and last of the receipts, ignoring issues', () => {
    const summary = costSummary(
      [
        { quantity: '1', unitCost: '300' },
        { quantity: '-1', unitCost: '0' },
        { quantity: '3', unitCost: '100' },
        { quantity: '1', unitCost: '200' },
      ],
      0,
    );
    expect(summary).toEqual({ first: '300', min: '100', average: '160', max: '300', last: '200' });
    expect(costByPriceMethod(summary, 'max')).toBe('300');
    expect(costSummary([], 2)).toEqual({ first: null, min: null, average: null, max: null, last: null });
  });

  it('keeps the average between the cheapest and the dearest receipt', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(quantity, cost), { minLength: 1, maxLength: 20 }), (receipts) => {
        const summary = costSummary(receipts.map(([q, c]) => ({ quantity: q, unitCost: c })), 4);
        expect(compareMoney(summary.average ?? '', summary.min ?? '')).toBeGreaterThanOrEqual(0);
        expect(compareMoney(summary.average ?? '', summary.max ?? '')).toBeLessThanOrEqual(0);
      }),
    );
  });
});
