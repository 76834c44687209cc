import { describe, expect, it } from 'vitest';
import { productOfPath, warehouseStockParams, warehouseStockPath, warehouseStockQuery } from './warehouse-stock-state.ts';

describe('the stock per warehouse screen state', () => {
  it('reads the product from the path and the rest from the query, malformed values as defaults', () => {
    const state = { product: productOfPath('12'), ...warehouseStockParams.read(new URLSearchParams('entrepot=3&page=2&perPage=50')) };
    expect(state).toEqual({ product: 12, entrepot: 3, page: 2, perPage: 50 });
    expect(productOfPath('x')).toBeUndefined();
    expect(productOfPath(undefined)).toBeUndefined();
    expect(warehouseStockParams.read(new URLSearchParams('entrepot=-1&page=0&perPage=7'))).toEqual({
      entrepot: undefined,
      page: 1,
      perPage: 25,
    });
    expect(warehouseStockQuery(state)).toEqual({ product: 12, entrepot: 3, page: 2, perPage: 50 });
  });

  it('writes the query without defaults and the path with the product', () => {
    expect(warehouseStockParams.write({ page: 1, perPage: 25 }).toString()).toBe('');
    expect(warehouseStockParams.write({ entrepot: 3, page: 2, perPage: 25 }).toString()).toBe('entrepot=3&page=2');
    expect(warehouseStockPath(12)).toBe('/product/entrepotList/12');
    expect(warehouseStockPath()).toBe('/product/entrepotList');
  });
});
