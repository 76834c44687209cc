import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InvoicePaymentOutcome, InvoicePaymentStanding } from '@hesab/contract';
import { eq } from 'drizzle-orm';
import { business } from '@hesab/db';
import { localizeDigits } from '@hesab/domain';
import { translateServerMessage } from '@hesab/i18n';
import { describeEachEngine } from '../../../test/databases.ts';
import { localMerchant, startLocalGateway } from '../../../test/payment-gateway-server.ts';
import { startSmsGateway } from '../../../test/sms-gateway-server.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';
import { ZarinpalGateway, type PaymentGateway } from '../plans/index.ts';
import { HttpSmsProvider } from '../sms/index.ts';

/*
 * An invoice paid online through its public link (issue 36): the customer is sent to the gateway for what is left,
 * and a verified payment becomes one receipt into the gateway's bank account, however often its return comes.
 */

let gateway: Awaited<ReturnType<typeof startLocalGateway>>;
const smsKey = 'invoice-sms-key';
let smsGateway: Awaited<ReturnType<typeof startSmsGateway>>;
beforeAll(async () => {
  gateway = await startLocalGateway();
  smsGateway = await startSmsGateway(smsKey);
});
afterAll(() => {
  gateway.server.close();
  smsGateway.server.close();
});

/** The Zarinpal provider pointed at the local gateway once it listens (the servers are built before). */
const localGateway: PaymentGateway = {
  request: (payment) => new ZarinpalGateway({ baseUrl: gateway.url, merchantId: localMerchant }).request(payment),
  paymentPage: (authority) => new ZarinpalGateway({ baseUrl: gateway.url, merchantId: localMerchant }).paymentPage(authority),
  verify: (payment) => new ZarinpalGateway({ baseUrl: gateway.url, merchantId: localMerchant }).verify(payment),
};

interface Movement {
  id: number;
  person: number | null;
  invoice: number | null;
  amount: string;
  rows: { bank: number | null; amount: string; tracking: string | null }[];
}

describeEachEngine('invoice paid online', (connection) => {
  const server = useTestServer(connection, {
    payment: localGateway,
    appUrl: 'https://app.hesab.test/',
    sms: { send: (message) => new HttpSmsProvider({ baseUrl: smsGateway.url, apiKey: smsKey }).send(message) },
  });
  let biz: TestBusiness;
  let owner: ApiClient;
  let anyone: ApiClient;
  let bank: number;
  let sale: (fee: string) => Promise<{ id: number; token: string }>;
  /** Online payment switched as the owner does on setting/index: the gateway, its bank account, invoices paid online. */
  const onlineInvoice = async (on: boolean) => {
    const reply = await owner.put('/api/v1/setting', { gateway: on, online_invoice: on, gateway_account: on ? bank : null });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Online');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    anyone = server().client();
    const day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const created = async (path: string, body: Record<string, unknown>) => (await owner.post<{ data: { id: number } }>(`/api/v1/${path}`, body)).body.data.id;
    const warehouse = await created('entrepot', { name: 'انبار' });
    const person = await created('customer', { firstname: 'مریم', lastname: 'احمدی', mobile: '09127654321' });
    const goods = await created('products', { name: 'کالا', price: '1000', initial_stocks: [{ entrepot: warehouse, stock: '50', price: '400' }] });
    bank = await created('bank', { name: 'حساب درگاه' });
    sale = async (fee: string) => {
      const reply = await owner.post<{ id: number }>('/api/v1/invoice', { type: 'sell', date: day, person, entrepot: warehouse, rows: [{ product: goods, count: '2', fee, tax: '0' }] });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const shared = await owner.post<{ token: string }>(`/api/v1/invoice/${String(reply.body.id)}/share`);
      return { id: reply.body.id, token: shared.body.token };
    };
  });

  /** The customer pays on the gateway's page, which sends the browser back to the web's verification page; answers its query. */
  async function payAtGateway(redirect: string): Promise<string> {
    expect(redirect.startsWith(`${gateway.url}/pg/StartPay/`)).toBe(true);
    const back = await fetch(redirect, { redirect: 'manual' });
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://app.hesab.test/cashPayment/verify');
    return location.search.slice(1);
  }
  const verify = (query: string) => anyone.get<InvoicePaymentOutcome>(`/api/v1/public/invoicePayment/verify?${query}`);
  const numberOf = async (id: number) => String((await owner.get<{ number: number }>(`/api/v1/invoice/${String(id)}/edit`)).body.number);
  const receiptsOf = async () => (await owner.get<{ data: Movement[] }>('/api/v1/receive')).body.data;

  it('takes as the gateway’s account only a bank account of the business', async () => {
    const other = await createTestBusiness(connection().db, 'Other online');
    const stranger = await server().client().login(other.ownerUsername, other.ownerPassword);
    const refused = await stranger.put<{ errors: Record<string, string[]> }>('/api/v1/setting', { gateway_account: bank });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['gateway_account']);
    await onlineInvoice(true);
    expect((await owner.get<{ gateway_account: number | null }>('/api/v1/setting')).body.gateway_account).toBe(bank);
  });

  it('pays what is left of a sale once into the gateway account, however often the return comes, and nothing after', async () => {
    const { token } = await sale('1500');
    await onlineInvoice(false);
    expect((await anyone.get<InvoicePaymentStanding>(`/api/v1/public/invoice/${token}/payment`)).body).toEqual({ available: false, remaining: '3000', paid_online: '0' });
    const off = await anyone.post<{ message: string }>(`/api/v1/public/invoice/${token}/payment`);
    expect(off.status).toBe(420);

    await onlineInvoice(true);
    expect((await anyone.get<InvoicePaymentStanding>(`/api/v1/public/invoice/${token}/payment`)).body).toEqual({ available: true, remaining: '3000', paid_online: '0' });
    const asked = await anyone.post<{ redirect: string }>(`/api/v1/public/invoice/${token}/payment`);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const authority = asked.body.redirect.split('/').at(-1) ?? '';
    expect(gateway.payments.get(authority)?.amount).toBe('3000');
    const before = (await receiptsOf()).length;
    const query = await payAtGateway(asked.body.redirect);

    // The return, hit at once and again: one receipt.
    const returns = await Promise.all([verify(query), verify(query), verify(query)]);
    const again = await verify(query);
    for (const reply of [...returns, again]) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body).toMatchObject({ paid: true, amount: '3000', token, ref_id: expect.stringMatching(/^\d+$/) as string });
    }
    const receipts = await receiptsOf();
    expect(receipts.length).toBe(before + 1);
    const receipt = (await owner.get<Movement>(`/api/v1/receive/${String(again.body.receipt)}/edit`)).body;
    expect(receipt).toMatchObject({ amount: '3000', invoice: null });
    expect(receipt.rows).toMatchObject([{ bank, amount: '3000', tracking: again.body.ref_id }]);

    expect((await anyone.get<InvoicePaymentStanding>(`/api/v1/public/invoice/${token}/payment`)).body).toEqual({ available: false, remaining: '0', paid_online: '3000' });
    expect((await anyone.post(`/api/v1/public/invoice/${token}/payment`)).status).toBe(420);
  });

  it('leaves a payment the gateway does not verify pending, and receives it once a later return is verified', async () => {
    await onlineInvoice(true);
    const { token } = await sale('700');
    const asked = await anyone.post<{ redirect: string }>(`/api/v1/public/invoice/${token}/payment`);
    const authority = asked.body.redirect.split('/').at(-1) ?? '';
    const before = (await receiptsOf()).length;
    // Back without paying: cancelled, or refused where the browser claims OK.
    expect((await verify(`Authority=${authority}&Status=NOK`)).body).toMatchObject({ paid: false, receipt: null, message: translateServerMessage('fa', 'transaction-failed') });
    expect((await verify(`Authority=${authority}&Status=OK`)).status).toBe(420);
    expect((await verify(`Authority=unknown&Status=OK`)).status).toBe(404);
    expect((await receiptsOf()).length).toBe(before);

    await verify(await payAtGateway(asked.body.redirect));
    expect((await verify(`Authority=${authority}&Status=NOK`)).body).toMatchObject({ paid: true, amount: '1400' });
    expect((await receiptsOf()).length).toBe(before + 1);
  });

  it('texts the customer the invoice, with the link to pay what is left where it is paid online, on the SMS credit', async () => {
    // The gateway serves both engines' runs: this run's messages are those after it began.
    const earlier = smsGateway.sent.length;
    const texted = () => smsGateway.sent.slice(earlier).filter((each) => each.receptor === '09127654321');
    await onlineInvoice(false);
    const { id, token } = await sale('900');
    // No credit: refused, and nothing sent or spent.
    await connection().db.update(business).set({ smsCredit: 0 }).where(eq(business.id, biz.businessId));
    expect(await owner.post(`/api/v1/invoice/${String(id)}/sms`)).toEqual({ status: 420, body: { message: translateServerMessage('fa', 'sms-credit-empty') } });
    expect(texted()).toHaveLength(0);

    await connection().db.update(business).set({ smsCredit: 2 }).where(eq(business.id, biz.businessId));
    expect(await owner.post(`/api/v1/invoice/${String(id)}/sms`)).toEqual({ status: 200, body: { message: translateServerMessage('fa', 'sent') } });
    // Not paid online: the invoice's own page, on the link it was shared by.
    expect(texted().at(-1)?.message).toBe(`مریم احمدی گرامی، فاکتور ${localizeDigits(await numberOf(id), 'fa')} Online به مبلغ ۱٬۸۰۰ ریال: https://app.hesab.test/pi/${token}`);

    await onlineInvoice(true);
    expect((await owner.post(`/api/v1/invoice/${String(id)}/sms`)).status).toBe(200);
    expect(texted().at(-1)?.message).toBe(
      `مریم احمدی گرامی، فاکتور ${localizeDigits(await numberOf(id), 'fa')} Online؛ مانده ۱٬۸۰۰ ریال را آنلاین بپردازید: https://app.hesab.test/cashPayment/invoice/${token}`,
    );
    const [after] = await connection().db.select({ credit: business.smsCredit }).from(business).where(eq(business.id, biz.businessId));
    expect(after?.credit).toBe(0);

    // Another business's invoice is not theirs to text.
    const other = await createTestBusiness(connection().db, 'Other texts');
    const stranger = await server().client().login(other.ownerUsername, other.ownerPassword);
    expect((await stranger.post(`/api/v1/invoice/${String(id)}/sms`)).status).toBe(404);
  });
});
