import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

test('a company customer has no last name and is listed among customers', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/customer');
  const form = page.getByTestId('resource-form');
  await expect(form.getByTestId('field-lastname')).toBeVisible();
  await form.getByRole('combobox', { name: 'جنسیت' }).click();
  await page.getByRole('option', { name: 'شرکت' }).click();
  await expect(form.getByTestId('field-lastname')).toHaveCount(0);
  await form.locator('input[name="firstname"]').fill(`شرکت نمونه ${run}`);
  await form.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');
  await expect(page).toHaveURL(/\/customer\/list$/);
  await page.getByTestId('list-search').fill(`شرکت نمونه ${run}`);
  await expect(page.getByTestId('resource-row')).toHaveCount(1);
});

test('a lead cannot be personnel or hold other roles, and returns to the lead list', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/customer');
  const form = page.getByTestId('resource-form');
  await form.locator('input[name="firstname"]').fill(`سرنخ ${run}`);
  await form.getByRole('checkbox', { name: 'سرنخ' }).check();
  await expect(form.getByRole('checkbox', { name: 'کاربر (پرسنل)' })).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'ویزیتور' })).toBeDisabled();
  await form.getByTestId('resource-form-save').click();
  await expect(page).toHaveURL(/\/lead\/list$/);
  await expect(page.getByRole('heading', { name: 'سرنخ‌ها' })).toBeVisible();
  await expect(page.getByTestId('resource-row').filter({ hasText: `سرنخ ${run}` })).toHaveCount(1);
  // Customers are everyone but leads.
  await page.goto(`/customer/list?search=${encodeURIComponent(`سرنخ ${run}`)}`);
  await expect(page.getByTestId('resource-row')).toHaveCount(0);
});

test('an opening balance is posted, listed among debtors and shown in the person’s statement', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/customer');
  const form = page.getByTestId('resource-form');
  const name = `بدهکار ${run}`;
  await form.locator('input[name="firstname"]').fill(name);
  await form.getByTestId('field-initial_price').locator('input').fill('1500000');
  // A positive opening price with no nature becomes a debt.
  await expect(form.getByTestId('field-nature_initial_price')).toContainText('بدهکار');
  await form.getByTestId('resource-form-save').click();
  await expect(page).toHaveURL(/\/customer\/list$/);

  await page.goto(`/debtor/list?search=${encodeURIComponent(name)}`);
  const row = page.getByTestId('resource-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('۱٬۵۰۰٬۰۰۰');
  await row.getByTestId('row-statement').click();
  await expect(page).toHaveURL(/\/report\/turnoverlist\/\d+/);
  await expect(page.getByText('۱٬۵۰۰٬۰۰۰').first()).toBeVisible();
});
