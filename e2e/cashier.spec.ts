import type { ChildProcess } from 'node:child_process';
import { localizeDigits } from '@hesab/domain';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../apps/api/test/postgres-cluster.ts';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { logInAt, ownCluster, startServer } from './servers.ts';
import { setUpTill, scan, settleInCash, stockTill, type ListOf } from './till.ts';
import { admin } from './users.ts';

/*
 * The cashier (issue 19): a till that sells with the network gone, its shell served by the service worker, and
 * sales kept on the device until the server has each exactly once; a sale the server refuses stays, with why.
 */

const run = Date.now();

/** The sales kept on the device that the server has. */
const uploaded = (page: Page) => page.locator('[data-testid="offline-sale"][data-status="uploaded"]');

test('a till sells offline after a reload from the service worker and exactly three sales reach the server; a refused sale stays with its reason until corrected; a held sale, its receipt and a return at the counter', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const till = await stockTill(api, String(run));
  const salesBefore = await till.sales();
  // The first visit online makes the local copy.
  await setUpTill(page, '', till);

  // The service worker holds the app before the network goes (it fetches the whole app first: slow on a busy machine).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('cashier-network')).toContainText('آفلاین');

  // Offline as online, the till warns at the scan: of a code its copy does not know, and of more than the stock it
  // last knew (one of the scarce product), in the words the server refuses such a sale with.
  await scan(page, '404404404');
  await expect(page.getByTestId('cashier-not-found')).toContainText('404404404');
  await scan(page, till.scarce.barcode);
  await expect(page.getByTestId('cashier-not-found')).toHaveCount(0);
  await expect(page.getByTestId('cashier-short')).toHaveCount(0);
  await scan(page, till.scarce.barcode);
  await expect(page.getByTestId('cashier-short')).toHaveText(`موجودی کافی نیست: موجودی ${till.scarce.name} در این انبار ۱ است.`);
  await page.getByTestId('cashier-line').first().click();
  await page.getByTestId('cashier-scan').fill('1');
  await page.getByRole('button', { name: 'تعداد ردیف' }).click();
  await expect(page.getByTestId('cashier-short')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cashier-empty')).toBeVisible();

  // Three sales, scanned in and settled in cash from the keyboard alone; the second of two bottles.
  await scan(page, till.water.barcode);
  await expect(page.getByTestId('cashier-line-0-name')).toHaveText(till.water.name);
  await expect(page.getByTestId('cashier-payable')).toHaveText('۲۵٬۰۰۰');
  await settleInCash(page);
  await scan(page, till.water.barcode);
  await scan(page, till.water.barcode);
  await expect(page.getByTestId('cashier-line-0-count')).toHaveText('۲');
  await expect(page.getByTestId('cashier-payable')).toHaveText('۵۰٬۰۰۰');
  await settleInCash(page);
  await scan(page, till.water.barcode);
  await settleInCash(page);
  await expect(page.getByTestId('cashier-pending')).toContainText('۳');
  // Each offline sale's receipt prints from what the device keeps: no number yet, the till's reference for it.
  const offlineReceipt = page.frameLocator('[data-testid="cashier-printing"]').getByTestId('roll-receipt');
  await expect(offlineReceipt.getByTestId('roll-row')).toContainText(till.water.name);
  await expect(offlineReceipt.getByTestId('roll-reference')).toBeVisible();
  await expect(offlineReceipt.getByTestId('roll-business')).not.toBeEmpty();
  await expect(offlineReceipt.getByTestId('roll-total-payable')).toContainText('۲۵٬۰۰۰');
  // Stock shown offline is the last known less the pending sales: 10 - 4.
  await page.getByTestId('cashier-scan').fill(till.water.name.slice(0, 8));
  await expect(page.getByTestId('cashier-result').filter({ hasText: till.water.name })).toContainText('موجودی: ۶');
  await page.keyboard.press('Escape');

  // Back online: the kept sales go up, each once.
  await context.setOffline(false);
  await page.getByTestId('cashier-pending').click();
  await expect(page).toHaveURL(/\/sell\/offline\/list$/);
  await page.getByTestId('offline-send-now').click();
  await expect(uploaded(page)).toHaveCount(3, { timeout: 30_000 });
  expect(await till.sales()).toBe(salesBefore + 3);
  expect(await till.stockOf(till.water.id)).toBe('6');

  // Two of a product of which one is in stock: the server refuses, and the sale stays with the reason.
  await page.goto('/sell/indexCasher');
  await scan(page, till.scarce.barcode);
  await scan(page, till.scarce.barcode);
  await expect(page.getByTestId('cashier-line-0-count')).toHaveText('۲');
  await expect(page.getByTestId('cashier-short')).toContainText(till.scarce.name);
  await settleInCash(page, { receipt: false });
  await page.getByTestId('cashier-pending').click();
  const refused = page.locator('[data-testid="offline-sale"][data-status="failed"]');
  await expect(refused).toHaveCount(1);
  await expect(refused.getByTestId('offline-sale-reason')).toContainText(till.scarce.name);
  // Corrected on the cashier to the one there is, and sent again: one more sale on the server, not two.
  await refused.getByRole('button', { name: 'اصلاح' }).click();
  await expect(page.getByTestId('cashier-line-0-count')).toHaveText('۲');
  await page.getByTestId('cashier-line').first().click();
  await page.getByTestId('cashier-scan').fill('1');
  await page.getByRole('button', { name: 'تعداد ردیف' }).click();
  await expect(page.getByTestId('cashier-line-0-count')).toHaveText('۱');
  await settleInCash(page);
  await page.getByTestId('cashier-pending').click();
  await expect(uploaded(page)).toHaveCount(4, { timeout: 30_000 });
  expect(await till.sales()).toBe(salesBefore + 4);
  expect(await till.stockOf(till.scarce.id)).toBe('0');

  // A sale held to serve the next customer, and recalled. Online, it goes up as it is settled, and its receipt on
  // the roll, numbered by the server, prints in a frame of the till's own; F8 prints it again.
  await page.goto('/sell/indexCasher');
  await scan(page, till.water.barcode);
  await expect(page.getByTestId('cashier-line')).toHaveCount(1);
  await page.getByTestId('cashier-discount').fill('۵۰۰۰');
  await expect(page.getByTestId('cashier-payable')).toHaveText('۲۰٬۰۰۰');
  await page.getByTestId('cashier-hold').click();
  await expect(page.getByTestId('cashier-empty')).toBeVisible();
  await page.getByTestId('cashier-recall').click();
  await page.getByTestId('cashier-held').click();
  await expect(page.getByTestId('cashier-line-0-name')).toHaveText(till.water.name);
  await expect(page.getByTestId('cashier-payable')).toHaveText('۲۰٬۰۰۰');
  await expect(page.getByTestId('cashier-recall')).toBeDisabled();
  await settleInCash(page);
  const receipt = page.frameLocator('[data-testid="cashier-printing"]').getByTestId('roll-receipt');
  await expect(receipt).toContainText(till.water.name);
  const [held] = (await api.get<ListOf<{ number: number }>>('invoice?type=sell&sortBy=number:desc')).data;
  await expect(receipt.getByTestId('roll-number')).toContainText(localizeDigits(String(held?.number ?? 0), 'fa'));
  await expect(receipt.getByTestId('roll-reference')).toHaveCount(0);
  await expect(receipt.getByTestId('roll-total-discount')).toContainText('۵٬۰۰۰');
  await expect(page.getByTestId('cashier-receipt')).toBeEnabled();
  await page.evaluate(() => document.querySelector('[data-testid="cashier-printing"]')?.setAttribute('data-seen', '1'));
  await page.keyboard.press('F8');
  // Drawn anew: the frame of before has gone, and the new one holds the same receipt.
  await expect(page.locator('[data-testid="cashier-printing"][data-seen]')).toHaveCount(0);
  await expect(receipt).toContainText(till.water.name);
  expect(await till.sales()).toBe(salesBefore + 5);

  // A sale paid by card: the slip's numbers typed, the terminal's answer asked of the server, kept as the tracking.
  await scan(page, till.water.barcode);
  await expect(page.getByTestId('cashier-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'پرداخت با کارت' }).click();
  await expect(page.getByTestId('cashier-card')).toHaveValue('25000');
  await expect(page.getByTestId('cashier-confirm')).toBeDisabled();
  await page.getByTestId('cashier-approval').fill('602119');
  await page.getByTestId('cashier-trace').fill('۰۰۰۴۱۸');
  await page.getByTestId('cashier-trace').press('Enter');
  await expect(page.getByTestId('cashier-empty')).toBeVisible();
  await expect.poll(async () => (await api.get<ListOf<unknown>>('invoice?type=sell')).total).toBe(salesBefore + 6);
  const [byCard] = (await api.get<ListOf<{ id: number }>>('invoice?type=sell&sortBy=number:desc')).data;
  const paid = await api.get<{ payments: { bank: number | null; amount: string; tracking: string | null }[] }>(`invoice/${byCard?.id ?? 0}/edit`);
  expect(paid.payments).toMatchObject([{ bank: till.bank, amount: '25000', tracking: '602119/000418' }]);

  // A customer brings a bottle back: the return at the counter refunds it from the till, and the stock has it again.
  const returnsBefore = (await api.get<ListOf<unknown>>('invoice?type=returnSell')).total ?? 0;
  // The page's realtime channel is caught as it opens, to know it is listening before goods arrive below.
  const channelOpened = page.waitForEvent('websocket');
  await page.goto('/sell/returnSellCasher');
  const channel = await channelOpened;
  const listening = channel.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ready"') });
  await expect(page.getByRole('heading', { name: 'برگشت از فروش صندوق' })).toBeVisible();
  await scan(page, till.water.barcode);
  await settleInCash(page);
  await expect.poll(async () => (await api.get<ListOf<unknown>>('invoice?type=returnSell')).total).toBe(returnsBefore + 1);
  expect(await till.stockOf(till.water.id)).toBe('5');

  // Goods received elsewhere reach the open till's stock without a reload (the realtime channel).
  await listening;
  await api.post('invoice', { type: 'purchase', date: new Date().toISOString().slice(0, 10), entrepot: till.entrepot, person: till.supplier, rows: [{ product: till.water.id, count: '5', fee: '15000' }] });
  await page.getByTestId('cashier-scan').fill(till.water.name.slice(0, 8));
  await expect(page.getByTestId('cashier-result').filter({ hasText: till.water.name })).toContainText('موجودی: ۱۰');
  await page.keyboard.press('Escape');

  // A browser without the camera API says so when the camera is asked to scan.
  await page.evaluate(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
  await page.getByTestId('cashier-camera').click();
  await expect(page.getByTestId('cashier-camera-unsupported')).toHaveText('Media Stream API is not supported');
});

test.describe('a server killed during an upload', () => {
  // The upload is caught on its way to cut the answer off, which a service worker in the way would hide.
  test.use({ serviceWorkers: 'block' });

  test('the sale whose answer was lost goes up again once the server is back, and the server still has three, none doubled', async ({ page, context, playwright }) => {
    test.setTimeout(180_000);
    const cluster = await ownCluster();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let server: ChildProcess = await startServer(cluster.url, port);
    try {
      await logInAt(page, origin);
      const till = await stockTill(await apiOf(page, await playwright.request.newContext({ baseURL: origin })), `k${String(run)}`);
      const salesBefore = await till.sales();
      await setUpTill(page, origin, till);
      await context.setOffline(true);
      for (let sale = 0; sale < 3; sale += 1) {
        await scan(page, till.water.barcode);
        await settleInCash(page);
      }
      // The first upload reaches the server, which writes the sale and dies before its answer reaches the till.
      let killed = false;
      await page.route('**/api/v1/invoice', async (route) => {
        if (route.request().method() !== 'POST' || killed) return route.continue();
        killed = true;
        await route.fetch();
        server.kill('SIGKILL');
        await route.abort('connectionreset');
      });
      await context.setOffline(false);
      await expect.poll(() => killed, { timeout: 20_000 }).toBe(true);
      // The till heard no answer: the sale still waits, with the other two.
      await expect(page.getByTestId('cashier-pending')).toContainText('۳');
      server = await startServer(cluster.url, port);
      await page.getByTestId('cashier-pending').click();
      await page.getByTestId('offline-send-now').click();
      await expect(uploaded(page)).toHaveCount(3, { timeout: 30_000 });
      expect(await till.sales()).toBe(salesBefore + 3);
      expect(await till.stockOf(till.water.id)).toBe('7');
    } finally {
      server.kill();
      cluster.stop();
    }
  });
});
