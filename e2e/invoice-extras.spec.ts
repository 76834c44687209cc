import { expect, test, type Page } from '@playwright/test';
import { toPersianDigits } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { pickRecord } from './pickers.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

interface ListOf<T> {
  data: T[];
}
interface Saved {
  data: { id: number; number: number; payable: string };
}

const cell = (page: Page, line: number, column: string) => page.getByTestId(`line-${line}-${column}`).locator('input').first();
const productInput = (page: Page, line: number) => page.getByTestId(`line-${line}-product-picker-input`);
const fa = (value: number) => toPersianDigits(String(value));

test('a pre-invoice reserved, opened from the reserved items, converted into a sale once; the sale’s last fee and cost warning; its print preview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const warehouseName = `انبار پیش‌فاکتور ${run}`;
  const warehouse = (await api.post<{ data: { id: number } }>('entrepot', { name: warehouseName })).data.id;
  const customerName = `مشتری پیش‌فاکتور ${run}`;
  const customer = (
    await api.post<{ data: { id: number } }>('customer', {
      firstname: customerName,
      financial_code: '411111111111',
      gender: 'company',
      national_id: '14003778990',
      postal_code: '1234567890',
      address: 'تهران، خیابان آزادی',
    })
  ).data.id;
  const productName = `چای ${run}`;
  const product = (await api.post<{ data: { id: number } }>('products', { type: 'product', name: productName, price: '90000', taxPercent: '10' })).data.id;
  const date = (await api.get<{ startDate: string }>('init')).startDate;
  const invoice = (body: Record<string, unknown>) => api.post<Saved>('invoice', { date, entrepot: warehouse, ...body });
  // Goods in at 80,000 a unit, and an earlier sale to the customer at 95,000.
  const supplier = (await api.post<{ data: { id: number } }>('customer', { firstname: `تأمین‌کننده ${run}` })).data.id;
  const purchase = (await invoice({ type: 'purchase', person: supplier, rows: [{ product, count: '10', fee: '80000' }] })).data;
  await invoice({ type: 'sell', person: customer, rows: [{ product, count: '1', fee: '95000' }] });
  const presale = (await invoice({ type: 'presale', person: customer, rows: [{ product, count: '3', fee: '100000' }] })).data;

  // The reserved items list the pre-invoice's row, filtered by the product, and open the pre-invoice.
  await page.goto(`/sell/reserved/items?product=${product}`);
  await expect(page.getByRole('heading', { name: 'کالاهای رزروشده' })).toBeVisible();
  const reservedRow = page.getByTestId('resource-row').filter({ hasText: productName });
  await expect(reservedRow).toHaveCount(1);
  await expect(reservedRow).toContainText(customerName);
  await expect(reservedRow).toContainText(warehouseName);
  await expect(reservedRow).toContainText('۳');
  await reservedRow.getByTestId('reserved-presale-link').click();
  await expect(page).toHaveURL(new RegExp(`/presale/edit/${presale.id}$`));
  await expect(page.getByTestId('document-title')).toContainText(fa(presale.number));

  // Converted into a sale: the sale's form opens with the pre-invoice's rows.
  await expect(page.getByTestId('presale-converted')).toHaveCount(0);
  await page.getByTestId('presale-convert').click();
  await expect(page).toHaveURL(/\/sell\/edit\/\d+$/);
  const saleId = Number(/\/sell\/edit\/(\d+)$/.exec(page.url())?.[1]);
  await expect(productInput(page, 0)).toHaveValue(productName);
  await expect(cell(page, 0, 'count')).toHaveValue('۳');
  const sale = (await api.get<ListOf<{ id: number; number: number }>>(`invoice?type=sell&person=${customer}`)).data.find((row) => row.id === saleId);
  if (!sale) throw new Error('the sale was not made');

  // The pre-invoice now names its sale and offers no second conversion; it reserves nothing any more.
  await page.goto(`/presale/edit/${presale.id}`);
  await expect(page.getByTestId('presale-converted')).toContainText(`فاکتور فروش شماره ${fa(sale.number)}`);
  await expect(page.getByTestId('presale-convert')).toHaveCount(0);
  await page.getByTestId('presale-open-sale').click();
  await expect(page).toHaveURL(new RegExp(`/sell/edit/${saleId}$`));
  await page.goto(`/sell/reserved/items?product=${product}`);
  await expect(page.getByTestId('reserved-table')).toBeVisible();
  await expect(page.getByTestId('resource-row').filter({ hasText: productName })).toHaveCount(0);

  // A new sale to the customer: beside the fee, the last fee the product went at to them (the converted sale's), and a
  // warning, not a refusal, at or below the cost.
  await page.goto('/sell/edit');
  await pickRecord(page, 'picker-person', customerName);
  await pickRecord(page, 'picker-entrepot', warehouseName);
  await pickRecord(page, 'line-0-product-picker', productName);
  await expect(cell(page, 0, 'fee')).toHaveValue('۹۰٬۰۰۰');
  await expect(page.getByTestId('rows.0.fee-last')).toHaveText('آخرین فی: ۱۰۰٬۰۰۰');
  await expect(page.getByTestId('rows.0.fee-below-cost')).toHaveCount(0);
  await cell(page, 0, 'fee').fill('80000');
  await expect(page.getByTestId('rows.0.fee-below-cost')).toContainText('۸۰٬۰۰۰');
  await cell(page, 0, 'fee').fill('81000');
  await expect(page.getByTestId('rows.0.fee-below-cost')).toHaveCount(0);

  // The converted sale's print preview: an A4 invoice with the seller, the buyer's codes, the totals and the words.
  await page.goto(`/sell/edit/${saleId}`);
  await page.getByTestId('document-print').click();
  await expect(page).toHaveURL(new RegExp(`/sell/print/${saleId}$`));
  const printed = page.getByTestId('printed-document');
  await expect(printed.getByRole('heading', { name: 'فاکتور فروش' })).toBeVisible();
  await expect(page.getByTestId('printed-number')).toHaveText(fa(sale.number));
  await expect(page.getByTestId('printed-party')).toContainText(customerName);
  await expect(page.getByTestId('printed-party-economic-code')).toContainText('۴۱۱۱۱۱۱۱۱۱۱۱');
  await expect(page.getByTestId('printed-party-national-id')).toContainText('۱۴۰۰۳۷۷۸۹۹۰');
  await expect(page.getByTestId('printed-party-postal-code')).toContainText('۱۲۳۴۵۶۷۸۹۰');
  await expect(page.getByTestId('document-view-line')).toHaveCount(1);
  // 3 × 100,000 and 10% VAT; no discounts nor shipping to print.
  await expect(page.getByTestId('printed-total-gross')).toHaveText('۳۰۰٬۰۰۰');
  await expect(page.getByTestId('printed-total-discount')).toHaveCount(0);
  await expect(page.getByTestId('printed-total-tax')).toHaveText('۳۰٬۰۰۰');
  await expect(page.getByTestId('printed-total-payable')).toHaveText('۳۳۰٬۰۰۰');
  await expect(page.getByTestId('printed-words')).toContainText('سیصد و سی هزار');
  await page.getByTestId('print-open-document').click();
  await expect(page).toHaveURL(new RegExp(`/sell/edit/${saleId}$`));

  // A purchase prints at invoice/print, its supplier on the seller's side.
  await page.goto(`/invoice/print/${purchase.id}`);
  await expect(page.getByTestId('printed-document').getByRole('heading', { name: 'فاکتور خرید' })).toBeVisible();
  await expect(page.getByTestId('printed-business-party')).toContainText('خریدار');
});

test('a sale’s row is priced by the pricing row of the customer’s category, a walk-in customer’s by the product’s price', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const category = (await api.post<{ data: { id: number } }>('category', { name: `عمده ${run}` })).data.id;
  const wholesaler = `عمده‌فروش ${run}`;
  await api.post('customer', { firstname: wholesaler, category });
  const walkIn = `مشتری گذری ${run}`;
  await api.post('customer', { firstname: walkIn });
  const warehouse = `انبار قیمت‌گذاری ${run}`;
  await api.post('entrepot', { name: warehouse });
  const productName = `صابون ${run}`;
  await api.post('products', { type: 'service', name: productName, price: '10000', taxPercent: '0', pricing: [{ type: 'price', name: 'عمده', category, price: '9000' }] });

  for (const [customer, fee] of [
    [wholesaler, '۹٬۰۰۰'],
    [walkIn, '۱۰٬۰۰۰'],
  ] as const) {
    await page.goto('/sell/edit');
    await pickRecord(page, 'picker-person', customer);
    await pickRecord(page, 'picker-entrepot', warehouse);
    await productInput(page, 0).focus();
    await page.keyboard.type(productName);
    await expect(page.getByTestId('picker-option').first()).toContainText(productName);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 'fee')).toHaveValue(fee);
  }
});

test('the products’ cost is rebuilt from their list, its progress shown, and what it did told', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/product/list');
  await page.getByTestId('cost-rebuild').click();
  await page.getByTestId('cost-rebuild-start').click();
  await expect(page.getByTestId('cost-rebuild-result')).toContainText('بازسازی');
  await expect(page.getByTestId('cost-rebuild-start')).toBeEnabled();
});
