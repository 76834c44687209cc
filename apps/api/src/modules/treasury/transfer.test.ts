import { beforeAll, expect, it } from 'vitest';
import type { AccountingDocument, CodingAccount, TrialBalanceReport } from '@hesab/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '@hesab/db';
import { addMoney } from '@hesab/domain';
import { describeEachEngine } from '../../../test/databases.ts';
import { activatePlanOptions, addMember, createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* The document engine proved on a second kind: transfers between treasury accounts, kept in their own table, numbered
   per year, posting a system journal, removed to a list and restored, answering a repeated client key once. */

interface Saved {
  id: number;
  number: number;
  data: { id: number; number: number; document: number | null };
  message: string;
  errors?: Record<string, string[]>;
}
interface Transfer {
  id: number;
  number: number;
  date: string;
  state: string;
  locked: boolean;
  removed: boolean;
  document: number | null;
  from: { kind: string; id: number };
  from_label: string | null;
  to: { kind: string; id: number };
  amount: string;
  fee: string | null;
}

describeEachEngine('transfers on the document engine', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let range: string;
  let day: string;
  let roles: Record<string, number>;
  let bank: { id: number; detail_id: number };
  let cash: { id: number; detail_id: number };

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Transfers');
    // a plan that locks documents (lockSystem)
    await activatePlanOptions(connection().db, biz.businessId, ['lockSystem']);
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    range = await mainYearRange(connection().db, biz.businessId);
    day = new URLSearchParams(range).get('from') ?? '';
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    roles = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    bank = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/bank', { name: 'ملت مرکزی', initial_price: '5000000' })).body.data;
    cash = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/cash', { name: 'صندوق فروشگاه' })).body.data;
  });

  /** A detail account's row of the trial balance at the detail level: its movement in the year. */
  const detailBalance = async (detail: number) => {
    const report = await client.get<TrialBalanceReport>(`/api/v1/report/balance?level=detail&${range}`);
    return report.body.data.find((r) => r.id === detail);
  };
  const given = async (account: number) => (await client.get<TrialBalanceReport>(`/api/v1/report/balance?level=given&${range}`)).body.data.find((r) => r.id === account);
  const transferOf = (amount: string, extra: Record<string, unknown> = {}) => ({
    date: day,
    from: { kind: 'bank', id: bank.id },
    to: { kind: 'cash', id: cash.id },
    amount,
    ...extra,
  });

  it('posts a transfer as a system journal: Dr the receiving account, Cr the paying one, the fee to bank charges', async () => {
    const saved = await client.post<Saved>('/api/v1/transfer', transferOf('۱۲۰۰۰۰۰', { fee: '5000', description: 'واریز به صندوق' }));
    expect(saved.status).toBe(200);
    expect(saved.body.number).toBe(saved.body.data.number);
    const journalId = saved.body.data.document;
    expect(journalId).not.toBeNull();
    const journal = await client.get<AccountingDocument>(`/api/v1/accounting/${String(journalId)}/edit`);
    expect(journal.body.source_type).toBe('transfer');
    expect(journal.body.rows.map((r) => [r.account, r.detail, r.debit, r.credit])).toEqual([
      [roles.cash, cash.detail_id, '1200000', '0'],
      [roles.bank, bank.detail_id, '0', '1200000'],
      [roles.bankCharges, null, '5000', '0'],
      [roles.bank, bank.detail_id, '0', '5000'],
    ]);
    expect((await given(roles.bankCharges ?? 0))?.debit).toBe('5000');
    // Its journal changes only with it.
    const edited = await client.put<{ message: string }>(`/api/v1/accounting/${String(journalId)}`, { date: day, rows: journal.body.rows });
    expect(edited.status).toBe(420);
    expect(edited.body.message).toContain('انتقال وجه');
    expect((await client.call('DELETE', `/api/v1/accounting/${String(journalId)}`)).status).toBe(420);
    const read = await client.get<Transfer>(`/api/v1/transfer/${String(saved.body.id)}/edit`);
    expect(read.body).toMatchObject({ amount: '1200000', fee: '5000', state: 'temporary', removed: false, from_label: 'ملت مرکزی', document: journalId });
  });

  it('refuses a transfer to the account it pays from, another business’s account, an unknown field', async () => {
    const same = await client.post<Saved>('/api/v1/transfer', transferOf('10', { to: { kind: 'bank', id: bank.id } }));
    expect(same.status).toBe(422);
    expect(Object.keys(same.body.errors ?? {})).toEqual(['to']);
    const other = await createTestBusiness(connection().db, 'Transfers elsewhere');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    const theirs = (await outsider.post<{ data: { id: number } }>('/api/v1/cash', { name: 'صندوق دیگری' })).body.data;
    const foreign = await client.post<Saved>('/api/v1/transfer', transferOf('10', { to: { kind: 'cash', id: theirs.id } }));
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors ?? {})).toEqual(['to']);
    expect((await client.post<Saved>('/api/v1/transfer', transferOf('10', { amonut: '5' }))).status).toBe(422);
    const mine = await client.post<Saved>('/api/v1/transfer', transferOf('10'));
    expect((await outsider.get(`/api/v1/transfer/${String(mine.body.id)}/edit`)).status).toBe(404);
    expect((await outsider.call('DELETE', `/api/v1/transfer/${String(mine.body.id)}`)).status).toBe(404);
  });

  it('answers a repeated client key with the first transfer and writes nothing, even when both arrive at once', async () => {
    const key = `transfer-key-${connection().engine}`;
    const [a, b] = await Promise.all([
      client.post<Saved>('/api/v1/transfer', transferOf('700', { ouid: key })),
      client.post<Saved>('/api/v1/transfer', transferOf('700', { ouid: key })),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    const again = await client.post<Saved>('/api/v1/transfer', transferOf('700', { ouid: key }));
    expect(again.body.data).toEqual(a.body.data);
    const listed = await client.get<{ data: Transfer[] }>('/api/v1/transfer?perPage=100');
    expect(listed.body.data.filter((t) => t.amount === '700')).toHaveLength(1);
    // The list names the accounts as the form does, all of a page's in one query per kind.
    expect(listed.body.data.find((t) => t.amount === '700')?.from_label).toBe('ملت مرکزی');
  });

  it('edits by posting again, removes to the removed list and restores with its number; numbers stay gap-free', async () => {
    const first = await client.post<Saved>('/api/v1/transfer', transferOf('300'));
    const edited = await client.put<Saved>(`/api/v1/transfer/${String(first.body.id)}`, transferOf('450'));
    expect(edited.body.data).toEqual({ ...first.body.data });
    const journal = await client.get<AccountingDocument>(`/api/v1/accounting/${String(first.body.data.document)}/edit`);
    expect(journal.body.debit_total).toBe('450');
    const before = await detailBalance(cash.detail_id);
    expect((await client.call('DELETE', `/api/v1/transfer/${String(first.body.id)}`)).status).toBe(200);
    expect((await client.get(`/api/v1/accounting/${String(first.body.data.document)}/edit`)).status).toBe(404);
    const removed = await client.get<{ data: Transfer[] }>('/api/v1/transfer?removed=1');
    expect(removed.body.data.map((t) => t.id)).toContain(first.body.id);
    expect((await client.get<{ data: Transfer[] }>('/api/v1/transfer?perPage=100')).body.data.map((t) => t.id)).not.toContain(first.body.id);
    const after = await detailBalance(cash.detail_id);
    expect(addMoney(after?.debit ?? '0', '450')).toBe(before?.debit);
    const next = await client.post<Saved>('/api/v1/transfer', transferOf('1'));
    expect(next.body.number).toBe(first.body.number + 1);
    const restored = await client.post<Saved>(`/api/v1/transfer/${String(first.body.id)}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body.number).toBe(first.body.number);
    expect((await detailBalance(cash.detail_id))?.debit).toBe(addMoney(before?.debit ?? '0', '1'));
    expect((await client.post(`/api/v1/transfer/${String(first.body.id)}/restore`, {})).status).toBe(404);
  });

  it('does not change while its journal is permanent or locked (423 with the journal’s number)', async () => {
    const saved = await client.post<Saved>('/api/v1/transfer', transferOf('900'));
    const journalId = saved.body.data.document ?? 0;
    await client.post('/api/v1/accounting/lock', { ids: [journalId], locked: true });
    const locked = await client.put<{ message: string; errors: { number: number } }>(`/api/v1/transfer/${String(saved.body.id)}`, transferOf('901'));
    expect(locked.status).toBe(423);
    await client.post('/api/v1/accounting/lock', { ids: [journalId], locked: false });
    await client.post('/api/v1/accounting/permanent', { ids: [journalId] });
    const permanent = await client.call('DELETE', `/api/v1/transfer/${String(saved.body.id)}`);
    expect(permanent.status).toBe(423);
    expect(JSON.stringify(permanent.body)).toContain(String((await client.get<AccountingDocument>(`/api/v1/accounting/${String(journalId)}/edit`)).body.number));
    expect((await client.get<Transfer>(`/api/v1/transfer/${String(saved.body.id)}/edit`)).body.state).toBe('permanent');
  });

  it('needs the kind’s permissions: a member who may only list reads, and cannot write or remove', async () => {
    await addMember(connection().db, biz.businessId, { username: `transfer-reader-${connection().engine}`, password: 'reader-password-1', permissions: ['TransferList'] });
    const reader = await server().client().login(`transfer-reader-${connection().engine}`, 'reader-password-1');
    expect((await reader.get('/api/v1/transfer')).status).toBe(200);
    expect((await reader.post('/api/v1/transfer', transferOf('5'))).status).toBe(403);
    const saved = await client.post<Saved>('/api/v1/transfer', transferOf('6'));
    expect((await reader.call('DELETE', `/api/v1/transfer/${String(saved.body.id)}`)).status).toBe(403);
  });

  it('between currencies posts the value in the business’s money and keeps the dollars on the dollar account’s line', async () => {
    const dollar = (await client.post<{ data: { id: number } }>('/api/v1/currency', { name: 'دلار', symbol: '$', decimals: 2, rate: '600000' })).body.data;
    const dollars = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/bank', { name: 'حساب ارزی', currency: dollar.id })).body.data;
    const bought = await client.post<Saved>('/api/v1/transfer', transferOf('1200000', { to: { kind: 'bank', id: dollars.id }, to_amount: '2' }));
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const journal = await client.get<AccountingDocument>(`/api/v1/accounting/${String(bought.body.data.document)}/edit`);
    expect(journal.body.rows.map((r) => [r.account, r.detail, r.debit, r.credit])).toEqual([
      [roles.bank, dollars.detail_id, '1200000', '0'],
      [roles.bank, bank.detail_id, '0', '1200000'],
    ]);
    const [line] = await queryRows<{ currency_id: string; currency_amount: string; rate: string }>(
      connection().db,
      sql`select currency_id::text, currency_amount::text, rate::text from journal_line where journal_id = ${bought.body.data.document} and detail_id = ${dollars.detail_id}`,
    );
    expect(line).toMatchObject({ currency_id: String(dollar.id), currency_amount: '2', rate: '600000' });
    // What arrives must be said between currencies.
    const unsaid = await client.post<Saved>('/api/v1/transfer', transferOf('1', { to: { kind: 'bank', id: dollars.id } }));
    expect(Object.keys(unsaid.body.errors ?? {})).toEqual(['to_amount']);
  });
});
