import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

test('persons are imported from the sample file and from a long file whose progress shows, also after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, admin);
  await page.goto('/customer/list');
  await page.getByTestId('list-import').click();
  const dialog = page.getByTestId('import-dialog');
  const [sample] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('import-sample').click()]);
  expect(sample.suggestedFilename()).toBe('customer-sample.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(readFileSync(await sample.path())).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the sample has no sheet');
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
