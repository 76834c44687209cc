import { expect, test, type Page } from '@playwright/test';
import { addMoney, compareMoney, subtractMoney, toLatinDigits, toPersianDigits } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { pickRecord } from './pickers.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();
/** A barcode of this run, as a scanner types it. */
const barcode = `626${String(run).slice(-10)}`;

interface ListOf<T> {
  data: T[];
}
interface InvoiceRow {
  id: number;
  number: number;
  payable: string;
  returns: number | null;
}
interface InvoiceRead extends InvoiceRow {
  paid: string;
  payments: { cash: number | null; amount: string }[];
  rows: { product: number; unit: number | null; count: string; quantity: string; discountPercent: string | null; total: string }[];
}

const cell = (page: Page, line: number, column: string) => page.getByTestId(`line-${line}-${column}`).locator('input').first();
const productInput = (page: Page, line: number) => page.getByTestId(`line-${line}-product-picker-input`);

/** An amount on screen (Persian digits, grouped) as the wire writes it. */
const shownAmount = (text: string) => toLatinDigits(text).replace(/[^\d.-]/g, '');

test('a purchase by the box, a sale scanned in by barcode with a discount percent, and a return of part of the purchase, all with the keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const unitId = async (name: string) =>
    (await api.get<ListOf<{ id: number; name: string }>>(`getdetail?select=unit&search=${encodeURIComponent(name)}`)).data.find((unit) => unit.name === name)?.id;
  const piece = await unitId('عدد');
  const box = await unitId('جعبه');
  const warehouse = `انبار فاکتور ${run}`;
  await api.post('entrepot', { name: warehouse });
  const supplierName = `فروشنده ${run}`;
  const customerName = `خریدار ${run}`;
  const supplier = (await api.post<{ data: { id: number } }>('customer', { firstname: supplierName })).data;
  const customer = (await api.post<{ data: { id: number } }>('customer', { firstname: customerName })).data;
  const cashBox = `صندوق فروش ${run}`;
  const cash = (await api.post<{ data: { id: number } }>('cash', { name: cashBox })).data;
  const productName = `نوشابه ${run}`;
  const product = (
    await api.post<{ data: { id: number } }>('products', {
      type: 'product',
      name: productName,
      price: '50000',
      taxPercent: '10',
      unit: piece,
      barcode,
      units: [{ unit: box, value: '12', default: false }],
    })
  ).data;

  // A purchase of 2 boxes of 12: the product picked by name, its box chosen among its units only, all by keyboard.
  await page.goto('/purchase/list');
  await expect(page.getByRole('heading', { name: 'فاکتورهای خرید' })).toBeVisible();
  await page.getByTestId('list-new').click();
  await expect(page).toHaveURL(/\/purchase\/edit$/);
  await expect(page.getByTestId('document-title')).toHaveText('فاکتور خرید جدید');
  // The type is the page's; a purchase names no returned invoice.
  await expect(page.getByTestId('field-type')).toHaveCount(0);
  await expect(page.getByTestId('field-returns')).toHaveCount(0);
  await pickRecord(page, 'picker-person', supplierName);
  await pickRecord(page, 'picker-entrepot', warehouse);
  await productInput(page, 0).focus();
  await page.keyboard.type(productName);
  await expect(page.getByTestId('picker-option').first()).toContainText(productName);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The product's default unit (its base unit here) and VAT fill the row; a purchase proposes the last purchase's
  // fee, never the selling price, and a product never bought has none.
  await expect(cell(page, 0, 'unit')).toHaveValue('عدد');
  await expect(cell(page, 0, 'tax')).toHaveValue(/۱۰/);
  await expect(cell(page, 0, 'fee')).toHaveValue('');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'unit')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option')).toHaveText(['عدد', 'جعبه']);
  await page.keyboard.type('جعبه');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'unit')).toHaveValue('جعبه');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'count')).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'fee')).toBeFocused();
  await page.keyboard.type('500000');
  await page.keyboard.press('Enter');
  // 2 × 500,000 and 10% VAT.
  await expect(page.getByTestId('line-0-total')).toContainText('۱٬۱۰۰٬۰۰۰');
  await expect(page.getByTestId('document-payable')).toHaveText('۱٬۱۰۰٬۰۰۰');
  await page.keyboard.press('Shift+F3');
  await expect(page).toHaveURL(/\/purchase\/list/);
  const [purchase] = (await api.get<ListOf<InvoiceRow>>(`invoice?type=purchase&person=${supplier.id}`)).data;
  if (!purchase) throw new Error('the purchase was not saved');
  const purchaseRead = await api.get<InvoiceRead>(`invoice/${purchase.id}/edit`);
  expect(purchaseRead.rows).toMatchObject([{ product: product.id, unit: box, count: '2', quantity: '24' }]);
  expect(purchase.payable).toBe('1100000');

  // A sale scanned in: the barcode and Enter put the product on a row, the same again counts it twice.
  const remainBefore = (await api.get<{ remain: string }>(`customer/${customer.id}/edit`)).remain;
  await page.goto('/sell/list');
  await expect(page.getByRole('heading', { name: 'فاکتورهای فروش' })).toBeVisible();
  await page.getByTestId('list-new').click();
  await expect(page).toHaveURL(/\/sell\/edit$/);
  await expect(page.getByTestId('document-title')).toHaveText('فاکتور فروش جدید');
  await pickRecord(page, 'picker-person', customerName);
  await pickRecord(page, 'picker-entrepot', warehouse);
  await productInput(page, 0).focus();
  await page.keyboard.type(barcode);
  await page.keyboard.press('Enter');
  await expect(productInput(page, 0)).toHaveValue(productName);
  await expect(productInput(page, 1)).toBeFocused();
  await page.keyboard.type(toPersianDigits(barcode));
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'count')).toHaveValue('۲');
  await expect(productInput(page, 1)).toHaveValue('');
  await expect(productInput(page, 1)).toBeFocused();
  await expect(page.getByTestId('document-line')).toHaveCount(2);
  // Back along the first row to its discount percent: description, warehouse, VAT, discount percent.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+Tab');
  await expect(cell(page, 0, 'discountPercent')).toBeFocused();
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  // 2 × 50,000 less 10%, and 10% VAT on the rest.
  await expect(page.getByTestId('line-0-total')).toContainText('۹۹٬۰۰۰');
  // The totals in order: the rows' 100,000, their 10,000 off, no invoice discount nor shipping, VAT and payable.
  await expect(page.getByTestId('document-rows-sum')).toHaveText('۱۰۰٬۰۰۰');
  await expect(page.getByTestId('document-row-discounts')).toHaveText('۱۰٬۰۰۰');
  await expect(page.getByTestId('document-invoice-discount')).toHaveText('۰');
  await expect(page.getByTestId('document-shipping-total')).toHaveText('۰');
  await expect(page.getByTestId('document-tax')).toHaveText('۹٬۰۰۰');
  const shownPayable = shownAmount(await page.getByTestId('document-payable').innerText());
  // Paid in part at the counter: a cash row, reached and typed with the keyboard.
  await page.getByTestId('rows-payments-add').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rows-payments-row')).toHaveCount(1);
  const cashPicker = page.getByTestId('picker-cash-input');
  await cashPicker.focus();
  await page.keyboard.type(cashBox);
  await expect(page.getByTestId('picker-option').first()).toContainText(cashBox);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(cashPicker).toHaveValue(cashBox);
  await page.getByTestId('rows-payments-amount').locator('input').focus();
  await page.keyboard.type('40000');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('document-paid')).toHaveText('۴۰٬۰۰۰');
  await expect(page.getByTestId('document-remaining')).toHaveText('۵۹٬۰۰۰');
  await page.keyboard.press('Shift+F3');
  await expect(page).toHaveURL(/\/sell\/list/);
  const listed = page.getByTestId('resource-row').filter({ hasText: customerName });
  await expect(listed).toHaveCount(1);
  const [sale] = (await api.get<ListOf<InvoiceRow>>(`invoice?type=sell&person=${customer.id}`)).data;
  if (!sale) throw new Error('the sale was not saved');
  expect(compareMoney(sale.payable, shownPayable)).toBe(0);
  const saleRead = await api.get<InvoiceRead>(`invoice/${sale.id}/edit`);
  expect(saleRead.rows).toMatchObject([{ product: product.id, unit: piece, count: '2', discountPercent: '10' }]);
  // The customer owes the payable less what was paid in cash, which the cash box holds.
  expect(saleRead).toMatchObject({ paid: '40000', payments: [{ amount: '40000' }] });
  const remainAfter = (await api.get<{ remain: string }>(`customer/${customer.id}/edit`)).remain;
  expect(compareMoney(remainAfter, addMoney(remainBefore, subtractMoney(sale.payable, '40000')))).toBe(0);
  expect((await api.get<{ balance: string }>(`cash/${cash.id}/edit`)).balance).toBe('40000');
  // The sale opens in its own form from its list.
  await listed.getByTestId('row-edit').click();
  await expect(page).toHaveURL(new RegExp(`/sell/edit/${sale.id}$`));
  await expect(page.getByTestId('document-payable')).toHaveText('۹۹٬۰۰۰');

  // A box of the purchase returned: the purchase picked among the supplier's, its row copied, its count lowered.
  await page.goto('/returnPurchase/edit');
  await expect(page.getByTestId('document-title')).toHaveText('برگشت از خرید جدید');
  // The invoice returned is picked among the party's, so the party comes first.
  await expect(page.getByTestId('returns-input')).toBeDisabled();
  await pickRecord(page, 'picker-person', supplierName);
  await pickRecord(page, 'picker-entrepot', warehouse);
  await page.getByTestId('returns-input').click();
  await expect(page.getByTestId('returns-option')).toHaveCount(1);
  await expect(page.getByTestId('returns-option')).toContainText(`خرید شماره ${toPersianDigits(String(purchase.number))}`);
  await page.getByTestId('returns-option').click();
  await expect(productInput(page, 0)).toHaveValue(productName);
  await expect(cell(page, 0, 'unit')).toHaveValue('جعبه');
  await expect(cell(page, 0, 'count')).toHaveValue('۲');
  await expect(cell(page, 0, 'fee')).toHaveValue('۵۰۰٬۰۰۰');
  // What is left to return of the purchase, in its base unit: nothing has come back yet.
  await expect(page.getByTestId('rows.0.count-returnable')).toHaveText('قابل برگشت: ۲۴ عدد');
  await cell(page, 0, 'count').fill('1');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('line-0-total')).toContainText('۵۵۰٬۰۰۰');
  await page.keyboard.press('Shift+F3');
  await expect(page).toHaveURL(/\/returnPurchase\/list/);
  const [returned] = (await api.get<ListOf<InvoiceRow>>(`invoice?type=returnPurchase&person=${supplier.id}`)).data;
  if (!returned) throw new Error('the return was not saved');
  expect(returned.returns).toBe(purchase.id);
  const returnRead = await api.get<InvoiceRead>(`invoice/${returned.id}/edit`);
  expect(returnRead.rows).toMatchObject([{ product: product.id, unit: box, count: '1', quantity: '12' }]);
  expect(returned.payable).toBe('550000');
});
