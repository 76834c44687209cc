import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { admin } from './users.ts';

test('a role made on its screen, given to a new user, decides what that user may open', async ({ page }) => {
  await logIn(page, admin);

  await page.goto('/role/edit');
  const roleForm = page.getByTestId('resource-form');
  await roleForm.locator('input[name="name"]').fill('انباردار');
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
