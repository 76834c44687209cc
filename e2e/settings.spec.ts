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
