import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../apps/api/test/postgres-cluster.ts';
import { localMerchant, startLocalGateway } from '../apps/api/test/payment-gateway-server.ts';
import { startSmtpInbox } from '../apps/api/test/smtp-inbox.ts';
import { apiOf } from './api.ts';
import { startServerWith } from './servers.ts';

/*
 * Sign-up on a server of the test's own (PGlite in a fresh directory), whose log the test reads, as the log SMS
 * provider writes each message there, and whose e-mail goes by SMTP to an inbox in the test's process.
 */

/** The text of the latest SMS the server logged for the number. */
function loggedSms(lines: readonly string[], mobile: string): string {
  for (const line of [...lines].reverse()) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; sms?: { mobile?: string; text?: string } };
    if (entry.msg === 'sms' && entry.sms?.mobile === mobile) return entry.sms.text ?? '';
  }
  return '';
}

const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? '';

/** Fills the business step of sign-up (the year and currency as offered) and goes on to its warehouse, cash box and bank. */
async function makeBusiness(page: Page, name: string) {
  await expect(page).toHaveURL(/\/register\/shop$/);
  await expect(page.getByTestId('register-plan')).toBeVisible();
  await page.getByLabel('نام کسب‌وکار').fill(name);
  await page.getByTestId('register-business-create').click();
  await expect(page).toHaveURL(/\/register\/initial$/);
}

test.describe('a business of one’s own', () => {
  let server: ChildProcess | undefined;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let gateway: Awaited<ReturnType<typeof startLocalGateway>>;
  let origin = '';
  const logged: string[] = [];
  test.beforeAll(async () => {
    inbox = await startSmtpInbox();
    gateway = await startLocalGateway();
    const port = await freePort();
    origin = `http://127.0.0.1:${String(port)}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'hesab-signup-'));
    server = await startServerWith(
      port,
      { DATA_DIR: dataDir, LOG_LEVEL: 'info', SMTP_URL: inbox.url, APP_URL: origin, PAYMENT_URL: gateway.url, PAYMENT_MERCHANT: localMerchant },
      (line) => logged.push(line),
    );
  });
  test.afterAll(async () => {
    server?.kill();
    await inbox.close();
    gateway.server.close();
  });

  test('signs up with the code the SMS log holds, makes a business and a second one, switches between them, buys a plan through the gateway, and resets a forgotten password by e-mail', async ({ page, playwright }) => {
    test.setTimeout(120_000);
    const mobile = `912${String(Date.now()).slice(-7)}`;
    const username = `shop${String(Date.now()).slice(-6)}`;

    // The account: the number confirmed by the code it was sent, then a username and password.
    await page.goto(`${origin}/login`);
    await page.getByTestId('to-register').click();
    await expect(page).toHaveURL(/\/register\/index$/);
    await page.getByLabel('شماره موبایل').fill(`0${mobile}`);
    await page.getByTestId('register-send-code').click();
    await expect.poll(() => codeIn(loggedSms(logged, mobile))).toMatch(/^\d{6}$/);
    await page.getByLabel('کد تأیید').fill(codeIn(loggedSms(logged, mobile)));
    await page.getByLabel('نام کاربری').fill(username);
    await page.locator('input[name="password"]').fill('first-password-1');
    await page.locator('input[name="repeat"]').fill('first-password-1');
    await page.getByTestId('register-create').click();

    // The first business, its warehouse and cash box, then its dashboard.
    await makeBusiness(page, 'فروشگاه نخست');
    await page.getByTestId('register-initial-continue').click();
    await expect(page).toHaveURL(/\/register\/finish$/);
    await page.getByTestId('register-to-dashboard').click();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByTestId('business-name')).toHaveText('فروشگاه نخست');
    const first = await apiOf(page, await playwright.request.newContext({ baseURL: origin }));
    expect((await first.get<{ data: { name: string }[] }>('entrepot')).data.map((each) => each.name)).toEqual(['انبار مرکزی']);

    // A second business from the top bar; its data is its own.
    await page.getByTestId('business-name').click();
    await page.getByTestId('business-add').click();
    await makeBusiness(page, 'کارگاه دوم');
    await page.getByRole('button', { name: 'بعداً' }).click();
    await page.getByTestId('register-to-dashboard').click();
    await expect(page.getByTestId('business-name')).toHaveText('کارگاه دوم');
    await page.goto(`${origin}/entrepot/list`);
    await expect(page.getByText('انبار مرکزی')).toHaveCount(0);

    // Back to the first without logging in again.
    await page.getByTestId('business-name').click();
    await page.getByTestId('business-switcher').getByRole('menuitem', { name: 'فروشگاه نخست' }).click();
    await expect(page.getByTestId('business-name')).toHaveText('فروشگاه نخست');
    await page.goto(`${origin}/entrepot/list`);
    await expect(page.getByText('انبار مرکزی').first()).toBeVisible();

    // The first business is on the free trial; a month of the standard plan bought through the gateway moves its end.
    await page.goto(`${origin}/plans`);
    await expect(page.getByTestId('current-plan-name')).toHaveText('آزمایشی');
    const trialEnd = await page.getByTestId('current-plan-expiry').textContent();
    await page.getByTestId('buy-standard-1').click();
    await expect(page.getByTestId('checkout-amount')).toContainText('۴٬۰۰۰٬۰۰۰');
    await page.getByTestId('checkout-pay').click();
    // The gateway's page takes the payment and sends the browser back to the result page, which verifies it.
    await expect(page).toHaveURL(/\/plans\/result\?Authority=\w+&Status=OK$/);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-paid', 'true');
    await expect(page.getByTestId('payment-expiry')).toContainText('استاندارد');
    await page.reload();
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-paid', 'true');
    expect(gateway.calls.verify).toBe(1);
    await page.goto(`${origin}/plans`);
    await expect(page.getByTestId('current-plan-name')).toHaveText('استاندارد');
    await expect(page.getByTestId('current-plan-expiry')).not.toHaveText(trialEnd ?? '');

    // An e-mail address on the profile; then, logged out, the forgotten password is reset through the e-mailed link.
    await page.goto(`${origin}/users/profile`);
    await expect(page.getByTestId('profile-form').locator('input[disabled][dir="ltr"]')).toHaveValue(/۰۹۱۲/);
    await page.getByLabel('ایمیل').fill(`${username}@example.com`);
    await page.getByTestId('profile-form').getByRole('button', { name: 'ذخیره' }).click();
    await expect(page.getByText('ذخیره شد.')).toBeVisible();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByTestId('to-forgot').click();
    await page.getByLabel('نام کاربری، موبایل یا ایمیل').fill(`${username}@example.com`);
    await page.getByTestId('forgot-send').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();
    await expect.poll(() => inbox.received.length).toBe(1);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/password\/reset\?token=[\w-]+)/.exec(inbox.received[0]?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await page.locator('input[name="password"]').fill('second-password-2');
    await page.locator('input[name="repeat"]').fill('second-password-2');
    await page.getByTestId('reset-submit').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'نام کاربری' }).fill(username);
    await page.locator('input[name="password"]').fill('second-password-2');
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await page.getByTestId('business-chooser').getByText('کارگاه دوم').click();
    await expect(page.getByTestId('business-name')).toHaveText('کارگاه دوم');
  });
});
