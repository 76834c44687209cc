import { expect, test } from '@playwright/test';
import { toPersianDigits } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

/** In either digits: the text's shape is what these tests hold to; the page's digits are the language's. */
const either = (text: string) => new RegExp(`${text.replace('+', '\\+')}|${toPersianDigits(text)}`);

test('a success clears an old error: a correct login after a wrong one, a corrected save after a refused one', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'نام کاربری' }).fill(admin.username);
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByTestId('snackbar')).toHaveAttribute('data-severity', 'error');
  await page.locator('input[name="password"]').fill(admin.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('snackbar')).toHaveCount(0);

  // Only the server checks a national id: its refusal is a toast and a message under the field.
  await page.goto('/customer');
  const form = page.getByTestId('resource-form');
  await form.getByRole('combobox', { name: 'جنسیت' }).click();
  await page.getByRole('option', { name: 'شرکت' }).click();
  await form.locator('input[name="firstname"]').fill(`شرکت خطا ${run}`);
  await form.locator('input[name="national_id"]').fill('10380284791');
  await form.getByTestId('resource-form-save').click();
  const toast = page.getByTestId('snackbar');
  await expect(toast).toHaveAttribute('data-severity', 'error');
  // A Persian sentence, not "error : #…".
  await expect(toast).toContainText('شناسه ملی معتبر نیست.');
  await expect(toast).not.toContainText('error');
  await expect(toast).not.toContainText('#');
  await expect(form.getByTestId('field-national_id')).toContainText('شناسه ملی معتبر نیست.');
  await toast.screenshot({ path: 'test-results/screens-error-toast.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByTestId('field-national_id').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens-refused-save-phone.png' });

  await form.locator('input[name="national_id"]').fill('10380284790');
  await form.getByTestId('resource-form-save').click();
  await expect(page).toHaveURL(/\/customer\/list$/);
  await expect(toast).toHaveAttribute('data-severity', 'success');
  await expect(toast).toContainText('ثبت شد.');
});

test('a legal person has a company name, a checked national id, an economic code and a registration number', async ({ page, request }) => {
  await logIn(page, admin);
  await page.goto('/customer');
  const form = page.getByTestId('resource-form');
  await expect(form.getByTestId('field-firstname').locator('label')).toHaveText(/^نام\s*\*?$/);
  await expect(form.getByTestId('field-national_code')).toBeVisible();
  await expect(form.getByTestId('field-national_id')).toHaveCount(0);
  await form.getByRole('combobox', { name: 'جنسیت' }).click();
  await page.getByRole('option', { name: 'شرکت' }).click();
  await expect(form.getByTestId('field-national_code')).toHaveCount(0);
  await expect(form.getByTestId('field-lastname')).toHaveCount(0);
  const name = `شرکت حقوقی ${run}`;
  await form.getByLabel('نام شرکت').fill(name);
  await form.getByLabel('شناسه ملی').fill('۱۰۳۸۰۲۸۴۷۹۰');
  await form.getByLabel('کد اقتصادی').fill('411111111111');
  await form.getByLabel('شماره ثبت').fill('12345');
  await form.getByTestId('resource-form-save').click();
  await expect(page).toHaveURL(/\/customer\/list$/);

  const api = await apiOf(page, request);
  const found = await api.get<{ data: { id: number; national_id: string; registration_number: string }[] }>(
    `customer?search=${encodeURIComponent(name)}`,
  );
  expect(found.data).toEqual([expect.objectContaining({ national_id: '10380284790', registration_number: '12345' })]);
  await page.goto(`/customer/edit/${String(found.data[0]?.id)}`);
  await expect(form.getByLabel('نام شرکت')).toHaveValue(name);
  await expect(form.getByLabel('شناسه ملی')).toHaveValue(either('10380284790'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens-legal-person.png', fullPage: true });
});

test('a mobile is shown as Iranians write it and found by search typed either way', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const tail = String(run).slice(-7);
  const name = `موبایل ${run}`;
  await api.post('customer', { firstname: name, mobile: `0912${tail}` });

  const shown = either(`0912 ${tail.slice(0, 3)} ${tail.slice(3)}`);
  for (const term of [`0912${tail}`, `912${tail}`, `+98912${tail}`, toPersianDigits(`0912${tail}`)]) {
    await page.goto(`/customer/list?search=${encodeURIComponent(term)}`);
    const rows = page.getByTestId('resource-row');
    await expect(rows, term).toHaveCount(1);
    await expect(rows).toContainText(either(name));
    await expect(rows).toContainText(shown);
  }
  // The search box itself, typed with the leading zero.
  await page.goto('/customer/list');
  await page.getByTestId('list-search').fill(`0912${tail}`);
  await expect(page.getByTestId('resource-row')).toHaveCount(1);
  await page.getByTestId('resource-row').first().click();
  await page.screenshot({ path: 'test-results/screens-mobile-list.png' });
});

test('the activity log speaks Persian: labels, values as the form shows them, the type translated', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const name = `لاگ ${run}`;
  const saved = await api.post<{ data: { id: number } }>('customer', { firstname: name, initial_price: '1500000', nature_initial_price: 'creditor' });
  await api.put(`customer/${String(saved.data.id)}`, { firstname: `${name} دوم`, lead: true, initial_price: '1500000', nature_initial_price: 'creditor' });

  await page.goto(`/users/log?search=${encodeURIComponent(`${name} دوم`)}`);
  const rows = page.getByTestId('resource-row');
  await expect(rows.first()).toBeVisible();
  const created = rows.filter({ hasText: 'ایجاد' });
  const updated = rows.filter({ hasText: 'ویرایش' });
  await expect(updated).toContainText('نام:');
  await expect(updated).toContainText(`${name} دوم`);
  await expect(updated).toContainText('سرنخ:');
  await expect(updated).toContainText('بله');
  await expect(updated).toContainText('اشخاص');
  await page.goto(`/users/log?search=${encodeURIComponent(name)}`);
  await expect(created.first()).toContainText('بستانکار');
  await expect(created.first()).toContainText('۱٬۵۰۰٬۰۰۰');
  for (const internal of ['firstname', 'openingJournalId', 'detail_id', 'true', 'creditor']) {
    await expect(page.getByTestId('log-table')).not.toContainText(internal);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens-activity-log.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens-activity-log-phone.png', fullPage: true });
});

test('units have their own list in basic information, and a new business starts with the common ones', async ({ page }) => {
  await logIn(page, admin);
  const menu = page.getByTestId('side-menu');
  const group = menu.getByRole('button', { name: 'اطلاعات پایه' });
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  // The group opens with an animation; a click that lands while it runs is tried again.
  await expect(async () => {
    await menu.getByRole('link', { name: 'واحدها', exact: true }).click();
    await expect(page).toHaveURL(/\/unit\/list$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  for (const unit of ['عدد', 'کیلوگرم', 'متر', 'لیتر', 'بسته', 'کارتن']) {
    await page.getByTestId('list-search').fill(unit);
    await expect(page.getByTestId('resource-row').filter({ has: page.getByRole('cell', { name: unit, exact: true }) })).toHaveCount(1);
  }
});

test('a person’s statement is titled as its tab', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const saved = await api.post<{ data: { detail_id: number } }>('customer', { firstname: `صورت‌حساب ${run}` });
  await page.goto(`/report/turnoverlist/${String(saved.data.detail_id)}`);
  await expect(page.getByRole('heading', { name: 'گردش حساب تفصیلی' })).toBeVisible();
  await expect(page.locator('[data-testid="open-tab"][data-active="true"]')).toContainText('گردش حساب تفصیلی');
});
