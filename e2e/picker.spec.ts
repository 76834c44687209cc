import { expect, test, type Locator } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

type Saved = { data: { id: number } };

/** Whether the box's text is selected whole, as a keyboard focus leaves it; a click leaves a caret instead. */
const selectsAll = (box: Locator) =>
  box.evaluate(
    (input: HTMLInputElement) => input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length,
  );

test('a list opened with a reference id in its filters names the record instead of its number', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const stamp = String(Date.now());
  const category = await api.post<Saved>('category', { name: `عمده‌فروش ${stamp}` });
  await api.post('customer', { firstname: `خریدار ${stamp}`, category: category.data.id });
  await api.post('customer', { firstname: `رهگذر ${stamp}` });

  await page.goto(`/customer/list?filters=${encodeURIComponent(JSON.stringify({ category: category.data.id }))}`);
  await expect(page.getByTestId('filter-picker-category-input')).toHaveValue(`عمده‌فروش ${stamp}`);
  const rows = page.getByTestId('resource-row').filter({ hasText: stamp });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`خریدار ${stamp}`);
});

test('tabbing into a filled money box selects the amount, so typing replaces it even at full length', async ({
  page,
  request,
}) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const name = `یورو ${String(Date.now())}`;
  // Eleven characters: the box's maxLength refuses any more typed after them.
  const currency = await api.post<Saved>('currency', {
    name,
    symbol: '€',
    decimals: 2,
    rate: '123456.7891',
    status: 'active',
  });
  await page.goto(`/currency/edit/${String(currency.data.id)}`);
  const form = page.getByTestId('resource-form');
  const rate = form.locator('input[name="rate"]');
  await expect(rate).toHaveValue('۱۲۳٬۴۵۶٫۷۸۹۱');

  await form.locator('input[name="decimals"]').focus();
  await page.keyboard.press('Tab');
  await expect(rate).toBeFocused();
  await expect(rate).toHaveValue('123456.7891');
  expect(await selectsAll(rate)).toBe(true);
  await page.keyboard.type('42000.5');
  await expect(rate).toHaveValue('42000.5');

  // A click leaves a caret where it lands, not a selection, so typing adds to the amount.
  await form.locator('input[name="decimals"]').click();
  await expect(rate).toHaveValue('۴۲٬۰۰۰٫۵۰۰۰');
  await rate.click();
  await expect(rate).toHaveValue('42000.5');
  expect(await rate.evaluate((input: HTMLInputElement) => input.selectionStart === input.selectionEnd)).toBe(true);
  await page.keyboard.press('End');
  await page.keyboard.type('1');
  await expect(rate).toHaveValue('42000.51');

  await page.keyboard.press('Shift+F3');
  await expect(page.getByTestId('snackbar')).toBeVisible();
  const saved = await api.get<{ rate: string }>(`currency/${String(currency.data.id)}/edit`);
  expect(Number(saved.rate)).toBe(42000.51);
});

test('in the document grid, going back into a filled amount with shift+tab selects it for typing over', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/accounting/new');
  const debit = page.getByTestId('line-0-debit').locator('input');
  const credit = page.getByTestId('line-0-credit').locator('input');
  await debit.click();
  await page.keyboard.type('700');
  await page.keyboard.press('Tab');
  await expect(credit).toBeFocused();
  await expect(debit).toHaveValue('۷۰۰');
  await page.keyboard.press('Shift+Tab');
  await expect(debit).toBeFocused();
  expect(await selectsAll(debit)).toBe(true);
  await page.keyboard.type('900');
  await expect(debit).toHaveValue('900');
  await page.keyboard.press('Enter');
  await expect(credit).toBeFocused();
  await expect(debit).toHaveValue('۹۰۰');
});
