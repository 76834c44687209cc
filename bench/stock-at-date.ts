// npm run bench:stock — a page of the stock per product and warehouse at a date (`GET entrepot/stock`, the function
// the route calls) over BENCH_STOCK_MOVEMENTS (default 1,000,000) stock movements of one business: BENCH_PRODUCTS
// (default 2,000) products in 5 warehouses over the bench's three years, written by SQL (the places stock moved
// between filled by the table's trigger, as for every write). The first page at the year's middle and at its end,
// one warehouse's, one product's, and a page far in; beside each, in the same run, the same page of a business of
// 1,000 movements (all the page's work but the size). Median of 15 reads after one. PostgreSQL only
// (BENCH_ENGINES=pglite,postgres adds PGlite). Prints figures; asserts nothing.
import { sql } from 'drizzle-orm';
import type { Connection } from '@hesab/db';
import type { WarehouseStockQuery } from '@hesab/contract';
import { warehouseStockPage } from '../apps/api/src/modules/inventory/index.ts';
import { appRegistry, recordMaker } from './documents.ts';
import { medianRead } from './reads.ts';
import { benchBusiness, days, isoDay, onEachEngine } from './posting.ts';

const size = Number(process.env.BENCH_STOCK_MOVEMENTS ?? 1_000_000);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const warehouseCount = 5;
const repeats = 15;

const timed = (read: () => Promise<unknown>) => medianRead(read, repeats);

/** `count` movements over the products and warehouses and the bench's days: receipts mostly, every third an issue. */
async function seed(connection: Connection, businessId: number, count: number, products: readonly number[], warehouses: readonly number[]) {
  const ids = (values: readonly number[]) => sql.raw(`array[${values.join(',')}]::bigint[]`);
  const batch = 200_000;
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    await connection.db.execute(sql`
      insert into stock_movement (business_id, product_id, entrepot_id, date, quantity, unit_cost, source_kind, source_id, line_no)
      select ${businessId}, (${ids(products)})[1 + n % ${products.length}], (${ids(warehouses)})[1 + (n / ${products.length}) % ${warehouses.length}],
        (${isoDay(0)}::date + (n::bigint * ${days} / ${count})::int), case when n % 3 = 2 then -1 else 2 end, 1000, 'bench', n, 1
      from generate_series(${from}::int, ${to}::int) n`);
  }
  await connection.db.execute(sql`analyze stock_movement`);
  await connection.db.execute(sql`analyze stock_place`);
}

async function bench(name: string, connection: Connection): Promise<void> {
  const registry = await appRegistry(connection);
  const businesses = [];
  for (const [label, count] of [['large', size] as const, ['baseline', 1_000] as const]) {
    const { businessId, actor } = await benchBusiness(connection, `stock-${label}-${name}`);
    const make = recordMaker(connection, registry, actor, connection.engine === 'pglite' ? 1 : 8);
    const products = await make('products', Math.min(productCount, count), (i) => ({ name: `کالا ${i + 1}`, taxPercent: '0' }));
    const warehouses = await make('entrepot', warehouseCount, (i) => ({ name: `انبار ${i + 1}` }));
    const start = Date.now();
    await seed(connection, businessId, count, products.map((product) => product.id), warehouses.map((warehouse) => warehouse.id));
    if (label === 'large') console.log(`${name}: ${count.toLocaleString('en')} movements written in ${((Date.now() - start) / 1000).toFixed(1)} s`);
    businesses.push({ businessId, product: products[0]?.id ?? 0, warehouse: warehouses[0]?.id ?? 0 });
  }
  const middle = isoDay(Math.floor(days / 2));
  const pages: [string, (place: { product: number; warehouse: number }) => Partial<WarehouseStockQuery>][] = [
    ['first page (25) at the middle of the years', () => ({ date: middle })],
    ['first page at the end, every movement', () => ({})],
    ["one warehouse's, at the middle", (place) => ({ date: middle, entrepot: place.warehouse })],
    ["one product's, at the middle", (place) => ({ date: middle, product: place.product })],
    ['page 300, at the middle', () => ({ date: middle, page: 300 })],
  ];
  console.log(`${name}, median of ${repeats}: ${size.toLocaleString('en')} movements | baseline of 1,000`);
  for (const [label, query] of pages) {
    const figures = [];
    for (const { businessId, product, warehouse } of businesses) {
      figures.push(await timed(() => warehouseStockPage(connection.db, businessId, { page: 1, perPage: 25, ...query({ product, warehouse }) }, null)));
    }
    console.log(`  ${label}: ${figures.map((ms) => `${ms.toFixed(1)} ms`).join(' | ')}`);
  }
}

process.env.BENCH_ENGINES ??= 'postgres';
await onEachEngine(async (name, connection) => bench(name, connection));
