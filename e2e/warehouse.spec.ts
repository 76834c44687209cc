import { expect, test, type Page } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { pickRecord } from './pickers.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

const cell = (page: Page, line: number, column: string) => page.getByTestId(`line-${line}-${column}`).locator('input').first();

/** The first day of the financial year the session works in, and that day plus `days`. */
async function yearDay(page: Page, days = 0): Promise<string> {
  const start = await page.evaluate(async () => {
    const token = localStorage.getItem('token') ?? '';
    const domain = localStorage.getItem('appKey') ?? '';
    const init = await fetch('/api/v1/init', { headers: { authorization: `Bearer ${token}`, domain } });
    return ((await init.json()) as { startDate: string }).startDate;
  });
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test('a receipt with a batch and an expiry date, typed in its form, shows in the expiring items', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const warehouse = `انبار دارو ${run}`;
  await api.post('entrepot', { name: warehouse });
  const supplier = `پخش دارو ${run}`;
  await api.post('customer', { firstname: supplier });
  const product = `شربت ${run}`;
  await api.post('products', { name: product, taxPercent: '0' });

  await page.goto('/entrepot/receipt/new');
  await pickRecord(page, 'picker-entrepot', warehouse);
  await pickRecord(page, 'picker-person', supplier);
  await pickRecord(page, 'line-0-product-picker', product);
  await cell(page, 0, 'count').fill('12');
  await cell(page, 0, 'cost').fill('85000');
  await cell(page, 0, 'batch').fill(`LOT-${run}`);
  await cell(page, 0, 'expire').fill('1404/01/20');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/warehouse-receipt-form.png', fullPage: true });
  await page.keyboard.press('Shift+F3');
  await expect(page).toHaveURL(/\/entrepot\/receipt\/list/);
  await expect(page.getByTestId('resource-row').filter({ hasText: warehouse })).toHaveCount(1);
  // Its printout names the warehouse, the supplier and the goods.
  const [saved] = (await api.get<{ data: { id: number; entrepot_label: string }[] }>('entrepot/receipt?perPage=50')).data.filter((row) => row.entrepot_label === warehouse);
  await page.goto(`/entrepot/receipt/print/${String(saved?.id ?? 0)}`);
  const printed = page.getByTestId('document-print-page');
  await expect(printed).toContainText(warehouse);
  await expect(printed).toContainText(product);
  await expect(printed).toContainText('۸۵٬۰۰۰');
  await page.screenshot({ path: 'test-results/warehouse-receipt-print.png', fullPage: true });

  await page.goto('/entrepot/expireDateItems');
  const lot = page.getByTestId('expiring-table').getByRole('row').filter({ hasText: product });
  await expect(lot).toHaveCount(1);
  await expect(lot).toContainText(warehouse);
  await expect(lot).toContainText('۱۲');
  await expect(lot).toContainText('منقضی');
  await page.screenshot({ path: 'test-results/warehouse-expiring.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/warehouse-expiring-phone.png', fullPage: true });
});

test('a transfer between two warehouses is confirmed by a second user who holds only the receiving one', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const from = (await api.post<{ data: { id: number } }>('entrepot', { name: `انبار مرکزی ${run}` })).data.id;
  const toName = `انبار شعبه ${run}`;
  const to = (await api.post<{ data: { id: number } }>('entrepot', { name: toName })).data.id;
  const supplier = (await api.post<{ data: { id: number } }>('customer', { firstname: `تامین‌کننده ${run}` })).data.id;
  const product = (await api.post<{ data: { id: number } }>('products', { name: `برنج ${run}`, taxPercent: '0' })).data.id;
  const date = await yearDay(page);
  await api.post('entrepot/receipt', { date, entrepot: from, person: supplier, rows: [{ product, count: '10', cost: '1000' }] });
  const transfer = (await api.post<{ data: { id: number } }>('entrepot/transferRemittance', { date, entrepot: from, to_entrepot: to, rows: [{ product, count: '4' }] })).data.id;
  const role = (await api.post<{ data: { id: number } }>('role', { name: `انباردار شعبه ${run}`, permissions: ['EntrepotTransferRemittance', 'EntrepotTransferRemittanceList', 'EntrepotList'] })).data.id;
  const keeper = { username: `keeper${run}`, password: 'keeper-pass-1' };
  await api.post('customer', { firstname: `انباردار ${run}`, personel: true, ...keeper, passwordConfirmation: keeper.password, role, entrepotAccess: [to] });

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, keeper);
  await page.goto(`/entrepot/transferRemittance/edit/${String(transfer)}`);
  await expect(page.getByTestId('transfer-in-transit')).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/warehouse-transfer.png', fullPage: true });
  await page.getByTestId('transfer-confirm').click();
  await expect(page.getByTestId('transfer-confirmed')).toBeVisible();
  await expect(page.getByTestId('transfer-confirm')).toHaveCount(0);
  // The keeper sees the goods in their warehouse, and only their warehouse.
  const stock = await apiOf(page, request).then((keeperApi) => keeperApi.get<{ data: { entrepot_label: string; stock: string }[] }>(`entrepot/stock?product=${String(product)}`));
  expect(stock.data.map((row) => `${row.entrepot_label}: ${row.stock}`)).toEqual([`${toName}: 4`]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/warehouse-transfer-phone.png', fullPage: true });
});

test('a stocktaking with one shortage posts it to inventory losses', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const warehouse = `انبار شمارش ${run}`;
  const entrepot = (await api.post<{ data: { id: number } }>('entrepot', { name: warehouse })).data.id;
  const supplier = (await api.post<{ data: { id: number } }>('customer', { firstname: `فروشنده شمارش ${run}` })).data.id;
  const pen = `خودکار ${run}`;
  const penId = (await api.post<{ data: { id: number } }>('products', { name: pen, taxPercent: '0' })).data.id;
  const date = await yearDay(page);
  await api.post('entrepot/receipt', { date, entrepot, person: supplier, rows: [{ product: penId, count: '20', cost: '5000' }] });

  await page.goto('/entrepot/warehousehandling/new');
  await pickRecord(page, 'picker-entrepot', warehouse);
  await pickRecord(page, 'line-0-product-picker', pen);
  await cell(page, 0, 'counted').fill('18');
  await page.keyboard.press('Shift+F3');
  await expect(page).toHaveURL(/\/entrepot\/warehousehandling\/list/);
  const row = page.getByTestId('resource-row').filter({ hasText: warehouse });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-edit').click();
  await expect(page).toHaveURL(/\/entrepot\/warehousehandling\/edit\/\d+/);
  await expect(page.getByTestId('line-0-book')).toContainText('۲۰');
  await expect(page.getByTestId('line-0-quantity')).toContainText('۲');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/warehouse-stocktaking.png', fullPage: true });
  const stock = await api.get<{ data: { stock: string }[] }>(`entrepot/stock?product=${String(penId)}`);
  expect(stock.data.map((each) => each.stock)).toEqual(['18']);
});

test('in a business delivering sales by remittances, a sale is delivered in part from its form', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  await page.goto('/setting/index');
  await page.getByTestId('setting-invoice-delivery').locator('..').click();
  await page.getByRole('option', { name: 'با حواله انبار' }).click();
  await page.getByTestId('business-settings-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ذخیره شد');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/business-settings.png', fullPage: true });
  try {
    const entrepot = (await api.post<{ data: { id: number } }>('entrepot', { name: `انبار تحویل ${run}` })).data.id;
    const person = (await api.post<{ data: { id: number } }>('customer', { firstname: `خریدار تحویل ${run}` })).data.id;
    const product = (await api.post<{ data: { id: number } }>('products', { name: `قهوه ${run}`, taxPercent: '0' })).data.id;
    const date = await yearDay(page);
    await api.post('entrepot/receipt', { date, entrepot, person, rows: [{ product, count: '10', cost: '1000' }] });
    const sale = (await api.post<{ data: { id: number } }>('invoice', { type: 'sell', date, person, entrepot, rows: [{ product, count: '6', fee: '3000' }] })).data.id;

    await page.goto(`/sell/edit/${String(sale)}`);
    await expect(page.getByTestId('invoice-delivery')).toBeVisible();
    await page.getByTestId('invoice-checkout').click();
    await expect(page).toHaveURL(new RegExp(`/entrepot/remittance/checkout/${String(sale)}$`));
    await page.getByTestId('checkout-row').first().locator('input').last().fill('4');
    await page.screenshot({ path: 'test-results/sale-checkout.png', fullPage: true });
    await page.getByTestId('checkout-submit').click();
    await expect(page).toHaveURL(/\/entrepot\/remittance\/edit\/\d+$/);
    const stock = await api.get<{ data: { stock: string }[] }>(`entrepot/stock?product=${String(product)}`);
    expect(stock.data.map((row) => row.stock)).toEqual(['6']);
    await page.goto('/entrepot/remittance/pending');
    const pending = page.getByTestId('pending-table').getByRole('row').filter({ hasText: `خریدار تحویل ${run}` });
    await expect(pending).toContainText('۲');
    await page.screenshot({ path: 'test-results/pending-deliveries.png', fullPage: true });
  } finally {
    await api.put('setting', { invoice_delivery: 'direct' });
  }
});
