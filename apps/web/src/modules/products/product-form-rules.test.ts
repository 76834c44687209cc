import { describe, expect, it } from 'vitest';
import { listAfterSave, productFieldState, productImplied, productSettled } from './product-form-rules.ts';
import { productListKind } from './product-kinds.ts';

const warnings: string[] = [];
const viewer = { isMainYear: true, isPhone: false, decimals: 0, warn: (key: string) => warnings.push(key) };
const creating = { editing: false, audience: null };
const state = productFieldState(viewer);
const implied = productImplied(viewer);
const [fromTaxInclusive, stockRows] = productSettled(viewer);

describe('the product form rules (spec 01 sections 2, 4 and 5)', () => {
  it('hides the product-only panels of a service and the wages percents outside kind 112', () => {
    for (const name of ['barcodes', 'length', 'units', 'initial_stocks']) {
      expect(state(name, { type: 'service' }, creating).hidden).toBe(true);
      expect(state(name, { type: 'product' }, creating).hidden).toBeFalsy();
    }
    expect(state('profitPercent', { kind: 5 }, creating)).toEqual({ hidden: true });
    expect(state('profitPercent', { kind: 112 }, creating)).toEqual({ hidden: false });
  });

  it('offers initial stock only in the main year, editable while the server says so', () => {
    expect(productFieldState({ ...viewer, isMainYear: false })('initial_stocks', {}, creating).hidden).toBe(true);
    const editing = (editable: boolean) => ({ editing: true, audience: null, record: { id: 1, initial: { editable, rows: [] } } });
    expect(state('initial_stocks', {}, editing(true)).disabled).toBe(false);
    expect(state('initial_stocks', {}, editing(false)).disabled).toBe(true);
    expect(productFieldState({ ...viewer, isPhone: true })('customFields', {}, creating)).toEqual({ hidden: true });
  });

  it('derives the tax-inclusive price from the price at once, and the price from it after the pause', () => {
    expect(implied('price', { price: '1000', taxPercent: '9' }, {})).toEqual({ priceWithTax: '1090' });
    expect(implied('taxPercent', { price: '1000', taxPercent: '' }, {})).toEqual({ priceWithTax: '1000' });
    expect(fromTaxInclusive?.fields).toEqual(['priceWithTax']);
    expect(fromTaxInclusive?.delayMs).toBe(1000);
    expect(fromTaxInclusive?.implied('priceWithTax', { priceWithTax: '1090', taxPercent: '9' }, {})).toEqual({ price: '1000' });
  });

  it('keeps one default unit: the row just made default takes it', () => {
    const previous = { units: [{ unit: 1, default: true }, { unit: 2, default: false }] };
    const values = { units: [{ unit: 1, default: true }, { unit: 2, default: true }] };
    expect(implied('units', values, previous)).toEqual({ units: [{ unit: 1, default: false }, { unit: 2, default: true }] });
  });

  it('clears a repeated warehouse with selectedWarehouseIsdDuplicate and clamps a negative count to 0', () => {
    const previous = { initial_stocks: [{ entrepot: 1, stock: '5' }, { entrepot: null, stock: '' }] };
    const values = { initial_stocks: [{ entrepot: 1, stock: '5' }, { entrepot: 1, stock: '' }] };
    expect(stockRows?.implied('initial_stocks', values, previous)).toEqual({
      initial_stocks: [{ entrepot: 1, stock: '5' }, { entrepot: null, stock: '' }],
    });
    expect(warnings).toEqual(['selectedWarehouseIsdDuplicate']);
    const negative = { initial_stocks: [{ entrepot: 1, stock: '-2' }] };
    expect(stockRows?.implied('initial_stocks', negative, negative)).toEqual({ initial_stocks: [{ entrepot: 1, stock: '0' }] });
  });

  it('returns to the list of its type, each list a form of its own type', () => {
    expect(listAfterSave({ type: 'service' })).toBe('/service/list');
    expect(listAfterSave({ type: 'product' })).toBe('/product/list');
    expect(productListKind('/service/list').formPath?.('7')).toBe('/service/edit/7');
    expect(productListKind('/product/list').formPath?.()).toBe('/product/new');
  });
});
