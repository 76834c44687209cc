import type { QueryParams } from '../../shared/api/client.ts';
import { isPerPage, type PerPage } from '../../shared/resources/list-state.ts';

/** product/entrepotList/{id?}: the product is the path's id; the page and the warehouse are kept in the query. */
export interface WarehouseStockState {
  product?: number;
  entrepot?: number;
  page: number;
  perPage: PerPage;
}

const defaultPerPage: PerPage = 25;

function positiveId(text: string | null | undefined): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The state from the path's id and the query; anything malformed falls back to its default. */
export function readWarehouseStockState(id: string | undefined, params: URLSearchParams): WarehouseStockState {
  const perPage = Number(params.get('perPage'));
  return {
    product: positiveId(id),
    entrepot: positiveId(params.get('entrepot')),
    page: positiveId(params.get('page')) ?? 1,
    perPage: isPerPage(perPage) ? perPage : defaultPerPage,
  };
}

/** The query part of the state, defaults left out. */
export function writeWarehouseStockParams(state: WarehouseStockState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.entrepot !== undefined) params.set('entrepot', String(state.entrepot));
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== defaultPerPage) params.set('perPage', String(state.perPage));
  return params;
}

/** The path of the screen for a product, or for every product. */
export function warehouseStockPath(product?: number): string {
  return product === undefined ? '/product/entrepotList' : `/product/entrepotList/${String(product)}`;
}

/** `GET products/entrepotList`'s query for the state. */
export function warehouseStockQuery(state: WarehouseStockState): QueryParams {
  return { product: state.product, entrepot: state.entrepot, page: state.page, perPage: state.perPage };
}
