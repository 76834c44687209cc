import { expect, test } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { pickRecord } from './pickers.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

// The document engine's pages for a kind with no web code of its own: the form, the list, the removed list.
test('a transfer is saved from its definition’s form, listed with its accounts, removed to the removed list and restored', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  // Money to move: a transfer that would overdraw its bank is refused.
  await api.post('bank', { name: `ملت ${run}`, initial_price: '1000000' });
  await api.post('cash', { name: `صندوق ${run}` });

  await page.goto('/transfer/cash/edit');
  await page.locator('[name="to-kind"]').locator('..').click();
  await page.getByRole('option', { name: 'صندوق' }).click();
  await pickRecord(page, 'picker-from', `ملت ${run}`);
  await pickRecord(page, 'picker-to', `صندوق ${run}`);
  await page.locator('input[name="amount"]').fill('250000');
  await page.getByTestId('document-description-input').fill(`انتقال ${run}`);
  await page.keyboard.press('Shift+F3');
  await expect(page).toHaveURL(/\/transfer\/cash\/list/);
  const row = page.getByTestId('resource-row').filter({ hasText: `انتقال ${run}` });
  await expect(row).toHaveCount(1);
  // The list names the accounts, not only their kinds.
  await expect(row).toContainText(`ملت ${run}`);
  await expect(row).toContainText(`صندوق ${run}`);

  await row.getByTestId('row-delete').click();
  await page.getByTestId('confirm-dialog').getByRole('button').last().click();
  await expect(row).toHaveCount(0);
  await page.getByTestId('list-removed').click();
  await expect(page).toHaveURL(/removed=1/);
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-restore').click();
  await expect(row).toHaveCount(0);
  await page.getByTestId('list-removed').click();
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-edit').click();
  await expect(page.locator('input[name="amount"]')).toHaveValue(/۲۵۰٬۰۰۰/);
});
