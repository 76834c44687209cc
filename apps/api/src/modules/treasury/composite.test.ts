import { beforeAll, expect, it } from 'vitest';
import type { AccountingDocument, CodingAccount } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* Composite receipts and payments (receive/composite, pay/composite): many parties against many treasury rows. */

interface Saved {
  id: number;
  data: { id: number; number: number; document: number | null };
  message?: string;
  errors?: Record<string, string[]>;
}
interface Made {
  id: number;
  detail_id: number;
}

describeEachEngine('composite receipts and payments', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let day: string;
  let roles: Record<string, number>;
  let bank: Made;
  let cash: Made;
  let one: Made;
  let two: Made;
  let loan: { id: number };

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Composite');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    roles = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    bank = (await client.post<{ data: Made }>('/api/v1/bank', { name: 'تجارت' })).body.data;
    cash = (await client.post<{ data: Made }>('/api/v1/cash', { name: 'صندوق' })).body.data;
    one = (await client.post<{ data: Made }>('/api/v1/customer', { firstname: 'علی' })).body.data;
    two = (await client.post<{ data: Made }>('/api/v1/customer', { firstname: 'سارا' })).body.data;
    loan = (await client.post<{ data: { id: number } }>('/api/v1/detail', { name: 'وام', group: 'other' })).body.data;
  });

  const linesOf = async (id: number | null) =>
    (await client.get<AccountingDocument>(`/api/v1/accounting/${String(id)}/edit`)).body.rows.map((r) => [r.account, r.detail, r.debit, r.credit]);

  it('receives from two people and a loan into a bank and a cash box in one document', async () => {
    const saved = await client.post<Saved>('/api/v1/receiveComposite', {
      date: day,
      rows: [
        { person: one.id, amount: '300' },
        { person: two.id, amount: '200' },
        { account: roles.otherPayable, detail: loan.id, amount: '500' },
      ],
      payments: [
        { bank: bank.id, amount: '700', fee: '5' },
        { cash: cash.id, amount: '300' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(await linesOf(saved.body.data.document)).toEqual([
      [roles.bank, bank.detail_id, '700', '0'],
      [roles.cash, cash.detail_id, '300', '0'],
      [roles.receivable, one.detail_id, '0', '300'],
      [roles.receivable, two.detail_id, '0', '200'],
      [roles.otherPayable, loan.id, '0', '500'],
      [roles.bankCharges, null, '5', '0'],
      [roles.bank, bank.detail_id, '0', '5'],
    ]);
  });

  it('pays two people from the bank; the two sides must be equal, naming the difference', async () => {
    const saved = await client.post<Saved>('/api/v1/payComposite', {
      date: day,
      rows: [
        { person: one.id, amount: '100' },
        { person: two.id, amount: '50' },
      ],
      payments: [{ bank: bank.id, amount: '150' }],
    });
    expect(saved.status).toBe(200);
    expect(await linesOf(saved.body.data.document)).toEqual([
      [roles.payable, one.detail_id, '100', '0'],
      [roles.payable, two.detail_id, '50', '0'],
      [roles.bank, bank.detail_id, '0', '150'],
    ]);
    const unequal = await client.post<Saved>('/api/v1/payComposite', { date: day, rows: [{ person: one.id, amount: '100' }], payments: [{ bank: bank.id, amount: '90' }] });
    expect(unequal.status).toBe(422);
    expect(unequal.body.errors?.payments?.[0]).toContain('۱۰');
    const both = await client.post<Saved>('/api/v1/payComposite', { date: day, rows: [{ person: one.id, account: roles.otherPayable, amount: '1' }], payments: [{ bank: bank.id, amount: '1' }] });
    expect(Object.keys(both.body.errors ?? {})).toEqual(['rows.0.person']);
    const overdrawn = await client.post<Saved>('/api/v1/payComposite', { date: day, rows: [{ person: one.id, amount: '100000' }], payments: [{ cash: cash.id, amount: '100000' }] });
    expect(overdrawn.status).toBe(420);
  });
});
