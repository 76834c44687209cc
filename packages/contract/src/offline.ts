import { z } from 'zod';
import { productTypes } from './resources/index.ts';

/*
 * The cashier's offline copy (spec 02 "Offline local database", issue 19): what the `GET getdetail?select=<read>` calls
 * of the offline fill answer, one schema per local table, so the web types its tables from the same shapes.
 */

/** Rows a page of the fill holds at most, and by default (spec 02 section 9: bulk fetch 100,000). */
export const offlinePageSize = 100_000;

/** `page` (from 1) and `count` (rows a page): the rows go in id order, so pages read one after another never overlap. */
export const offlinePageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(offlinePageSize).default(offlinePageSize),
});
export type OfflinePageQuery = z.infer<typeof offlinePageQuery>;

/** Ids as a query parameter: `ids=4,9,12`, at most 500. */
const idList = z
  .string()
  .regex(/^\d+(,\d+){0,499}$/, 'invalid-value')
  .transform((text) => text.split(',').map(Number));

/**
 * The products' reads take `formType`, product or service, as the product resource's types; both when none. The
 * products' own read also takes `ids`: only those products, for a till refreshing the stock a document moved.
 */
export const offlineBarcodeQuery = offlinePageQuery.extend({ formType: z.enum(productTypes).optional() });
export type OfflineBarcodeQuery = z.infer<typeof offlineBarcodeQuery>;
export const offlineProductQuery = offlineBarcodeQuery.extend({ ids: idList.optional() });
export type OfflineProductQuery = z.infer<typeof offlineProductQuery>;

/** `getPersonInfo&id`: one person. */
export const offlinePersonQuery = z.object({ id: z.coerce.number().int().positive() });

/** A page of rows and how many there are in all; a page past the last is empty. */
export function offlinePage<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() });
}
export interface OfflinePage<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}

const id = z.number().int();
const decimal = z.string();

/**
 * `getAllProductOffline`: an active product or service as the cashier sells it. `barcode` is its primary barcode,
 * `price` its fixed sell price, `count` its stock on hand over every warehouse in base units (null for a service).
 */
export const offlineProduct = z.object({
  id,
  type: z.enum(productTypes),
  name: z.string(),
  code: z.string(),
  barcode: z.string().nullable(),
  group_id: id.nullable(),
  unit: id.nullable(),
  price: decimal.nullable(),
  taxPercent: decimal,
  discount: decimal.nullable(),
  discountPercent: decimal.nullable(),
  count: decimal.nullable(),
});
export type OfflineProduct = z.infer<typeof offlineProduct>;

/** `getAllProductBarcodesOffline`: every barcode of the active products, the primary one first. */
export const offlineBarcode = z.object({ product_id: id, value: z.string() });
export type OfflineBarcode = z.infer<typeof offlineBarcode>;

/** `getAllPersonOffline` (the active persons) and `getPersonInfo`: `remain` is the balance, debits less credits. */
export const offlinePerson = z.object({
  id,
  name: z.string(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  remain: decimal,
});
export type OfflinePerson = z.infer<typeof offlinePerson>;
export const offlinePersonInfo = z.object({ data: offlinePerson });

/** `productIntegrator`: a product's code on a marketplace panel (its integrator tab's listings). */
export const offlineIntegrator = z.object({ id, product_id: id, value: z.string() });
export type OfflineIntegrator = z.infer<typeof offlineIntegrator>;

/** `productShortcut`: the cashier's shortcut pages. */
export const offlineShortcut = z.object({
  id,
  title: z.string(),
  to: z.string().nullable(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
});
export type OfflineShortcut = z.infer<typeof offlineShortcut>;

/** `productShortcutItems`: the products on the pages, by page and position. */
export const offlineShortcutItem = z.object({ id, page_id: id, product_id: id, position: z.number().int() });
export type OfflineShortcutItem = z.infer<typeof offlineShortcutItem>;

/**
 * `getAbrOffline`: the small lists a sale picks from, each as its resource names it, only what its picker offers
 * (the active ones; warehouses the member may use). Units beside the spec's four, so a product's `unit` reads offline.
 */
export const offlineLists = z.object({
  data: z.object({
    entrepot: z.array(z.object({ id, name: z.string(), code: z.string().nullable() })),
    branch: z.array(z.object({ id, text: z.string(), color: z.string().nullable() })),
    currency: z.array(z.object({ id, name: z.string(), symbol: z.string(), decimals: z.number().int(), rate: decimal, isDefault: z.boolean() })),
    productGroup: z.array(z.object({ id, name: z.string(), code: z.string().nullable() })),
    unit: z.array(z.object({ id, name: z.string() })),
  }),
});
export type OfflineLists = z.infer<typeof offlineLists>['data'];

/**
 * `getdetail?select=cashierAccounts`: the cash boxes and bank accounts (with their card terminals) the till may take
 * money into, read with the permission to sell (the till's own), not the treasury screens': the active ones among
 * those the member's financial access allows.
 */
export const cashierAccounts = z.object({
  data: z.object({
    cash: z.array(z.object({ id, name: z.string() })),
    bank: z.array(z.object({ id, name: z.string(), terminals: z.array(z.object({ name: z.string(), terminal: z.string() })) })),
  }),
});
export type CashierAccounts = z.infer<typeof cashierAccounts>['data'];
