import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { admin } from './users.ts';

test('a branch is created through its form, found, exported to Excel, and deleted with confirmation', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/branches/list');
  const list = page.getByTestId('resource-list');
  await expect(list).toHaveAttribute('data-resource', 'branch');

  await list.getByTestId('list-new').first().click();
  const form = page.getByTestId('resource-form-dialog');
  await form.locator('input[name="text"]').fill('شعبه مرکزی');
  await form.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');
  await list.getByTestId('list-new').first().click();
  await page.getByTestId('resource-form-dialog').locator('input[name="text"]').fill('شعبه غرب');
  await page.getByTestId('resource-form-dialog').getByTestId('resource-form-save').click();
  // Other tests add branches of their own (the pricing grid's), so the two are looked for by name.
  await expect(list.getByTestId('resource-row').filter({ hasText: /شعبه (مرکزی|غرب)/ })).toHaveCount(2);

  // Search keeps its state in the address, so a reload shows the same rows.
  await list.getByTestId('list-search').fill('مرکزی');
  await expect(list.getByTestId('resource-row')).toHaveCount(1);
  await expect(page).toHaveURL(/search=/);
  await page.reload();
  await expect(page.getByTestId('resource-row')).toHaveCount(1);
  await expect(page.getByTestId('resource-row')).toContainText('شعبه مرکزی');

  await page.getByTestId('list-export').click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.locator('input[name="export-rows"][value="all"]').check();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('export-submit').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const cells = sheet?.getSheetValues().flat().map(String) ?? [];
  // Every row of the search, not of the table, headed in the system's language.
  expect(cells).toEqual(expect.arrayContaining(['متن', 'رنگ', 'شعبه مرکزی']));
  expect(cells).not.toContain('شعبه غرب');

  const row = page.getByTestId('resource-row').filter({ hasText: 'شعبه مرکزی' });
  await row.getByTestId('row-delete').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('حذف شد.');
  await expect(page.getByTestId('list-empty')).toBeVisible();
});

test('a list sorts by two columns, the second with shift+click', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/departman');
  const list = page.getByTestId('resource-list');
  for (const [name, code] of [['انبار', 'B2'], ['اداری', 'B1'], ['فروش', 'A1']] as const) {
    await list.getByTestId('list-new').first().click();
    const form = page.getByTestId('resource-form-dialog');
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="code"]').fill(code);
    await form.getByTestId('resource-form-save').click();
    await expect(form).toBeHidden();
  }
  await list.getByTestId('sort-code').click();
  await expect(list.getByTestId('resource-row').first()).toContainText('فروش');
  await list.getByTestId('sort-code').click();
  await expect(list.getByTestId('resource-row').first()).toContainText('انبار');
  await list.getByTestId('sort-name').click({ modifiers: ['Shift'] });
  await expect(page).toHaveURL(/sortBy=code%3Adesc%2Cname%3Aasc|sortBy=code:desc,name:asc/);
  await expect(list.getByTestId('sort-order-name')).toContainText(/2|۲/);
});

test('a currency is edited on its own page, in English left to right', async ({ page }) => {
  await logIn(page, admin);
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-option-en').click();
  await page.goto('/currency/index');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('resource-list').getByTestId('list-new').first().click();
  await expect(page).toHaveURL(/\/currency\/edit$/);
  const form = page.getByTestId('resource-form');
  await form.locator('input[name="name"]').fill('US dollar');
  await form.locator('input[name="symbol"]').fill('$');
  await form.locator('input[name="decimals"]').fill('2');
  await form.locator('input[name="rate"]').fill('1050000');
  await page.keyboard.press('Shift+F3');
  await expect(page.getByTestId('snackbar')).toContainText('Registered.');
  await expect(page.getByTestId('resource-row').filter({ hasText: 'US dollar' })).toBeVisible();
});
