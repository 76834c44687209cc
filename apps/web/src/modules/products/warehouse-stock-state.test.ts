import { describe, expect, it } from 'vitest';
import { readWarehouseStockState, warehouseStockPath, warehouseStockQuery, writeWarehouseStockParams } from './warehouse-stock-state.ts';

describe('the stock per warehouse screen state', () => {
  it('reads the product from the path and the rest from the query, malformed values as defaults', () => {
    const state = readWarehouseStockState('12', new URLSearchParams('entrepot=3&page=2&perPage=50'));
    expect(state).toEqual({ product: 12, entrepot: 3, page: 2, perPage: 50 });
    expect(readWarehouseStockState('x', new URLSearchParams('entrepot=-1&page=0&perPage=7'))).toEqual({
      product: undefined,
      entrepot: undefined,
      page: 1,
      perPage: 25,
    });
    expect(warehouseStockQuery(state)).toEqual({ product: 12, entrepot: 3, page: 2, perPage: 50 });
  });

  it('writes the query without defaults and the path with the product', () => {
    expect(writeWarehouseStockParams({ page: 1, perPage: 25 }).toString()).toBe('');
    expect(writeWarehouseStockParams({ entrepot: 3, page: 2, perPage: 25 }).toString()).toBe('entrepot=3&page=2');
    expect(warehouseStockPath(12)).toBe('/product/entrepotList/12');
    expect(warehouseStockPath()).toBe('/product/entrepotList');
  });
});
