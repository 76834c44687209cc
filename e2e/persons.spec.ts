import { expect, test } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

test('a company customer has no last name and is listed among customers', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/customer');
  const form = page.getByTestId('resource-form');
  await expect(form.getByTestId('field-lastname')).toBeVisible();
  // Typed while it was a natural person, then hidden: not sent, so the server has nothing to refuse.
  await form.locator('input[name="lastname"]').fill('نادیده');
  await form.locator('input[name="national_code"]').fill('0499370899');
  await form.getByRole('combobox', { name: 'جنسیت' }).click();
  await page.getByRole('option', { name: 'شرکت' }).click();
  await expect(form.getByTestId('field-lastname')).toHaveCount(0);
  await form.locator('input[name="firstname"]').fill(`شرکت نمونه ${run}`);
  await form.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');
  await expect(page).toHaveURL(/\/customer\/list$/);
  await page.getByTestId('list-search').fill(`شرکت نمونه ${run}`);
  await expect(page.getByTestId('resource-row')).toHaveCount(1);
});

test('a lead cannot be personnel or hold other roles, and returns to the lead list', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/customer');
  const form = page.getByTestId('resource-form');
  await form.locator('input[name="firstname"]').fill(`سرنخ ${run}`);
  await form.getByRole('checkbox', { name: 'سرنخ' }).check();
  await expect(form.getByRole('checkbox', { name: 'کاربر (پرسنل)' })).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'ویزیتور' })).toBeDisabled();
  await form.getByTestId('resource-form-save').click();
  await expect(page).toHaveURL(/\/lead\/list$/);
  await expect(page.getByRole('heading', { name: 'سرنخ‌ها' })).toBeVisible();
  // The open-tabs bar names the page as the menu does, not by the shared list's route.
  await expect(page.locator('[data-testid="open-tab"][data-active="true"]')).toContainText('سرنخ‌ها');
  await expect(page.getByTestId('resource-row').filter({ hasText: `سرنخ ${run}` })).toHaveCount(1);
  // Customers are everyone but leads.
  await page.goto(`/customer/list?search=${encodeURIComponent(`سرنخ ${run}`)}`);
  await expect(page.getByTestId('resource-row')).toHaveCount(0);
});

test('an opening balance is posted, listed among debtors and shown in the person’s statement', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/customer');
  const form = page.getByTestId('resource-form');
  const name = `بدهکار ${run}`;
  await form.locator('input[name="firstname"]').fill(name);
  await form.getByTestId('field-initial_price').locator('input').fill('1500000');
  // A positive opening price with no nature becomes a debt.
  await expect(form.getByTestId('field-nature_initial_price')).toContainText('بدهکار');
  await form.getByTestId('resource-form-save').click();
  await expect(page).toHaveURL(/\/customer\/list$/);

  await page.goto(`/debtor/list?search=${encodeURIComponent(name)}`);
  const row = page.getByTestId('resource-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('۱٬۵۰۰٬۰۰۰');
  await row.getByTestId('row-turnover').click();
  await expect(page).toHaveURL(/\/report\/turnoverlist\/\d+/);
  await expect(page.getByText('۱٬۵۰۰٬۰۰۰').first()).toBeVisible();
});

test('a user made on the person form logs in and sees only what the role allows', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const roleName = `نقش دسته‌ها ${run}`;
  await api.post('role', { name: roleName, permissions: ['CategoryList'] });

  await page.goto('/customer');
  const form = page.getByTestId('resource-form');
  await form.locator('input[name="firstname"]').fill(`کاربر ${run}`);
  // The user-account tab shows for a user, student, teacher or translator only.
  await expect(form.getByTestId('form-tab-personForm.userTab')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'کاربر (پرسنل)' }).check();
  await expect(form.getByRole('checkbox', { name: 'سرنخ' })).toBeDisabled();
  await form.getByTestId('form-tab-personForm.userTab').click();
  const username = `user${run}`;
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill('person-user-pass-1');
  await form.locator('input[name="passwordConfirmation"]').fill('person-user-pass-1');
  await form.getByTestId('picker-role-input').click();
  await page.getByRole('option', { name: roleName }).click();
  await form.getByTestId('resource-form-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ثبت شد.');
  await expect(page).toHaveURL(/\/users\/list$/);
  await expect(page.getByTestId('resource-row').filter({ hasText: `کاربر ${run}` })).toHaveCount(1);

  await page.getByTestId('logout').click();
  // The session ends before the next login: /login sends a logged-in user on to the dashboard.
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { username, password: 'person-user-pass-1' });
  await page.goto('/category/list');
  await expect(page.getByTestId('resource-list')).toBeVisible();
  await page.goto('/customer/list');
  await expect(page).toHaveURL(/\/403$/);
});

/** A 1×1 PNG: the server checks an image's bytes against its extension. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a saved person gets a picture through the documents tab, a too-large file refused', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/customer');
  const form = page.getByTestId('resource-form');
  const name = `با تصویر ${run}`;
  await form.getByTestId('form-tab-personForm.documentsTab').click();
  await expect(form.getByTestId('person-documents')).toHaveCount(0);
  await form.getByTestId('form-tab-personForm.publicTab').click();
  await form.locator('input[name="firstname"]').fill(name);
  await form.getByTestId('resource-form-save').click();
  await expect(page).toHaveURL(/\/customer\/list$/);

  await page.goto(`/customer/list?search=${encodeURIComponent(name)}`);
  await page.getByTestId('resource-row').filter({ hasText: name }).getByTestId('row-edit').click();
  await page.getByTestId('form-tab-personForm.documentsTab').click();
  const pictures = page.getByTestId('record-files-customerAvatar');
  await pictures.getByTestId('record-upload-customerAvatar').click();
  const dialog = page.getByTestId('upload-dialog');
  // A file over 500,000 bytes is refused at once and left out.
  const tooLarge = Buffer.concat([onePixelPng, Buffer.alloc(500_001)]);
  await dialog.getByTestId('upload-input').setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: tooLarge });
  await expect(dialog.getByTestId('upload-too-large')).toContainText('large.png');
  await expect(dialog.getByTestId('upload-chosen')).toHaveCount(0);
  await dialog.getByTestId('upload-input').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(dialog.getByTestId('upload-chosen')).toHaveCount(1);
  await dialog.getByTestId('upload-submit').click();
  await expect(page.getByTestId('snackbar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pictures.getByTestId('uploaded-file')).toHaveCount(1);
});

test('a person picker adds a person through the whole person form in a dialog, then picks it', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/entrepot/edit');
  const form = page.getByTestId('resource-form');
  await form.locator('input[name="name"]').fill(`انبار مرکزی ${run}`);
  const keeper = `انباردار ${run}`;
  await form.getByTestId('picker-storekeeper-input').fill(keeper);
  await form.getByTestId('picker-storekeeper-shortcut').click();
  const dialog = page.getByTestId('resource-form-dialog');
  await expect(dialog.locator('input[name="firstname"]')).toHaveValue(keeper);
  await dialog.locator('input[name="mobile"]').fill('9121234567');
  // shift+F3 submits the dialog's form, not the page's under it.
  await dialog.locator('input[name="mobile"]').press('Shift+F3');
  await expect(dialog).toHaveCount(0);
  await expect(form.getByTestId('picker-storekeeper-input')).toHaveValue(keeper);
  await expect(page).toHaveURL(/\/entrepot\/edit$/);
  await form.getByTestId('resource-form-save').click();
  await expect(page).toHaveURL(/\/entrepot\/list/);
  await expect(page.getByTestId('resource-row').filter({ hasText: `انبار مرکزی ${run}` })).toHaveCount(1);
});

test('the person picker page lists a kind of people and keeps the chosen one for the screen it returns to', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const name = `بدهکار انتخابی ${run}`;
  await api.post('customer', { firstname: name, mobile: '9351112233', initial_price: '250000' });

  await page.goto('/customer/list');
  await page.goto('/person/picker/debtor');
  await expect(page.getByRole('heading', { name: 'بدهکاران' })).toBeVisible();
  await page.getByTestId('person-picker-search').fill(name);
  const row = page.getByTestId('person-picker-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // A debt is shown in red, with the mobile under the name as Iranians write it.
  await expect(row).toContainText('0935 111 2233');
  await expect(row.locator('bdi')).toHaveCSS('color', 'rgb(233, 30, 99)');
  await row.click();
  await expect(page).toHaveURL(/\/customer\/list$/);
  const picked = await page.evaluate(() => JSON.parse(sessionStorage.getItem('pickedPerson') ?? 'null') as { type: string; name: string } | null);
  expect(picked).toMatchObject({ type: 'debtor', name });
});
