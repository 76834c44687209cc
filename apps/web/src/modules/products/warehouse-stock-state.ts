import type { QueryParams } from '../../shared/api/client.ts';
import {
  isoDate,
  listParams,
  pageParam,
  param,
  perPageParam,
  positiveInt,
  type ListParams,
  type PerPage,
} from '../../shared/lists/list-params.ts';

/**
 * product/entrepotList/{id?}: the product is the path's id; the date the stock is at (after every movement when
 * none), the page and the warehouse are kept in the query.
 */
export interface WarehouseStockState {
  product?: number;
  date?: string;
  entrepot?: number;
  page: number;
  perPage: PerPage;
}

/** The query's part of the state: `date`, `entrepot`, `page` and `perPage` (25 unless chosen); anything malformed is the default. */
export const warehouseStockParams: ListParams<Omit<WarehouseStockState, 'product'>> = listParams(
  param('date', isoDate),
  param('entrepot', positiveInt(undefined)),
  pageParam,
  perPageParam(25),
);

/** The product the path names, if its id is one. */
export function productOfPath(id: string | undefined): number | undefined {
  return positiveInt(undefined).read(id ?? null);
}

/** The path of the screen for a product, or for every product. */
export function warehouseStockPath(product?: number): string {
  return product === undefined ? '/product/entrepotList' : `/product/entrepotList/${String(product)}`;
}

/** `GET products/entrepotList`'s query for the state. */
export function warehouseStockQuery(state: WarehouseStockState): QueryParams {
  return { date: state.date, product: state.product, entrepot: state.entrepot, page: state.page, perPage: state.perPage };
}
