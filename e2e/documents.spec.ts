import { expect, test, type Page } from '@playwright/test';
import { subtractMoney, type Money } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

interface BalanceRow {
  code: string;
  debit: string;
  credit: string;
}

/** The period debit and credit of a given account in the trial balance of the financial year. */
async function givenTurnover(get: <T>(path: string) => Promise<T>, code: string): Promise<{ debit: Money; credit: Money }> {
  const year = await get<{ startDate: string; endDate: string }>('init');
  const balance = await get<{ data: BalanceRow[] }>(`report/balance?from=${year.startDate}&to=${year.endDate}&level=given`);
  const row = balance.data.find((each) => each.code === code);
  return { debit: row?.debit ?? '0', credit: row?.credit ?? '0' };
}

/** Chooses an account in a grid line's picker with the keyboard: type, wait for the search's one match, arrow down, Enter. */
async function pickAccount(page: Page, line: number, search: string, name: string): Promise<void> {
  const input = page.getByTestId(`line-${line}-account-picker-input`);
  await input.click();
  await input.pressSequentially(search);
  // The search has answered once its one match is all the list holds.
  await expect(page.getByTestId('picker-option')).toHaveCount(1);
  await expect(page.getByTestId('picker-option')).toContainText(name);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(name);
}

const cell = (page: Page, line: number, name: string) => page.getByTestId(`line-${line}-${name}`).locator('input');

/** Replaces a grid amount as a person does: click into the box, select what it holds, type. */
async function typeAmount(page: Page, line: number, side: 'debit' | 'credit', amount: string): Promise<void> {
  await cell(page, line, side).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(amount);
}

test('a two-line document is entered with the keyboard, refused unbalanced, made permanent, and reaches the trial balance', async ({
  page,
  request,
}) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const get = api.get;
  const cashBox = `صندوق شعبه ${Date.now()}`;
  await api.post('detail', { name: cashBox, group: 'cash', status: 'active' });
  const cashBefore = await givenTurnover(get, '10101');
  const capitalBefore = await givenTurnover(get, '50101');
  const description = `آورده نقدی ${Date.now()}`;

  await page.goto('/accounting/new');
  const form = page.getByTestId('document-form');
  await expect(form.getByTestId('field-date').locator('input')).toHaveValue(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
  await page.getByTestId('document-description-input').fill(description);

  // Line 1: cash and its cash box, debit. Enter walks account -> detail -> debit; Tab goes on to credit and the description.
  await pickAccount(page, 0, 'صندوق', 'صندوق');
  await expect(page.getByTestId('line-0-code')).toHaveText('۱۰۱۰۱');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'detail')).toBeFocused();
  await page.keyboard.type(cashBox);
  await expect(page.getByTestId('picker-option')).toHaveCount(1);
  await expect(page.getByTestId('picker-option')).toContainText(cashBox);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'detail')).toHaveValue(cashBox);
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'debit')).toBeFocused();
  await page.keyboard.type('1500000');
  await page.keyboard.press('Tab');
  await expect(cell(page, 0, 'credit')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('آورده صاحب سرمایه');
  await expect(page.getByTestId('document-totals')).toHaveAttribute('data-state', 'unbalanced');
  await page.keyboard.press('Enter');

  // Line 2: capital, credit; leaving its last cell opens a third line.
  await expect(page.getByTestId('line-1-account-picker-input')).toBeFocused();
  // By its code: the name is also part of other accounts' (investors' shares).
  await pickAccount(page, 1, '50101', 'سرمایه');
  await typeAmount(page, 1, 'credit', '1500000');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('document-line')).toHaveCount(3);
  await expect(page.getByTestId('line-2-account-picker-input')).toBeFocused();

  const totals = page.getByTestId('document-totals');
  await expect(totals).toHaveAttribute('data-state', 'balanced');
  await expect(page.getByTestId('document-debit-total')).toContainText('۱٬۵۰۰٬۰۰۰');
  await expect(page.getByTestId('document-credit-total')).toContainText('۱٬۵۰۰٬۰۰۰');

  // Typing a credit on the cash line empties its debit: a line has one side.
  await typeAmount(page, 0, 'credit', '5');
  await expect(cell(page, 0, 'debit')).toHaveValue('');
  await expect(totals).toHaveAttribute('data-state', 'unbalanced');
  await typeAmount(page, 0, 'debit', '1500000');
  await expect(cell(page, 0, 'credit')).toHaveValue('');
  await expect(totals).toHaveAttribute('data-state', 'balanced');

  // A date outside the financial year is refused by the server, under the date box.
  const dateBox = form.getByTestId('field-date').locator('input');
  const today = await dateBox.inputValue();
  await dateBox.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1390/01/01');
  await page.keyboard.press('Shift+F3');
  await expect(form.getByTestId('field-date')).toContainText('سال مالی');
  await dateBox.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(today);

  await page.keyboard.press('Shift+F3');
  await expect(page.getByTestId('snackbar')).toContainText('شماره سند');
  await expect(page).toHaveURL(/\/accounting\/list/);

  const row = page.getByTestId('document-table').getByTestId('resource-row').filter({ hasText: description });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td[data-field="state"]')).toContainText('موقت');
  await expect(row.locator('td[data-field="amount"]')).toContainText('۱٬۵۰۰٬۰۰۰');

  // Opened again, an unbalanced change is refused by the server and shown above the grid.
  await row.getByTestId('row-edit').click();
  await expect(page.getByTestId('document-title')).toContainText('سند حسابداری شماره');
  await expect(cell(page, 0, 'debit')).toHaveValue(/^۱٬۵۰۰٬۰۰۰/);
  await typeAmount(page, 1, 'credit', '1499999');
  await expect(totals).toHaveAttribute('data-state', 'unbalanced');
  await expect(page.getByTestId('document-difference')).toHaveText(/^۱(٫۰+)?$/);
  await page.getByTestId('document-save').click();
  await expect(page.getByTestId('document-grid-error')).toContainText('سند تراز نیست');
  await expect(page.getByTestId('document-grid-error')).toContainText('۱٬۴۹۹٬۹۹۹');
  await expect(page).toHaveURL(/\/accounting\/edit\/\d+$/);

  // Leaving with the change asks first; the document keeps what was saved.
  await page.getByTestId('document-back').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'خروج بدون ذخیره' }).click();
  await expect(page).toHaveURL(/\/accounting\/list/);

  // Chosen in the list and made permanent, after a confirmation.
  await row.getByTestId('row-select').locator('input').check();
  await expect(page.getByTestId('selected-count')).toContainText('۱');
  await page.getByTestId('bulk-permanent').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'قطعی کردن' }).click();
  await expect(page.getByTestId('snackbar')).toBeVisible();
  await expect(row.locator('td[data-field="state"]')).toContainText('قطعی');
  await expect(row.getByTestId('row-delete')).toHaveCount(0);

  // A permanent document opens read-only.
  await row.getByTestId('row-view').click();
  await expect(page.getByTestId('document-read-only')).toBeVisible();
  await expect(page.getByTestId('document-save')).toHaveCount(0);
  await expect(page.getByTestId('document-grid')).toHaveCount(0);
  await expect(page.getByTestId('document-view-line')).toHaveCount(2);
  await expect(page.getByTestId('document-view-line').first()).toContainText(cashBox);
  await expect(page.getByTestId('document-view-debit-total')).toContainText('۱٬۵۰۰٬۰۰۰');

  // Its printout names the business and the document.
  await page.getByTestId('document-print').click();
  await expect(page.getByTestId('printed-document')).toContainText('سند حسابداری');
  await expect(page.getByTestId('printed-document').getByTestId('document-view-line')).toHaveCount(2);
  await expect(page.getByTestId('printed-document')).toContainText(cashBox);
  await expect(page.getByTestId('printed-signatures')).toBeVisible();

  // The trial balance of the year has the amount on both accounts.
  const cashAfter = await givenTurnover(get, '10101');
  const capitalAfter = await givenTurnover(get, '50101');
  expect(subtractMoney(cashAfter.debit, cashBefore.debit)).toBe('1500000');
  expect(subtractMoney(capitalAfter.credit, capitalBefore.credit)).toBe('1500000');
  expect(subtractMoney(cashAfter.credit, cashBefore.credit)).toBe('0');
});

test('on a 360px phone each line of the document grid is a card: nothing scrolls sideways, not its box nor the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, admin);
  await page.goto('/accounting/new');
  const grid = page.getByTestId('document-grid');
  await expect(grid).toBeVisible();
  const box = grid.locator('..');
  expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
