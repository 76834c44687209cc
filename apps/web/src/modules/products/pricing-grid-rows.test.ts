import type { PricingGridRow } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import {
  changedRows,
  chooseProduct,
  editGridRow,
  gridErrorsOf,
  gridRowsOf,
  newGridRow,
  pricingReferenceColumns,
  removeGridRow,
} from './pricing-grid-rows.ts';

const stored: PricingGridRow = {
  id: 7,
  product: 3,
  product_label: 'خودکار',
  product_code: '1',
  type: 'price',
  name: 'عمده',
  category: 2,
  category_label: 'عمده‌فروشان',
  branch: null,
  branch_label: null,
  currency: null,
  currency_label: null,
  minCount: '10',
  maxCount: null,
  percent: null,
  price: '1000',
  woocommerce: false,
  cost: '1200',
  precision: 0,
};

describe('the pricing grid rows', () => {
  it('fills the price from a typed percent and the product cost, rounded to its digits', () => {
    const [row] = gridRowsOf([stored]);
    expect(row?.changed).toBe(false);
    const edited = editGridRow(row!, { percent: '12.5' });
    expect(edited).toMatchObject({ percent: '12.5', price: '1350', changed: true });
    // A half-typed percent, or a product with no cost yet, leaves the price alone.
    expect(editGridRow(row!, { percent: '' }).price).toBe('1000');
    expect(editGridRow({ ...row!, cost: null }, { percent: '10' }).price).toBe('1000');
  });

  it('sends only changed rows, new rows without an id, and a chosen product brings its known cost', () => {
    const rows = gridRowsOf([stored]);
    const added = chooseProduct(rows, newGridRow('new-1', 0), 3, null);
    expect(added).toMatchObject({ product: 3, cost: '1200', changed: true });
    const changed = changedRows([...rows, { ...added, name: ' تکی ', minCount: '5.' }, newGridRow('new-2', 0)]);
    expect(changed.map(({ change }) => change)).toEqual([
      expect.objectContaining({ product: 3, name: 'تکی', minCount: '5', price: null }),
      expect.not.objectContaining({ product: expect.anything() }),
    ]);
    expect(changed[0]?.change).not.toHaveProperty('id');
  });

  it('puts the api errors of rows.{index} on the changed row of that index', () => {
    const changed = changedRows([newGridRow('new-1', 0), newGridRow('new-2', 0)]);
    expect(gridErrorsOf(changed, { 'rows.1.name': 'الزامی', 'rows.1.product': 'الزامی', _: 'x' })).toEqual({
      'new-2': { name: 'الزامی', product: 'الزامی' },
    });
  });

  it('edits the category, branch and currency with the product form pricing-row pickers, and sends them', () => {
    expect(pricingReferenceColumns.map((column) => [column.name, column.resource])).toEqual([
      ['category', 'category'],
      ['branch', 'branch'],
      ['currency', 'currency'],
    ]);
    const [row] = gridRowsOf([stored]);
    const edited = editGridRow(row!, { branch: 4, category: null, currency: 1 });
    expect(changedRows([edited])[0]?.change).toMatchObject({ id: 7, category: null, branch: 4, currency: 1 });
  });

  it('sends a removed stored row as a removal by its id, and drops a new row outright', () => {
    const rows = [...gridRowsOf([stored, { ...stored, id: 8 }]), newGridRow('new-1', 0)];
    const removed = removeGridRow(removeGridRow(rows, '7'), 'new-1');
    expect(removed.map((row) => [row.key, row.removed])).toEqual([
      ['7', true],
      ['8', false],
    ]);
    const changed = changedRows(removed);
    expect(changed.map(({ change }) => change)).toEqual([{ id: 7, removed: true }]);
    // The api's errors of a removal still land on its row.
    expect(gridErrorsOf(changed, { 'rows.0.id': 'نامعتبر' })).toEqual({ '7': { id: 'نامعتبر' } });
  });
});
