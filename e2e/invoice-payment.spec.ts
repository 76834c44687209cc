import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../apps/api/test/postgres-cluster.ts';
import { localMerchant, startLocalGateway } from '../apps/api/test/payment-gateway-server.ts';
import { apiOf } from './api.ts';
import { logInAt, startServerWith } from './servers.ts';

/*
 * An invoice paid online through its public link (issue 36), on a server of the test's own that speaks to a local
 * payment gateway: the owner switches online payment on in the settings, the customer pays on the gateway's page and
 * comes back to the verification page, and however often they come back the business has one receipt.
 */

interface ListOf<T> {
  data: T[];
  total?: number;
}

test.describe('an invoice paid online', () => {
  let server: ChildProcess | undefined;
  let gateway: Awaited<ReturnType<typeof startLocalGateway>>;
  let origin = '';
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    gateway = await startLocalGateway();
    const port = await freePort();
    origin = `http://127.0.0.1:${String(port)}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'hesab-pay-'));
    server = await startServerWith(port, { DATA_DIR: dataDir, APP_URL: origin, PAYMENT_URL: gateway.url, PAYMENT_MERCHANT: localMerchant });
  });
  test.afterAll(() => {
    server?.kill();
    gateway.server.close();
  });

  test('online payment switched on in the settings; the customer pays a sale through the gateway, sees it paid, and a second return makes no second receipt', async ({ page, browser, playwright }) => {
    test.setTimeout(180_000);
    await logInAt(page, origin);
    const api = await apiOf(page, await playwright.request.newContext({ baseURL: origin }));
    const bankName = 'حساب درگاه پرداخت';
    const bank = (await api.post<{ data: { id: number } }>('bank', { name: bankName })).data.id;

    // The owner switches the gateway and invoices paid online on, and names the bank account the gateway pays into.
    await page.goto(`${origin}/setting/index`);
    await page.getByLabel('درگاه پرداخت').check();
    await page.getByLabel('پرداخت آنلاین فاکتور').check();
    const account = page.getByTestId('setting-gateway-account-input');
    await account.click();
    await account.pressSequentially(bankName);
    await page.getByTestId('picker-option').filter({ hasText: bankName }).click();
    await expect(page.getByTestId('business-settings-save')).toBeEnabled();
    await page.getByTestId('business-settings-save').click();
    await expect(page.getByText('ذخیره شد.')).toBeVisible();
    expect(await api.get('setting')).toMatchObject({ gateway: true, online_invoice: true, gateway_account: bank });

    // A sale of two at 750,000 to a customer, and its public link.
    const entrepot = (await api.post<{ data: { id: number } }>('entrepot', { name: 'انبار فروش آنلاین' })).data.id;
    const person = (await api.post<{ data: { id: number } }>('customer', { firstname: 'مشتری پرداخت آنلاین' })).data.id;
    const product = (await api.post<{ data: { id: number } }>('products', { name: 'کالای پرداخت آنلاین', price: '750000', taxPercent: '0', initial_stocks: [{ entrepot, stock: '5', price: '400000' }] })).data.id;
    const date = new Date().toISOString().slice(0, 10);
    const sale = await api.post<{ id: number }>('invoice', { type: 'sell', date, person, entrepot, rows: [{ product, count: '2', fee: '750000', tax: '0' }] });
    const { token } = await api.post<{ token: string }>(`invoice/${String(sale.id)}/share`, {});
    const receipts = async () => (await api.get<ListOf<{ id: number }>>('receive?sortBy=number:desc')).total ?? 0;
    const before = await receipts();

    // The customer, in a browser of their own, opens the link, pays at the gateway and is sent back to the verification page.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    try {
      await customer.goto(`${origin}/cashPayment/invoice/${token}`);
      await expect(customer.getByTestId('online-payment-remaining')).toHaveText('۱٬۵۰۰٬۰۰۰');
      await customer.getByTestId('online-pay').click();
      await expect(customer).toHaveURL(/\/cashPayment\/verify\?Authority=\w+&Status=OK$/);
      const result = customer.getByTestId('invoice-payment-result');
      await expect(result).toHaveAttribute('data-paid', 'true');
      await expect(result).toContainText('۱٬۵۰۰٬۰۰۰');
      expect(gateway.calls.verify).toBe(1);

      // The return hit again: still paid, and the business still has exactly one receipt of it, into the gateway's account.
      await customer.reload();
      await expect(result).toHaveAttribute('data-paid', 'true');
      expect(await receipts()).toBe(before + 1);
      const [latest] = (await api.get<ListOf<{ id: number }>>('receive?sortBy=number:desc')).data;
      const receipt = await api.get<{ person: number | null; rows: { bank: number | null; amount: string }[] }>(`receive/${String(latest?.id ?? 0)}/edit`);
      expect(receipt).toMatchObject({ person, rows: [{ bank, amount: '1500000' }] });

      // Back on the invoice's page, nothing is left to pay.
      await customer.getByRole('link', { name: 'بازگشت به فاکتور' }).click();
      await expect(customer.getByTestId('online-payment-settled')).toBeVisible();
      await expect(customer.getByTestId('online-pay')).toHaveCount(0);
    } finally {
      await customerContext.close();
    }
  });
});
