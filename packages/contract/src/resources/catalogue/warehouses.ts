import { z } from 'zod';
import { isoDate } from '../../wire-values.ts';
import { defineResource } from '../definition.ts';

/** Warehouses (entrepot index, list, edit/{id?}): where stock is kept and moved from. */
export const entrepotResource = defineResource({
  name: 'entrepot',
  title: 'warehouses.title',
  itemTitle: 'warehouses.item',
  logType: 'entrepot',
  numberField: 'code',
  fields: [
    { name: 'name', type: 'text', label: 'fields.name', required: true, list: true, sortable: true, searchable: true },
    { name: 'code', type: 'code', label: 'fields.code', list: true, sortable: true, searchable: true, maxLength: 30 },
    { name: 'branch', type: 'reference', resource: 'branch', label: 'warehouses.branch', list: true, filterable: true },
    { name: 'address', type: 'textarea', label: 'warehouses.address', maxLength: 500 },
    { name: 'storekeeper', type: 'reference', resource: 'customer', label: 'warehouses.storekeeper', list: true },
    { name: 'status', type: 'status', label: 'fields.status', list: true, filterable: true },
  ],
  permissions: { view: 'EntrepotList', create: 'Entrepot', edit: 'Entrepot', remove: null },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'EntrepotList', edit: 'Entrepot' },
});

/** Units of measure a product is counted in (piece, box, kg): a list of their own, and made from the product form's picker. */
export const unitResource = defineResource({
  name: 'unit',
  title: 'warehouses.units',
  itemTitle: 'warehouses.unit',
  logType: 'unit',
  fields: [
    { name: 'name', type: 'text', label: 'fields.name', required: true, list: true, sortable: true, searchable: true },
    { name: 'status', type: 'status', label: 'fields.status', list: true, filterable: true },
  ],
  permissions: { view: 'member', create: 'Product', edit: 'Product', remove: null },
  defaultSort: { field: 'name', order: 'asc' },
  routes: { list: 'UnitList' },
});

/** A product's stock in one warehouse, in base units (`GET products/entrepotList`). */
export const warehouseStock = z.object({
  product: z.number().int(),
  product_label: z.string(),
  code: z.string().nullable(),
  entrepot: z.number().int(),
  entrepot_label: z.string(),
  stock: z.string(),
});
export type WarehouseStock = z.infer<typeof warehouseStock>;

/**
 * `GET products/entrepotList` and `GET entrepot/stock` `?date&product&entrepot&page&perPage&all`: stock per product and
 * warehouse at the end of a date (after every movement when none), in base units (product/entrepotList/{id?}).
 */
export const warehouseStockQuery = z.object({
  date: isoDate.optional(),
  product: z.coerce.number().int().positive().optional(),
  entrepot: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
  /** every row on one page: the Excel export of all rows */
  all: z.enum(['true', 'false']).optional(),
});
export type WarehouseStockQuery = z.infer<typeof warehouseStockQuery>;
