import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { addMoney, compareMoney, formatJalali, toPersianDigits } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { pickRecord } from './pickers.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();
/** A Sayad id of this run: 16 digits. */
const sayad = String(run).padStart(16, '7').slice(-16);

test('a cheque received with a receipt is listed in hand, deposited, passed into the bank with its history, and the bank holds it', async ({
  page,
  request,
}) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const bankName = `بانک چک ${run}`;
  const bank = (await api.post<{ data: { id: number } }>('bank', { name: bankName })).data;
  await api.post('cash', { name: `صندوق چک ${run}` });
  const personName = `مشتری چک ${run}`;
  await api.post('customer', { firstname: personName });
  const balanceOf = async () => (await api.get<{ balance: string }>(`bank/${bank.id}/edit`)).balance;
  const before = await balanceOf();
  const { startDate } = await api.get<{ startDate: string }>('init');
  // A due date in the financial year, typed in Jalali as a person types it.
  const due = new Date(Date.parse(startDate) + 100 * 86_400_000).toISOString().slice(0, 10);

  // A receipt from the person: cash on one row, a cheque written in its dialog on the other.
  await page.goto('/receive/cash/edit');
  await pickRecord(page, 'picker-person', personName);
  await pickRecord(page, 'line-0-cash-picker', `صندوق چک ${run}`);
  await page.getByTestId('line-0-amount').locator('input').fill('500000');
  // A row on an account cannot hold a cheque too.
  await expect(page.getByTestId('line-0-cheque').getByTestId('cheque-summary')).toBeDisabled();
  await page.getByTestId('document-add-line').click();
  await page.getByTestId('line-1-cheque').getByTestId('cheque-summary').click();
  const dialog = page.getByTestId('cheque-dialog');
  await dialog.getByTestId('cheque-sayad').locator('input').fill(toPersianDigits('12345'));
  await dialog.getByTestId('cheque-amount').locator('input').fill('2500000');
  await dialog.getByTestId('cheque-due').locator('input').fill(formatJalali(due, 'fa'));
  // The Sayad id is checked as the server checks it, before anything is sent.
  await dialog.getByTestId('cheque-save').click();
  await expect(dialog.getByTestId('cheque-sayad')).toContainText('شناسه صیاد معتبر نیست');
  await dialog.getByTestId('cheque-sayad').locator('input').fill(toPersianDigits(sayad));
  await dialog.getByTestId('cheque-save').click();
  await expect(dialog).toBeHidden();
  const summary = page.getByTestId('line-1-cheque').getByTestId('cheque-summary');
  await expect(summary).toContainText(toPersianDigits(sayad));
  await expect(summary).toContainText('۲٬۵۰۰٬۰۰۰');
  // The cheque row's amount is its cheque's, and counts in the total.
  await expect(page.getByTestId('line-1-amount').locator('input')).toBeDisabled();
  await expect(page.getByTestId('line-1-amount').locator('input')).toHaveValue('۲٬۵۰۰٬۰۰۰');
  await expect(page.getByTestId('document-totals')).toContainText('۳٬۰۰۰٬۰۰۰');
  await page.keyboard.press('Shift+F3');
  await expect(page).toHaveURL(/\/receive\/cash\/list/);

  // In hand in the received cheques' list.
  await page.goto('/check/recieve/list');
  await page.getByTestId('list-search').fill(sayad);
  const row = page.getByTestId('cheque-table').getByTestId('resource-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(personName);
  await expect(row.getByTestId('cheque-status')).toHaveAttribute('data-status', 'fund');
  await expect(page.getByTestId('cheque-total')).toHaveText('۲٬۵۰۰٬۰۰۰');

  // Deposited into the bank, then passed.
  await row.click();
  const cheque = page.getByTestId('cheque-page');
  await expect(cheque).toHaveAttribute('data-status', 'fund');
  await page.getByTestId('cheque-move-inBank').click();
  const change = page.getByTestId('cheque-status-dialog');
  await pickRecord(page, 'picker-bank', bankName);
  await change.getByTestId('cheque-status-save').click();
  await expect(change).toBeHidden();
  await expect(cheque).toHaveAttribute('data-status', 'inBank');
  await expect(page.getByTestId('cheque-bank-account')).toHaveText(bankName);
  await page.getByTestId('cheque-move-passed').click();
  // The bank it is in is the one it passes into.
  await expect(change.getByTestId('picker-bank-input')).toHaveValue(bankName);
  await change.getByTestId('cheque-status-save').click();
  await expect(cheque).toHaveAttribute('data-status', 'passed');

  const history = page.getByTestId('cheque-history').getByTestId('resource-row');
  await expect(history).toHaveCount(3);
  await expect(history.getByTestId('cheque-status')).toHaveText(['در صندوق', 'در جریان وصول', 'پاس شده']);
  await expect(history.nth(2)).toContainText(bankName);
  await expect(history.nth(2).getByTestId('history-journal')).toHaveAttribute('href', /\/accounting\/edit\/\d+$/);
  expect(compareMoney(await balanceOf(), addMoney(before, '2500000'))).toBe(0);

  // Its PDF, printed by the server from this page: the cheque and its history, no buttons.
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('print-pdf').click()]);
  expect(pdf.suggestedFilename()).toBe(`cheque-${sayad}.pdf`);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', await pdf.path(), '-']).toString('utf8').replace(/[\u202a-\u202e]/g, '');
  expect(text).toContain(personName);
  expect(text).toContain('پاس شده');
  expect(text).toContain('۲٬۵۰۰٬۰۰۰');
  expect(text).not.toContain('بازگشت به فهرست');
});
