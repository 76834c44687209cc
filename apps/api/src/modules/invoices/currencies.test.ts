import { beforeAll, expect, it } from 'vitest';
import type { AccountingDocument, CodingAccount, ProductProfit } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient } from '../../../test/http-client.ts';

/* Invoices in another currency (issue 16): amounts in the invoice's currency, the ledger and stock in the business's. */

interface Saved {
  data: { id: number; number: number; document: number | null; sum: string; tax: string; payable: string; paid: string };
  errors?: Record<string, string[]>;
}

describeEachEngine('invoices in another currency', (connection) => {
  const server = useTestServer(connection);
  let client: ApiClient;
  let day: string;
  let roles: Record<string, number>;
  let warehouse: number;
  let cash: number;
  let euro: number;
  let buyer: { id: number; detail_id: number };
  let supplier: { id: number; detail_id: number };
  let tea: number;

  const created = async <T = { id: number }>(path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ data: T }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const post = (body: Record<string, unknown>) => client.post<Saved>('/api/v1/invoice', { date: day, entrepot: warehouse, ...body });
  const posted = async (body: Record<string, unknown>) => {
    const reply = await post(body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const linesOf = async (saved: Saved['data']) =>
    (await client.get<AccountingDocument>(`/api/v1/accounting/${String(saved.document)}/edit`)).body.rows.map((row) => [row.account, row.detail ?? null, row.debit, row.credit]);

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Invoices in euros');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    roles = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    warehouse = (await created('entrepot', { name: 'انبار' })).id;
    cash = (await created('cash', { name: 'صندوق' })).id;
    euro = (await created('currency', { name: 'یورو', symbol: '€', decimals: 2, rate: '650000' })).id;
    buyer = await created<{ id: number; detail_id: number }>('customer', { firstname: 'Hans', lastname: 'Weber' });
    supplier = await created<{ id: number; detail_id: number }>('customer', { firstname: 'Teekontor', lastname: 'Hamburg' });
    tea = (await created('products', { name: 'چای سبز', inventoryMethod: 'fifo', taxPercent: '0' })).id;
  });

  const role = (name: string) => roles[name] ?? 0;

  it('a purchase in euros enters the ledger and the stock at its rate', async () => {
    const purchase = await posted({ type: 'purchase', person: supplier.id, currency: euro, rate: '600000', rows: [{ product: tea, count: '10', fee: '2.5' }] });
    // The invoice's figures are euros, rounded to its two decimals.
    expect(purchase).toMatchObject({ sum: '25', payable: '25' });
    expect(await linesOf(purchase)).toEqual([
      [role('inventory'), null, '15000000', '0'],
      [role('payable'), supplier.detail_id, '0', '15000000'],
    ]);
    const cost = await client.get<{ on_hand: string; value: string; unit_cost: string }>(`/api/v1/products/${String(tea)}/cost?date=${day}`);
    expect(cost.body).toMatchObject({ on_hand: '10', value: '15000000', unit_cost: '1500000' });
    const read = await client.get<{ currency: number; rate: string }>(`/api/v1/invoice/${String(purchase.id)}/edit`);
    expect(read.body).toMatchObject({ currency: euro, rate: '600000' });
  });

  it('a sale in euros paid in part at the counter: revenue at its rate, goods at their cost, the payment in euros too', async () => {
    const sale = await posted({
      type: 'sell',
      person: buyer.id,
      currency: euro,
      rate: '650000',
      rows: [{ product: tea, count: '4', fee: '4.26', discount: '0.02' }],
      payments: [{ cash, amount: '10' }],
    });
    expect(sale).toMatchObject({ sum: '17.02', payable: '17.02', paid: '10' });
    // The fee at its gross (4 × 4.26 €) and the row's discount (0.02 €) apart, each at the rate.
    expect(await linesOf(sale)).toEqual([
      [role('receivable'), buyer.detail_id, '11063000', '0'],
      [role('salesDiscount'), null, '13000', '0'],
      [role('sales'), null, '0', '11076000'],
      [role('costOfSales'), null, '6000000', '0'],
      [role('inventory'), null, '0', '6000000'],
    ]);
    // The receipt of the payment is in euros at the sale's rate: the buyer owes the rest in rials.
    const remain = await client.get<{ remain: string }>(`/api/v1/customer/${String(buyer.id)}/edit`);
    expect(remain.body.remain).toBe('4563000');
    expect((await client.get<{ balance: string }>(`/api/v1/cash/${String(cash)}/edit`)).body.balance).toBe('6500000');
    // The profit report counts the sale in rials.
    const profits = await client.get<{ data: ProductProfit[] }>('/api/v1/invoice/report/productProfitable');
    expect(profits.body.data.find((row) => row.product === tea)).toMatchObject({ revenue: '11063000', cost: '6000000', profit: '5063000' });
    const items = await client.get<{ totals: { taxable: string } }>(`/api/v1/invoice/report/itemsList?type=sell`);
    expect(items.body.totals.taxable).toBe('11063000');
  });

  it('refuses a fee, a discount or a payment with more decimals than the invoice’s currency, rather than rounding it', async () => {
    const refused = await post({ type: 'sell', person: buyer.id, currency: euro, rate: '650000', discount: '0.001', rows: [{ product: tea, count: '1', fee: '4.255' }], payments: [{ cash, amount: '1.005' }] });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['discount', 'payments.0.amount', 'rows.0.fee']);
  });

  it('keeps a new invoice’s tags, written with its journal in one statement', async () => {
    const sale = await posted({ type: 'sell', person: buyer.id, tags: ['عمده', 'صادراتی'], rows: [{ product: tea, count: '1', fee: '5000' }] });
    const read = await client.get<{ tags: string[] }>(`/api/v1/invoice/${String(sale.id)}/edit`);
    expect(read.body.tags).toEqual(['عمده', 'صادراتی']);
  });

  it('refuses another currency without its rate, and keeps the business’s own named as none', async () => {
    const unrated = await post({ type: 'sell', person: buyer.id, currency: euro, rows: [{ product: tea, count: '1', fee: '5' }] });
    expect(unrated.status).toBe(422);
    expect(Object.keys(unrated.body.errors ?? {})).toEqual(['rate']);
    const currencies = await client.get<{ data: { id: number; isDefault?: boolean; default?: boolean; name: string }[] }>('/api/v1/currency');
    const own = currencies.body.data.find((row) => row.id !== euro);
    const sale = await posted({ type: 'sell', person: buyer.id, currency: own?.id, rate: '3', rows: [{ product: tea, count: '1', fee: '5000' }] });
    expect(sale.payable).toBe('5000');
    const read = await client.get<{ currency: number | null; rate: string | null }>(`/api/v1/invoice/${String(sale.id)}/edit`);
    expect(read.body).toMatchObject({ currency: null, rate: null });
  });

  it('refuses another business’s currency', async () => {
    const other = await createTestBusiness(connection().db, 'Another business');
    const otherClient = await server().client().login(other.ownerUsername, other.ownerPassword);
    const theirs = await otherClient.post<{ data: { id: number } }>('/api/v1/currency', { name: 'دلار', symbol: '$', decimals: 2, rate: '600000' });
    const refused = await post({ type: 'sell', person: buyer.id, currency: theirs.body.data.id, rate: '600000', rows: [{ product: tea, count: '1', fee: '5' }] });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toContain('currency');
  });
});
