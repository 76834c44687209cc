import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { pickRecord } from './pickers.ts';
import { admin, clerk } from './users.ts';

const lightLook = { dark: false, theme_color: '#0066FF', background_color: null, hover_menu: false, app_bar_opacity: 1 };

test('a business setting saved by its administrator takes effect at once on another member’s open screen', async ({ page, browser, request }) => {
  await logIn(page, admin);
  // The clerk works in a browser of their own, its dashboard open.
  const clerkContext = await browser.newContext();
  const clerkPage = await clerkContext.newPage();
  await logIn(clerkPage, clerk);
  const background = () => clerkPage.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(244, 246, 250)');
  try {
    await page.goto('/setting/index');
    await page.getByLabel('حالت تیره').check();
    await page.getByTestId('business-settings-save').click();
    await expect(page.getByText('ذخیره شد.')).toBeVisible();
    // No reload: the live channel tells the clerk's screen, which reads the init data again.
    await expect.poll(background).toBe('rgb(18, 18, 18)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
  } finally {
    await (await apiOf(page, request)).put('setting', { theme: lightLook });
    await clerkContext.close();
  }
});

test('the payment gateway switched on asks for its bank account, kept by name after a reload', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const bankName = `درگاه ${String(Date.now() % 100000)}`;
  await api.post('bank', { name: bankName });
  try {
    await page.goto('/setting/index');
    await expect(page.getByTestId('setting-gateway-account-input')).toHaveCount(0);
    await page.getByLabel('درگاه پرداخت').check();
    await pickRecord(page, 'setting-gateway-account', bankName);
    await page.getByTestId('business-settings-save').click();
    await expect(page.getByText('ذخیره شد.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('setting-gateway-account-input')).toHaveValue(bankName);
  } finally {
    await api.put('setting', { gateway: false, gateway_account: null });
  }
});

test('Latin digits in the Persian font, switched on, write every figure in Latin digits on lists, prints and PDFs; off, Persian again', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await logIn(page, admin);
  const api = await apiOf(page, request);
  // Letters, not digits, tell this run's records apart, so their names read alike in either script.
  const mark = [...String(Date.now() % 1_000_000)].map((digit) => 'ابپتثجچحخد'[Number(digit)]).join('');
  const customerName = `مشتری ارقام ${mark}`;
  const customer = (await api.post<{ data: { id: number } }>('customer', { firstname: customerName })).data;
  const warehouse = (await api.post<{ data: { id: number } }>('entrepot', { name: `انبار ارقام ${mark}` })).data;
  const service = (await api.post<{ data: { id: number } }>('products', { type: 'service', name: `خدمت ارقام ${mark}`, price: '1234000' })).data;
  const invoice = await api.post<{ id: number }>('invoice', {
    type: 'sell',
    date: '2026-11-22',
    person: customer.id,
    entrepot: warehouse.id,
    description: `فروش ارقام ${mark}`,
    rows: [{ product: service.id, count: '1', fee: '1234000', tax: '0' }],
  });
  const switchDigits = async (on: boolean) => {
    await page.goto('/setting/index');
    const toggle = page.getByLabel('ارقام لاتین در قلم فارسی');
    await (on ? toggle.check() : toggle.uncheck());
    await page.getByTestId('business-settings-save').click();
    await expect(page.getByText('ذخیره شد.')).toBeVisible();
  };
  // Found by its description: other tests' sales, of later dates, fill the list's first page.
  const openListed = async () => {
    await page.goto('/sell/list');
    await page.getByTestId('list-search').fill(`فروش ارقام ${mark}`);
    await expect(page).toHaveURL(/search=/);
  };
  const listed = () => page.getByTestId('resource-row').filter({ hasText: customerName });
  try {
    await switchDigits(true);
    await openListed();
    await expect(listed()).toContainText('1,234,000');
    await expect(listed()).toContainText('1405/09/01');
    await expect(listed()).not.toContainText('۱');
    await page.goto(`/sell/print/${String(invoice.id)}`);
    const printed = page.getByTestId('printed-document');
    await expect(printed).toContainText('1,234,000');
    await expect(printed).toContainText('1405/09/01');
    await expect(printed).not.toContainText('۱٬۲۳۴٬۰۰۰');
    await page.goto(`/rollprint/invoice/${String(invoice.id)}`);
    await expect(page.getByTestId('roll-total-payable')).toContainText('1,234,000');

    // The server's PDF is the print page as the caller sees it: in the business's digits too.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const appKey = await page.evaluate(() => localStorage.getItem('appKey'));
    const pdf = await request.get(`/api/v1/invoice/${String(invoice.id)}/pdf`, { headers: { authorization: `Bearer ${token ?? ''}`, domain: appKey ?? '' } });
    expect(pdf.status(), await pdf.text()).toBe(200);
    const folder = mkdtempSync(join(tmpdir(), 'hesab-digits-'));
    writeFileSync(join(folder, 'invoice.pdf'), await pdf.body());
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(folder, 'invoice.pdf'), '-']).toString('utf8').replace(/[\u202a-\u202e]/g, '');
    expect(text).toContain('1,234,000');
    expect(text).not.toContain('۱٬۲۳۴٬۰۰۰');

    // The customer's page of a shared invoice, opened without a session, writes them as the business does.
    const shared = await api.post<{ token: string }>(`invoice/${String(invoice.id)}/share`, {});
    const visitor = await browser.newPage();
    await visitor.goto(`${new URL(page.url()).origin}/pi/${shared.token}`);
    await expect(visitor.getByTestId('public-invoice')).toContainText('1,234,000');
    await expect(visitor.getByTestId('public-invoice')).not.toContainText('۱٬۲۳۴٬۰۰۰');
    await visitor.close();

    await switchDigits(false);
    await openListed();
    await expect(listed()).toContainText('۱٬۲۳۴٬۰۰۰');
    await expect(listed()).not.toContainText('1,234,000');
  } finally {
    await api.put('setting', { iran_sans_en_num: false });
  }
});
