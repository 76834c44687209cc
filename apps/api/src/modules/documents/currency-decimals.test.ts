import { beforeAll, expect, it } from 'vitest';
import type { CodingAccount } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient } from '../../../test/http-client.ts';

/* An amount sent with more decimals than its currency has is refused on its field, on every kind of document. */

describeEachEngine('amounts beyond their currency’s decimals', (connection) => {
  const server = useTestServer(connection);
  let client: ApiClient;
  let day: string;
  let bank: number;
  let cash: number;
  let dollarBank: number;
  let euro: number;
  let person: number;
  let product: number;
  let warehouse: number;
  let costAccount: number;

  const created = async (path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  /** The fields a write was refused on, with 'too-many-decimals'. */
  const refusedOn = async (path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ errors?: Record<string, string[]> }>(`/api/v1/${path}`, { date: day, ...body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(422);
    return Object.entries(reply.body.errors ?? {})
      .filter(([, messages]) => messages.some((message) => message.endsWith('|too-many-decimals')))
      .map(([field]) => field)
      .sort();
  };

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Rials');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    bank = await created('bank', { name: 'ملت', initial_price: '5000000' });
    cash = await created('cash', { name: 'صندوق' });
    const dollar = await created('currency', { name: 'دلار', symbol: '$', decimals: 2, rate: '600000' });
    euro = await created('currency', { name: 'یورو', symbol: '€', decimals: 2, rate: '650000' });
    dollarBank = await created('bank', { name: 'حساب دلاری', currency: dollar });
    person = await created('customer', { firstname: 'Ali', lastname: 'Karimi' });
    product = await created('products', { name: 'چای', taxPercent: '0' });
    warehouse = await created('entrepot', { name: 'انبار' });
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    costAccount = chart.body.data.find((account) => account.system === null && account.code.startsWith('8'))?.id ?? chart.body.data[0]?.id ?? 0;
  });

  it('a transfer: each side in its account’s currency', async () => {
    expect(await refusedOn('transfer', { from: { kind: 'bank', id: bank }, to: { kind: 'cash', id: cash }, amount: '100.5', fee: '1.5' })).toEqual(['amount', 'fee']);
    // Dollars take cents; what arrives in the rial cash box does not.
    expect(await refusedOn('transfer', { from: { kind: 'bank', id: dollarBank }, to: { kind: 'cash', id: cash }, amount: '10.25', to_amount: '6150000.5' })).toEqual(['to_amount']);
  });

  it('receipts and payments, their cheques, composites and costs', async () => {
    expect(await refusedOn('receive', { person, rows: [{ bank, amount: '100.5' }, { cheque: { sayad: '1234567890123456', amount: '10.01', due: day, kind: 'normal' } }] })).toEqual([
      'rows.0.amount',
      'rows.1.cheque.amount',
    ]);
    expect(await refusedOn('pay', { person, rows: [{ cash, amount: '100', fee: '0.5' }] })).toEqual(['rows.0.fee']);
    // In euros, cents are an euro's decimals.
    const euros = await client.post('/api/v1/receive', { date: day, person, currency: euro, rate: '650000', rows: [{ bank, amount: '10.5' }] });
    expect(euros.status, JSON.stringify(euros.body)).toBe(200);
    expect(await refusedOn('receiveComposite', { rows: [{ person, amount: '10.5' }], payments: [{ bank, amount: '10.5' }] })).toEqual(['payments.0.amount', 'rows.0.amount']);
    expect((await refusedOn('cost', { rows: [{ account: costAccount, amount: '10.5' }], payments: [{ bank, amount: '10.5' }] })).length).toBeGreaterThan(0);
  });

  it('an invoice’s row fees and discounts, refused rather than rounded, and a manual accounting document', async () => {
    expect(await refusedOn('invoice', { type: 'sell', person, entrepot: warehouse, discount: '0.5', rows: [{ product, count: '1.5', fee: '1000.5' }] })).toEqual(['discount', 'rows.0.fee']);
    const accounts = (await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given')).body.data;
    const [first, second] = accounts;
    expect(await refusedOn('accounting', { description: 'x', rows: [{ account: first?.id, debit: '1.5' }, { account: second?.id, credit: '1.5' }] })).toEqual(['rows.0.debit', 'rows.1.credit']);
  });
});
