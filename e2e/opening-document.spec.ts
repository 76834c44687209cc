import { expect, test } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

const run = Date.now();

interface Listed {
  data: { id: number; source_type: string }[];
}

test('the opening document shows a person\'s opening balance as rows its record owns, and takes manual entries beside them', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, admin);
  const api = await apiOf(page, request);
  await api.post('customer', { firstname: 'افتتاحیه', lastname: String(run), initial_price: '1200000' });
  const documents = await api.get<Listed>('accounting?perPage=100');
  const opening = documents.data.find((document) => document.source_type === 'opening');
  if (!opening) throw new Error('no opening document');

  await page.goto(`/accounting/edit/${String(opening.id)}`);
  const lines = page.getByTestId('document-line');
  const personLine = lines.filter({ has: page.locator(`input[value*="${String(run)}"]`) }).first();
  await expect(personLine).toBeVisible();
  // The person's rows change through the person: shown, not editable, not removable.
  await expect(personLine.locator('input[name$=".description"]')).toBeDisabled();
  await expect(personLine.locator('[data-testid$="-remove"]')).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('opening-document-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(personLine.locator('input[name$=".description"]')).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('opening-document-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // A manual opening entry goes in beside them and the document saves.
  const count = await lines.count();
  await page.getByTestId('document-add-line').click();
  await expect(lines).toHaveCount(count + 1);
  const added = lines.nth(count);
  await expect(added.locator('input[name$=".description"]')).toBeEnabled();
});
