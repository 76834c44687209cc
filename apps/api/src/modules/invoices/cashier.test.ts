import { beforeAll, expect, it } from 'vitest';
import type { TerminalAnswer } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* What the cashier (issue 19) asks of the server: a sale uploaded again and again from an offline till is one sale,
   and a card terminal answers a payment as `{IsSuccess, ErrorDescription}`. */

describeEachEngine('the cashier’s server', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let day: string;
  let warehouse: number;
  let buyer: number;
  let soap: number;
  let bank: number;

  const idOf = async (path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const stockOf = async (product: number) => {
    const page = await client.get<{ data: { entrepot: number; stock: string }[] }>(`/api/v1/products/entrepotList?product=${String(product)}`);
    return page.body.data.find((row) => row.entrepot === warehouse)?.stock ?? '0';
  };
  const pay = (as: ApiClient, posData: unknown, amount = '250000') =>
    as.get<TerminalAnswer>(`/api/v1/invoice?pos=active&posData=${encodeURIComponent(typeof posData === 'string' ? posData : JSON.stringify(posData))}&amount=${amount}`);

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Cashier');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    warehouse = await idOf('entrepot', { name: 'انبار فروشگاه' });
    buyer = await idOf('customer', { firstname: 'مشتری', lastname: 'گذری' });
    soap = await idOf('products', { name: 'صابون', taxPercent: '0' });
    const supplier = await idOf('customer', { firstname: 'پخش', lastname: 'گلستان' });
    await idOf('invoice', { type: 'purchase', date: day, entrepot: warehouse, person: supplier, rows: [{ product: soap, count: '100', fee: '20000' }] });
    bank = await idOf('bank', { name: 'ملت فروشگاه', terminals: [{ name: 'صندوق ۱', terminal: '۴۴۱۲۰۰۰۱' }] });
  });

  it('twenty identical uploads of one offline sale at once make one invoice and move its stock once', async () => {
    const ouid = `till-${String(biz.businessId)}-7f3a`;
    const sale = { type: 'sell', date: day, entrepot: warehouse, person: buyer, ouid, rows: [{ product: soap, count: '3', fee: '35000' }] };
    const replies = await Promise.all(Array.from({ length: 20 }, () => client.post<{ data: { id: number } }>('/api/v1/invoice', sale)));
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
    const sales = await client.get<{ data: { id: number }[] }>('/api/v1/invoice?type=sell');
    expect(sales.body.data).toHaveLength(1);
    expect(await stockOf(soap)).toBe('97');
  });

  it('a counter sale to the till’s walk-in customer, paid part in cash and part by card, as the till sends it', async () => {
    const cash = await idOf('cash', { name: 'صندوق پیشخوان' });
    const sale = {
      type: 'sell',
      date: day,
      entrepot: warehouse,
      person: buyer,
      ouid: `till-${String(biz.businessId)}-counter`,
      rows: [{ product: soap, unit: null, count: '2', fee: '35000', discount: null, discountPercent: null, tax: '0' }],
      payments: [
        { cash, amount: '30000' },
        { bank, amount: '40000', tracking: '602119/000418' },
      ],
      discount: null,
      description: null,
    };
    const saved = await client.post<{ data: { id: number; payable: string } }>('/api/v1/invoice', sale);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await client.get<{ paid: string; person: number }>(`/api/v1/invoice/${String(saved.body.data.id)}/edit`);
    expect(read.body).toMatchObject({ paid: '70000', person: buyer });
  });

  it('a card payment with the slip’s numbers is taken; without them, or on a terminal not the business’s, it is not', async () => {
    const slip = { bank, terminal: '44120001', approval: '۶۰۲۱۱۹', trace: '000418' };
    expect((await pay(client, slip)).body).toEqual({ IsSuccess: true, ErrorDescription: null });
    const noApproval = await pay(client, { ...slip, approval: '' });
    expect(noApproval.body).toEqual({ IsSuccess: false, ErrorDescription: 'شمارهٔ مرجع (تأیید) چاپ‌شده روی رسید کارتخوان را وارد کنید.' });
    expect((await pay(client, { ...slip, trace: '12' })).body.IsSuccess).toBe(false);
    expect((await pay(client, { ...slip, terminal: '99999999' })).body.IsSuccess).toBe(false);
    expect((await pay(client, slip, '0')).body.IsSuccess).toBe(false);
    client.lang = 'en';
    expect((await pay(client, 'not json')).body).toEqual({ IsSuccess: false, ErrorDescription: 'This card terminal is not one of an active bank account you may receive into.' });
    client.lang = 'fa';
    expect((await pay(client, slip, '-5')).status).toBe(422);
    const other = await createTestBusiness(connection().db, 'Cashier elsewhere');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    expect((await pay(outsider, slip)).body.IsSuccess).toBe(false);
  });

  it('only those who may make sales take card payments', async () => {
    const username = `cashier-viewer-${String(biz.businessId)}`;
    await addMember(connection().db, biz.businessId, { username, password: 'viewer-password-1', permissions: ['SellList'] });
    const viewer = await server().client().login(username, 'viewer-password-1');
    expect((await pay(viewer, { bank, terminal: '44120001', approval: '602119', trace: '000418' })).status).toBe(403);
    expect((await viewer.get('/api/v1/invoice')).status).toBe(200);
  });
});
