import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const detailName = `تفصیلی برچسب‌دار ${Date.now()}`;
const tagText = `برچسب تازه ${Date.now()}`;

test('a detail account gets a tag made by typing it and a custom field, and lists with the tag chip', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/detail/edit');
  const form = page.getByTestId('resource-form');
  await form.locator('input[name="name"]').fill(detailName);
  await form.getByRole('combobox', { name: 'گروه تفصیلی' }).click();
  await page.getByRole('option', { name: 'شخص' }).click();

  // A text that is no tag yet becomes one on Enter, coloured by the palette.
  const tags = form.getByTestId('tags-tags-input');
  await tags.fill(tagText);
  await tags.press('Enter');
  const chip = form.getByTestId('tags-tags-chip').filter({ hasText: tagText });
  await expect(chip).toBeVisible();
  // Grey is the chip of a tag whose colour is unknown; the made tag has its palette colour.
  await expect(chip).not.toHaveCSS('background-color', 'rgb(158, 158, 158)');
  const color = await chip.evaluate((element) => getComputedStyle(element).backgroundColor);

  const customFields = form.getByTestId('custom-fields-customFields');
  await customFields.getByTestId('custom-fields-customFields-add').click();
  // An empty row is refused on its own inputs, before anything is sent.
  await form.getByTestId('resource-form-save').click();
  await expect(customFields.getByText('این فیلد الزامی است.')).toHaveCount(2);
  await customFields.getByTestId('custom-fields-customFields-key').fill('شهر');
  await customFields.getByTestId('custom-fields-customFields-value').fill('تبریز');

  await form.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');
  await expect(page).toHaveURL(/\/detail\/list/);
  const row = page.getByTestId('resource-row').filter({ hasText: detailName });
  await expect(row.getByTestId('tag-chip-tags')).toHaveText(tagText);
  await expect(row.getByTestId('tag-chip-tags')).toHaveCSS('background-color', color);

  // The list filters by one tag, picked from the business's tags.
  const filter = page.getByTestId('filter-picker-tags-input');
  await filter.fill(tagText);
  await page.getByTestId('picker-option').filter({ hasText: tagText }).click();
  await expect(page).toHaveURL(/tags/);
  await expect(page.getByTestId('resource-row')).toHaveCount(1);
  await expect(page.getByTestId('resource-row')).toContainText(detailName);

  // The saved rows come back in the form.
  await row.getByTestId('row-edit').click();
  const edit = page.getByTestId('resource-form');
  await expect(edit.getByTestId('custom-fields-customFields-key')).toHaveValue('شهر');
  await expect(edit.getByTestId('custom-fields-customFields-value')).toHaveValue('تبریز');
  await expect(edit.getByTestId('tags-tags-chip')).toHaveText(tagText);
});
