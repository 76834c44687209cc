import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { admin } from './users.ts';

test('a role made on its screen, given to a new user, decides what that user may open', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, admin);

  await page.goto('/role/edit');
  const roleForm = page.getByTestId('resource-form');
  await roleForm.locator('input[name="name"]').fill('انباردار');
  await roleForm.getByTestId('permission-group-products-toggle').click();
  await roleForm.locator('input[name="permissions"][value="CategoryList"]').check();
  await roleForm.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');

  await page.goto('/management/user');
  await page.getByTestId('resource-list').getByTestId('list-new').first().click();
  const userForm = page.getByTestId('resource-form-dialog');
  await userForm.locator('input[name="username"]').fill('storekeeper');
  await userForm.locator('input[name="name"]').fill('علی انباردار');
  await userForm.locator('input[name="password"]').fill('storekeeper-pass-1');
  await userForm.getByTestId('picker-role_id-input').click();
  await page.getByRole('option', { name: 'انباردار' }).click();
  await userForm.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('resource-row').filter({ hasText: 'storekeeper' })).toContainText('انباردار');

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { username: 'storekeeper', password: 'storekeeper-pass-1' });
  const menu = page.getByTestId('side-menu');
  await expect(menu).toContainText('پیشخوان');
  await expect(menu).not.toContainText('ارزها');
  await page.goto('/category/list');
  await expect(page.getByTestId('resource-list')).toBeVisible();
  await page.goto('/currency/list');
  await expect(page).toHaveURL(/\/403$/);
});

test('the role editor starts from a preset, adds what a permission needs, and keeps it once saved', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, admin);
  await page.goto('/role/edit');
  const roleForm = page.getByTestId('resource-form');
  await roleForm.locator('input[name="name"]').fill('صندوق‌دار شعبه');
  const permission = (name: string) => roleForm.locator(`input[name="permissions"][value="${name}"]`);
  const sales = roleForm.getByTestId('permission-group-sales');

  // The cashier's preset fills the sales group in part, folded until opened.
  await roleForm.getByTestId('role-preset-cashier').click();
  await expect(sales.getByTestId('permission-group-sales-count')).toHaveText('۱۱ از ۲۳');
  await expect(sales.getByRole('checkbox', { name: 'انتخاب همه فروش' })).toHaveAttribute('data-indeterminate', 'true');
  await expect(permission('SellCasher')).toHaveCount(0);
  await sales.getByTestId('permission-group-sales-toggle').press('Enter');
  await expect(permission('SellCasher')).toBeChecked();
  await expect(permission('Presale')).not.toBeChecked();

  // A presale brings its list along, and says so.
  await permission('Presale').check();
  await expect(permission('PresaleList')).toBeChecked();
  await expect(roleForm.getByTestId('permission-along')).toContainText('فهرست پیش‌فاکتورها');

  // Taking the sales list away takes what needs it; the till brings it all back.
  await permission('SellList').uncheck();
  await expect(permission('Sell')).not.toBeChecked();
  await expect(permission('SellCasher')).not.toBeChecked();
  await expect(roleForm.getByTestId('permission-along')).toContainText('صندوق فروش');
  await permission('SellCasher').check();
  await expect(sales.getByTestId('permission-group-sales-count')).toHaveText('۹ از ۲۳');
  await expect(permission('Sell')).toBeChecked();
  await expect(permission('SellList')).toBeChecked();

  // The search opens the groups holding what matches, and a removal brings the screen it removes from.
  await roleForm.getByTestId('permission-search').fill('حذف فاکتور خرید');
  await expect(roleForm.getByTestId('permission-group-sales')).toHaveCount(0);
  await permission('removePurchase').check();
  await expect(roleForm.getByTestId('permission-group-purchases-count')).toHaveText('۳ از ۶');
  await roleForm.getByTestId('permission-search').fill('');

  await roleForm.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');

  await page.goto('/role/list');
  await page.getByTestId('resource-row').filter({ hasText: 'صندوق‌دار شعبه' }).getByTestId('row-permissions').click();
  const reopened = page.getByTestId('resource-form');
  await expect(reopened.getByTestId('permission-group-sales-count')).toHaveText('۹ از ۲۳');
  await expect(reopened.getByTestId('permission-group-purchases-count')).toHaveText('۳ از ۶');
  await reopened.getByTestId('permission-group-sales-toggle').click();
  for (const name of ['SellCasher', 'Sell', 'SellList', 'Presale', 'PresaleList']) await expect(reopened.locator(`input[value="${name}"]`)).toBeChecked();
});
