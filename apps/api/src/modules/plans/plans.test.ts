import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOptionsOf, type PaymentOutcome, type PlanAdministrationResponse, type PlanCatalogueResponse } from '@hesab/contract';
import { business, planPayment } from '@hesab/db';
import { formatJalali, isoDateOf, localizeDigits } from '@hesab/domain';
import { describeEachEngine } from '../../../test/databases.ts';
import { localMerchant, startLocalGateway } from '../../../test/payment-gateway-server.ts';
import { addMember, createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';
import { operatorCommand } from '../../operator-command.ts';
import { PaymentGatewayError, ZarinpalGateway, type PaymentGateway } from './index.ts';

const merchant = localMerchant;
let gateway: Awaited<ReturnType<typeof startLocalGateway>>;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => {
  gateway.server.close();
});

/** Whether the servers' gateway is the local one, or an address nothing listens on (unreachable). */
let gatewayReachable = true;
const provider = () => new ZarinpalGateway({ baseUrl: gatewayReachable ? gateway.url : 'http://127.0.0.1:9', merchantId: merchant });

/** The Zarinpal provider pointed at the local gateway, made once it listens (the servers are built before). */
const localGateway: PaymentGateway = {
  request: (payment) => provider().request(payment),
  paymentPage: (authority) => provider().paymentPage(authority),
  verify: (payment) => provider().verify(payment),
};

/** The failure a gateway call is rejected with. */
async function failureOf(call: Promise<unknown>): Promise<string> {
  const error: unknown = await call.then(
    () => null,
    (rejected: unknown) => rejected,
  );
  return error instanceof PaymentGatewayError ? error.failure : `not a gateway error: ${String(error)}`;
}

describe('the Zarinpal provider', () => {
  it('asks for a payment with the amount as sent, and says what the gateway verifies or refuses', async () => {
    const provider = new ZarinpalGateway({ baseUrl: `${gateway.url}/`, merchantId: merchant });
    const authority = await provider.request({ amount: '123456789012345678', callbackUrl: 'https://app.test/plans/result', description: 'آزمون' });
    // Eighteen digits, beyond a JavaScript number's exact integers, reach the gateway as they were.
    expect(gateway.payments.get(authority)?.amount).toBe('123456789012345678');
    expect(provider.paymentPage(authority)).toBe(`${gateway.url}/pg/StartPay/${authority}`);
    expect(await provider.verify({ amount: '123456789012345678', authority })).toEqual({ verified: false, code: '-51' });
    await fetch(provider.paymentPage(authority), { redirect: 'manual' });
    expect(await provider.verify({ amount: '1', authority })).toEqual({ verified: false, code: '-50' });
    const first = await provider.verify({ amount: '123456789012345678', authority });
    expect(first).toEqual({ verified: true, refId: expect.stringMatching(/^\d+$/) as string });
    expect(await provider.verify({ amount: '123456789012345678', authority })).toEqual(first);
    await expect(new ZarinpalGateway({ baseUrl: gateway.url, merchantId: 'wrong' }).request({ amount: '1000', callbackUrl: 'x', description: 'x' })).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(new ZarinpalGateway({ baseUrl: 'http://127.0.0.1:9', merchantId: merchant }).request({ amount: '1000', callbackUrl: 'x', description: 'x' })).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('tells a gateway that does not answer in time (unreachable) from one answering badly (bad answer), a 5xx with a code among them', async () => {
    const asked = { amount: '1000', callbackUrl: 'https://app.test/plans/result', description: 'x' };
    const local = new ZarinpalGateway({ baseUrl: gateway.url, merchantId: merchant, timeoutMs: 500 });
    const authority = await local.request(asked);
    try {
      expect(await failureOf(new ZarinpalGateway({ baseUrl: 'http://127.0.0.1:9', merchantId: merchant }).request(asked))).toBe('unreachable');
      gateway.behaviour.trouble = 'slow';
      expect(await failureOf(local.request(asked))).toBe('unreachable');
      gateway.behaviour.trouble = 'malformed';
      expect(await failureOf(local.request(asked))).toBe('bad-answer');
      expect(await failureOf(local.verify({ amount: '1000', authority }))).toBe('bad-answer');
      // A 500 whose body holds a refusal's code is the gateway's failure, not its word on the payment.
      gateway.behaviour.trouble = 'server-error';
      expect(await failureOf(local.request(asked))).toBe('bad-answer');
      expect(await failureOf(local.verify({ amount: '1000', authority }))).toBe('bad-answer');
    } finally {
      gateway.behaviour.trouble = null;
    }
  });
});

/** An ISO date moved by whole days. */
function plusDays(isoDate: string, days: number): string {
  const moved = new Date(`${isoDate}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

describeEachEngine('plans, limits and payment', (connection, engine) => {
  const operatorName = `operator-${engine}`;
  const server = useTestServer(connection, { payment: localGateway, appUrl: 'https://app.hesab.test/' });
  const withoutGateway = useTestServer(connection);
  const today = () => isoDateOf(new Date(), 'Asia/Tehran');

  const setPlan = (biz: TestBusiness, values: Partial<typeof business.$inferInsert>) => connection().db.update(business).set(values).where(eq(business.id, biz.businessId));
  const planOf = async (biz: TestBusiness) => {
    const [row] = await connection().db.select().from(business).where(eq(business.id, biz.businessId));
    if (!row) throw new Error('no business');
    return row;
  };
  const ownerOf = (biz: TestBusiness) => server().client().login(biz.ownerUsername, biz.ownerPassword);

  /** The buyer pays on the gateway's page, which sends the browser back to the web's result page; answers that page's query. */
  async function payAtGateway(redirect: string): Promise<URLSearchParams> {
    expect(redirect.startsWith(`${gateway.url}/pg/StartPay/`)).toBe(true);
    const back = await fetch(redirect, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://app.hesab.test/plans/result');
    return location.searchParams;
  }
  const verify = (query: URLSearchParams | string) => server().client().get<PaymentOutcome & { message: string }>(`/api/v1/plans/verify?${query.toString()}`);
  const authorityOf = (redirect: string) => redirect.split('/').at(-1) ?? '';

  it('GET plans answers the catalogue to anyone: three tiers, each for 1, 3 and 12 months, with options and limits', async () => {
    const reply = await server().client().get<PlanCatalogueResponse>('/api/v1/plans');
    expect(reply.status).toBe(200);
    expect(reply.body.tiers.map((tier) => tier.plan)).toEqual(['economic', 'standard', 'professional']);
    const standard = reply.body.tiers[1];
    expect(standard?.prices).toEqual([
      { months: 1, days: 30, price: '4000000' },
      { months: 3, days: 90, price: '10800000' },
      { months: 12, days: 365, price: '38000000' },
    ]);
    expect(standard?.limits).toEqual({ personLimit: 1000, userLimit: 5, monthlyInvoiceLimit: 1000, entrepotLimit: 3 });
    expect(reply.body.tiers[2]?.limits).toEqual({ personLimit: null, userLimit: null, monthlyInvoiceLimit: null, entrepotLimit: null });
    expect(reply.body).toMatchObject({ currency: 'IRR', trialDays: 14, sms: { price: '2500', min: 100, max: 100000 } });
  });

  it('a business opened by its owner starts on a 14-day trial with the standard tier’s options and limits', async () => {
    const biz = await createTestBusiness(connection().db, 'Trial');
    const owner = await ownerOf(biz);
    const opened = await owner.post<{ key: string }>('/api/v1/business', { name: 'فروشگاه تازه', currency: 'ریال', decimals: 0, yearStart: '2026-03-21', activity: 'retail' });
    expect(opened.status).toBe(200);
    owner.appKey = opened.body.key;
    const init = await owner.get<{ expireDate: string | null; userCurrentPlan: string; smsCountRemain: number }>('/api/v1/init');
    expect(init.body).toMatchObject({ expireDate: plusDays(today(), 14), userCurrentPlan: 'trial', smsCountRemain: 0 });
    const permissions = await owner.get<{ plan: Record<string, string> }>('/api/v1/getdetail?select=getPermissions');
    expect(permissions.body.plan).toEqual(planOptionsOf('standard'));
    // The fixture's businesses, as the demo, have no last day and no limit.
    expect(await planOf(biz)).toMatchObject({ planExpiresOn: null, planOptions: {} });
  });

  describe('limits answer 409', () => {
    let biz: TestBusiness;
    let owner: ApiClient;
    let day: string;
    let customer: number;
    let service: number;
    let warehouse: number;
    const sale = () => owner.post<{ message?: string }>('/api/v1/invoice', { type: 'sell', date: day, person: customer, entrepot: warehouse, rows: [{ product: service, count: '1', fee: '100000' }] });

    beforeAll(async () => {
      biz = await createTestBusiness(connection().db, 'Limits');
      owner = await ownerOf(biz);
      day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
      customer = (await owner.post<{ data: { id: number } }>('/api/v1/customer', { firstname: 'مشتری' })).body.data.id;
      service = (await owner.post<{ data: { id: number } }>('/api/v1/products', { type: 'service', name: 'مشاوره', taxPercent: '0' })).body.data.id;
      warehouse = (await owner.post<{ data: { id: number } }>('/api/v1/entrepot', { name: 'انبار اول' })).body.data.id;
      await setPlan(biz, { plan: 'economic', planExpiresOn: plusDays(today(), 20), planOptions: { userLimit: '2', entrepotLimit: '1', monthlyInvoiceLimit: '2' } });
    });

    it('a user beyond the plan’s users', async () => {
      const roleId = (await owner.post<{ data: { id: number } }>('/api/v1/role', { name: 'فروشنده', permissions: ['profile'] })).body.data.id;
      const user = (username: string) => owner.post<{ message?: string }>('/api/v1/management/user', { username, name: username, password: 'user-password-1', role_id: roleId, admin: false, status: 'active' });
      expect((await user(`first-${engine}`)).status).toBe(200);
      const refused = await user(`second-${engine}`);
      expect(refused).toEqual({ status: 409, body: { message: 'طرح شما ۲ کاربر را مجاز می‌داند؛ برای افزودن کاربر بیشتر، طرح را ارتقا دهید.' } });
      // A person given a login takes a place too.
      const person = await owner.post('/api/v1/customer', { firstname: 'کاربر', lastname: 'سوم', personel: true, username: `third-${engine}`, password: 'user-password-1', passwordConfirmation: 'user-password-1', role: roleId });
      expect(person.status, JSON.stringify(person.body)).toBe(409);
    });

    it('a warehouse beyond the plan’s warehouses', async () => {
      const refused = await owner.post('/api/v1/entrepot', { name: 'انبار دوم' });
      expect(refused).toEqual({ status: 409, body: { message: 'طرح شما ۱ انبار را مجاز می‌داند؛ برای افزودن انبار بیشتر، طرح را ارتقا دهید.' } });
    });

    it('an invoice beyond the month’s invoices, of any type', async () => {
      expect((await sale()).status).toBe(200);
      const purchase = await owner.post('/api/v1/invoice', { type: 'purchase', date: day, person: customer, entrepot: warehouse, rows: [{ product: service, count: '1', fee: '50000' }] });
      expect(purchase.status, JSON.stringify(purchase.body)).toBe(200);
      const refused = await sale();
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('۲ فاکتور');
      // A larger plan takes more.
      await setPlan(biz, { planOptions: { monthlyInvoiceLimit: '3' } });
      expect((await sale()).status).toBe(200);
      expect((await sale()).status).toBe(409);
    });
  });

  it('an expired plan refuses a new invoice, a cheque’s change and the year’s closing (420 naming its last day) and still lists and opens the old ones; no last day never expires', async () => {
    const biz = await createTestBusiness(connection().db, 'Expired');
    const owner = await ownerOf(biz);
    const day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const customer = (await owner.post<{ data: { id: number } }>('/api/v1/customer', { firstname: 'مشتری' })).body.data.id;
    const service = (await owner.post<{ data: { id: number } }>('/api/v1/products', { type: 'service', name: 'نصب', taxPercent: '0' })).body.data.id;
    const entrepot = (await owner.post<{ data: { id: number } }>('/api/v1/entrepot', { name: 'انبار' })).body.data.id;
    const sale = () => owner.post<{ id: number; message: string }>('/api/v1/invoice', { type: 'sell', date: day, person: customer, entrepot, rows: [{ product: service, count: '1', fee: '70000' }] });
    const old = await sale();
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    const bank = (await owner.post<{ data: { id: number } }>('/api/v1/bank', { name: 'ملت' })).body.data.id;
    const sayad = `${String(biz.businessId).padStart(8, '0')}12345678`;
    const receipt = await owner.post<{ id: number }>('/api/v1/receive', { date: day, person: customer, rows: [{ cheque: { sayad, serial: '123456', bank: 'mellat', amount: '70000', due: day, kind: 'normal' } }] });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    const [cheque] = (await owner.get<{ rows: { cheque_id: number | null }[] }>(`/api/v1/receive/${String(receipt.body.id)}/edit`)).body.rows;
    const cashed = () => owner.post(`/api/v1/cheque/${String(cheque?.cheque_id)}/status`, { status: 'inBank', date: day, bank });

    // The last day itself still writes.
    await setPlan(biz, { planExpiresOn: today() });
    expect((await sale()).status).toBe(200);

    const yesterday = plusDays(today(), -1);
    await setPlan(biz, { planExpiresOn: yesterday });
    const refused = await sale();
    expect(refused.status).toBe(420);
    expect(refused.body.message).toContain(localizeDigits(formatJalali(yesterday), 'fa'));
    expect(refused.body.message).toContain('تمدید');
    owner.lang = 'en';
    expect((await sale()).body.message).toBe(`Your plan expired on ${yesterday}. You can still see your data; renew the plan to register new documents.`);
    owner.lang = 'fa';
    // Other kinds of document too: a manual accounting document.
    const chart = await owner.get<{ data: { id: number; system: string | null }[] }>('/api/v1/coding?type=given');
    const account = (system: string) => chart.body.data.find((row) => row.system === system)?.id;
    const journal = { date: day, description: 'اصلاحی', rows: [{ account: account('salesDiscount'), debit: '1000', credit: '0' }, { account: account('sales'), debit: '0', credit: '1000' }] };
    const refusedJournal = await owner.post('/api/v1/accounting', journal);
    expect(refusedJournal).toEqual({ status: 420, body: { message: refused.body.message } });
    // A cheque's change posts a document, and so does closing the year.
    expect(await cashed()).toEqual({ status: 420, body: { message: refused.body.message } });
    expect((await owner.get<{ status: string }>(`/api/v1/cheque/${String(cheque?.cheque_id)}/edit`)).body).toMatchObject({ status: 'fund' });
    const year = (await owner.get<{ year_id: number }>('/api/v1/accounting/closing')).body.year_id;
    expect(await owner.post('/api/v1/accounting/closeAccounts', { year_id: year })).toEqual({ status: 420, body: { message: refused.body.message } });
    expect(await owner.post('/api/v1/accounting/closeYear', { year_id: year })).toEqual({ status: 420, body: { message: refused.body.message } });

    const list = await owner.get<{ data: { id: number }[]; total: number }>('/api/v1/invoice?type=sell');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect((await owner.get(`/api/v1/invoice/${String(old.body.id)}/edit`)).status).toBe(200);

    await setPlan(biz, { planExpiresOn: null });
    expect((await sale()).status).toBe(200);
    expect((await owner.post('/api/v1/accounting', journal)).status).toBe(200);
    expect((await cashed()).status).toBe(200);
  });

  describe('buying a plan and SMS credit online', () => {
    let biz: TestBusiness;
    let owner: ApiClient;
    const checkout = (body: Record<string, unknown>, as: ApiClient = owner) => as.post<{ redirect: string }>('/api/v1/plans/checkout', body);
    const paymentsOf = () => connection().db.select().from(planPayment).where(eq(planPayment.businessId, biz.businessId));

    beforeAll(async () => {
      biz = await createTestBusiness(connection().db, 'Buyer');
      owner = await ownerOf(biz);
      await setPlan(biz, { plan: 'standard', planExpiresOn: plusDays(today(), 10), planOptions: planOptionsOf('standard') });
    });

    it('checkout, the gateway and its return pay the plan and move its last day on from the current one', async () => {
      const started = await checkout({ plan: 'professional', months: 1 });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const asked = gateway.payments.get(authorityOf(started.body.redirect));
      expect(asked).toMatchObject({ amount: '8000000', callbackUrl: 'https://app.hesab.test/plans/result', paid: false });
      expect(asked?.description).toContain('حرفه‌ای');
      // Nothing changes before the payment comes back.
      expect(await planOf(biz)).toMatchObject({ plan: 'standard', planExpiresOn: plusDays(today(), 10) });

      const back = await payAtGateway(started.body.redirect);
      const outcome = await verify(back);
      expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
      const expiresOn = plusDays(today(), 40);
      expect(outcome.body).toMatchObject({ paid: true, kind: 'plan', plan: 'professional', expiresOn, refId: expect.stringMatching(/^\d+$/) as string });
      expect(outcome.body.message).toContain(localizeDigits(formatJalali(expiresOn), 'fa'));
      expect(await planOf(biz)).toMatchObject({ plan: 'professional', planExpiresOn: expiresOn, planOptions: planOptionsOf('professional') });
      const init = await owner.get<{ expireDate: string; userCurrentPlan: string }>('/api/v1/init');
      expect(init.body).toMatchObject({ expireDate: expiresOn, userCurrentPlan: 'professional' });

      // The return hit again pays nothing more, and asks the gateway nothing.
      const verifies = gateway.calls.verify;
      const again = await verify(back);
      expect(again.body).toMatchObject({ paid: true, expiresOn, refId: outcome.body.refId });
      expect(gateway.calls.verify).toBe(verifies);
      expect((await planOf(biz)).planExpiresOn).toBe(expiresOn);
    });

    it('the return hit twice at once pays once', async () => {
      const before = (await planOf(biz)).planExpiresOn ?? '';
      const started = await checkout({ plan: 'professional', months: 3 });
      const back = await payAtGateway(started.body.redirect);
      const outcomes = await Promise.all([verify(back), verify(back), verify(back)]);
      for (const outcome of outcomes) expect(outcome.body).toMatchObject({ paid: true, expiresOn: plusDays(before, 90) });
      expect((await planOf(biz)).planExpiresOn).toBe(plusDays(before, 90));
      const paid = (await paymentsOf()).filter((row) => row.authority === authorityOf(started.body.redirect));
      expect(paid).toMatchObject([{ status: 'paid', kind: 'plan', plan: 'professional', days: 90, amount: '21600000' }]);
    });

    it('a cancelled return (NOK) pays nothing and leaves the payment pending: only the gateway’s verification decides', async () => {
      const before = await planOf(biz);
      const started = await checkout({ plan: 'professional', months: 12 });
      const authority = authorityOf(started.body.redirect);
      const cancelled = await verify(`Authority=${authority}&Status=NOK`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ paid: false, plan: 'professional', expiresOn: before.planExpiresOn, refId: null });
      expect(cancelled.body.message).toContain('پرداخت انجام نشد');
      expect((await paymentsOf()).find((row) => row.authority === authority)?.status).toBe('pending');
      // Paid at the gateway after all: a NOK return the gateway verifies pays it, and the real OK return after it pays nothing more.
      await payAtGateway(started.body.redirect);
      const expiresOn = plusDays(before.planExpiresOn ?? '', 365);
      expect((await verify(`Authority=${authority}&Status=NOK`)).body).toMatchObject({ paid: true, expiresOn });
      expect((await verify(`Authority=${authority}&Status=OK`)).body).toMatchObject({ paid: true, expiresOn });
      expect((await planOf(biz)).planExpiresOn).toBe(expiresOn);
      expect((await paymentsOf()).find((row) => row.authority === authority)?.status).toBe('paid');
    });

    it('a return checked before the gateway has settled is 420 and leaves the payment pending; a later verified return pays it once', async () => {
      const before = await planOf(biz);
      const started = await checkout({ plan: 'professional', months: 1 });
      const authority = authorityOf(started.body.redirect);
      const early = await verify(`Authority=${authority}&Status=OK`);
      expect(early.status).toBe(420);
      const back = await payAtGateway(started.body.redirect);
      gateway.behaviour.unsettled = 1;
      expect((await verify(back)).status).toBe(420);
      expect((await paymentsOf()).find((row) => row.authority === authority)?.status).toBe('pending');
      expect((await planOf(biz)).planExpiresOn).toBe(before.planExpiresOn);
      const settled = await verify(back);
      expect(settled.body).toMatchObject({ paid: true, expiresOn: plusDays(before.planExpiresOn ?? '', 30) });
      expect((await verify(back)).body).toMatchObject({ paid: true, expiresOn: plusDays(before.planExpiresOn ?? '', 30) });
      expect((await planOf(biz)).planExpiresOn).toBe(plusDays(before.planExpiresOn ?? '', 30));
    });

    it('a gateway answering badly is 502 and one not answering 503, at checkout and on return, with a message; the payment waits', async () => {
      const before = await planOf(biz);
      const started = await checkout({ plan: 'professional', months: 1 });
      const authority = authorityOf(started.body.redirect);
      const back = await payAtGateway(started.body.redirect);
      try {
        for (const trouble of ['malformed', 'server-error', 'repeated-authority'] as const) {
          gateway.behaviour.trouble = trouble;
          for (const reply of [await checkout({ plan: 'professional', months: 1 }), await owner.post('/api/v1/sms/checkout', { count: 100 })]) {
            expect(reply.status, `${trouble}: ${JSON.stringify(reply.body)}`).toBe(502);
            expect(reply.body).toEqual({ message: expect.stringContaining('درگاه پرداخت') as string });
          }
          if (trouble !== 'repeated-authority') expect((await verify(back)).status, trouble).toBe(502);
        }
        gateway.behaviour.trouble = null;
        gatewayReachable = false;
        expect((await checkout({ plan: 'professional', months: 1 })).status).toBe(503);
        const unreachable = await verify(back);
        expect(unreachable.status).toBe(503);
        expect(unreachable.body.message).toContain('درگاه پرداخت');
      } finally {
        gateway.behaviour.trouble = null;
        gatewayReachable = true;
      }
      expect((await paymentsOf()).find((row) => row.authority === authority)?.status).toBe('pending');
      expect((await verify(back)).body).toMatchObject({ paid: true, expiresOn: plusDays(before.planExpiresOn ?? '', 30) });
    });

    it('a payment whose amount was tampered with is refused by the gateway and pays nothing', async () => {
      const before = await planOf(biz);
      const started = await checkout({ plan: 'professional', months: 1 });
      const authority = authorityOf(started.body.redirect);
      const back = await payAtGateway(started.body.redirect);
      await connection()
        .db.update(planPayment)
        .set({ amount: '1000' })
        .where(and(eq(planPayment.businessId, biz.businessId), eq(planPayment.authority, authority)));
      const refused = await verify(back);
      expect(refused.status).toBe(420);
      expect(refused.body.message).toContain('تأیید نکرد');
      expect((await planOf(biz)).planExpiresOn).toBe(before.planExpiresOn);
      expect((await paymentsOf()).find((row) => row.authority === authority)?.status).toBe('pending');
    });

    it('an unknown authority is not found, and a return without one is refused', async () => {
      expect((await verify('Authority=A999&Status=OK')).status).toBe(404);
      expect((await verify('Status=OK')).status).toBe(422);
      expect((await verify('Authority=A1&Status=MAYBE')).status).toBe(422);
    });

    it('SMS credit bought raises the business’s credit by the messages paid for', async () => {
      const before = (await planOf(biz)).smsCredit;
      const started = await owner.post<{ redirect: string }>('/api/v1/sms/checkout', { count: 500 });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(gateway.payments.get(authorityOf(started.body.redirect))?.amount).toBe('1250000');
      const outcome = await verify(await payAtGateway(started.body.redirect));
      expect(outcome.body).toMatchObject({ paid: true, kind: 'sms', smsCredit: before + 500 });
      expect(outcome.body.message).toContain('۵۰۰ پیامک');
      expect((await planOf(biz)).smsCredit).toBe(before + 500);
      expect((await owner.get<{ smsCountRemain: number }>('/api/v1/init')).body.smsCountRemain).toBe(before + 500);
      expect((await owner.post('/api/v1/sms/checkout', { count: 10 })).status).toBe(422);
    });

    it('a lower tier is refused while the plan runs; a wrong plan or period is a field error', async () => {
      const lower = await checkout({ plan: 'economic', months: 1 });
      expect(lower.status).toBe(420);
      const invalid = await checkout({ plan: 'gold', months: 2 });
      expect(invalid.status).toBe(422);
      expect(invalid.body).toMatchObject({ errors: { plan: [expect.stringContaining('طرحی') as string], months: [expect.stringContaining('۱۲') as string] } });
    });

    it('only the business’s administrator buys (403), and a server without a gateway says so (503)', async () => {
      await addMember(connection().db, biz.businessId, { username: `clerk-${engine}`, password: 'clerk-password-1', permissions: ['profile'] });
      const clerk = await server().client().login(`clerk-${engine}`, 'clerk-password-1');
      expect((await checkout({ plan: 'professional', months: 1 }, clerk)).status).toBe(403);
      expect((await clerk.post('/api/v1/sms/checkout', { count: 100 })).status).toBe(403);
      expect((await server().client().post('/api/v1/plans/checkout', { plan: 'professional', months: 1 })).status).toBe(401);

      const elsewhere = await withoutGateway().client().login(biz.ownerUsername, biz.ownerPassword);
      const missing = await elsewhere.post('/api/v1/plans/checkout', { plan: 'professional', months: 1 });
      expect(missing.status).toBe(503);
      expect(missing.body.message).toContain('PAYMENT_URL');
    });
  });

  it('plan-administration is the operator’s: every business with its plan and owner, and extending one', async () => {
    const biz = await createTestBusiness(connection().db, 'Administered');
    const owner = await ownerOf(biz);
    expect((await owner.get('/api/v1/plan-administration')).status).toBe(403);
    expect((await owner.post('/api/v1/plan-administration/extend', { key: biz.appKey, days: 30 })).status).toBe(403);

    const host = await createTestBusiness(connection().db, 'Operators');
    await addMember(connection().db, host.businessId, { username: operatorName, password: 'operator-password-1', permissions: [] });
    const operator = await server().client().login(operatorName, 'operator-password-1');
    // A login is no operator until the server's command makes it one (its name in any letter case), and none after.
    expect((await operator.get('/api/v1/plan-administration')).status).toBe(403);
    expect(await operatorCommand(connection().db, ['add', operatorName.toUpperCase()])).toEqual({ code: 0, lines: [`${operatorName} is an operator`] });
    const listed = await operator.get<PlanAdministrationResponse>('/api/v1/plan-administration');
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((row) => row.key === biz.appKey)).toMatchObject({
      name: 'Administered',
      plan: 'professional',
      expiresOn: null,
      smsCredit: 0,
      owner: { username: biz.ownerUsername, mobile: null },
    });

    await setPlan(biz, { plan: 'economic', planExpiresOn: plusDays(today(), -5), planOptions: planOptionsOf('economic') });
    const extended = await operator.post<{ expiresOn: string; plan: string; message: string }>('/api/v1/plan-administration/extend', { key: biz.appKey, days: 30 });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    // A plan that ran out runs again from today.
    expect(extended.body).toMatchObject({ plan: 'economic', expiresOn: plusDays(today(), 30) });
    const upgraded = await operator.post('/api/v1/plan-administration/extend', { key: biz.appKey, days: 10, plan: 'standard' });
    expect(upgraded.body).toMatchObject({ plan: 'standard', expiresOn: plusDays(today(), 40) });
    expect(await planOf(biz)).toMatchObject({ plan: 'standard', planExpiresOn: plusDays(today(), 40), planOptions: planOptionsOf('standard') });
    expect((await operator.post('/api/v1/plan-administration/extend', { key: 'no-such-business', days: 10 })).status).toBe(404);
    expect((await operator.post('/api/v1/plan-administration/extend', { key: biz.appKey, days: 0 })).status).toBe(422);

    expect((await operatorCommand(connection().db, ['list'])).lines).toContain(`${operatorName} (${operatorName})`);
    expect((await operatorCommand(connection().db, ['remove', operatorName])).code).toBe(0);
    expect((await operator.get('/api/v1/plan-administration')).status).toBe(403);
    expect(await operatorCommand(connection().db, ['add', 'nobody-by-this-name'])).toEqual({ code: 1, lines: ['no login is named "nobody-by-this-name"'] });
    expect((await operatorCommand(connection().db, ['promote', operatorName])).code).toBe(2);
  });
});
