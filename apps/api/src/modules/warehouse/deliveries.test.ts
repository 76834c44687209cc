import { beforeAll, expect, it } from 'vitest';
import type { AccountingDocument, CodingAccount } from '@hesab/contract';
import { translateServerMessage } from '@hesab/i18n';
import { describeEachEngine } from '../../../test/databases.ts';
import { expectLedgerBalanced } from '../../../test/ledger-balance.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient } from '../../../test/http-client.ts';

/*
 * Invoices delivered by warehouse documents (issue 17): in a business whose invoices' goods move by warehouse
 * documents, a sale posts no stock and no cost, a purchase its goods to goods in transit; a storekeeper delivers a sale
 * in part by remittances, and takes a purchase in by receipts, each moving the stock and posting what it moves.
 */

interface Saved {
  data: { id: number; number: number; document: number | null };
  message?: string;
}

describeEachEngine('invoices delivered by warehouse documents', (connection) => {
  const server = useTestServer(connection);
  let owner: ApiClient;
  let day: string;
  let roles: Record<string, number>;
  let north: number;
  let tea: number;
  let buyer: number;
  let supplier: number;
  let sale: Saved['data'];

  const created = async (path: string, body: Record<string, unknown>) => {
    const reply = await owner.post<Saved>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const accountsOf = async (journal: number | null) =>
    (await owner.get<AccountingDocument>(`/api/v1/accounting/${String(journal)}/edit`)).body.rows.map((row) => [row.account, row.debit, row.credit]);
  const teaStock = async () => (await owner.get<{ data: { stock: string }[] }>(`/api/v1/entrepot/stock?product=${String(tea)}`)).body.data.map((row) => row.stock);
  const checkout = (rows: { row: number; count: string }[]) => owner.post<Saved>(`/api/v1/entrepot/remittance/${String(sale.id)}/checkout`, { date: day, rows });
  const deliveredOf = async () => (await owner.get<{ rows: { delivered: string }[] }>(`/api/v1/invoice/${String(sale.id)}/edit`)).body.rows.map((row) => row.delivered);

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Deliveries');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const chart = await owner.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    roles = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    north = (await created('entrepot', { name: 'انبار شمال' })).id;
    tea = (await created('products', { name: 'چای', taxPercent: '0' })).id;
    supplier = (await created('customer', { firstname: 'پخش' })).id;
    buyer = (await created('customer', { firstname: 'خریدار' })).id;
    await created('invoice', { type: 'purchase', date: day, person: supplier, entrepot: north, rows: [{ product: tea, count: '10', fee: '1000' }] });
  });

  it('the business settings say how sales are delivered', async () => {
    expect((await owner.get('/api/v1/setting')).body).toMatchObject({ negative_inventory: false, invoice_delivery: 'direct' });
    expect((await owner.put('/api/v1/setting', { invoice_delivery: 'by-post' })).status).toBe(422);
    expect((await owner.put('/api/v1/setting', { invoice_delivery: 'documents' })).status).toBe(200);
    expect((await owner.get('/api/v1/setting')).body).toMatchObject({ invoice_delivery: 'documents', negative_treasury: false });
  });

  it('a sale moves no stock and posts no cost until it is delivered', async () => {
    sale = await created('invoice', { type: 'sell', date: day, person: buyer, entrepot: north, rows: [{ product: tea, count: '6', fee: '2000' }] });
    const accounts = (await accountsOf(sale.document)).map(([account]) => account);
    expect(accounts).not.toContain(roles.costOfSales);
    expect(accounts).not.toContain(roles.inventory);
    expect(await teaStock()).toEqual(['10']);
    const read = await owner.get<{ delivery: string }>(`/api/v1/invoice/${String(sale.id)}/edit`);
    expect(read.body.delivery).toBe('documents');
    expect(await deliveredOf()).toEqual(['0']);
    const pending = await owner.get<{ data: { invoice: number; rows: { count: string; delivered: string }[] }[] }>('/api/v1/entrepot/remittance/pending');
    expect(pending.body.data).toMatchObject([{ invoice: sale.id, rows: [{ count: '6', delivered: '0' }] }]);
  });

  it('a partial delivery moves its goods and posts their cost; no more than is left is delivered', async () => {
    const first = await checkout([{ row: 1, count: '4' }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await accountsOf(first.body.data.document)).toEqual([
      [roles.costOfSales, '4000', '0'],
      [roles.inventory, '0', '4000'],
    ]);
    expect(await teaStock()).toEqual(['6']);
    expect(await deliveredOf()).toEqual(['4']);
    const remittance = await owner.get<{ invoice: number; person: number }>(`/api/v1/entrepot/remittance/${String(first.body.data.id)}/edit`);
    expect(remittance.body).toMatchObject({ invoice: sale.id, person: buyer });
    // The remittance delivers the sale's tea from the warehouse the sale names, never from another.
    const south = (await created('entrepot', { name: 'انبار جنوب' })).id;
    const rows = [{ product: tea, count: '4' }];
    const moved = await owner.put<{ message: string }>(`/api/v1/entrepot/remittance/${String(first.body.data.id)}`, { date: day, entrepot: south, person: buyer, rows });
    expect(moved.status, JSON.stringify(moved.body)).toBe(420);
    expect(moved.body.message).toBe(translateServerMessage('fa', 'entrepot-differs-from-product', { name: 'چای' }));
    expect((await owner.put(`/api/v1/entrepot/remittance/${String(first.body.data.id)}`, { date: day, entrepot: north, person: buyer, rows })).status).toBe(200);
    expect(await teaStock()).toEqual(['6']);
    const beyond = await checkout([{ row: 1, count: '3' }]);
    expect(beyond.status).toBe(420);
    expect(beyond.body.message).toContain('۲');
    expect((await checkout([{ row: 2, count: '1' }])).status).toBe(420);
  });

  it('a sale with deliveries stays while they stand; delivered in full it is no longer pending', async () => {
    const change = await owner.put(`/api/v1/invoice/${String(sale.id)}`, { type: 'sell', date: day, person: buyer, entrepot: north, rows: [{ product: tea, count: '1', fee: '2000' }] });
    expect(change.status).toBe(420);
    expect((await owner.call('DELETE', `/api/v1/invoice/${String(sale.id)}`)).status).toBe(420);
    expect((await checkout([{ row: 1, count: '2' }])).status).toBe(200);
    expect(await deliveredOf()).toEqual(['6']);
    expect((await owner.get<{ data: unknown[] }>('/api/v1/entrepot/remittance/pending')).body.data).toEqual([]);
    expect(await teaStock()).toEqual(['4']);
    await expectLedgerBalanced(connection().db);
  });

  it('a purchase posts its goods to goods in transit, and a receipt against it takes them in at their cost', async () => {
    const purchase = await created('invoice', { type: 'purchase', date: day, person: supplier, entrepot: north, rows: [{ product: tea, count: '10', fee: '1500' }] });
    expect(await accountsOf(purchase.document)).toContainEqual([roles.goodsInTransit, '15000', '0']);
    expect(await teaStock()).toEqual(['4']);
    const pending = await owner.get<{ data: { invoice: number }[] }>('/api/v1/entrepot/receipt/pending');
    expect(pending.body.data.map((row) => row.invoice)).toEqual([purchase.id]);
    const receipt = await owner.post<Saved>(`/api/v1/entrepot/receipt/${String(purchase.id)}/checkout`, { date: day, rows: [{ row: 1, count: '6' }] });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    expect(await accountsOf(receipt.body.data.document)).toEqual([
      [roles.inventory, '9000', '0'],
      [roles.goodsInTransit, '0', '9000'],
    ]);
    expect(await teaStock()).toEqual(['10']);
    const read = await owner.get<{ rows: { delivered: string }[] }>(`/api/v1/invoice/${String(purchase.id)}/edit`);
    expect(read.body.rows.map((row) => row.delivered)).toEqual(['6']);
    await expectLedgerBalanced(connection().db);
  });
});
