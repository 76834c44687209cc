import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the tests share one database with the other specs. */
const mainGroupName = `گروه اصلی ${Date.now()}`;
const subGroupName = `زیرگروه ${Date.now()}`;
const departmentName = `واحد پیش‌نویس ${Date.now()}`;
const draftText = `توضیح پیش‌نویس واحد ${Date.now()}`;

test('a reference field adds a main group in place, which the new sub-group is saved under', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/group/sub/list');
  const list = page.getByTestId('resource-list');
  await list.getByTestId('list-new').first().click();
  const form = page.getByTestId('resource-form-dialog');
  await form.locator('input[name="name"]').fill(subGroupName);

  await form.getByTestId('picker-parent_id-add').click();
  const nameDialog = page.getByTestId('picker-name-dialog');
  await nameDialog.getByTestId('picker-name-input').fill(mainGroupName);
  await nameDialog.getByTestId('picker-name-save').click();
  await expect(nameDialog).toBeHidden();
  await expect(page.getByTestId('snackbar')).toHaveAttribute('data-severity', 'success');
  await expect(form.getByTestId('picker-parent_id-input')).toHaveValue(mainGroupName);

  await form.getByTestId('resource-form-save').click();
  await expect(form).toBeHidden();
  const row = list.getByTestId('resource-row').filter({ hasText: subGroupName });
  await expect(row).toContainText(mainGroupName);
});

test('a description saved as a draft fills the description of a new form', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/departman');
  const list = page.getByTestId('resource-list');
  await list.getByTestId('list-new').first().click();
  const form = page.getByTestId('resource-form-dialog');
  await form.locator('input[name="name"]').fill(departmentName);
  // resources.spec.ts sorts departments by code and expects A1 first and B2 last: B15 falls between them.
  await form.locator('input[name="code"]').fill('B15');
  await form.getByTestId('description-input').fill(draftText);
  await form.getByTestId('description-save-draft').click();
  // Saved, the text is its own last draft: the button goes until the text changes.
  await expect(form.getByTestId('description-save-draft')).toBeHidden();
  await form.getByTestId('resource-form-save').click();
  await expect(form).toBeHidden();
  await expect(list.getByTestId('resource-row').filter({ hasText: departmentName })).toBeVisible();

  await list.getByTestId('list-new').first().click();
  const next = page.getByTestId('resource-form-dialog');
  await expect(next.getByTestId('description-input')).toHaveValue('');
  await next.getByTestId('description-drafts').click();
  const drafts = page.getByTestId('draft-dialog');
  await drafts.getByTestId('resource-row').filter({ hasText: draftText }).click();
  await expect(drafts).toBeHidden();
  await expect(next.getByTestId('description-input')).toHaveValue(draftText);
});

test('the activity log shows the department’s creation, dated in Jalali with Persian digits', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/users/log');
  const log = page.getByTestId('activity-log');
  await log.getByTestId('log-filters-open').click();
  const filters = page.getByTestId('log-filter-dialog');
  await filters.getByRole('combobox', { name: 'عملیات' }).click();
  await page.getByTestId('log-filter-action-create').click();
  await filters.getByTestId('log-filters-apply').click();
  await expect(page).toHaveURL(/action=create/);

  const row = log.getByTestId('resource-row').filter({ hasText: departmentName });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-field="date"]')).toHaveText(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}$/);
  await expect(row.locator('[data-field="action"]')).toHaveText('ایجاد');
});
