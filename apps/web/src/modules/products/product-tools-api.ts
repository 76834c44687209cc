import {
  messageBody,
  pricingGridRow,
  warehouseStock,
  type PricingGridRow,
  type WarehouseStock,
} from '@hesab/contract';
import { api, type QueryParams, type ResponseSchema } from '../../shared/api/client.ts';
import { pageOf, readFields, readText } from '../../shared/api/wire.ts';
import type { GridChange } from './pricing-grid-rows.ts';

/** Cached reads of the product screens; a save refreshes the product lists too (`resource products`). */
export const productToolKeys = {
  stock: (query: QueryParams) => ['products', 'entrepotList', query] as const,
  pricing: (page: number) => ['products', 'pricing', page] as const,
};

const stockPage = pageOf((value): WarehouseStock => warehouseStock.parse(value));

/** `GET products/entrepotList?product&entrepot&page&perPage`; `all` reads every row (the Excel export). */
export const fetchWarehouseStock = (query: QueryParams, all = false) =>
  api.get('products/entrepotList', stockPage, all ? { ...query, page: undefined, perPage: undefined, all: 'true' } : query);

const pricingPage = pageOf((value): PricingGridRow => pricingGridRow.parse(value));

/** `GET products/pricing?page`: 1,000 rows a page. */
export const fetchPricingGrid = (page: number) => api.get('products/pricing', pricingPage, { page });

/** `POST products/pricing {rows}`: the changed and removed rows, written together; a row without a product is the api's to refuse. */
export const savePricingGrid = (rows: readonly GridChange[]) => api.post('products/pricing', { rows }, messageBody);

/** What the quick-edit dialog edits; amounts as decimal strings. */
export interface QuickEditValues {
  barcode: string;
  price: string;
  taxPercent: string;
  discountPercent: string;
}

const quickEditReply: ResponseSchema<{ message: string }> = {
  parse: (answer) => ({ message: readText(readFields(answer, 'a quick edit').message) }),
};

/** `GET products?updateProduct=active&product&barcode&price&taxPercent&discountPercent`: the quick edit's save. */
export const saveQuickEdit = (product: number, values: Partial<QuickEditValues>) =>
  api.get('products', quickEditReply, { updateProduct: 'active', product, ...values });
