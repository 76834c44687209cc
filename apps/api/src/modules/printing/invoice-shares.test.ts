import { beforeAll, expect, it } from 'vitest';
import type { PublicInvoice } from '@hesab/contract';
import { translateServerMessage } from '@hesab/i18n';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember } from '../../../test/fixtures.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* An invoice's public link: made once, opened without a login, one invoice only, and closed by revoking it. */

interface Link {
  url: string;
  token: string;
}

describeEachEngine('invoice shares', (connection) => {
  const server = useTestServer(connection, { appUrl: 'https://app.hesab.test/' });
  let biz: TestBusiness;
  let owner: ApiClient;
  let anyone: ApiClient;
  let sale: number;
  let purchase: number;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Shares');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    anyone = server().client();
    const day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const created = async (path: string, body: Record<string, unknown>) => (await owner.post<{ data: { id: number } }>(`/api/v1/${path}`, body)).body.data.id;
    const warehouse = await created('entrepot', { name: 'انبار' });
    const person = await created('customer', { firstname: 'علی', lastname: 'رضایی', national_code: '0012345679', address: 'تهران، خیابان آزادی' });
    const goods = await created('products', { name: 'کالا', price: '1000', initial_stocks: [{ entrepot: warehouse, stock: '10', price: '400' }] });
    const invoice = async (type: string) => {
      const reply = await owner.post<{ id: number }>('/api/v1/invoice', { type, date: day, person, entrepot: warehouse, rows: [{ product: goods, count: '2', fee: '1500', tax: '0' }] });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.id;
    };
    sale = await invoice('sell');
    purchase = await invoice('purchase');
    await owner.put('/api/v1/setting', { economic_code: '۴۱۱۱۱۱۱۱۱۱۱۱', address: 'اصفهان', phone: '031-3333' });
  });

  it('shares an invoice by a signed link that opens it without a login, the seller’s codes and the party with it, and not its costs', async () => {
    const shared = await owner.post<Link>(`/api/v1/invoice/${String(sale)}/share`);
    expect(shared.status).toBe(200);
    expect(shared.body.url).toBe(`https://app.hesab.test/pi/${shared.body.token}`);
    // On the web app's address (APP_URL), whatever Host or forwarded host the request names.
    const forged = await server().app.server.inject({
      method: 'POST',
      url: `/api/v1/invoice/${String(sale)}/share`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', authorization: `Bearer ${owner.token ?? ''}`, domain: biz.appKey },
    });
    expect(forged.json()).toEqual(shared.body);
    expect(shared.body.token).toMatch(/^\d+\.\d+\.[\w-]{32}$/);
    // The same link until it is revoked.
    expect((await owner.post<Link>(`/api/v1/invoice/${String(sale)}/share`)).body.token).toBe(shared.body.token);

    const opened = await anyone.get<PublicInvoice>(`/api/v1/public/invoice/${shared.body.token}`);
    expect(opened.status).toBe(200);
    expect(opened.body.invoice.id).toBe(sale);
    expect(opened.body.invoice.payable).toBe('3000');
    expect(opened.body.business).toMatchObject({ name: 'Shares', economic_code: '411111111111', address: 'اصفهان', phone: '031-3333' });
    expect(opened.body.party).toMatchObject({ name: 'علی رضایی', national_code: '0012345679', address: 'تهران، خیابان آزادی' });
    const rows = opened.body.invoice.rows as Record<string, unknown>[];
    expect(rows[0]?.fee).toBe('1500');
    expect(rows.every((row) => !('unit_cost' in row))).toBe(true);
    // The customer's page writes digits as the business's own pages do.
    expect(opened.body.latin_digits).toBe(false);
    expect((await owner.put('/api/v1/setting', { iran_sans_en_num: true })).status).toBe(200);
    expect((await anyone.get<PublicInvoice>(`/api/v1/public/invoice/${shared.body.token}`)).body.latin_digits).toBe(true);
    expect((await owner.put('/api/v1/setting', { iran_sans_en_num: false })).status).toBe(200);
  });

  it('opens nothing for a forged or neighbouring link, and nothing once revoked', async () => {
    const { token } = (await owner.post<Link>(`/api/v1/invoice/${String(purchase)}/share`)).body;
    const [business, id, signed] = token.split('.');
    const neighbour = `${String(business)}.${String(Number(id) - 1)}.${signed ?? ''}`;
    // The customer's page says what it could not find: the invoice.
    expect(await anyone.get(`/api/v1/public/invoice/${neighbour}`)).toEqual({ status: 404, body: { message: translateServerMessage('fa', 'invoice-not-found') } });
    expect((await anyone.get(`/api/v1/public/invoice/${String(business)}.${String(id)}.${'A'.repeat(32)}`)).status).toBe(404);
    expect((await anyone.get(`/api/v1/public/invoice/${String(business)}.${String(id)}`)).status).toBe(404);

    // Its PDF is printed from the public page: here the server has no built web app to print it from.
    expect((await anyone.get(`/api/v1/public/invoice/${token}/pdf`)).status).toBe(503);
    expect((await anyone.get(`/api/v1/public/invoice/${neighbour}/pdf`)).status).toBe(404);
    expect((await owner.call('DELETE', `/api/v1/invoice/${String(purchase)}/share`)).status).toBe(200);
    expect((await anyone.get(`/api/v1/public/invoice/${token}`)).status).toBe(404);
    // Sharing again is a new link.
    const again = (await owner.post<Link>(`/api/v1/invoice/${String(purchase)}/share`)).body.token;
    expect(again).not.toBe(token);
    expect((await anyone.get(`/api/v1/public/invoice/${again}`)).status).toBe(200);
  });

  it('lets only a member who may see the invoice’s type share it, and only in their business', async () => {
    const username = `purchases-${String(biz.businessId)}`;
    await addMember(connection().db, biz.businessId, { username, password: 'purchases-password-1', permissions: ['PurchaseList'] });
    const buyer = await server().client().login(username, 'purchases-password-1');
    expect((await buyer.post(`/api/v1/invoice/${String(sale)}/share`)).status).toBe(403);
    expect((await buyer.post(`/api/v1/invoice/${String(purchase)}/share`)).status).toBe(200);
    const other = await createTestBusiness(connection().db, 'Other shares');
    const stranger = await server().client().login(other.ownerUsername, other.ownerPassword);
    expect((await stranger.post(`/api/v1/invoice/${String(sale)}/share`)).status).toBe(404);
    expect((await stranger.call('DELETE', `/api/v1/invoice/${String(sale)}/share`)).status).toBe(404);
  });
});
