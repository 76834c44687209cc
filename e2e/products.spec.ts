import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

async function pick(page: Page, scope: Locator, testId: string, option: string) {
  await scope.getByTestId(`${testId}-input`).fill(option);
  await page.getByRole('option', { name: option }).click();
}

test('a product with units, a barcode, initial stock in two warehouses and a pricing row keeps them all', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const [north, south] = [`انبار شمال ${run}`, `انبار جنوب ${run}`];
  for (const name of [north, south]) await api.post('entrepot', { name });
  const [box, piece] = [`کارتن ${run}`, `عدد ${run}`];
  for (const name of [box, piece]) await api.post('unit', { name });

  await page.goto('/product/new');
  const form = page.getByTestId('resource-form');
  // A new item starts with the next free code.
  await expect(form.locator('input[name="code"]')).not.toHaveValue('');
  const name = `کالای آزمایشی ${run}`;
  await form.locator('input[name="name"]').fill(name);

  // The tax-inclusive price follows the price at once; the price follows a typed tax-inclusive price after a pause.
  const price = form.getByTestId('field-price').locator('input');
  const withTax = form.getByTestId('field-priceWithTax').locator('input');
  await price.fill('100000');
  await expect(withTax).toHaveValue('۱۱۰٬۰۰۰');
  await withTax.fill('220000');
  await withTax.blur();
  await expect(price).toHaveValue('۲۰۰٬۰۰۰');

  await form.getByTestId('rows-barcodes-add').click();
  await form.getByTestId('rows-barcodes-row').first().locator('input').fill(`BC-${run}`);

  await form.getByTestId('rows-units-add').click();
  await form.getByTestId('rows-units-add').click();
  const units = form.getByTestId('rows-units-row');
  await pick(page, units.nth(0), 'picker-unit', box);
  await units.nth(0).getByTestId('rows-units-value').locator('input').fill('12');
  await units.nth(0).getByRole('checkbox').check();
  await pick(page, units.nth(1), 'picker-unit', piece);
  await units.nth(1).getByTestId('rows-units-value').locator('input').fill('1');
  // One default unit only: making the second default takes it from the first.
  await units.nth(1).getByRole('checkbox').check();
  await expect(units.nth(0).getByRole('checkbox')).not.toBeChecked();

  const stock = form.getByTestId('rows-initial_stocks-row');
  // A row for each of the two warehouses.
  for (let row = 0; row < 2; row += 1) await form.getByTestId('rows-initial_stocks-add').click();
  await pick(page, stock.nth(0), 'picker-entrepot', north);
  await stock.nth(0).getByTestId('rows-initial_stocks-stock').locator('input').fill('5');
  await stock.nth(0).getByTestId('rows-initial_stocks-price').locator('input').fill('150000');
  await pick(page, stock.nth(1), 'picker-entrepot', south);
  await stock.nth(1).getByTestId('rows-initial_stocks-stock').locator('input').fill('3');
  await stock.nth(1).getByTestId('rows-initial_stocks-price').locator('input').fill('160000');
  // A warehouse chosen twice is refused and its row cleared.
  await form.getByTestId('rows-initial_stocks-add').click();
  await pick(page, stock.nth(2), 'picker-entrepot', north);
  await expect(page.getByTestId('snackbar')).toContainText('این انبار قبلاً انتخاب شده است.');
  await expect(stock.nth(2).getByTestId('picker-entrepot-input')).toHaveValue('');
  await stock.nth(2).getByTestId('rows-initial_stocks-remove').click();

  await form.getByTestId('form-tab-productForm.pricingTab').click();
  await form.getByTestId('rows-pricing-add').click();
  const pricing = form.getByTestId('rows-pricing-row').first();
  await pricing.getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'قیمت' }).click();
  await pricing.getByTestId('rows-pricing-name').locator('input').fill('عمده');
  await pricing.getByTestId('rows-pricing-price').locator('input').fill('190000');

  await form.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');
  await expect(page).toHaveURL(/\/product\/list$/);
  await page.getByTestId('list-search').fill(name);
  const row = page.getByTestId('resource-row').filter({ hasText: name });
  await expect(row).toContainText('۸');

  await row.getByTestId('row-edit').click();
  const edit = page.getByTestId('resource-form');
  await expect(edit.locator('input[name="name"]')).toHaveValue(name);
  await expect(edit.getByTestId('field-price').locator('input')).toHaveValue('۲۰۰٬۰۰۰');
  await expect(edit.getByTestId('rows-barcodes-row').first().locator('input')).toHaveValue(`BC-${run}`);
  await expect(edit.getByTestId('rows-units-row')).toHaveCount(2);
  await expect(edit.getByTestId('rows-units-row').nth(1).getByRole('checkbox')).toBeChecked();
  await expect(edit.getByTestId('rows-initial_stocks-row')).toHaveCount(2);
  await expect(edit.getByTestId('rows-initial_stocks-row').nth(0).getByTestId('picker-entrepot-input')).toHaveValue(north);
  await edit.getByTestId('form-tab-productForm.pricingTab').click();
  await expect(edit.getByTestId('rows-pricing-name').locator('input')).toHaveValue('عمده');
});

test('a service has no stock panels and returns to the service list', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/service/new');
  const form = page.getByTestId('resource-form');
  await expect(form.getByTestId('rows-initial_stocks')).toHaveCount(0);
  await expect(form.getByTestId('rows-units')).toHaveCount(0);
  const name = `خدمت نصب ${run}`;
  await form.locator('input[name="name"]').fill(name);
  await form.getByTestId('field-price').locator('input').fill('50000');
  await form.getByTestId('resource-form-save').click();
  await expect(page).toHaveURL(/\/service\/list$/);
  await page.getByTestId('list-search').fill(name);
  await expect(page.getByTestId('resource-row').filter({ hasText: name })).toHaveCount(1);
});

test('a member whose role holds only the service permissions adds and edits services, and never reaches products', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const product = `کالای پنهان ${run}`;
  await api.post('products', { name: product });
  const role = await api.post<{ data: { id: number } }>('role', { name: `خدمات ${run}`, permissions: ['Service', 'ServiceList'] });
  const login = { username: `services${run}`, password: 'services-pass-1' };
  await api.post('customer', {
    firstname: `کارشناس خدمات ${run}`,
    personel: true,
    ...login,
    passwordConfirmation: login.password,
    role: role.data.id,
  });

  await page.getByTestId('logout').click();
  // The session ends before the next login: /login sends a logged-in user on to the dashboard.
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, login);
  await page.goto('/service/list');
  await page.getByTestId('list-new').first().click();
  await expect(page).toHaveURL(/\/service\/new$/);
  const form = page.getByTestId('resource-form');
  const name = `پشتیبانی ${run}`;
  await form.locator('input[name="name"]').fill(name);
  await form.getByTestId('resource-form-save').click();
  await expect(page).toHaveURL(/\/service\/list$/);
  await page.getByTestId('list-search').fill(name);
  await page.getByTestId('resource-row').filter({ hasText: name }).getByTestId('row-edit').click();
  await form.locator('input[name="name"]').fill(`${name} ویژه`);
  await form.getByTestId('resource-form-save').click();
  await expect(page).toHaveURL(/\/service\/list$/);
  await page.getByTestId('list-search').fill(`${name} ویژه`);
  await expect(page.getByTestId('resource-row').filter({ hasText: `${name} ویژه` })).toHaveCount(1);
  // The shared list holds products too, but not for this member.
  await page.getByTestId('list-search').fill(product);
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await expect(page.getByTestId('resource-row')).toHaveCount(0);
  await page.goto('/product/list');
  await expect(page).toHaveURL(/\/403$/);
  await page.goto('/product/new');
  await expect(page).toHaveURL(/\/403$/);
});
