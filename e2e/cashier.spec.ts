import { expect, test, type Page } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/*
 * The cashier (issue 19): a till that sells with the network gone, its shell served by the service worker, and
 * sales kept on the device until the server has each exactly once; a sale the server refuses stays, with why.
 */

const run = Date.now();
const barcode = `627${String(run).slice(-10)}`;

interface ListOf<T> {
  data: T[];
  total?: number;
}

/** Chooses an option of an MUI select by its text. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).locator('..').click();
  await page.getByRole('option', { name: option }).click();
}

/** A code scanned as a keyboard-wedge scanner types it: the digits, then Enter. */
async function scan(page: Page, code: string) {
  await page.getByTestId('cashier-scan').fill(code);
  await page.keyboard.press('Enter');
}

/** Settles the counter's sale in cash for what is due: F9, then Enter. */
async function settleInCash(page: Page) {
  await expect(page.getByTestId('cashier-line').first()).toBeVisible();
  await page.keyboard.press('F9');
  await expect(page.getByTestId('cashier-payment')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cashier-payment')).toBeHidden();
  await expect(page.getByTestId('cashier-empty')).toBeVisible();
}

test('a till sells three sales by barcode offline, reloaded from the service worker, and exactly three reach the server; a refused sale stays with its reason until corrected', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const warehouse = `انبار صندوق ${run}`;
  const entrepot = (await api.post<{ data: { id: number } }>('entrepot', { name: warehouse })).data;
  const supplier = (await api.post<{ data: { id: number } }>('customer', { firstname: `تامین‌کننده صندوق ${run}` })).data;
  const walkIn = `مشتری پیشخوان ${run}`;
  await api.post('customer', { firstname: walkIn });
  const cashBox = `صندوق پیشخوان ${run}`;
  await api.post('cash', { name: cashBox });
  const productName = `آب معدنی ${run}`;
  const water = (await api.post<{ data: { id: number } }>('products', { type: 'product', name: productName, price: '25000', taxPercent: '0', barcode })).data;
  const scarceName = `کالای کمیاب ${run}`;
  const scarceCode = `628${String(run).slice(-10)}`;
  const scarce = (await api.post<{ data: { id: number } }>('products', { type: 'product', name: scarceName, price: '90000', taxPercent: '0', barcode: scarceCode })).data;
  const today = new Date().toISOString().slice(0, 10);
  await api.post('invoice', {
    type: 'purchase',
    date: today,
    entrepot: entrepot.id,
    person: supplier.id,
    rows: [
      { product: water.id, count: '10', fee: '15000' },
      { product: scarce.id, count: '1', fee: '60000' },
    ],
  });
  const salesBefore = (await api.get<ListOf<unknown>>('invoice?type=sell')).total ?? 0;
  const stockOf = async (product: number) =>
    (await api.get<ListOf<{ entrepot: number; stock: string }>>(`products/entrepotList?product=${product}`)).data.find((row) => row.entrepot === entrepot.id)?.stock;

  // The first visit online makes the local copy, and the till is set up: its warehouse, walk-in customer and cash box.
  await page.goto('/sell/indexCasher');
  await expect(page.getByTestId('cashier')).toBeVisible();
  await expect(page.getByTestId('cashier-filling')).toBeHidden({ timeout: 30_000 });
  await page.getByTestId('cashier-settings').click();
  await choose(page, 'cashier-setup-entrepot', warehouse);
  await page.locator('input[name="cashier-setup-person"]').fill(walkIn);
  await page.getByRole('option', { name: walkIn }).click();
  await choose(page, 'cashier-setup-cash', cashBox);
  await page.getByTestId('cashier-setup-save').click();

  // The service worker holds the app before the network goes.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('cashier-network')).toContainText('آفلاین');

  // Three sales, scanned in and settled in cash from the keyboard alone; the second of two bottles.
  await scan(page, barcode);
  await expect(page.getByTestId('cashier-line-0-name')).toHaveText(productName);
  await expect(page.getByTestId('cashier-payable')).toHaveText('۲۵٬۰۰۰');
  await settleInCash(page);
  await scan(page, barcode);
  await scan(page, barcode);
  await expect(page.getByTestId('cashier-line-0-count')).toHaveText('۲');
  await expect(page.getByTestId('cashier-payable')).toHaveText('۵۰٬۰۰۰');
  await settleInCash(page);
  await scan(page, barcode);
  await settleInCash(page);
  await expect(page.getByTestId('cashier-pending')).toContainText('۳');
  // Stock shown offline is the last known less the pending sales: 10 - 4.
  await page.getByTestId('cashier-scan').fill(productName.slice(0, 8));
  await expect(page.getByTestId('cashier-result').filter({ hasText: productName })).toContainText('موجودی: ۶');
  await page.keyboard.press('Escape');

  // Back online: the kept sales go up, each once.
  await context.setOffline(false);
  await page.getByTestId('cashier-pending').click();
  await expect(page).toHaveURL(/\/sell\/offline\/list$/);
  await page.getByTestId('offline-send-now').click();
  await expect(page.locator('[data-testid="offline-sale"][data-status="uploaded"]')).toHaveCount(3, { timeout: 30_000 });
  expect((await api.get<ListOf<unknown>>('invoice?type=sell')).total).toBe(salesBefore + 3);
  expect(await stockOf(water.id)).toBe('6');

  // Two of a product of which one is in stock: the server refuses, and the sale stays with the reason.
  await page.goto('/sell/indexCasher');
  await scan(page, scarceCode);
  await scan(page, scarceCode);
  await expect(page.getByTestId('cashier-line-0-count')).toHaveText('۲');
  await settleInCash(page);
  await page.getByTestId('cashier-pending').click();
  const refused = page.locator('[data-testid="offline-sale"][data-status="failed"]');
  await expect(refused).toHaveCount(1);
  await expect(refused.getByTestId('offline-sale-reason')).toContainText(scarceName);
  // Corrected on the cashier to the one there is, and sent again: one more sale on the server, not two.
  await refused.getByRole('button', { name: 'اصلاح' }).click();
  await expect(page.getByTestId('cashier-line-0-count')).toHaveText('۲');
  await page.getByTestId('cashier-line').first().click();
  await page.getByTestId('cashier-scan').fill('1');
  await page.getByRole('button', { name: 'تعداد ردیف' }).click();
  await expect(page.getByTestId('cashier-line-0-count')).toHaveText('۱');
  await settleInCash(page);
  await page.getByTestId('cashier-pending').click();
  await expect(page.locator('[data-testid="offline-sale"][data-status="uploaded"]')).toHaveCount(4, { timeout: 30_000 });
  expect((await api.get<ListOf<unknown>>('invoice?type=sell')).total).toBe(salesBefore + 4);
  expect(await stockOf(scarce.id)).toBe('0');
});
