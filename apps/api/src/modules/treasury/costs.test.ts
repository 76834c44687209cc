import { beforeAll, expect, it } from 'vitest';
import type { AccountingDocument, CodingAccount, TrialBalanceReport } from '@hesab/contract';
import { addMoney, subtractMoney } from '@hesab/domain';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* Costs and incomes (cost, income): lines of given accounts on the document engine, paid from (or received into)
   treasury rows kept with the header, whose references the engine checks and names as it does the lines'. */

interface Saved {
  id: number;
  number: number;
  data: { id: number; number: number; document: number | null };
  errors?: Record<string, string[]>;
}
interface CostRead {
  id: number;
  number: number;
  amount: string;
  description: string | null;
  rows: { account: number; detail: number | null; amount: string; account_label?: string | null; detail_label?: string | null }[];
  payments: { bank?: number | null; cash?: number | null; amount: string; fee?: string | null; bank_label?: string | null; cash_label?: string | null }[];
}

describeEachEngine('costs and incomes on the document engine', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let range: string;
  let day: string;
  let roles: Record<string, number>;
  let rent: number;
  let bank: { id: number; detail_id: number };
  let cash: { id: number; detail_id: number };
  let office: number;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Costs');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    range = await mainYearRange(connection().db, biz.businessId);
    day = new URLSearchParams(range).get('from') ?? '';
    const chart = (await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given')).body.data;
    roles = Object.fromEntries(chart.filter((a) => a.system).map((a) => [a.system, a.id]));
    rent = chart.find((a) => a.name === 'اجاره')?.id ?? 0;
    bank = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/bank', { name: 'ملت مرکزی', initial_price: '10000000' })).body.data;
    // Funded: no payment may overdraw the account it is paid from.
    cash = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/cash', { name: 'صندوق دفتر', initial_price: '3000000' })).body.data;
    office = (await client.post<{ data: { id: number } }>('/api/v1/detail', { name: 'دفتر مرکزی', code: '9101', group: 'costCenter', status: 'active' })).body.data.id;
  });

  const balanceRow = async (level: 'given' | 'detail', id: number) =>
    (await client.get<TrialBalanceReport>(`/api/v1/report/balance?level=${level}&${range}`)).body.data.find((r) => r.id === id);
  const bankBalance = async () => (await client.get<{ balance: string }>(`/api/v1/bank/${String(bank.id)}/edit`)).body.balance;
  const journalOf = async (saved: Saved) => (await client.get<AccountingDocument>(`/api/v1/accounting/${String(saved.data.document)}/edit`)).body;
  const costOf = (extra: Record<string, unknown> = {}) => ({
    date: day,
    rows: [{ account: rent, amount: '300' }],
    payments: [{ cash: cash.id, amount: '300' }],
    ...extra,
  });

  it('a cost paid from a bank (with its fee) and a cash box: Dr the rows, Cr the treasury accounts, the fee to bank charges', async () => {
    const bankBefore = await bankBalance();
    const saved = await client.post<Saved>('/api/v1/cost', {
      date: day,
      description: 'اجاره آبان',
      rows: [
        { account: rent, detail: office, amount: '۸۰۰۰۰۰', description: 'اجاره دفتر' },
        { account: rent, amount: '200000' },
      ],
      payments: [
        { bank: bank.id, amount: '700000', fee: '3000', tracking: '5521' },
        { cash: cash.id, amount: '300000' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: saved.body.id, number: saved.body.number });
    const journal = await journalOf(saved.body);
    expect(journal.source_type).toBe('cost');
    expect(journal.rows.map((r) => [r.account, r.detail, r.debit, r.credit])).toEqual([
      [rent, office, '800000', '0'],
      [rent, null, '200000', '0'],
      [roles.bank, bank.detail_id, '0', '700000'],
      [roles.cash, cash.detail_id, '0', '300000'],
      [roles.bankCharges, null, '3000', '0'],
      [roles.bank, bank.detail_id, '0', '3000'],
    ]);
    expect((await balanceRow('given', rent))?.debit).toBe('1000000');
    expect((await balanceRow('given', roles.bankCharges ?? 0))?.debit).toBe('3000');
    expect((await balanceRow('detail', bank.detail_id))?.credit).toBe('703000');
    expect(await bankBalance()).toBe(subtractMoney(bankBefore, '703000'));
    // Its journal changes only with it, and says so by the kind's name.
    const edited = await client.put<{ message: string }>(`/api/v1/accounting/${String(saved.body.data.document)}`, { date: day, rows: journal.rows });
    expect(edited.status).toBe(420);
    expect(edited.body.message).toContain('هزینه');

    const read = await client.get<CostRead>(`/api/v1/cost/${String(saved.body.id)}/edit`);
    expect(read.body).toMatchObject({ amount: '1000000', description: 'اجاره آبان' });
    expect(read.body.rows[0]).toMatchObject({ account: rent, account_label: 'اجاره', detail: office, detail_label: 'دفتر مرکزی', amount: '800000' });
    expect(read.body.payments).toMatchObject([
      { bank: bank.id, bank_label: 'ملت مرکزی', amount: '700000', fee: '3000', tracking: '5521' },
      { cash: cash.id, cash_label: 'صندوق دفتر', amount: '300000' },
    ]);
    const listed = await client.get<{ data: CostRead[] }>('/api/v1/cost');
    expect(listed.body.data.find((c) => c.id === saved.body.id)).toMatchObject({ amount: '1000000', description: 'اجاره آبان' });
  });

  it('an income into a cash box: Dr the cash box, Cr the revenue account', async () => {
    const revenue = roles.otherIncome ?? 0;
    const cashBefore = await balanceRow('detail', cash.detail_id);
    const saved = await client.post<Saved>('/api/v1/income', {
      date: day,
      rows: [{ account: revenue, amount: '450000', description: 'اجاره انبار' }],
      payments: [{ cash: cash.id, amount: '450000' }],
    });
    expect(saved.status).toBe(200);
    const journal = await journalOf(saved.body);
    expect(journal.source_type).toBe('income');
    expect(journal.rows.map((r) => [r.account, r.detail, r.debit, r.credit])).toEqual([
      [roles.cash, cash.detail_id, '450000', '0'],
      [revenue, null, '0', '450000'],
    ]);
    expect((await balanceRow('given', revenue))?.credit).toBe('450000');
    expect((await balanceRow('detail', cash.detail_id))?.debit).toBe(addMoney(cashBefore?.debit ?? '0', '450000'));
  });

  it('refuses unequal sides on payments, a treasury row naming no account, and none at all', async () => {
    const unequal = await client.post<Saved>('/api/v1/cost', costOf({ payments: [{ cash: cash.id, amount: '299' }] }));
    expect(unequal.status).toBe(422);
    expect(Object.keys(unequal.body.errors ?? {})).toEqual(['payments']);
    expect(unequal.body.errors?.payments?.[0]).toContain('payments-unequal');
    const bare = await client.post<Saved>('/api/v1/cost', costOf({ payments: [{ amount: '300' }] }));
    expect(Object.keys(bare.body.errors ?? {})).toEqual(['payments.0.bank']);
    const none = await client.post<Saved>('/api/v1/cost', costOf({ payments: [] }));
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors ?? {})).toEqual(['payments']);
  });

  it('refuses another business’s bank in payments, its account and detail in rows, and a group account', async () => {
    const other = await createTestBusiness(connection().db, 'Costs elsewhere');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    const theirBank = (await outsider.post<{ data: { id: number } }>('/api/v1/bank', { name: 'بانک دیگر' })).body.data;
    const theirChart = (await outsider.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given')).body.data;
    const theirRent = theirChart.find((a) => a.name === 'اجاره')?.id ?? 0;
    const paid = await client.post<Saved>('/api/v1/cost', costOf({ payments: [{ bank: theirBank.id, amount: '300' }] }));
    expect(paid.status).toBe(422);
    expect(Object.keys(paid.body.errors ?? {})).toEqual(['payments.0.bank']);
    const theirDetail = (await outsider.post<{ data: { id: number } }>('/api/v1/detail', { name: 'پروژه', code: '9201', group: 'project', status: 'active' })).body.data;
    const rows = await client.post<Saved>('/api/v1/income', costOf({ rows: [{ account: roles.otherIncome, amount: '100' }, { account: theirRent, detail: theirDetail.id, amount: '200' }] }));
    expect(rows.status).toBe(422);
    expect(Object.keys(rows.body.errors ?? {}).sort()).toEqual(['rows.1.account', 'rows.1.detail']);
    // A total of the chart is the business's, but no document posts to it.
    const total = (await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=total')).body.data[0]?.id ?? 0;
    const group = await client.post<Saved>('/api/v1/cost', costOf({ rows: [{ account: total, amount: '300' }] }));
    expect(Object.keys(group.body.errors ?? {})).toEqual(['rows.0.account']);
  });

  it('edits by posting again, removes to the removed list and restores with its number', async () => {
    const first = await client.post<Saved>('/api/v1/cost', costOf());
    const cashBefore = await balanceRow('detail', cash.detail_id);
    const edited = await client.put<Saved>(`/api/v1/cost/${String(first.body.id)}`, costOf({ rows: [{ account: rent, amount: '500' }], payments: [{ cash: cash.id, amount: '500' }] }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toEqual(first.body.data);
    expect((await journalOf(first.body)).debit_total).toBe('500');
    expect((await balanceRow('detail', cash.detail_id))?.credit).toBe(addMoney(cashBefore?.credit ?? '0', '200'));

    expect((await client.call('DELETE', `/api/v1/cost/${String(first.body.id)}`)).status).toBe(200);
    expect((await client.get(`/api/v1/accounting/${String(first.body.data.document)}/edit`)).status).toBe(404);
    expect((await client.get<{ data: CostRead[] }>('/api/v1/cost?removed=1')).body.data.map((c) => c.id)).toContain(first.body.id);
    expect((await client.get<{ data: CostRead[] }>('/api/v1/cost?perPage=100')).body.data.map((c) => c.id)).not.toContain(first.body.id);
    expect((await balanceRow('detail', cash.detail_id))?.credit).toBe(subtractMoney(cashBefore?.credit ?? '0', '300'));

    const restored = await client.post<Saved>(`/api/v1/cost/${String(first.body.id)}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body.number).toBe(first.body.number);
    expect((await balanceRow('detail', cash.detail_id))?.credit).toBe(addMoney(cashBefore?.credit ?? '0', '200'));
    expect((await client.post(`/api/v1/cost/${String(first.body.id)}/restore`, {})).status).toBe(404);
  });

  it('needs the kind’s permissions: a member who may only list costs reads them, and cannot write, remove or touch incomes', async () => {
    const username = `cost-reader-${connection().engine}`;
    await addMember(connection().db, biz.businessId, { username, password: 'reader-password-1', permissions: ['CostList'] });
    const reader = await server().client().login(username, 'reader-password-1');
    expect((await reader.get('/api/v1/cost')).status).toBe(200);
    expect((await reader.post('/api/v1/cost', costOf())).status).toBe(403);
    expect((await reader.get('/api/v1/income')).status).toBe(403);
    const saved = await client.post<Saved>('/api/v1/cost', costOf());
    expect((await reader.put(`/api/v1/cost/${String(saved.body.id)}`, costOf())).status).toBe(403);
    expect((await reader.call('DELETE', `/api/v1/cost/${String(saved.body.id)}`)).status).toBe(403);
  });
});
