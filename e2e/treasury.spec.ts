import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

test('a bank account is made through its form with the next code, a refused card number and Persian digits, and listed with its balance', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/bank/list');
  const list = page.getByTestId('resource-list');
  await expect(list).toHaveAttribute('data-resource', 'bank');
  await list.getByTestId('list-new').first().click();
  await expect(page).toHaveURL(/\/bank\/edit$/);

  const form = page.getByTestId('resource-form');
  // The next free code is offered, in the language's digits.
  await expect(form.locator('input[name="code"]')).toHaveValue(/^[۰-۹]+$/);
  const name = `حساب جاری ${run}`;
  await form.locator('input[name="name"]').fill(name);
  await form.getByRole('combobox', { name: 'بانک', exact: true }).click();
  await page.getByRole('option', { name: 'بانک ملت' }).click();
  await form.locator('input[name="sheba"]').fill('IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲');
  await form.getByTestId('rows-terminals-add').click();
  await form.getByTestId('rows-terminals-name').locator('input').fill('پایانه فروشگاه');
  await form.getByTestId('rows-terminals-terminal').locator('input').fill('۱۲۳۴۵۶۷۸');
  await form.getByTestId('field-initial_price').locator('input').fill('2500000');
  await form.locator('input[name="card_number"]').fill('۶۰۳۷۹۹۱۱۹۹۵۰۰۵۹۱');

  // A card number whose check digit is wrong is refused on its field before anything is sent.
  await form.getByTestId('resource-form-save').click();
  await expect(form.getByTestId('field-card_number')).toContainText('شماره کارت معتبر نیست');
  await form.locator('input[name="card_number"]').fill('۶۰۳۷-۹۹۱۱-۹۹۵۰-۰۵۹۰');
  await form.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');
  await expect(page).toHaveURL(/\/bank\/list/);

  await list.getByTestId('list-search').fill(name);
  const row = page.getByTestId('resource-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // Its bank, and its balance read from the ledger: the opening balance just posted.
  await expect(row).toContainText('بانک ملت');
  await expect(row).toContainText('۲٬۵۰۰٬۰۰۰');

  // Opened again, it shows its numbers as stored and its balance.
  await row.getByTestId('row-edit').click();
  await expect(form.locator('input[name="card_number"]')).toHaveValue('۶۰۳۷۹۹۱۱۹۹۵۰۰۵۹۰');
  await expect(form.locator('input[name="sheba"]')).toHaveValue('IR820540102680020817909002');
  await expect(form.getByTestId('field-balance').locator('input')).toHaveValue(/۲٬۵۰۰٬۰۰۰/);
});
