import { expect, test } from '@playwright/test';
import type { DashboardResponse } from '@hesab/contract';
import { addMoney, formatMoney, type Money } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Rial has no decimals; the page writes amounts with Persian digits and separators. */
const rial = (amount: Money) => formatMoney(amount, { precision: 0, language: 'fa' });

test('a sale shows in the dashboard’s sales card and chart, whose report opens on the year', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const before = await api.get<DashboardResponse>('dashboard');
  const saved = async (path: string, body: Record<string, unknown>) => (await api.post<{ data: { id: number } }>(path, body)).data.id;
  const warehouse = await saved('entrepot', { name: 'انبار پیشخوان' });
  const buyer = await saved('customer', { firstname: 'خریدار', lastname: 'پیشخوان' });
  // A service: a sale of it needs no stock.
  const product = await saved('products', { type: 'service', name: 'خدمت پیشخوان', code: 'DASH-1', taxPercent: '0' });
  await api.post('invoice', { type: 'sell', date: before.year.startDate, entrepot: warehouse, person: buyer, rows: [{ product, count: '3', fee: '12340000' }] });

  await page.reload();
  const trade = page.getByTestId('dashboard-trade');
  await expect(trade.getByTestId('dashboard-sales-total')).toHaveText(rial(addMoney(before.sales?.total ?? '0', '37020000')));
  // The chart runs over the Jalali months in Persian, its amounts in Persian digits.
  const chart = page.getByTestId('dashboard-trade-chart');
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.getByText('فروردین', { exact: true })).toBeVisible();
  await expect(chart.getByText('اسفند', { exact: true })).toBeVisible();
  expect(await chart.locator('svg').first().textContent()).not.toMatch(/[0-9]/);
  // The product sold is among the year's best sellers, its amount as sold.
  await expect(page.getByTestId('dashboard-best-sellers')).toContainText('خدمت پیشخوان');

  // The total opens the sales list on the year.
  await trade.getByTestId('dashboard-sales-total-report').click();
  await expect(page).toHaveURL(new RegExp(`/sell/list\\?from=${before.year.startDate}&to=${before.year.endDate}$`));
  await expect(page.getByText('خریدار پیشخوان').first()).toBeVisible();

  // Each card's title opens its report too: the debtors' list from the receivables.
  await page.goto('/');
  await page.getByTestId('dashboard-receivables-report').click();
  await expect(page).toHaveURL(/\/debtor\/list$/);
});
