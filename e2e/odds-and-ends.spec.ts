import { expect, test } from '@playwright/test';
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
