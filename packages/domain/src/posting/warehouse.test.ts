import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journalProblems } from '../journal.ts';
import { absMoney, multiplyMoney, roundMoney, sumMoney } from '../money.ts';
import { PostingRefusal, type PostingContext } from './posting.ts';
import type { AccountSystemRole } from './system-accounts.ts';
import { postWarehouseDocument, warehouseKinds, type WarehouseDocument, type WarehouseRow } from './warehouse.ts';

const roles: [AccountSystemRole, number][] = [
  ['inventory', 1],
  ['payable', 2],
  ['costOfSales', 3],
  ['inventoryGain', 4],
  ['inventoryLoss', 5],
];
const context: PostingContext = {
  accounts: new Map(roles),
  details: new Map([['customer:7', 70]]),
  currencies: { base: { id: 1, decimals: 0 }, of: new Map() },
};
const document = (kind: WarehouseDocument['kind'], rows: WarehouseRow[], extra: Partial<WarehouseDocument> = {}): WarehouseDocument => ({
  kind,
  date: '2026-03-21',
  description: null,
  entrepot: 10,
  rows,
  ...extra,
});
const lines = (posted: ReturnType<typeof postWarehouseDocument>) => posted.journal?.lines.map((l) => [l.accountId, l.detailId, l.debit, l.credit]);

describe('postWarehouseDocument', () => {
  it('takes a receipt in at its cost: Dr inventory, Cr the supplier’s payable', () => {
    const posted = postWarehouseDocument(document('receipt', [{ product: 1, quantity: '3', unit_cost: '1000.5' }], { person: 7 }), context);
    expect(posted.stock).toEqual([{ product: 1, entrepot: 10, date: '2026-03-21', quantity: '3', unitCost: '1000.5' }]);
    expect(lines(posted)).toEqual([
      [1, null, '3002', '0'],
      [2, 70, '0', '3002'],
    ]);
    expect(() => postWarehouseDocument(document('receipt', [{ product: 1, quantity: '3', unit_cost: '1' }]), context)).toThrow(PostingRefusal);
  });

  it('issues a remittance and a consumption at cost, each to its own account', () => {
    const rows = [{ product: 1, quantity: '2', unit_cost: '500' }];
    expect(lines(postWarehouseDocument(document('remittance', rows), context))).toEqual([
      [3, null, '1000', '0'],
      [1, null, '0', '1000'],
    ]);
    expect(lines(postWarehouseDocument(document('useRemittance', rows, { account: 99, detail: 98 }), context))).toEqual([
      [99, 98, '1000', '0'],
      [1, null, '0', '1000'],
    ]);
    expect(() => postWarehouseDocument(document('useRemittance', rows), context)).toThrow(PostingRefusal);
  });

  it('moves a transfer out on its date and in on the day it is confirmed, with no journal', () => {
    const rows = [{ product: 1, quantity: '2', unit_cost: '500' }];
    const inTransit = postWarehouseDocument(document('transferRemittance', rows, { to_entrepot: 11 }), context);
    expect(inTransit).toEqual({ journal: null, stock: [{ product: 1, entrepot: 10, date: '2026-03-21', quantity: '-2', unitCost: '500' }] });
    const arrived = postWarehouseDocument(document('transferRemittance', rows, { to_entrepot: 11, confirmed: '2026-03-25' }), context);
    expect(arrived.stock.map((move) => [move.entrepot, move.date, move.quantity])).toEqual([
      [10, '2026-03-21', '-2'],
      [11, '2026-03-25', '2'],
    ]);
    expect(() => postWarehouseDocument(document('transferRemittance', rows, { to_entrepot: 10 }), context)).toThrow(PostingRefusal);
  });

  it('turns one product’s stock into another’s at the same worth', () => {
    const posted = postWarehouseDocument(document('transferProductStock', [{ product: 1, quantity: '3', unit_cost: '100', to_product: 2, to_quantity: '36' }]), context);
    expect(posted.journal).toBeNull();
    const [out, into] = posted.stock;
    expect(multiplyMoney(out?.quantity.slice(1) ?? '0', out?.unitCost ?? '0')).toBe('300');
    expect(into).toMatchObject({ product: 2, quantity: '36' });
    expect(multiplyMoney(into?.quantity ?? '0', into?.unitCost ?? '0').startsWith('299.99')).toBe(true);
  });

  it('posts a stocktaking’s surplus to gains and its shortage to losses, and nothing for a row that agrees', () => {
    const posted = postWarehouseDocument(
      document('warehousehandling', [
        { product: 1, quantity: '2', unit_cost: '100' },
        { product: 2, quantity: '-1', unit_cost: '300' },
        { product: 3, quantity: '0', unit_cost: null },
      ]),
      context,
    );
    expect(posted.stock.map((move) => [move.product, move.quantity])).toEqual([
      [1, '2'],
      [2, '-1'],
    ]);
    expect(lines(posted)).toEqual([
      [1, null, '200', '0'],
      [4, null, '0', '200'],
      [5, null, '300', '0'],
      [1, null, '0', '300'],
    ]);
  });

  it('posts nothing for a temporary receipt', () => {
    expect(postWarehouseDocument(document('tempReceipt', [{ product: 1, quantity: '2', unit_cost: '5' }]), context)).toEqual({ journal: null, stock: [] });
  });

  it('always balances, and its stock’s worth is its journal’s', () => {
    const quantity = fc.integer({ min: 1, max: 10_000 }).map(String);
    const cost = fc.integer({ min: 0, max: 1_000_000 }).map((n) => String(n / 100));
    const row = fc.record({ product: fc.integer({ min: 1, max: 5 }), quantity, unit_cost: cost });
    const kinds = warehouseKinds.filter((kind) => ['receipt', 'remittance', 'useRemittance', 'warehousehandling'].includes(kind));
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.array(row, { minLength: 1, maxLength: 20 }), (kind, rows) => {
        const posted = postWarehouseDocument(document(kind, rows, { person: 7, account: 99 }), context);
        if (!posted.journal) return;
        expect(journalProblems(posted.journal)).toEqual([]);
        const inventory = posted.journal.lines.filter((l) => l.accountId === 1);
        const worth = sumMoney(posted.stock.map((move) => roundMoney(multiplyMoney(absMoney(move.quantity), move.unitCost), 0)));
        expect(sumMoney(inventory.flatMap((l) => [l.debit, l.credit]))).toBe(worth);
      }),
    );
  });
});
