import { expect, test, type Page } from '@playwright/test';
import { compareMoney, multiplyMoney, addMoney, toLatinDigits } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { pickRecord } from './pickers.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

const cell = (page: Page, line: number, column: string) => page.getByTestId(`line-${line}-${column}`).locator('input').first();
/** An amount on screen (Persian digits and separators) as the wire writes it. */
const shownAmount = (text: string) => toLatinDigits(text).replace(/٫/g, '.').replace(/[^\d.-]/g, '');

test('a sale in euros: its fees typed with cents, its totals in euros, the buyer owing its rials at the rate', async ({ page, request }) => {
  test.setTimeout(90_000);
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const warehouse = `انبار ارزی ${run}`;
  const entrepot = (await api.post<{ data: { id: number } }>('entrepot', { name: warehouse })).data;
  const customerName = `خریدار ارزی ${run}`;
  const customer = (await api.post<{ data: { id: number } }>('customer', { firstname: customerName })).data;
  const currencyName = `یورو ${run}`;
  await api.post('currency', { name: currencyName, symbol: '€', decimals: 2, rate: '650000' });
  const productName = `زعفران ${run}`;
  const product = (await api.post<{ data: { id: number } }>('products', { type: 'product', name: productName, price: '9000000', taxPercent: '0' })).data;
  const supplier = (await api.post<{ data: { id: number } }>('customer', { firstname: `فروشنده ارزی ${run}` })).data;
  await api.post('invoice', { type: 'purchase', date: new Date().toISOString().slice(0, 10), person: supplier.id, entrepot: entrepot.id, rows: [{ product: product.id, count: '10', fee: '5000000' }] });

  await page.goto('/sell/edit');
  await expect(page.getByTestId('document-title')).toHaveText('فاکتور فروش جدید');
  await pickRecord(page, 'picker-person', customerName);
  await pickRecord(page, 'picker-entrepot', warehouse);
  await pickRecord(page, 'picker-currency', currencyName);
  const rate = page.getByTestId('field-rate').locator('input');
  await rate.fill('650000');
  await page.getByTestId('line-0-product-picker-input').focus();
  await page.keyboard.type(productName);
  await expect(page.getByTestId('picker-option').first()).toContainText(productName);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await cell(page, 0, 'count').fill('2');
  // 7 € at 650,000 is 4,550,000 rials, below the 5,000,000 a unit cost: warned, the cost in rials.
  await cell(page, 0, 'fee').fill('7');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('rows.0.fee-below-cost')).toContainText('(۵٬۰۰۰٬۰۰۰)');
  // A euro fee has cents, which a rial one has not; 12.55 € is above the cost.
  await cell(page, 0, 'fee').fill('12.55');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('rows.0.fee-below-cost')).toHaveCount(0);
  // The rate shows as typed, not in the euro's decimals.
  await expect(rate).toHaveValue('۶۵۰٬۰۰۰');
  await expect.poll(async () => shownAmount(await page.getByTestId('document-payable').innerText())).toBe('25.10');
  const remainBefore = (await api.get<{ remain: string }>(`customer/${customer.id}/edit`)).remain;
  await page.keyboard.press('Shift+F3');
  await expect(page).toHaveURL(/\/sell\/list/);
  // Listed with its euro cents, where a rial sale shows none.
  const listed = page.getByTestId('resource-row').filter({ hasText: customerName });
  await expect(listed.locator('td[data-field="payable"]')).toHaveText('۲۵٫۱۰');

  const [sale] = (await api.get<{ data: { id: number; payable: string }[] }>(`invoice?type=sell&person=${customer.id}`)).data;
  if (!sale) throw new Error('the sale was not saved');
  expect(sale.payable).toBe('25.1');
  const read = await api.get<{ currency: number; rate: string; rows: { fee: string }[] }>(`invoice/${sale.id}/edit`);
  expect(read).toMatchObject({ rate: '650000', rows: [{ fee: '12.55' }] });
  // The buyer owes 25.10 € at 650,000 rials.
  const remainAfter = (await api.get<{ remain: string }>(`customer/${customer.id}/edit`)).remain;
  expect(compareMoney(remainAfter, addMoney(remainBefore, multiplyMoney('25.1', '650000')))).toBe(0);

  // Opened again, the sale shows its cents.
  await page.goto(`/sell/edit/${sale.id}`);
  await expect(cell(page, 0, 'fee')).toHaveValue(/۱۲٫۵۵/);
  await expect.poll(async () => shownAmount(await page.getByTestId('document-payable').innerText())).toBe('25.10');
});
