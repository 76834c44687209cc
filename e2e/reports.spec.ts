import { expect, test, type Locator } from '@playwright/test';
import { addMoney, formatJalali, formatMoney, type Money } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Rial has no decimals; the page writes amounts with Persian digits and separators. */
const rial = (amount: Money) => formatMoney(amount, { precision: 0, language: 'fa' });

function cell(row: Locator, field: string): Locator {
  return row.locator(`td[data-field="${field}"]`);
}

interface Totals {
  debit: string;
  credit: string;
  closing_debit: string;
}
interface Statement {
  total_income: string;
  total_expenses: string;
  net_profit: string;
}
interface Sheet {
  total_assets: string;
  total_liabilities_and_equity: string;
  current_profit: string;
}

test('a posted document shows in the trial balance, its book, profit and loss and the balance sheet', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const { startDate, endDate } = await api.get<{ startDate: string; endDate: string }>('init');
  const { data: accounts } = await api.get<{ data: { id: number; code: string }[] }>('coding?type=given');
  const idOf = (code: string) => {
    const found = accounts.find((account) => account.code === code);
    if (!found) throw new Error(`no account ${code}`);
    return found.id;
  };
  // Accounts other browser tests leave alone: petty cash, other income, advertising.
  const [petty, otherIncome, advertising] = [idOf('10103'), idOf('60201'), idOf('80202')];

  // What the reports say before, so the totals can be checked whatever other tests posted.
  const period = `from=${startDate}&to=${endDate}`;
  const before = {
    balance: (await api.get<{ totals: Totals }>(`report/balance?${period}&level=given`)).totals,
    profit: await api.get<Statement>(`report/profitCost?${period}`),
    sheet: await api.get<Sheet>(`report/balanceSheet?date=${endDate}`),
  };

  await api.post('accounting', {
    date: startDate,
    description: 'درآمد آزمون گزارش‌ها',
    rows: [
      { account: petty, debit: '1500000', credit: '0' },
      { account: otherIncome, debit: '0', credit: '1500000' },
    ],
  });
  await api.post('accounting', {
    date: startDate,
    description: 'هزینه آزمون گزارش‌ها',
    rows: [
      { account: advertising, debit: '400000', credit: '0' },
      { account: petty, debit: '0', credit: '400000' },
    ],
  });

  // Trial balance: the given level over the financial year in the 6-column layout.
  await page.goto('/accounting/balance');
  const balance = page.getByTestId('balance-table');
  const pettyRow = balance.getByTestId('resource-row').filter({ hasText: '۱۰۱۰۳' });
  await expect(cell(pettyRow, 'debit')).toHaveText(rial('1500000'));
  await expect(cell(pettyRow, 'credit')).toHaveText(rial('400000'));
  await expect(cell(pettyRow, 'closing_debit')).toHaveText(rial('1100000'));
  const totals = balance.getByTestId('summary-trailing');
  await expect(cell(totals, 'debit')).toHaveText(rial(addMoney(before.balance.debit, '1900000')));
  await expect(cell(totals, 'credit')).toHaveText(rial(addMoney(before.balance.credit, '1900000')));

  // The 2-column layout keeps the closing balance only, and the choice lives in the URL.
  await page.getByRole('combobox', { name: 'نوع تراز' }).click();
  await page.getByRole('option', { name: '۲ ستونی' }).click();
  await expect(page).toHaveURL(/layout=2/);
  await expect(balance.locator('th[data-field]')).toHaveCount(4);
  await expect(cell(pettyRow, 'closing_debit')).toHaveText(rial('1100000'));

  // An Excel file of the report, headers in English.
  await page.getByTestId('list-export').click();
  await page.getByRole('radio', { name: 'انگلیسی' }).check();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-submit').click();
  // The file is named as a person looks for it: the report and its Jalali period.
  const jalali = (iso: string) => formatJalali(iso, 'en').replaceAll('/', '-');
  expect((await download).suggestedFilename()).toBe(`تراز آزمایشی - از ${jalali(startDate)} تا ${jalali(endDate)}.xlsx`);

  // A given account opens its book over the same range, with the running balance and its side.
  await pettyRow.getByTestId('balance-book-link').click();
  await expect(page).toHaveURL(new RegExp(`/accounting/book\\?account=${petty}&from=${startDate}&to=${endDate}`));
  await expect(page.getByTestId('book-account-input')).toHaveValue('تنخواه‌گردان');
  const book = page.getByTestId('book-table');
  await expect(book.getByTestId('summary-leading')).toContainText('مانده ابتدای دوره');
  const income = book.getByTestId('resource-row').filter({ hasText: 'درآمد آزمون گزارش‌ها' });
  const expense = book.getByTestId('resource-row').filter({ hasText: 'هزینه آزمون گزارش‌ها' });
  await expect(cell(income, 'remain')).toHaveText(rial('1500000'));
  await expect(cell(income, 'side')).toHaveText('بدهکار');
  await expect(cell(expense, 'cumulative_creditor')).toHaveText(rial('400000'));
  await expect(cell(expense, 'remain')).toHaveText(rial('1100000'));
  const bookTotal = book.getByTestId('summary-trailing');
  await expect(bookTotal).toContainText('جمع دوره');
  await expect(cell(bookTotal, 'debit')).toHaveText(rial('1500000'));
  await expect(cell(bookTotal, 'credit')).toHaveText(rial('400000'));
  await expect(expense.getByTestId('book-document-link')).toHaveAttribute('href', /\/accounting\/edit\/\d+$/);

  // Profit and loss over the year: the income and the expense in their sections, and the totals.
  await page.goto('/report/profitCost');
  const incomeTotal = page.getByTestId('profit-cost-income').getByTestId('summary-trailing');
  await expect(cell(incomeTotal, 'amount')).toHaveText(rial(addMoney(before.profit.total_income, '1500000')));
  const expensesTotal = page.getByTestId('profit-cost-expenses').getByTestId('summary-trailing');
  await expect(cell(expensesTotal, 'amount')).toHaveText(rial(addMoney(before.profit.total_expenses, '400000')));
  await expect(page.getByTestId('profit-cost-income').getByTestId('resource-row').filter({ hasText: '۶۰۲' })).toBeVisible();

  // The balance sheet on the year's last day: both sides grow by the year's profit.
  await page.goto(`/accounting/balanceSheet?date=${endDate}`);
  const assets = page.getByTestId('balance-sheet-assets').getByTestId('summary-trailing');
  await expect(cell(assets, 'amount')).toHaveText(rial(addMoney(before.sheet.total_assets, '1100000')));
  const claims = page.getByTestId('balance-sheet-claims').getByTestId('summary-trailing');
  await expect(claims.first()).toContainText('سود (زیان) سال جاری');
  await expect(cell(claims.first(), 'amount')).toHaveText(rial(addMoney(before.sheet.current_profit, '1100000')));
  await expect(cell(claims.last(), 'amount')).toHaveText(rial(addMoney(before.sheet.total_liabilities_and_equity, '1100000')));
});

test('a report fits a phone: the table scrolls inside its box, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, admin);
  await page.goto('/accounting/balance?layout=8');
  await expect(page.getByTestId('balance-table')).toBeVisible();
  await expect(page.getByTestId('balance-table').locator('th[data-field]')).toHaveCount(10);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
