import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

/** Opens a list's import dialog and downloads its sample file, read with ExcelJS. */
async function sampleOf(page: Page, listPath: string, fileName: string) {
  await page.goto(listPath);
  await page.getByTestId('list-import').click();
  const dialog = page.getByTestId('import-dialog');
  const [sample] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('import-sample').click()]);
  expect(sample.suggestedFilename()).toBe(fileName);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(readFileSync(await sample.path())).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the sample has no sheet');
  return { dialog, workbook, sheet };
}

test('persons are imported from the sample file and from a long file whose progress shows, also after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, admin);
  const { dialog, workbook, sheet } = await sampleOf(page, '/customer/list', 'customer-sample.xlsx');
  expect(sheet.getRow(1).getCell(1).value).toBe('نام');

  // The sample with a name of this run, and 600 more rows: long enough to watch.
  sheet.getRow(2).getCell(1).value = `نمونه ${String(run)}`;
  for (let index = 0; index < 600; index++) sheet.addRow([`واردشده ${String(run)} ${String(index)}`, 'آزمایشی']);
  const file = join(mkdtempSync(join(tmpdir(), 'hesab-import-')), 'people.xlsx');
  await workbook.xlsx.writeFile(file);

  await dialog.getByTestId('import-file').setInputFiles(file);
  await expect(dialog.getByTestId('import-chosen')).toHaveText('people.xlsx');
  await dialog.getByTestId('import-submit').click();
  const latest = dialog.getByTestId('import-history-row').first();
  await expect(latest.getByTestId('import-progress')).toBeVisible();

  // The import goes on on the server: after a reload the dialog finds it where it is.
  await page.reload();
  await page.getByTestId('list-import').click();
  await expect(page.getByTestId('import-dialog').getByTestId('import-history-row').first()).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
  await expect(page.getByTestId('import-dialog').getByTestId('import-history-row').first()).toContainText('۶۰۱');
  await page.getByTestId('import-dialog').getByRole('button', { name: 'بستن' }).click();
  await page.getByTestId('list-search').fill(`نمونه ${String(run)}`);
  await expect(page.getByTestId('resource-row')).toHaveCount(1);
  await expect(page.getByTestId('resource-row')).toContainText(`نمونه ${String(run)} رضایی`);
});

test('products are imported from their sample file, with the progress shown while 300 more rows are written', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, admin);
  const { dialog, workbook, sheet } = await sampleOf(page, '/product/list', 'product-sample.xlsx');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const nameColumn = header.indexOf('نام') + 1;
  expect(nameColumn).toBeGreaterThan(0);
  expect(header).toContain('موجودی اول دوره: انبار');

  sheet.getRow(2).getCell(nameColumn).value = `دفتر ${String(run)}`;
  for (let index = 0; index < 300; index++) {
    const row = sheet.addRow([]);
    row.getCell(nameColumn).value = `کالای واردشده ${String(run)} ${String(index)}`;
  }
  const file = join(mkdtempSync(join(tmpdir(), 'hesab-import-')), 'products.xlsx');
  await workbook.xlsx.writeFile(file);

  await dialog.getByTestId('import-file').setInputFiles(file);
  await dialog.getByTestId('import-submit').click();
  const latest = dialog.getByTestId('import-history-row').first();
  await expect(latest.getByTestId('import-progress')).toBeVisible();
  await expect(latest).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
  await expect(latest).toContainText('۳۰۱');
  await dialog.getByRole('button', { name: 'بستن' }).click();
  await page.getByTestId('list-search').fill(`دفتر ${String(run)}`);
  await expect(page.getByTestId('resource-row')).toHaveCount(1);
  await expect(page.getByTestId('resource-row')).toContainText('۴۵۰٬۰۰۰');

  // The same list takes the products' pricing and marketplace ids too: the dialog asks what the file holds.
  await page.getByTestId('list-import').click();
  await page.getByTestId('import-dialog').getByRole('combobox').click();
  await page.getByRole('option', { name: 'قیمت‌گذاری کالاها' }).click();
  const [pricing] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-dialog').getByTestId('import-sample').click()]);
  expect(pricing.suggestedFilename()).toBe('pricing-sample.xlsx');
});

test('accounting documents are imported from their sample, one document on two rows', async ({ page }) => {
  await logIn(page, admin);
  const { dialog, workbook, sheet } = await sampleOf(page, '/accounting/list', 'accountingDocument-sample.xlsx');
  expect(sheet.rowCount).toBe(3);
  const description = `اجاره ${String(run)}`;
  sheet.getRow(2).getCell(2).value = description;
  const file = join(mkdtempSync(join(tmpdir(), 'hesab-import-')), 'documents.xlsx');
  await workbook.xlsx.writeFile(file);
  await dialog.getByTestId('import-file').setInputFiles(file);
  await dialog.getByTestId('import-submit').click();
  await expect(dialog.getByTestId('import-history-row').first()).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'بستن' }).click();
  await expect(page.getByText(description)).toBeVisible();
});
