import { expect, test } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

test('a panel configured in setting/integrator is added to a product with one row, saved and read back', async ({ page, request }) => {
  await logIn(page, admin);
  await page.goto('/setting/integrator');
  const list = page.getByTestId('resource-list');
  await list.getByTestId('list-new').first().click();
  const dialog = page.getByTestId('resource-form-dialog');
  await dialog.getByRole('combobox', { name: 'فروشگاه اینترنتی' }).click();
  await page.getByRole('option', { name: 'دیجی‌کالا' }).click();
  const panel = `پنل دیجی‌کالا ${run}`;
  await dialog.locator('input[name="name"]').fill(panel);
  await dialog.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');

  const api = await apiOf(page, request);
  const product = await api.post<{ data: { id: number } }>('products', { name: `کالای بازار ${run}` });
  const editPath = `/product/edit/${String(product.data.id)}`;
  await page.goto(editPath);
  const form = page.getByTestId('resource-form');
  await form.getByTestId('form-tab-productForm.integratorTab').click();
  // No sazito panel is configured in this run's business, so its list says so.
  await form.getByTestId('panels-sazito-open').click();
  await expect(page.getByTestId('panel-list-sazito').getByTestId('no-panel')).toContainText('هیچ پنلی یافت نشد!');
  await page.getByTestId('panel-list-sazito').getByRole('button', { name: 'انصراف' }).click();

  await form.getByTestId('panels-digikala-open').click();
  await page.getByTestId('panel-option').filter({ hasText: panel }).click();
  const table = page.getByTestId('panel-rows-dialog');
  await table.getByTestId('panel-rows-add').click();
  // Both ids are required before the row is taken.
  await page.getByTestId('panel-row-save').click();
  await expect(page.getByTestId('panel-row-form')).toContainText('این فیلد الزامی است.');
  await page.getByTestId('panel-row-code').fill(`DK-${run}`);
  await page.getByTestId('panel-row-variant').fill('V-1');
  await page.getByTestId('panel-row-save').click();
  await expect(table.getByTestId('panel-rows-row')).toHaveCount(1);
  await expect(table.getByTestId('panel-rows-row').getByRole('switch')).toBeChecked();
  await table.getByTestId('panel-rows-confirm').click();
  await expect(form.getByTestId('panels-digikala-listing')).toContainText(panel);

  await form.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ذخیره شد.');
  await page.goto(editPath);
  await page.getByTestId('resource-form').getByTestId('form-tab-productForm.integratorTab').click();
  const listing = page.getByTestId('resource-form').getByTestId('panels-digikala-listing');
  await expect(listing).toContainText(panel);
  await listing.click();
  await expect(page.getByTestId('panel-rows-dialog').getByTestId('panel-rows-row')).toContainText(`DK-${run}`);
});
