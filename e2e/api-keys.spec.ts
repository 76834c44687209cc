import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { admin } from './users.ts';

test('an API key is made with its permissions, its secret shown once, works, and stops when revoked', async ({ page, request }) => {
  await logIn(page, admin);
  await page.goto('/setting/webService');
  await page.getByRole('button', { name: 'کلید تازه' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('نام کلید').fill('فروشگاه آزمایشی');
  // Permissions come folded by module, as the role editor shows them.
  await form.getByTestId('permission-group-products-toggle').click();
  await form.getByRole('checkbox', { name: 'فهرست کالاها', exact: true }).check();
  await form.getByRole('button', { name: 'ساختن کلید' }).click();

  const secret = page.getByTestId('api-key-secret');
  await expect(secret).toHaveText(/^hk_\d+_/);
  const key = (await secret.textContent()) ?? '';
  await page.getByRole('button', { name: 'نگه داشتم' }).click();
  await expect(secret).toBeHidden();
  const row = page.getByTestId('api-key-row').filter({ hasText: 'فروشگاه آزمایشی' });
  await expect(row).toBeVisible();
  // Once closed, the secret is nowhere on the page: the list shows its first characters only.
  await expect(page.getByText(key)).toHaveCount(0);

  const call = (path: string) => request.get(`/api/v1/${path}`, { headers: { authorization: `Bearer ${key}` } });
  expect((await call('products')).status()).toBe(200);
  expect((await call('customer')).status()).toBe(403);

  await row.getByRole('button', { name: 'باطل کردن' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'باطل کردن' }).click();
  await expect(page.getByText('کلید API باطل شد.')).toBeVisible();
  await expect(row.getByText('باطل شده')).toBeVisible();
  expect((await call('products')).status()).toBe(401);
});
