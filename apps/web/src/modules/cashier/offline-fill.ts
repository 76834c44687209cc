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
  type OfflinePage,
} from '@hesab/contract';
import type { Table } from 'dexie';
import type { z } from 'zod';
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
  const paged = <T extends z.ZodType>(table: string, select: string, row: T) =>
    readAll(select, row, (loaded, total) => onProgress({ table, loaded, total }));
  const products = await paged('products', 'getAllProductOffline', offlineProduct);
  const barcodes = await paged('productBarcodes', 'getAllProductBarcodesOffline', offlineBarcode);
  const persons = await paged('person', 'getAllPersonOffline', offlinePerson);
  const integrators = await paged('productIntegrator', 'productIntegrator', offlineIntegrator);
  const shortcuts = await paged('productShortcut', 'productShortcut', offlineShortcut);
  const shortcutItems = await paged('productShortcutItems', 'productShortcutItems', offlineShortcutItem);
  const lists = (await api.get('getdetail', offlineLists, { select: 'getAbrOffline' })).data;
  onProgress({ table: 'saving', loaded: 0, total: products.length });
  await replace(database, database.products, products);
  await replace(
    database,
    database.productBarcodes,
    barcodes.map((barcode) => ({ ...barcode, key: `${String(barcode.product_id)} ${barcode.value}` })),
  );
  await replace(database, database.person, persons);
  await replace(database, database.productIntegrator, integrators);
  await replace(database, database.productShortcut, shortcuts);
  await replace(database, database.productShortcutItems, shortcutItems);
  await replace(database, database.entrepot, lists.entrepot);
  await replace(database, database.branch, lists.branch);
  await replace(database, database.currency, lists.currency);
  await replace(database, database.productGroup, lists.productGroup);
  await replace(database, database.unit, lists.unit);
  await database.flags.bulkPut([
    { key: 'dbCreated', value: 'active' },
    { key: 'filledAt', value: String(Date.now()) },
  ]);
}

/** Whether the copy has been made once (the spec's `dbCreated=active`). */
export async function copyMade(database: CashierDatabase): Promise<boolean> {
  return (await database.flags.get('dbCreated'))?.value === 'active';
}
