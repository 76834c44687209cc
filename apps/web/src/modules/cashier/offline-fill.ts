import {
  offlineBarcode,
  offlineIntegrator,
  offlineLists,
  offlinePage,
  offlinePageSize,
  offlinePerson,
  offlineProduct,
  offlineShortcut,
  offlineShortcutItem,
  type OfflineBarcode,
  type OfflinePage,
  type OfflineProduct,
} from '@hesab/contract';
import type { Table } from 'dexie';
import { z } from 'zod';
import { api } from '../../shared/api/client.ts';
import type { CashierDatabase } from './local-database.ts';

/** How far a fill has come: the table being read and the rows of it read so far. */
export interface FillProgress {
  table: string;
  loaded: number;
  total: number;
}

/** Reads every page of a paged offline read (spec 02 section 9: up to 100,000 rows a page). */
async function readAll<T extends z.ZodType>(select: string, row: T, onPage: (loaded: number, total: number) => void): Promise<z.infer<T>[]> {
  const schema = offlinePage(row);
  const rows: z.infer<T>[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await api.get('getdetail', schema, { select, page, count: offlinePageSize })) as OfflinePage<z.infer<T>>;
    rows.push(...answer.data);
    onPage(rows.length, answer.total);
    if (page >= answer.last_page) return rows;
  }
}

/**
 * The barcodes beside each product's own: the product's is found through the products' index, so most shops, whose
 * products have one barcode, keep next to nothing here.
 */
function otherBarcodes(products: readonly OfflineProduct[], barcodes: readonly OfflineBarcode[]) {
  const own = new Map(products.map((product) => [product.id, product.barcode]));
  return barcodes
    .filter((barcode) => own.get(barcode.product_id) !== barcode.value)
    .map((barcode) => ({ ...barcode, key: `${String(barcode.product_id)} ${barcode.value}` }));
}

/** Replaces a table's rows at once: a reader sees the old copy or the new, never half of each. */
async function replace<T>(database: CashierDatabase, table: Table<T>, rows: readonly T[]): Promise<void> {
  await database.transaction('rw', table, async () => {
    await table.clear();
    await table.bulkPut(rows);
  });
}

/**
 * Fills (or refreshes) the cashier's copy from the offline reads (spec 02 "Offline local database"), read all before
 * anything is replaced so a fill cut short by the network leaves the last copy whole. Then flags it made.
 */
export async function fillCashierCopy(database: CashierDatabase, onProgress: (progress: FillProgress) => void): Promise<void> {
  const loaded = new Map<string, { loaded: number; total: number }>();
  // The reads run side by side; the progress is of them all.
  const paged = <T extends z.ZodType>(table: string, select: string, row: T) =>
    readAll(select, row, (count, total) => {
      loaded.set(table, { loaded: count, total });
      const all = [...loaded.values()];
      onProgress({ table, loaded: all.reduce((sum, each) => sum + each.loaded, 0), total: all.reduce((sum, each) => sum + each.total, 0) });
    });
  const [products, barcodes, persons, integrators, shortcuts, shortcutItems, lists] = await Promise.all([
    paged('products', 'getAllProductOffline', offlineProduct),
    paged('productBarcodes', 'getAllProductBarcodesOffline', offlineBarcode),
    paged('person', 'getAllPersonOffline', offlinePerson),
    paged('productIntegrator', 'productIntegrator', offlineIntegrator),
    paged('productShortcut', 'productShortcut', offlineShortcut),
    paged('productShortcutItems', 'productShortcutItems', offlineShortcutItem),
    api.get('getdetail', offlineLists, { select: 'getAbrOffline' }).then((answer) => answer.data),
  ]);
  onProgress({ table: 'saving', loaded: 0, total: products.length });
  // Each table in a transaction of its own, so IndexedDB writes them side by side.
  await Promise.all([
    replace(database, database.products, products),
    replace(database, database.productBarcodes, otherBarcodes(products, barcodes)),
    replace(database, database.person, persons),
    replace(database, database.productIntegrator, integrators),
    replace(database, database.productShortcut, shortcuts),
    replace(database, database.productShortcutItems, shortcutItems),
    replace(database, database.entrepot, lists.entrepot),
    replace(database, database.branch, lists.branch),
    replace(database, database.currency, lists.currency),
    replace(database, database.productGroup, lists.productGroup),
    replace(database, database.unit, lists.unit),
  ]);
  await database.flags.bulkPut([
    { key: 'dbCreated', value: 'active' },
    { key: 'filledAt', value: String(Date.now()) },
  ]);
}

/** Whether the copy has been made once (the spec's `dbCreated=active`). */
export async function copyMade(database: CashierDatabase): Promise<boolean> {
  return (await database.flags.get('dbCreated'))?.value === 'active';
}

/** A document as far as the stock it moved goes: the products its lines name (a production's made one too). */
const movedProducts = z.looseObject({}).transform((document) =>
  Object.values(document).flatMap((value) =>
    Array.isArray(value)
      ? value.flatMap((line: unknown) => {
          if (typeof line !== 'object' || line === null) return [];
          const { product, to_product: made } = line as Record<string, unknown>;
          return [product, made].filter((id): id is number => typeof id === 'number');
        })
      : [],
  ),
);

/**
 * Refreshes the stock of the products a document moved (`kind`, `id`: a business event), read from the server
 * for those products alone, so the till's stock follows sales at other tills and goods received without a refill.
 */
export async function refreshMovedStock(database: CashierDatabase, kind: string, id: number): Promise<void> {
  const products = [...new Set(await api.get(`${kind}/${String(id)}/edit`, movedProducts))];
  if (products.length === 0) return;
  const page = await api.get('getdetail', offlinePage(offlineProduct), { select: 'getAllProductOffline', ids: products.slice(0, 500).join(','), count: 500 });
  await database.products.bulkPut(page.data);
}
