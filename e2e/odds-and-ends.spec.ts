import { createServer } from 'node:http';
import { expect, test } from '@playwright/test';
import { fieldTypes } from '@hesab/contract';
import { addDays, formatBusinessMonth, formatMoney, type Money } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/* Issue 36, the spec's odds and ends: the reports on the report engine and the removed lists' own routes. */

/** Rial has no decimals; the page writes amounts with Persian digits and separators. */
const rial = (amount: Money) => formatMoney(amount, { precision: 0, language: 'fa' });

test('SellProducts and the review report show a period’s sales and each month’s turnover; the removed lists and account dialogs open from their own routes', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const { startDate, endDate } = await api.get<{ startDate: string; endDate: string }>('init');
  const saved = async (path: string, body: Record<string, unknown>) => (await api.post<{ data: { id: number } }>(path, body)).data.id;
  const run = String(Date.now() % 100000);
  const warehouse = await saved('entrepot', { name: `انبار مرور ${run}` });
  const buyer = await saved('customer', { firstname: 'خریدار', lastname: `مرور ${run}` });
  // Services: their sales need no stock.
  const design = await saved('products', { type: 'service', name: `طراحی ${run}`, code: `ODD-${run}`, taxPercent: '0' });
  const secondMonth = addDays(startDate, 40);
  await api.post('invoice', { type: 'sell', date: startDate, entrepot: warehouse, person: buyer, rows: [{ product: design, count: '2', fee: '1250000' }] });
  await api.post('invoice', { type: 'sell', date: secondMonth, entrepot: warehouse, person: buyer, rows: [{ product: design, count: '1', fee: '1250000' }] });
  const removed = await saved('invoice', { type: 'sell', date: startDate, entrepot: warehouse, person: buyer, description: `حذفی ${run}`, rows: [{ product: design, count: '1', fee: '990000' }] });
  await api.delete(`invoice/${String(removed)}`);
  const period = `from=${startDate}&to=${endDate}`;

  // SellProducts: the service's three sold, 3,750,000 in all; the row opens the product's turnover.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/sell/products?${period}`);
  const sold = page.getByTestId('report-SellProducts-table').getByTestId('resource-row').filter({ hasText: `طراحی ${run}` });
  await expect(sold).toHaveCount(1);
  await expect(sold).toContainText('۳');
  await expect(sold).toContainText(rial('3750000'));
  await page.screenshot({ path: test.info().outputPath('sell-products-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('sell-products-390.png'), fullPage: true });
  await sold.getByTestId('report-link').click();
  await expect(page).toHaveURL(new RegExp(`/product/turnover/${String(design)}\\?from=${startDate}`));

  // The review: the second month's heading is its Jalali name, its sales account credited 1,250,000 among others.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/accounting/report/review?${period}`);
  const monthName = formatBusinessMonth(addDays(startDate, 35), 'fa', 'fa');
  const group = page.getByTestId('report-ReportReview-group').filter({ hasText: monthName });
  await expect(group).toHaveCount(1);
  await expect(group.getByTestId('resource-row').filter({ hasText: rial('1250000') }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('review-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('review-390.png'), fullPage: true });
  await page.getByTestId('report-choice-level').click();
  await page.getByRole('option', { name: 'کل' }).click();
  await expect(page).toHaveURL(/level=total/);
  await expect(group.getByTestId('report-link')).toHaveCount(0);

  // The removed lists are routes of their own, opening their list's removed view.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/invoices/removedList');
  await expect(page).toHaveURL(/\/sell\/list\?removed=1/);
  await expect(page.getByTestId('document-list')).toHaveAttribute('data-removed', 'true');
  await expect(page.getByTestId('resource-row').filter({ hasText: `مرور ${run}` })).toHaveCount(1);
  await page.goto('/payments/removedList');
  await expect(page).toHaveURL(/\/pay\/cash\/list\?removed=1/);
  await expect(page.getByTestId('document-list')).toHaveAttribute('data-removed', 'true');

  // accounting/group/{id} and accounting/total/{id?} open their list with the account's dialog; closing leaves the list.
  const { data: groups } = await api.get<{ data: { id: number; name: string }[] }>('coding?type=group');
  const firstGroup = groups[0];
  if (!firstGroup) throw new Error('the chart has no group');
  await page.goto(`/accounting/group/${String(firstGroup.id)}`);
  const dialog = page.getByTestId('account-dialog');
  await expect(dialog.locator('input[name="name"]')).toHaveValue(firstGroup.name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/accounting\/group\/list$/);
  await page.goto('/accounting/total');
  await expect(page.getByTestId('coding-list')).toHaveAttribute('data-level', 'total');
  await expect(dialog.locator('input[name="name"]')).toHaveValue('');
});

test('home, a saved report’s link, the ov frame of an allowed address, closeDocumentAccount and /ui/test each open from their own route', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const { startDate, endDate } = await api.get<{ startDate: string; endDate: string }>('init');

  // Home: the menu's screens by section, one click away.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/home');
  await expect(page.getByTestId('home-section').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('home-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('home-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('home-link').filter({ hasText: 'بستن حساب‌های موقت' }).click();
  await expect(page).toHaveURL(/\/accounting\/closeDocumentAccount$/);

  // closeDocumentAccount: the closing's first step alone, the year's closing left to its own screen.
  await expect(page.getByTestId('year-closing')).toHaveAttribute('data-scope', 'accounts');
  await expect(page.getByTestId('close-accounts')).toBeVisible();
  await expect(page.getByTestId('close-year')).toHaveCount(0);

  // A saved report's link opens its report with the parameters it was saved with; an unknown one says so.
  await page.goto(`/reportViewer/index?report=SellProducts&from=${startDate}&to=${endDate}`);
  await expect(page).toHaveURL(new RegExp(`/sell/products\\?from=${startDate}&to=${endDate}$`));
  await expect(page.getByRole('heading', { name: 'کالاهای فروخته‌شده' })).toBeVisible();
  await page.goto('/reportViewer/index?report=Setting');
  await expect(page.getByTestId('report-viewer-missing')).toBeVisible();

  // ov: a page of the allowed origin (FRAME_ORIGINS, e2e/serve.ts) in a frame; any other address refused.
  const allowedPort = Number(new URL(baseURL ?? '').port) + 1;
  const framed = createServer((_, reply) => {
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    reply.end('<!doctype html><html><body><h1>Framed page</h1></body></html>');
  });
  await new Promise<void>((done) => framed.listen(allowedPort, '127.0.0.1', done));
  try {
    await page.goto(`/ov?url=${encodeURIComponent(`http://127.0.0.1:${String(allowedPort)}/report`)}`);
    await expect(page.frameLocator('[data-testid="frame"]').getByRole('heading', { name: 'Framed page' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('ov-1440.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('ov-390.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/ov?url=${encodeURIComponent('https://example.com/')}`);
    await expect(page.getByTestId('frame-refused')).toContainText('example.com');
    await expect(page.getByTestId('frame')).toHaveCount(0);
  } finally {
    await new Promise((done) => framed.close(done));
  }

  // /ui/test: every field type's input and display; what is typed shows beside it as a list shows it.
  await page.goto('/ui/test');
  const money = page.getByTestId('ui-test-field').and(page.locator('[data-type="money"]'));
  await money.getByTestId('ui-test-input').locator('input').fill('1250000');
  await expect(money.getByTestId('ui-test-display')).toContainText(formatMoney('1250000', { precision: 0, language: 'fa' }));
  await expect(page.getByTestId('ui-test-field')).toHaveCount(fieldTypes.length);
  await page.screenshot({ path: test.info().outputPath('ui-test-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('ui-test-390.png') });
});
