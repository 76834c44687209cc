import { expect, test, type Page } from '@playwright/test';
import { isoDateOf, toJalali, parseIsoDate, toPersianDigits } from '@hesab/domain';
import { admin, clerk } from './users.ts';

async function logIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.getByRole('textbox', { name: 'نام کاربری' }).fill(user.username);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, { username: admin.username, password: 'not-the-password' });
  await expect(page.getByTestId('snackbar')).toContainText('نام کاربری یا رمز عبور اشتباه است.');
  await expect(page).toHaveURL(/\/login$/);
});

test('login lands on the dashboard in right-to-left Persian with today in Jalali', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await logIn(page, admin);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.getByTestId('dashboard-business')).toContainText('کسب‌وکار نمونه');
  const jalaliYear = toJalali(parseIsoDate(isoDateOf(new Date(), 'Asia/Tehran'))).year;
  await expect(page.getByTestId('dashboard-today')).toContainText(toPersianDigits(String(jalaliYear)));
  await expect(page.getByTestId('side-menu')).toContainText('پیشخوان');
});

test('switching to English flips the page to left-to-right', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, admin);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('side-menu')).toContainText('Dashboard');
  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // English is a chunk of its own: the first render after the reload waited for it.
  await expect(page.getByTestId('side-menu')).toContainText('Dashboard');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-option-fa').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a route the role lacks lands on /403', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, clerk);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expect(page.getByTestId('side-menu')).not.toContainText('مشخصات کاربری');
  await page.goto('/users/profile');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByTestId('forbidden-page')).toContainText('دسترسی به این صفحه مجاز نیست.');
});

test('logout returns to /login and the old token is refused', async ({ page, request }) => {
  await page.goto('/login');
  await logIn(page, admin);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const appKey = await page.evaluate(() => localStorage.getItem('appKey'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}`, domain: appKey ?? '' };
  expect((await request.get('/api/v1/init', { headers })).status()).toBe(200);

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await request.get('/api/v1/init', { headers })).status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Going back to a private page asks for a login again.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a guest opening a private route logs in and lands back on it', async ({ page }) => {
  await page.goto('/users/profile?tab=password');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, admin);
  await expect(page).toHaveURL(/\/users\/profile\?tab=password$/);
  await expect(page.getByTestId('profile-form')).toBeVisible();
});

test('a logged-in user opening /login goes to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, admin);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.goto('/mlogin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
});

test('ctrl-click on a menu entry opens it in a new browser tab', async ({ page, context }) => {
  await page.goto('/login');
  await logIn(page, admin);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('side-menu').getByText('مشخصات کاربری').click({ modifiers: ['Control'] }),
  ]);
  await opened.waitForLoadState();
  await expect(opened).toHaveURL(/\/users\/profile$/);
  await expect(page).toHaveURL(/\/$/);
});

test('a page is bookmarked from the top bar, listed there and on the dashboard, opened from it, and taken off', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, clerk);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.getByTestId('side-menu').getByRole('button', { name: 'تنظیمات' }).click();
  await page.getByTestId('side-menu').getByText('گزارش فعالیت‌ها').click();
  await expect(page).toHaveURL(/\/users\/log$/);
  await page.getByTestId('bookmarks').click();
  await expect(page.getByRole('menu')).toContainText('هنوز صفحه‌ای نشان نشده است.');
  await page.getByTestId('bookmark-page').click();
  await expect(page.getByTestId('snackbar')).toContainText('ذخیره شد.');

  await page.goto('/');
  await expect(page.getByTestId('dashboard-bookmarks')).toContainText('گزارش فعالیت‌ها');
  await page.getByTestId('bookmarks').click();
  // The dashboard, a menu entry too, is not among them.
  await expect(page.getByTestId('bookmark-page')).toHaveText('نشان کردن این صفحه');
  await page.getByTestId('bookmark').filter({ hasText: 'گزارش فعالیت‌ها' }).click();
  await expect(page).toHaveURL(/\/users\/log$/);

  await page.getByTestId('bookmarks').click();
  await expect(page.getByTestId('bookmark-page')).toHaveText('برداشتن نشان این صفحه');
  await page.getByTestId('bookmark-page').click();
  await expect(page.getByTestId('snackbar')).toContainText('ذخیره شد.');
  await page.getByTestId('bookmarks').click();
  await expect(page.getByTestId('bookmark')).toHaveCount(0);
  await expect(page.getByTestId('bookmark-page')).toHaveText('نشان کردن این صفحه');
});
