import { expect, test } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { pickRecord } from './pickers.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

// The document engine's form for a kind with a header field of rows: the cost's lines, then the treasury rows paying them.
test('a cost paid from a bank is saved from its form, listed with its total, and takes the amount off the bank’s balance', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const bankName = `ملت هزینه ${run}`;
  await api.post('bank', { name: bankName, initial_price: '5000000' });

  await page.goto('/cost/edit');
  await page.getByTestId('document-description-input').fill(`اجاره ${run}`);
  await pickRecord(page, 'line-0-account-picker', 'اجاره');
  await page.getByTestId('line-0-amount').locator('input').fill('250000');
  await expect(page.getByTestId('document-totals')).toContainText('۲۵۰٬۰۰۰');
  // A new cost starts with the one treasury row it needs.
  const payment = page.getByTestId('rows-payments-row');
  await expect(payment).toHaveCount(1);
  await pickRecord(page, 'picker-bank', bankName);
  await page.getByTestId('rows-payments-amount').locator('input').fill('250000');
  await page.getByTestId('rows-payments-tracking').locator('input').fill('98765');
  await page.keyboard.press('Shift+F3');

  await expect(page).toHaveURL(/\/cost\/list/);
  const row = page.getByTestId('resource-row').filter({ hasText: `اجاره ${run}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('۲۵۰٬۰۰۰');

  await page.goto('/bank/list');
  await expect(page.getByTestId('resource-row').filter({ hasText: bankName })).toContainText('۴٬۷۵۰٬۰۰۰');
});
