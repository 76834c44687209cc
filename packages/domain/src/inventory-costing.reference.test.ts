import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costPerUnit, costStock, inventoryMethods, type StockMove } from './inventory-costing.ts';
import { multiplyMoney, negateMoney, roundMoney } from './money.ts';

import { decimal, over, parse, reference, rounded, same, show, times, ZERO, type Fraction } from './inventory-costing-reference.ts';

/*
 * Costing against a plain reference model (issue 16; the model and its rules in inventory-costing-reference.ts):
 * random dated receipts, issues, returns and edits, back-dated ones among them, costed by costStock and by the
 * model. The moves are ordered as the API orders movements: by date, then as written, a document written again
 * (edited) going last on its date.
 */

/** A document that moved stock once: a receipt (purchase or return of a sale) or an issue (sale or return of a purchase). */
interface Written {
  id: number;
  day: number;
  /** the order it was (last) written in, which orders a day's movements */
  written: number;
  /** signed, base units */
  quantity: string;
  /** a receipt's whole cost, whose unit cost the code and the model each work out */
  cost: string;
}

const quantity = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 50 }).map(String) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 20 }), fc.constantFrom('25', '5', '333', '125')).map(([whole, part]) => `${whole}.${part}`) },
);
const cost = fc.oneof(
  fc.integer({ min: 1, max: 5_000_000 }).map(String),
  fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 99 })).map(([whole, part]) => `${whole}.${String(part).padStart(2, '0')}`),
);
const day = fc.integer({ min: 0, max: 30 });
const move = fc.record({ day, receipt: fc.boolean(), quantity, cost });
const operation = fc.oneof(
  { weight: 5, arbitrary: move.map((written) => ({ kind: 'write' as const, ...written })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), day: fc.option(day), quantity: fc.option(quantity), cost: fc.option(cost) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** The documents after each operation: written (back-dated or not), edited (going last on their day) or removed. */
function histories(operations: readonly Operation[]): Written[][] {
  let written = 0;
  let documents: Written[] = [];
  const states: Written[][] = [];
  for (const step of operations) {
    if (step.kind === 'write') {
      const signed = step.receipt ? step.quantity : negateMoney(step.quantity);
      documents = [...documents, { id: ++written, day: step.day, written, quantity: signed, cost: step.cost }];
    } else {
      const target = documents[step.pick % Math.max(documents.length, 1)];
      if (!target) continue;
      if (step.kind === 'remove') documents = documents.filter((document) => document !== target);
      else {
        const issued = target.quantity.startsWith('-');
        const changed: Written = {
          ...target,
          written: ++written,
          day: step.day ?? target.day,
          quantity: step.quantity === null ? target.quantity : issued ? negateMoney(step.quantity) : step.quantity,
          cost: step.cost ?? target.cost,
        };
        documents = documents.map((document) => (document === target ? changed : document));
      }
    }
    states.push([...documents].sort((a, b) => a.day - b.day || a.written - b.written));
  }
  return states;
}

/** The moves as the code receives them: a receipt at its value over its quantity, to the digits unit costs keep. */
const movesOf = (documents: readonly Written[]): StockMove[] =>
  documents.map((document) => ({ quantity: document.quantity, unitCost: document.quantity.startsWith('-') ? '0' : costPerUnit(document.cost, document.quantity) }));
/** The same, by the model's own rounding. */
const referenceMovesOf = (documents: readonly Written[]): StockMove[] =>
  documents.map((document) => {
    if (document.quantity.startsWith('-')) return { quantity: document.quantity, unitCost: '0' };
    const unit = rounded(over(parse(document.cost), parse(document.quantity)), 8);
    return { quantity: document.quantity, unitCost: decimal(unit) };
  });
function expectSame(code: string, model: Fraction, what: string): void {
  if (!same(parse(code), model)) expect.fail(`${what}: the code says ${code}, the model ${show(model)} (${decimal(rounded(model, 12))})`);
}

describe('costStock against a plain reference model', () => {
  it.each(inventoryMethods)('%s: every issue, sale cost, stock and value agree to the last rial after every write, edit and removal', (method) => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 30 }), fc.constantFrom(0, 2), (operations, digits) => {
        for (const documents of histories(operations)) {
          const moves = movesOf(documents);
          const modelMoves = referenceMovesOf(documents);
          moves.forEach((each, index) => expectSame(each.unitCost, parse(modelMoves[index]?.unitCost ?? ''), `receipt ${String(index)}'s unit cost`));
          const code = costStock(method, moves);
          const model = reference(method, modelMoves);
          expect(code.issues.length).toBe(model.issues.length);
          const issued = documents.filter((document) => document.quantity.startsWith('-'));
          code.issues.forEach((cost, index) => {
            const expected = model.issues[index] ?? ZERO;
            expectSame(cost, expected, `issue ${String(index)}`);
            // What a sale posts: its unit cost to 8 digits, and that times its quantity to the currency's digits.
            const sold = negateMoney(issued[index]?.quantity ?? '0');
            const unitCost = costPerUnit(cost, sold);
            const modelUnitCost = rounded(over(expected, parse(sold)), 8);
            expectSame(unitCost, modelUnitCost, `issue ${String(index)}'s unit cost`);
            expectSame(roundMoney(multiplyMoney(sold, unitCost), digits), rounded(times(parse(sold), modelUnitCost), digits), `issue ${String(index)}'s cost of goods sold`);
          });
          expectSame(code.onHand, model.onHand, 'on hand');
          expectSame(code.value, model.value, 'value');
          expect(code.layers.length).toBe(model.lots.length);
          code.layers.forEach((layer, index) => {
            const lot = model.lots[index];
            expectSame(layer.quantity, lot?.quantity ?? ZERO, `layer ${String(index)}'s quantity`);
            expectSame(layer.unitCost, rounded(lot?.unitCost ?? ZERO, 8), `layer ${String(index)}'s unit cost`);
          });
        }
      }),
      { numRuns: 150 },
    );
  });

  it.each(inventoryMethods)('%s: the cost of the next unit on any date is what the model issues one unit at after that date’s moves', (method) => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 30 }), day, (operations, date) => {
        const documents = histories(operations).at(-1) ?? [];
        const before = documents.filter((document) => document.day <= date);
        const next = { quantity: '-1', unitCost: '0' };
        const code = costStock(method, [...movesOf(before), next]).issues.at(-1) ?? '0';
        const model = reference(method, [...referenceMovesOf(before), next]).issues.at(-1) ?? ZERO;
        expectSame(costPerUnit(code, '1'), rounded(model, 8), `the next unit on day ${String(date)}`);
      }),
      { numRuns: 150 },
    );
  });
});
