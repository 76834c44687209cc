import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, sumMoney } from '@hesab/domain';
import { describeEachEngine } from '../test/databases.ts';
import { addMember } from '../test/fixtures.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../test/http-client.ts';

/* Issue 36, the spec's odds and ends: the reports on the report engine (SellProducts, the review). */

interface EngineReport {
  rows: Record<string, unknown>[];
  totals: Record<string, string>;
}

describeEachEngine('the spec’s odds and ends', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let day: string;
  let laterDay: string;
  let yearEnd: string;
  let pen: number;
  let installation: number;

  const idOf = async (path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const report = (path: string, query: Record<string, string>, as: ApiClient = client) =>
    as.get<EngineReport>(`/api/v1/${path}?${new URLSearchParams(query).toString()}`);

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Odds and ends');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const year = new URLSearchParams(await mainYearRange(connection().db, biz.businessId));
    day = year.get('from') ?? '';
    yearEnd = year.get('to') ?? '';
    // The year starts on the first of a Jalali month: 40 days on is in the second month.
    laterDay = addDays(day, 40);
    const warehouse = await idOf('entrepot', { name: 'انبار مرکزی' });
    const buyer = await idOf('customer', { firstname: 'سارا', lastname: 'نوری' });
    const supplier = await idOf('customer', { firstname: 'پخش', lastname: 'البرز' });
    pen = await idOf('products', { name: 'خودکار آبی', code: '101', taxPercent: '0' });
    installation = await idOf('products', { type: 'service', name: 'نصب', code: '301', taxPercent: '0' });
    const invoice = (body: Record<string, unknown>) => idOf('invoice', { date: day, entrepot: warehouse, ...body });
    await invoice({ type: 'purchase', person: supplier, rows: [{ product: pen, count: '10', fee: '10000' }] });
    const sale = await invoice({ type: 'sell', person: buyer, rows: [{ product: pen, count: '4', fee: '15000' }, { product: installation, count: '1', fee: '100000' }] });
    await invoice({ type: 'sell', date: laterDay, person: buyer, rows: [{ product: installation, count: '2', fee: '100000' }] });
    await invoice({ type: 'returnSell', date: laterDay, person: buyer, returns: sale, rows: [{ product: pen, count: '1', fee: '15000' }] });
  });

  describe('SellProducts (sell/products) on the report engine', () => {
    it('sums each product’s sales and returns over the period, the biggest net sales first', async () => {
      const reply = await report('report/sellProducts', { from: day, to: yearEnd });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.rows).toEqual([
        {
          product: installation, product_code: '301', product_label: 'نصب',
          sold_quantity: '3', sold_amount: '300000', returned_quantity: '0', returned_amount: '0', net_quantity: '3', net_amount: '300000',
        },
        {
          product: pen, product_code: '101', product_label: 'خودکار آبی',
          sold_quantity: '4', sold_amount: '60000', returned_quantity: '1', returned_amount: '15000', net_quantity: '3', net_amount: '45000',
        },
      ]);
      expect(reply.body.totals).toEqual({
        sold_quantity: '7', sold_amount: '360000', returned_quantity: '1', returned_amount: '15000', net_quantity: '6', net_amount: '345000',
      });
    });

    it('covers only the period asked', async () => {
      const reply = await report('report/sellProducts', { from: day, to: day });
      expect(reply.body.rows.map((row) => [row.product, row.net_amount])).toEqual([
        [installation, '100000'],
        [pen, '60000'],
      ]);
    });

    it('refuses a bad period (422) and a member without the screen (403)', async () => {
      expect((await report('report/sellProducts', { from: 'yesterday', to: yearEnd })).status).toBe(422);
      await addMember(connection().db, biz.businessId, { username: `seller-${String(biz.businessId)}`, password: 'seller-password-1', permissions: ['SellList'] });
      const seller = await server().client().login(`seller-${String(biz.businessId)}`, 'seller-password-1');
      expect((await report('report/sellProducts', { from: day, to: yearEnd }, seller)).status).toBe(403);
      expect((await report('report/review', { from: day, to: yearEnd }, seller)).status).toBe(403);
    });
  });

  describe('getdetail?select=<name of the default currency>', () => {
    it('answers the default currency’s decimals and symbol, and 404 for another name', async () => {
      // A new business's default currency is the rial, without decimals.
      const reply = await client.get<{ data: { name: string; symbol: string; decimal: number } }>(`/api/v1/getdetail?select=${encodeURIComponent('ریال')}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data).toMatchObject({ name: 'ریال', symbol: 'ریال', decimal: 0 });
      expect((await client.get('/api/v1/getdetail?select=NoSuchCurrency')).status).toBe(404);
    });
  });

  describe('the review (accounting/report/review) on the report engine', () => {
    it('gives each account’s debits and credits per month of the business’s calendar, balanced in each month', async () => {
      const reply = await report('report/review', { from: day, to: yearEnd });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const months = [...new Set(reply.body.rows.map((row) => row.month))];
      expect(months).toHaveLength(2);
      expect(months[0]).toBe(day);
      for (const month of months) {
        const rows = reply.body.rows.filter((row) => row.month === month);
        const sum = (key: string) => sumMoney(rows.map((row) => String(row[key])));
        expect(sum('debit')).toBe(sum('credit'));
      }
      // The second month's sale of two installations (200,000) and the return of a pen (15,000).
      const second = reply.body.rows.filter((row) => row.month === months[1]);
      expect(second.some((row) => row.credit === '200000')).toBe(true);
      expect(second.some((row) => row.debit === '15000')).toBe(true);
      expect(reply.body.totals.debit).toBe(reply.body.totals.credit);
      expect(reply.body.totals.remain).toBe('0');
    });

    it('sums the given accounts to their total-level accounts', async () => {
      const given = await report('report/review', { from: day, to: yearEnd });
      const total = await report('report/review', { from: day, to: yearEnd, level: 'total' });
      expect(total.status).toBe(200);
      expect(total.body.rows.length).toBeLessThan(given.body.rows.length);
      expect(total.body.totals).toEqual(given.body.totals);
      expect((await report('report/review', { from: day, to: yearEnd, level: 'detail' })).status).toBe(422);
    });
  });
});
