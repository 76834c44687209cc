import { expect, type Page } from '@playwright/test';
import type { apiOf } from './api.ts';

/* The cashier's till as the browser tests drive it (issue 19): its goods and accounts, its setup, a scan, a sale. */

export interface ListOf<T> {
  data: T[];
  total?: number;
}

/** Chooses an option of an MUI select by its text. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).locator('..').click();
  await page.getByRole('option', { name: option }).click();
}

/** A code scanned as a keyboard-wedge scanner types it: the digits, then Enter. */
export async function scan(page: Page, code: string) {
  await page.getByTestId('cashier-scan').fill(code);
  await page.keyboard.press('Enter');
}

/**
 * Settles the counter's sale in cash for what is due: F9, then Enter; and, as a cashier does, waits for its receipt
 * (none for a sale the server refuses at once). Printing takes the focus for a moment, and Chromium may drop keys
 * typed meanwhile, so the next scan waits for it.
 */
export async function settleInCash(page: Page, { receipt = true } = {}) {
  await expect(page.getByTestId('cashier-line').first()).toBeVisible();
  const printed = Number(await page.getByTestId('cashier').getAttribute('data-printed'));
  await page.keyboard.press('F9');
  await expect(page.getByTestId('cashier-payment')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cashier-payment')).toBeHidden();
  await expect(page.getByTestId('cashier-empty')).toBeVisible();
  if (receipt) await expect(page.getByTestId('cashier')).toHaveAttribute('data-printed', String(printed + 1));
}

export type Api = Awaited<ReturnType<typeof apiOf>>;

/** What a till sells in these tests: a product with ten in stock, one with a single one, and the till's accounts. */
export async function stockTill(api: Api, tag: string) {
  const warehouse = `انبار صندوق ${tag}`;
  const entrepot = (await api.post<{ data: { id: number } }>('entrepot', { name: warehouse })).data;
  const supplier = (await api.post<{ data: { id: number } }>('customer', { firstname: `تامین‌کننده صندوق ${tag}` })).data;
  const walkIn = `مشتری پیشخوان ${tag}`;
  await api.post('customer', { firstname: walkIn });
  const cashBox = `صندوق پیشخوان ${tag}`;
  await api.post('cash', { name: cashBox });
  const bankName = `بانک پیشخوان ${tag}`;
  const bank = (await api.post<{ data: { id: number } }>('bank', { name: bankName, terminals: [{ name: 'کارتخوان ۱', terminal: '44120001' }] })).data;
  const water = { name: `آب معدنی ${tag}`, barcode: `627${tag.slice(-10)}` };
  const scarce = { name: `کالای کمیاب ${tag}`, barcode: `628${tag.slice(-10)}` };
  const waterId = (await api.post<{ data: { id: number } }>('products', { type: 'product', name: water.name, price: '25000', taxPercent: '0', barcode: water.barcode })).data.id;
  const scarceId = (await api.post<{ data: { id: number } }>('products', { type: 'product', name: scarce.name, price: '90000', taxPercent: '0', barcode: scarce.barcode })).data.id;
  await api.post('invoice', {
    type: 'purchase',
    date: new Date().toISOString().slice(0, 10),
    entrepot: entrepot.id,
    person: supplier.id,
    rows: [
      { product: waterId, count: '10', fee: '15000' },
      { product: scarceId, count: '1', fee: '60000' },
    ],
  });
  const stockOf = async (product: number) =>
    (await api.get<ListOf<{ entrepot: number; stock: string }>>(`products/entrepotList?product=${product}`)).data.find((row) => row.entrepot === entrepot.id)?.stock;
  const sales = async () => (await api.get<ListOf<unknown>>('invoice?type=sell')).total ?? 0;
  return { warehouse, entrepot: entrepot.id, supplier: supplier.id, walkIn, cashBox, bankName, bank: bank.id, water: { ...water, id: waterId }, scarce: { ...scarce, id: scarceId }, stockOf, sales };
}

/** Opens the cashier at `origin`, waits for its local copy, and sets the till up: warehouse, walk-in customer, cash box. */
export async function setUpTill(page: Page, origin: string, till: Awaited<ReturnType<typeof stockTill>>) {
  await page.goto(`${origin}/sell/indexCasher`);
  await expect(page.getByTestId('cashier')).toBeVisible();
  await expect(page.getByTestId('cashier-filling')).toBeHidden({ timeout: 30_000 });
  await page.getByTestId('cashier-settings').click();
  await choose(page, 'cashier-setup-entrepot', till.warehouse);
  await page.locator('input[name="cashier-setup-person"]').fill(till.walkIn);
  await page.getByRole('option', { name: till.walkIn }).click();
  await choose(page, 'cashier-setup-cash', till.cashBox);
  await choose(page, 'cashier-setup-bank', till.bankName);
  await choose(page, 'cashier-setup-terminal', 'کارتخوان ۱ (44120001)');
  await page.getByTestId('cashier-setup-save').click();
}
