import { expect, test } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();
const persian = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });

// Issue 36: a journal the system wrote names its document in the accounting list, opens read-only, and leads to it.
test('a sale’s journal is listed with its source, opens read-only and links to the invoice', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const saved = async (path: string, body: unknown) => (await api.post<{ data: { id: number; number: number; document: number } }>(path, body)).data;
  const warehouse = (await saved('entrepot', { name: `انبار منبع ${run}` })).id;
  const buyer = (await saved('customer', { firstname: 'خریدار', lastname: `منبع ${run}` })).id;
  const product = (await saved('products', { type: 'service', name: `خدمت منبع ${run}`, taxPercent: '0' })).id;
  const today = new Date().toISOString().slice(0, 10);
  const sale = await saved('invoice', { type: 'sell', date: today, entrepot: warehouse, person: buyer, rows: [{ product, count: '1', fee: '50000' }] });
  const source = `فاکتور فروش ${persian(sale.number)}`;

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/accounting/list');
  // The description names the document and its party; the source column its kind and number, as a link.
  const row = page.getByTestId('resource-row').filter({ hasText: `${source}، خریدار منبع` });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('journal-source')).toHaveText(source);
  // Changed only through the sale: viewed, never edited or deleted from the list.
  await expect(row.getByTestId('row-edit')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('accounting-list-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('accounting-list-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await row.getByTestId('row-view').click();
  await expect(page).toHaveURL(new RegExp(`/accounting/edit/${String(sale.document)}$`));
  await expect(page.getByTestId('document-form')).toHaveAttribute('data-read-only', 'true');
  await expect(page.getByTestId('document-read-only')).toContainText(source);
  await expect(page.getByTestId('document-save')).toHaveCount(0);
  await page.getByTestId('journal-source-link').click();
  await expect(page).toHaveURL(new RegExp(`/sell/edit/${String(sale.id)}$`));
  await expect(page.getByTestId('document-title')).toContainText(persian(sale.number));
});
