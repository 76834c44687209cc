import { beforeAll, expect, it } from 'vitest';
import { translateServerMessage } from '@hesab/i18n';
import { describeEachEngine } from '../../../test/databases.ts';
import { activateConfig, createTestBusiness, mainYearRange, useTestServer, type ApiClient } from '../../../test/http-client.ts';

/* A user's warehouses bound their reads as their writes (issue 36): another warehouse's invoice or warehouse document
   is refused (403, as its write), and the lists, a product's turnover and the invoice reports keep to theirs. */

interface Saved {
  id: number;
}

describeEachEngine('warehouse access on reads', (connection) => {
  const server = useTestServer(connection);
  let owner: ApiClient;
  let keeper: ApiClient;
  let day: string;
  let north: number;
  let south: number;
  let tea: number;
  let northSale: number;
  let southSale: number;
  let northRemittance: number;
  let northPresale: number;
  let southPresale: number;
  let person: number;
  const refusal = { status: 403, body: { message: translateServerMessage('fa', 'entrepot-not-allowed', { name: 'انبار شمال' }) } };

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Warehouse reads');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const created = async (path: string, body: Record<string, unknown>) => {
      const reply = await owner.post<{ data: Saved }>(`/api/v1/${path}`, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data.id;
    };
    north = await created('entrepot', { name: 'انبار شمال' });
    south = await created('entrepot', { name: 'انبار جنوب' });
    tea = await created('products', { name: 'چای', taxPercent: '0', orderPoint: '10' });
    person = await created('customer', { firstname: 'پخش', lastname: 'مرکزی' });
    const invoice = async (type: string, entrepot: number, count: string) => created('invoice', { type, date: day, entrepot, person, rows: [{ product: tea, count, fee: '1000' }] });
    await invoice('purchase', north, '10');
    await invoice('purchase', south, '10');
    northSale = await invoice('sell', north, '2');
    southSale = await invoice('sell', south, '3');
    northPresale = await invoice('presale', north, '1');
    southPresale = await invoice('presale', south, '1');
    northRemittance = (await owner.post<{ data: Saved }>('/api/v1/entrepot/remittance', { date: day, entrepot: north, person, rows: [{ product: tea, count: '1' }] })).body.data.id;

    await activateConfig(connection().db, biz.businessId, ['userAccessSystem']);
    const role = await created('role', {
      name: 'فروشنده جنوب',
      permissions: ['Sell', 'SellList', 'Presale', 'ReturnSellList', 'EntrepotRemittanceList', 'ProductTurnover', 'SellItemsList', 'SellProductGroupList', 'InvoiceProductProfitable', 'ProductEntrepotList'],
    });
    const password = 'south-keeper-password-1';
    await created('customer', { firstname: 'فروشنده', personel: true, username: 'south-seller', password, passwordConfirmation: password, role, entrepotAccess: [south] });
    keeper = await server().client().login('south-seller', password);
  });

  it("refuses another warehouse's sale and remittance as their writes are refused, and lists neither", async () => {
    expect(await keeper.get(`/api/v1/invoice/${String(northSale)}/edit`)).toEqual(refusal);
    expect((await keeper.get(`/api/v1/invoice/${String(southSale)}/edit`)).status).toBe(200);
    expect(await keeper.get(`/api/v1/entrepot/remittance/${String(northRemittance)}/edit`)).toEqual(refusal);
    const sales = await keeper.get<{ data: Saved[] }>('/api/v1/invoice?type=sell');
    expect(sales.body.data.map((row) => row.id)).toEqual([southSale]);
    // Nor what is left to return of it, its files, or a link to share it.
    expect(await keeper.get(`/api/v1/invoice/${String(northSale)}/returnable`)).toEqual(refusal);
    expect((await keeper.get(`/api/v1/invoice/${String(southSale)}/returnable`)).status).toBe(200);
    expect((await keeper.get(`/api/v1/files?type=invoiceAttachment&refId=${String(northSale)}`)).status).toBe(403);
    expect((await keeper.post(`/api/v1/invoice/${String(northSale)}/share`, {})).status).toBe(403);
    expect((await owner.get(`/api/v1/invoice/${String(northSale)}/edit`)).status).toBe(200);
  });

  it("keeps a product's turnover to the member's warehouses, and refuses another's asked for", async () => {
    expect(await keeper.get(`/api/v1/products/${String(tea)}/turnover?entrepot=${String(north)}`)).toEqual(refusal);
    const turnover = await keeper.get<{ data: { entrepot_label: string; in: string; out: string }[] }>(`/api/v1/products/${String(tea)}/turnover`);
    expect(turnover.status).toBe(200);
    expect(turnover.body.data.map((row) => [row.entrepot_label, row.in, row.out])).toEqual([
      ['انبار جنوب', '10', '0'],
      ['انبار جنوب', '0', '3'],
    ]);
    const all = await owner.get<{ data: unknown[] }>(`/api/v1/products/${String(tea)}/turnover`);
    expect(all.body.data).toHaveLength(5);
  });

  it('keeps the invoice item reports to the member’s warehouses, and refuses another’s asked for', async () => {
    expect(await keeper.get(`/api/v1/invoice/report/itemsList?type=sell&entrepot=${String(north)}`)).toEqual(refusal);
    const items = await keeper.get<{ data: { entrepot_label: string | null; count: string }[] }>('/api/v1/invoice/report/itemsList?type=sell');
    expect(items.status, JSON.stringify(items.body)).toBe(200);
    expect(items.body.data.map((row) => row.entrepot_label)).toEqual(['انبار جنوب']);
    const groups = await keeper.get<{ data: { quantity: string }[] }>('/api/v1/invoice/report/productGroupList?type=sell');
    expect(groups.body.data.map((row) => row.quantity)).toEqual(['3']);
    const profits = await keeper.get<{ data: { quantity: string }[] }>('/api/v1/invoice/report/productProfitable');
    expect(profits.body.data.map((row) => row.quantity)).toEqual(['3']);
    expect((await owner.get<{ data: unknown[] }>('/api/v1/invoice/report/itemsList?type=sell')).body.data).toHaveLength(2);
  });

  it("proposes no fee from another warehouse's sale", async () => {
    const lastFee = (as: ApiClient) => as.get<{ data: { invoice: number } | null }>(`/api/v1/invoice/lastFee?product=${String(tea)}&person=${String(person)}&except=${String(southSale)}`);
    expect((await lastFee(owner)).body.data).toMatchObject({ invoice: northSale });
    const limited = await lastFee(keeper);
    expect(limited.status).toBe(200);
    expect(limited.body.data).toBeNull();
  });

  it("keeps the dashboard's sales, best sellers and low stock to the member's warehouses", async () => {
    interface Cards {
      sales?: { total: string };
      bestSellers?: { products: { quantity: string }[] };
      lowStock?: { products: { stock: string }[] };
    }
    const cards = async (as: ApiClient) => {
      const { sales, bestSellers, lowStock } = (await as.get<Cards>('/api/v1/dashboard')).body;
      return { sales: sales?.total, sold: bestSellers?.products.map((row) => row.quantity), low: lowStock?.products.map((row) => row.stock) };
    };
    // North has 10 − 2 sold − 1 remitted, south 10 − 3: only the south's 7 is below the order point of 10.
    expect(await cards(owner)).toEqual({ sales: '5000', sold: ['5'], low: [] });
    expect(await cards(keeper)).toEqual({ sales: '3000', sold: ['3'], low: ['7'] });
  });

  it("refuses making another warehouse's pre-invoice a sale, and lists only their warehouses' reservations", async () => {
    expect(await keeper.post(`/api/v1/invoice/${String(northPresale)}/convert`, {})).toEqual(refusal);
    expect(await keeper.get(`/api/v1/invoice/reserved?entrepot=${String(north)}`)).toEqual(refusal);
    const reserved = await keeper.get<{ data: { invoice: number }[] }>('/api/v1/invoice/reserved');
    expect(reserved.body.data.map((row) => row.invoice)).toEqual([southPresale]);
    expect((await keeper.post(`/api/v1/invoice/${String(southPresale)}/convert`, {})).status).toBe(200);
  });
});
