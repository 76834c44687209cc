// npm run bench:cashier — issue 19's till in Chromium, against the real server: filling the cashier's local copy
// (IndexedDB) with BENCH_PRODUCTS products (default 100,000) and their barcodes (two each), beside the baseline of
// the same offline reads fetched by node alone (server and wire, no browser); then a barcode looked up in the copy
// (IndexedDB's own index, as the till does it), a scanned code to its line on screen beside the bare round trip of
// the driver, and a sale from F9 to the counter ready for the next. Needs the built web app (`npm run build:web`).
// BENCH_ENGINES as the other benches. Prints figures; asserts nothing.
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { offlinePageSize } from '@hesab/contract';
import type { Connection } from '@hesab/db';
import { buildApp } from '../apps/api/src/app.ts';
import { createBusiness } from '../apps/api/src/modules/onboarding/index.ts';
import { onEachEngine } from './posting.ts';

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const webRoot = resolve(import.meta.dirname, '..', process.env.WEB_ROOT ?? 'apps/web/dist');
const barcodeOf = (n: number) => `62${String(n).padStart(11, '0')}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Times `work` `times` times, answering the median. */
async function medianOf(times: number, work: () => Promise<unknown>): Promise<number> {
  const taken: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await work();
    taken.push(performance.now() - start);
  }
  return median(taken);
}

/**
 * Looks codes up in the copy as the till does: the products' barcode index, else the other barcodes' value index and
 * the product. Timed in the page, written as the page's own script: the bench compiles without the browser's types.
 */
function lookUpInPage(page: Page, database: string, codes: string[]): Promise<number[]> {
  return page.evaluate(`(async (name, wanted) => {
    const db = await new Promise((done, fail) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => done(open.result);
      open.onerror = () => fail(open.error);
    });
    const read = (request) => new Promise((done, fail) => { request.onsuccess = () => done(request.result); request.onerror = () => fail(request.error); });
    const taken = [];
    for (const code of wanted) {
      const start = performance.now();
      const tx = db.transaction(['productBarcodes', 'products']);
      let product = await read(tx.objectStore('products').index('barcode').get(code));
      if (!product) {
        const other = await read(tx.objectStore('productBarcodes').index('value').get(code));
        if (!other) throw new Error(code + ' is not in the copy');
        product = await read(tx.objectStore('products').get(other.product_id));
      }
      taken.push(performance.now() - start);
    }
    db.close();
    return taken;
  })(${JSON.stringify(database)}, ${JSON.stringify(codes)})`);
}

async function bench(name: string, connection: Connection): Promise<void> {
  const owner = { username: `bench-till-${Date.now()}`, name: 'bench', password: 'bench-password-1' };
  const { businessId, ownerId } = await connection.db.transaction((tx) => createBusiness(tx, { name: 'bench', today: new Date().toISOString().slice(0, 10), owner }));
  await connection.db.execute(sql`
    insert into product (business_id, type, name, code, barcode, price, tax_percent, barcodes)
    select ${businessId}, 'product', 'کالای آزمایشی ' || n, 'P' || n, '62' || lpad(n::text, 11, '0'), (n % 1000 + 1) * 1000, 9,
           jsonb_build_array(jsonb_build_object('value', '72' || lpad(n::text, 11, '0')))
    from generate_series(1, ${products}) as n`);
  const { server } = await buildApp({ db: connection.db, logLevel: 'warn', webRoot });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(owner) });
  const session = (await login.json()) as { token: string; businesses: { key: string }[] };
  const appKey = session.businesses[0]?.key ?? '';
  const headers = { authorization: `Bearer ${session.token}`, domain: appKey };
  const post = async (path: string, body: unknown) =>
    ((await (await fetch(`${base}/api/v1/${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: { id: number } }).data.id;
  const entrepot = await post('entrepot', { name: 'انبار فروشگاه' });
  const person = await post('customer', { firstname: 'مشتری پیشخوان' });
  const cash = await post('cash', { name: 'صندوق' });

  // Baseline: the products' and barcodes' pages read by node, as the till reads them, without a browser.
  const fetchStart = performance.now();
  for (const select of ['getAllProductOffline', 'getAllProductBarcodesOffline']) {
    for (let page = 1; ; page++) {
      const answer = (await (await fetch(`${base}/api/v1/getdetail?select=${select}&page=${page}&count=${offlinePageSize}`, { headers })).json()) as { last_page: number };
      if (page >= answer.last_page) break;
    }
  }
  const fetched = performance.now() - fetchStart;

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const setup = { [appKey]: { entrepot, person, cash, bank: null, terminal: null } };
    await context.addInitScript({
      content: `localStorage.setItem('token', ${JSON.stringify(session.token)}); localStorage.setItem('appKey', ${JSON.stringify(appKey)}); localStorage.setItem('cashierSetup', ${JSON.stringify(JSON.stringify(setup))});`,
    });
    const page = await context.newPage();
    const fillStart = performance.now();
    await page.goto(`${base}/sell/indexCasher`);
    await page.getByTestId('cashier-filling').waitFor({ state: 'visible' });
    // The progress says when the reads are in and the writing to IndexedDB begins.
    await page.getByText('در حال ذخیره روی دستگاه').waitFor({ timeout: 600_000 });
    const read = performance.now() - fillStart;
    await page.getByTestId('cashier-filling').waitFor({ state: 'hidden', timeout: 600_000 });
    const filled = performance.now() - fillStart;
    console.log(
      `${name}: ${products.toLocaleString('en')} products and ${(2 * products).toLocaleString('en')} barcodes into the browser's copy in ${(filled / 1000).toFixed(1)} s (read in ${(read / 1000).toFixed(1)} s, written in ${((filled - read) / 1000).toFixed(1)} s); the same reads by node alone ${(fetched / 1000).toFixed(1)} s`,
    );

    const codes = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? barcodeOf(1 + ((i * 7919) % products)) : `72${String(1 + ((i * 104729) % products)).padStart(11, '0')}`));
    const lookups = await lookUpInPage(page, `hesab-cashier-${appKey}-${String(ownerId)}`, codes);
    const [first = 0, ...warm] = lookups;
    const p95 = [...warm].sort((a, b) => a - b)[Math.floor(warm.length * 0.95)] ?? 0;
    console.log(`${name}: a barcode looked up in the copy: median ${ms(median(warm))}, p95 ${ms(p95)} (199 codes); the first, opening the database, ${ms(first)}`);

    // The till's own path, through the driver: a code typed and Enter to its line on screen, beside the driver's
    // bare round trip (typing into the same box and reading it back).
    const scanBox = page.getByTestId('cashier-scan');
    const roundTrip = await medianOf(20, async () => {
      await scanBox.fill('1');
      await scanBox.inputValue();
    });
    let lines = 0;
    const scanned = await medianOf(20, async () => {
      await scanBox.fill(barcodeOf(1 + ((lines * 4001) % products)));
      await scanBox.press('Enter');
      lines += 1;
      await page.getByTestId('cashier-line').nth(lines - 1).waitFor();
    });
    console.log(`${name}: a scanned code to its line on screen: median ${ms(scanned)}, the driver's bare round trip ${ms(roundTrip)}`);

    // A sale settled in cash, F9 to the counter empty and ready, kept on the device (offline: no upload in the way).
    await context.setOffline(true);
    const settled: number[] = [];
    for (let sale = 0; sale < 10; sale++) {
      if ((await page.getByTestId('cashier-line').count()) === 0) {
        await scanBox.fill(barcodeOf(17 + sale));
        await scanBox.press('Enter');
        await page.getByTestId('cashier-line').first().waitFor();
      }
      const start = performance.now();
      await page.keyboard.press('F9');
      await page.getByTestId('cashier-confirm').waitFor();
      await page.keyboard.press('Enter');
      await page.getByTestId('cashier-empty').waitFor();
      settled.push(performance.now() - start);
    }
    console.log(`${name}: a sale from F9 to paid and ready: median ${ms(median(settled))} (10 sales; the driver's bare round trip above is in it three times)`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await onEachEngine(bench);
