import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { admin } from './users.ts';

function card(page: Page, level: 'group' | 'total' | 'given') {
  return page.getByTestId(`coding-card-${level}`);
}

function row(page: Page, level: 'group' | 'total' | 'given', name: string) {
  return card(page, level).getByTestId('account-row').filter({ hasText: name });
}

test('a given account is added under a chosen total, found in the given list, renamed and deleted', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/accounting/coding');

  // The seeded standard chart: current assets, then cash and banks.
  await row(page, 'group', 'دارایی‌های جاری').locator('[data-row-button]').click();
  await expect(row(page, 'group', 'دارایی‌های جاری')).toHaveAttribute('data-selected', 'true');
  await row(page, 'total', 'موجودی نقد و بانک').locator('[data-row-button]').click();
  await expect(card(page, 'given').getByRole('heading')).toContainText('موجودی نقد و بانک');
  await expect(row(page, 'given', 'صندوق')).toHaveAttribute('data-code', '10101');

  // The dialog composes the code as the number is typed, in Persian digits, and holds a given to 2-4 digits.
  await card(page, 'given').getByTestId('card-add').click();
  const dialog = page.getByTestId('account-dialog');
  await dialog.locator('input[name="number"]').fill('0000۹');
  await dialog.locator('input[name="name"]').fill('صندوق فروشگاه');
  await expect(dialog.getByTestId('account-code')).toHaveAttribute('data-code', '1010000');
  await dialog.locator('input[name="number"]').fill('۹');
  await dialog.getByTestId('account-form-save').click();
  await expect(dialog.getByTestId('field-number')).toContainText('دو تا چهار رقم');
  await dialog.locator('input[name="number"]').fill('۰۹');
  await expect(dialog.getByTestId('account-code')).toContainText('۱۰۱۰۹');
  await dialog.getByTestId('account-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');
  await expect(dialog).toBeHidden();
  await expect(row(page, 'given', 'صندوق فروشگاه')).toHaveAttribute('data-code', '10109');

  // The given list finds it by search, and comes back to the same cards.
  await page.getByTestId('coding-list-given').click();
  await expect(page).toHaveURL(/\/accounting\/given\/list/);
  const list = page.getByTestId('coding-list');
  await list.getByTestId('list-search').fill('فروشگاه');
  await expect(list.getByTestId('resource-row')).toHaveCount(1);
  await expect(list.getByTestId('resource-row')).toContainText('۱۰۱۰۹');
  await expect(list.getByTestId('resource-row')).toContainText('موجودی نقد و بانک');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/accounting\/coding\?group=\d+&total=\d+/);

  await row(page, 'given', 'صندوق فروشگاه').getByTestId('row-edit').click();
  await expect(dialog.locator('input[name="name"]')).toHaveValue('صندوق فروشگاه');
  await dialog.locator('input[name="name"]').fill('صندوق شعبه');
  await page.keyboard.press('Shift+F3');
  await expect(dialog).toBeHidden();
  await expect(row(page, 'given', 'صندوق شعبه')).toHaveAttribute('data-code', '10109');

  await row(page, 'given', 'صندوق شعبه').getByTestId('row-delete').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('حذف شد.');
  await expect(row(page, 'given', 'صندوق شعبه')).toHaveCount(0);

  // A total with given accounts under it stays, with the server's reason.
  await row(page, 'total', 'موجودی نقد و بانک').getByTestId('row-delete').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('زیرحساب');
  await expect(row(page, 'total', 'موجودی نقد و بانک')).toBeVisible();
});

test('F5 reloads the cards, not the page, and the cards search and stack on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, admin);
  await page.goto('/accounting/coding');
  await expect(card(page, 'given').getByTestId('card-hint')).toBeVisible();

  await card(page, 'group').getByTestId('card-search').fill('بدهی');
  await expect(card(page, 'group').getByTestId('account-row')).toHaveCount(2);
  await card(page, 'group').getByTestId('card-search').fill('');
  await expect(card(page, 'group').getByTestId('account-row')).toHaveCount(9);

  // Stacked, and nothing wider than the phone.
  const groupsBox = await card(page, 'group').boundingBox();
  const totalsBox = await card(page, 'total').boundingBox();
  expect(totalsBox && groupsBox && totalsBox.y > groupsBox.y).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Keyboard: arrows move between the groups, Enter chooses one.
  await card(page, 'group').locator('[data-row-button]').first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(card(page, 'group').getByTestId('account-row').nth(1)).toHaveAttribute('data-selected', 'true');

  await page.evaluate(() => Object.assign(window, { codingMarker: 'same page' }));
  const reloadedCards = page.waitForResponse((response) => response.url().includes('/api/v1/coding?'));
  await page.keyboard.press('F5');
  await reloadedCards;
  expect(await page.evaluate(() => Reflect.get(window, 'codingMarker'))).toBe('same page');
});
