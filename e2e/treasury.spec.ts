import { expect, test, type Locator } from '@playwright/test';
import { formatJalali } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

function cell(row: Locator, field: string): Locator {
  return row.locator(`td[data-field="${field}"]`);
}

test('a bank account is made through its form with the next code, a refused card number and Persian digits, and listed with its balance', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/bank/list');
  const list = page.getByTestId('resource-list');
  await expect(list).toHaveAttribute('data-resource', 'bank');
  await list.getByTestId('list-new').first().click();
  await expect(page).toHaveURL(/\/bank\/edit$/);

  const form = page.getByTestId('resource-form');
  // The next free code is offered, in the language's digits.
  await expect(form.locator('input[name="code"]')).toHaveValue(/^[۰-۹]+$/);
  const name = `حساب جاری ${run}`;
  await form.locator('input[name="name"]').fill(name);
  await form.getByRole('combobox', { name: 'بانک', exact: true }).click();
  await page.getByRole('option', { name: 'بانک ملت' }).click();
  await form.locator('input[name="sheba"]').fill('IR۱۶ ۰۱۲۰ ۰۰۰۰ ۰۰۰۰ ۱۲۳۴ ۵۶۷۸ ۹۰');
  await form.getByTestId('rows-terminals-add').click();
  await form.getByTestId('rows-terminals-name').locator('input').fill('پایانه فروشگاه');
  await form.getByTestId('rows-terminals-terminal').locator('input').fill('۱۲۳۴۵۶۷۸');
  await form.getByTestId('field-initial_price').locator('input').fill('2500000');
  await form.locator('input[name="card_number"]').fill('۶۱۰۴۳۳۹۸۷۶۵۴۳۲۱۱');

  // A card number whose check digit is wrong is refused on its field before anything is sent.
  await form.getByTestId('resource-form-save').click();
  await expect(form.getByTestId('field-card_number')).toContainText('شماره کارت معتبر نیست');
  await form.locator('input[name="card_number"]').fill('۶۱۰۴-۳۳۹۸-۷۶۵۴-۳۲۱۰');
  await form.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');
  await expect(page).toHaveURL(/\/bank\/list/);

  await list.getByTestId('list-search').fill(name);
  const row = page.getByTestId('resource-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // Its bank, and its balance read from the ledger: the opening balance just posted.
  await expect(row).toContainText('بانک ملت');
  await expect(row).toContainText('۲٬۵۰۰٬۰۰۰');

  // Opened again, it shows its numbers as stored and its balance.
  await row.getByTestId('row-edit').click();
  await expect(form.locator('input[name="card_number"]')).toHaveValue('۶۱۰۴۳۳۹۸۷۶۵۴۳۲۱۰');
  await expect(form.locator('input[name="sheba"]')).toHaveValue('IR160120000000001234567890');
  await expect(form.getByTestId('field-balance').locator('input')).toHaveValue(/۲٬۵۰۰٬۰۰۰/);
});

test('a bank account’s row opens its turnover: each line with the running balance after it, in Jalali dates', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const { startDate } = await api.get<{ startDate: string }>('init');
  // Later days of the financial year, so the opening document comes first.
  const day = (offset: number) => new Date(Date.parse(startDate) + offset * 86_400_000).toISOString().slice(0, 10);
  const name = `حساب گردش ${run}`;
  const bank = (await api.post<{ data: { id: number; detail_id: number } }>('bank', { name, initial_price: '5000000' })).data;
  const cash = (await api.post<{ data: { id: number } }>('cash', { name: `صندوق گردش ${run}` })).data;
  const person = (await api.post<{ data: { id: number } }>('customer', { firstname: `مشتری گردش ${run}` })).data;
  await api.post('receive', { date: day(10), person: person.id, description: `دریافت ${run}`, rows: [{ bank: bank.id, amount: '1200000' }] });
  await api.post('transfer', {
    date: day(20),
    from: { kind: 'bank', id: bank.id },
    to: { kind: 'cash', id: cash.id },
    amount: '700000',
    fee: '10000',
    description: `انتقال ${run}`,
  });

  await page.goto(`/bank/list?search=${encodeURIComponent(name)}`);
  const row = page.getByTestId('resource-row').filter({ hasText: name });
  await expect(row).toContainText('۵٬۴۹۰٬۰۰۰');
  await expect(row.getByTestId('row-turnover')).toHaveAccessibleName('گردش حساب');
  await row.getByTestId('row-turnover').click();
  await expect(page).toHaveURL(new RegExp(`/report/turnoverlist/${bank.detail_id}\\?detail=${bank.detail_id}$`));
  await expect(page.getByTestId('book-detail-input')).toHaveValue(name);
  // The detail account alone is enough: no given account is asked for.
  await expect(page.getByTestId('book-account-input')).not.toHaveAttribute('required');

  const book = page.getByTestId('book-table');
  const lines = book.getByTestId('resource-row');
  await expect(lines).toHaveCount(4);
  // The opening document and the receipt raise the balance; the transfer, then its bank fee, lower it.
  const expected = [
    { date: startDate, text: 'مانده اول دوره', debit: '۵٬۰۰۰٬۰۰۰', credit: '۰', remain: '۵٬۰۰۰٬۰۰۰' },
    { date: day(10), text: `دریافت ${run}`, debit: '۱٬۲۰۰٬۰۰۰', credit: '۰', remain: '۶٬۲۰۰٬۰۰۰' },
    { date: day(20), text: `انتقال ${run}`, debit: '۰', credit: '۷۰۰٬۰۰۰', remain: '۵٬۵۰۰٬۰۰۰' },
    { date: day(20), text: `انتقال ${run}`, debit: '۰', credit: '۱۰٬۰۰۰', remain: '۵٬۴۹۰٬۰۰۰' },
  ];
  for (const [index, line] of expected.entries()) {
    const shown = lines.nth(index);
    await expect(cell(shown, 'date')).toHaveText(formatJalali(line.date, 'fa'));
    await expect(cell(shown, 'description')).toContainText(line.text);
    await expect(cell(shown, 'debit')).toHaveText(line.debit);
    await expect(cell(shown, 'credit')).toHaveText(line.credit);
    await expect(cell(shown, 'remain')).toHaveText(line.remain);
    await expect(cell(shown, 'side')).toHaveText('بدهکار');
  }
  const total = book.getByTestId('summary-trailing');
  await expect(cell(total, 'debit')).toHaveText('۶٬۲۰۰٬۰۰۰');
  await expect(cell(total, 'credit')).toHaveText('۷۱۰٬۰۰۰');
  await expect(cell(total, 'remain')).toHaveText('۵٬۴۹۰٬۰۰۰');
});
