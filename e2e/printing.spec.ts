import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { amountInWords, toPersianDigits } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

let sales = 0;

/** A sale of one service row to a party with a Persian name: what the print tests print. */
async function sale(page: Page, request: APIRequestContext, fee: string, terms: { tax?: string; discount?: string; shipping?: string } = {}) {
  const api = await apiOf(page, request);
  const mark = `${String(run)}${String(++sales)}`;
  const customerName = `مشتری چاپ ${mark}`;
  const customer = (await api.post<{ data: { id: number } }>('customer', { firstname: customerName })).data;
  const warehouse = (await api.post<{ data: { id: number } }>('entrepot', { name: `انبار چاپ ${mark}` })).data;
  const service = (await api.post<{ data: { id: number } }>('products', { type: 'service', name: `خدمت چاپ ${mark}`, price: fee })).data;
  const invoice = await api.post<{ id: number; number: number }>('invoice', {
    type: 'sell',
    date: '2026-11-22',
    person: customer.id,
    entrepot: warehouse.id,
    discount: terms.discount,
    shipping: terms.shipping,
    rows: [{ product: service.id, count: '1', fee, tax: terms.tax ?? '0' }],
  });
  return { api, customerName, invoice };
}

/** A page of the PDF as grey levels (pdftoppm's PGM): the share of pixels that are not paper white. */
function inkedShare(pdf: Buffer): number {
  const folder = mkdtempSync(join(tmpdir(), 'hesab-pdf-'));
  writeFileSync(join(folder, 'invoice.pdf'), pdf);
  execFileSync('pdftoppm', ['-gray', '-r', '40', '-f', '1', '-l', '1', join(folder, 'invoice.pdf'), join(folder, 'page')]);
  const image = readFileSync(join(folder, readdirSync(folder).find((name) => name.endsWith('.pgm')) ?? 'missing.pgm'));
  // P5 <width> <height> <max>\n then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(image.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no PGM');
  const pixels = image.subarray(header[0].length);
  return pixels.filter((grey) => grey < 200).length / pixels.length;
}

test('an invoice printed to PDF by the server holds the party, the amount in words and Persian digits, on a page that is not blank', async ({ page, request }) => {
  test.setTimeout(90_000);
  await logIn(page, admin);
  const { customerName, invoice } = await sale(page, request, '1200000');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const appKey = await page.evaluate(() => localStorage.getItem('appKey'));
  const response = await request.get(`/api/v1/invoice/${String(invoice.id)}/pdf`, { headers: { authorization: `Bearer ${token ?? ''}`, domain: appKey ?? '' } });
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = await response.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const folder = mkdtempSync(join(tmpdir(), 'hesab-pdf-text-'));
  writeFileSync(join(folder, 'invoice.pdf'), pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(folder, 'invoice.pdf'), '-']).toString('utf8');
  // pdftotext marks each run of another direction (U+202A…U+202E); the text between is in logical order.
  const logical = text.replace(/[\u202a-\u202e]/g, '');
  expect(logical).toContain(customerName);
  expect(logical).toMatch(new RegExp(`شماره سند\\s*:?\\s*${toPersianDigits(String(invoice.number))}`));
  expect(logical).toContain(amountInWords('1200000', 'fa'));
  expect(logical).toContain('۱٬۲۰۰٬۰۰۰');
  expect(logical).toContain('۱۴۰۵/۰۹/۰۱');
  expect(inkedShare(pdf)).toBeGreaterThan(0.005);

  // Another paper: an A5 landscape page is 21 x 14.8 cm (595 x 420 points).
  const a5 = await request.get(`/api/v1/invoice/${String(invoice.id)}/pdf?paper=A5&orientation=landscape&scheme=ocean`, {
    headers: { authorization: `Bearer ${token ?? ''}`, domain: appKey ?? '' },
  });
  expect(a5.status()).toBe(200);
  writeFileSync(join(folder, 'a5.pdf'), await a5.body());
  const info = execFileSync('pdfinfo', [join(folder, 'a5.pdf')]).toString('utf8');
  expect(info).toMatch(/Page size:\s+59[45](\.\d+)? x 4(19|20)(\.\d+)? pts/);
});

/** Picks an option of one of the print panel's selects. */
async function choose(page: Page, select: string, option: string) {
  await page.getByTestId('print-settings').locator(`[data-testid="${select}"]`).locator('..').click();
  await page.getByTestId(`${select}-${option}`).click();
}

test('the print dialog prints on A5 landscape in a colour scheme, remembers its settings after a reload, and F8 prints in a window of its own', async ({ page, request }) => {
  await logIn(page, admin);
  const { invoice } = await sale(page, request, '250000');
  await page.goto(`/sell/print/${String(invoice.id)}`);
  const sheet = page.getByTestId('printed-document');
  await expect(sheet).toBeVisible();
  await choose(page, 'print-paper', 'A5');
  await choose(page, 'print-template', '2');
  // Landscape clears the template.
  await choose(page, 'print-orientation', 'landscape');
  await expect(sheet).toHaveAttribute('data-template', '1');
  await choose(page, 'print-scheme', 'forest');
  await expect(sheet).toHaveAttribute('data-scheme', 'forest');
  // The table's head takes the scheme's third colour.
  await expect(sheet.getByTestId('document-lines-view').locator('th').first()).toHaveCSS('background-color', 'rgb(200, 230, 201)');

  await page.reload();
  await expect(sheet).toHaveAttribute('data-scheme', 'forest');
  await expect(page.getByTestId('print-paper')).toHaveValue('A5');
  await expect(page.getByTestId('print-orientation')).toHaveValue('landscape');

  const popup = page.waitForEvent('popup');
  await page.keyboard.press('F8');
  const window = await popup;
  expect(new URL(window.url()).searchParams.get('paper')).toBe('A5');
  expect(new URL(window.url()).searchParams.get('autoprint')).toBe('1');
  await expect(window.getByTestId('printed-document')).toHaveAttribute('data-scheme', 'forest');
});

test('a shared link opens the invoice in a fresh browser without a login, and nothing once revoked', async ({ page, request, browser }) => {
  await logIn(page, admin);
  const { invoice, customerName } = await sale(page, request, '480000');
  await page.goto(`/sell/print/${String(invoice.id)}`);
  await page.getByTestId('invoice-share').click();
  const url = await page.getByTestId('invoice-share-url').inputValue();
  expect(url).toMatch(/\/pi\/\d+\.\d+\.[\w-]{32}$/);
  // Texting the link needs the customer's mobile: the refusal says so where the button was pressed.
  await page.getByTestId('invoice-share-sms').click();
  await expect(page.getByText('این شخص شماره موبایل ندارد.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('share-dialog-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('share-dialog-390.png') });

  const stranger = await browser.newContext();
  const customer = await stranger.newPage();
  await customer.goto(url);
  const sheet = customer.getByTestId('printed-document');
  await expect(sheet).toBeVisible();
  await expect(customer.getByTestId('printed-party')).toContainText(customerName);
  await expect(customer.getByTestId('printed-total-payable')).toHaveText('۴۸۰٬۰۰۰');
  await expect(customer.getByTestId('printed-words')).toContainText('چهارصد و هشتاد هزار');
  // The customer sees the invoice, not the app.
  expect(await customer.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(customer.getByTestId('dashboard')).toHaveCount(0);

  // The customer saves it as a PDF, printed by the server from the same public page.
  const pdf = await customer.request.get(`/api/v1/public/invoice/${url.split('/pi/')[1] ?? ''}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(customer.getByTestId('public-pdf')).toBeVisible();
  await customer.setViewportSize({ width: 1440, height: 900 });
  await customer.screenshot({ path: test.info().outputPath('shared-1440.png'), fullPage: true });
  // On a phone every column of a row shows within the screen: the price, VAT and total were cut off (issue 36).
  await customer.setViewportSize({ width: 390, height: 844 });
  const cells = await customer.getByTestId('document-view-line').locator('td').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
  expect(cells.length).toBeGreaterThan(3);
  for (const cell of cells) expect(cell.left >= 0 && cell.right <= 390, JSON.stringify(cell)).toBe(true);
  await customer.screenshot({ path: test.info().outputPath('shared-390.png'), fullPage: true });

  await page.getByTestId('invoice-share-revoke').click();
  await expect(page.getByTestId('invoice-share-dialog')).toBeHidden();
  await customer.reload();
  await expect(customer.getByTestId('public-invoice-missing')).toBeVisible();
  await expect(customer.getByTestId('printed-document')).toHaveCount(0);
  await stranger.close();
});

test('a sale prints for the warehouse without amounts, and on an 80 mm roll: one column of rows, the payable and its words, nothing of the app', async ({ page, request }) => {
  await logIn(page, admin);
  const { invoice, customerName } = await sale(page, request, '75000');
  await page.goto(`/sell/print/${String(invoice.id)}`);
  // The warehouse print first: the rows and counts for the storekeeper, no amounts, no totals.
  await page.getByTestId('print-slip').click();
  await expect(page.getByTestId('printed-title')).toHaveText('برگه تحویل کالا از انبار');
  await expect(page.getByTestId('printed-totals')).toHaveCount(0);
  await expect(page.getByTestId('printed-document')).not.toContainText('۷۵٬۰۰۰');
  await expect(page.getByTestId('printed-signatures')).toContainText('امضای انباردار');
  await page.getByTestId('print-slip').click();
  await expect(page.getByTestId('printed-totals')).toBeVisible();
  await page.getByTestId('roll-print-open').click();
  await expect(page).toHaveURL(new RegExp(`/rollprint/invoice/${String(invoice.id)}$`));
  const receipt = page.getByTestId('roll-receipt');
  await expect(receipt.getByTestId('roll-party')).toContainText(customerName);
  await expect(receipt.getByTestId('roll-row')).toHaveCount(1);
  await expect(receipt.getByTestId('roll-total-payable')).toContainText('۷۵٬۰۰۰');
  await expect(receipt.getByTestId('roll-words')).toContainText(amountInWords('75000', 'fa'));
  // About 72 mm of print on the roll, whatever the screen.
  const width = (await receipt.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(260);
  expect(width).toBeLessThan(290);

  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByTestId('roll-print-now')).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
});

test('the roll prints a row’s own total and the sum, invoice discount, shipping, VAT and payable, as the A4 print (issue 36)', async ({ page, request }) => {
  await logIn(page, admin);
  const { invoice } = await sale(page, request, '450000000', { tax: '10', discount: '10000000', shipping: '3000000' });
  await page.goto(`/rollprint/invoice/${String(invoice.id)}`);
  const receipt = page.getByTestId('roll-receipt');
  // Its own total: 1 × 450,000,000 and its 10% VAT, never less its share of the invoice's discount.
  await expect(receipt.getByTestId('roll-row')).toContainText('۴۹۵٬۰۰۰٬۰۰۰');
  const names = await receipt.locator('[data-testid^="roll-total-"]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-testid')));
  expect(names).toEqual(['roll-total-gross', 'roll-total-discount', 'roll-total-shipping', 'roll-total-tax', 'roll-total-payable']);
  await expect(receipt.getByTestId('roll-total-gross')).toContainText('۴۵۰٬۰۰۰٬۰۰۰');
  await expect(receipt.getByTestId('roll-total-discount')).toContainText('۱۰٬۰۰۰٬۰۰۰');
  await expect(receipt.getByTestId('roll-total-shipping')).toContainText('۳٬۰۰۰٬۰۰۰');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('roll-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath('roll-1440.png'), fullPage: true });
});

test('a report prints to PDF by the server as its screen prints it, its filters from the query; the screen offers it', async ({ page, request }) => {
  test.setTimeout(90_000);
  await logIn(page, admin);
  await sale(page, request, '930000');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const appKey = await page.evaluate(() => localStorage.getItem('appKey'));
  const response = await request.get(`/api/v1/report/pdf?route=AccountingBalance&orientation=landscape&from=2026-11-01&to=2026-11-30`, { headers: { authorization: `Bearer ${token ?? ''}`, domain: appKey ?? '' } });
  expect(response.status(), await response.text()).toBe(200);
  const folder = mkdtempSync(join(tmpdir(), 'hesab-report-pdf-'));
  writeFileSync(join(folder, 'report.pdf'), await response.body());
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(folder, 'report.pdf'), '-']).toString('utf8').replace(/[\u202a-\u202e]/g, '');
  expect(text).toContain('تراز آزمایشی');
  expect(text).toContain('فروش خدمات');
  expect(text).toContain('حساب‌های دریافتنی تجاری');
  // The period of the query: 1 to 30 November 2026, in the business's calendar.
  expect(text).toContain('۱۴۰۵/۰۸/۱۰');
  expect(execFileSync('pdfinfo', [join(folder, 'report.pdf')]).toString('utf8')).toMatch(/Page size:\s+84[12](\.\d+)? x 59[45](\.\d+)? pts/);

  await page.goto('/accounting/balance');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('print-pdf').click()]);
  expect(download.suggestedFilename()).toBe('AccountingBalance.pdf');
});

test('the business’s logo, uploaded in its settings, heads its printed invoice, also on the shared public page', async ({ page, request, browser }) => {
  await logIn(page, admin);
  await page.goto('/setting/index');
  const logos = page.getByTestId('record-files-businessLogo');
  await logos.getByTestId('record-upload-businessLogo').click();
  const dialog = page.getByTestId('upload-dialog');
  const logo = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await dialog.getByTestId('upload-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await dialog.getByTestId('upload-submit').click();
  await expect(page.getByTestId('snackbar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(logos.getByTestId('uploaded-file')).not.toHaveCount(0);

  const { invoice } = await sale(page, request, '64000');
  await page.goto(`/sell/print/${String(invoice.id)}`);
  const printed = page.getByTestId('printed-logo');
  await expect(printed).toBeVisible();
  await expect.poll(() => printed.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.getByTestId('invoice-share').click();
  const url = await page.getByTestId('invoice-share-url').inputValue();
  const stranger = await browser.newContext();
  const customer = await stranger.newPage();
  await customer.goto(url);
  const shown = customer.getByTestId('printed-logo');
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await stranger.close();
});
