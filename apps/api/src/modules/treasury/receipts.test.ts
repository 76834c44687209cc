import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { activityLog } from '@hesab/db';
import type { AccountingDocument, CodingAccount } from '@hesab/contract';
import { addMoney } from '@hesab/domain';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* Receipts and payments (receive/cash, pay/cash): kinds of the document engine with lines of treasury accounts. */

interface Saved {
  id: number;
  number: number;
  data: { id: number; number: number; document: number | null };
  errors?: Record<string, string[]>;
}
interface Movement {
  id: number;
  person: number;
  person_label: string | null;
  amount: string;
  rows: { bank: number | null; cash: number | null; amount: string; fee: string | null; bank_label?: string | null }[];
}

describeEachEngine('receipts and payments on the document engine', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let day: string;
  let roles: Record<string, number>;
  let bank: { id: number; detail_id: number };
  let cash: { id: number; detail_id: number };
  let person: { id: number; detail_id: number };

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Receipts');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    roles = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    bank = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/bank', { name: 'صادرات بازار' })).body.data;
    cash = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/cash', { name: 'صندوق اصلی' })).body.data;
    person = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/customer', { firstname: 'رضا', lastname: 'کریمی' })).body.data;
  });

  const remainOf = async () => (await client.get<{ remain: string }>(`/api/v1/customer/${String(person.id)}/edit`)).body.remain;
  const journalOf = async (saved: Saved) => (await client.get<AccountingDocument>(`/api/v1/accounting/${String(saved.data.document)}/edit`)).body;

  it('a receipt into two accounts credits the person’s receivable with the total; a bank fee goes to bank charges', async () => {
    const saved = await client.post<Saved>('/api/v1/receive', {
      date: day,
      person: person.id,
      description: 'وصول فاکتور',
      rows: [
        { bank: bank.id, amount: '۷۰۰۰۰۰', fee: '2000', tracking: '12345' },
        { cash: cash.id, amount: '300000' },
      ],
    });
    expect(saved.status).toBe(200);
    const journal = await journalOf(saved.body);
    expect(journal.source_type).toBe('receive');
    expect(journal.rows.map((r) => [r.account, r.detail, r.debit, r.credit])).toEqual([
      [roles.bank, bank.detail_id, '700000', '0'],
      [roles.cash, cash.detail_id, '300000', '0'],
      [roles.receivable, person.detail_id, '0', '1000000'],
      [roles.bankCharges, null, '2000', '0'],
      [roles.bank, bank.detail_id, '0', '2000'],
    ]);
    expect(await remainOf()).toBe('-1000000');
    const read = await client.get<Movement>(`/api/v1/receive/${String(saved.body.id)}/edit`);
    expect(read.body).toMatchObject({ person: person.id, person_label: 'رضا کریمی', amount: '1000000' });
    expect(read.body.rows[0]).toMatchObject({ bank: bank.id, amount: '700000', fee: '2000', bank_label: 'صادرات بازار' });
    const listed = await client.get<{ data: Movement[] }>('/api/v1/receive');
    expect(listed.body.data.find((m) => m.id === saved.body.id)).toMatchObject({ amount: '1000000', person_label: 'رضا کریمی' });
  });

  it('a payment debits the person’s payable and credits the account it is paid from', async () => {
    const before = await remainOf();
    const saved = await client.post<Saved>('/api/v1/pay', { date: day, person: person.id, rows: [{ cash: cash.id, amount: '250000' }] });
    expect(saved.status).toBe(200);
    expect((await journalOf(saved.body)).rows.map((r) => [r.account, r.detail, r.debit, r.credit])).toEqual([
      [roles.payable, person.detail_id, '250000', '0'],
      [roles.cash, cash.detail_id, '0', '250000'],
    ]);
    expect(await remainOf()).toBe(addMoney(before, '250000'));
    // Removed to the payments' removed list, the person's balance is as before; restored, as after.
    expect((await client.call('DELETE', `/api/v1/pay/${String(saved.body.id)}`)).status).toBe(200);
    expect(await remainOf()).toBe(before);
    expect((await client.post(`/api/v1/pay/${String(saved.body.id)}/restore`, {})).status).toBe(200);
    expect(await remainOf()).toBe(addMoney(before, '250000'));
  });

  it('refuses a row naming no account or two, a person or account of another business, and no rows', async () => {
    const none = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ amount: '10' }] });
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors ?? {})).toEqual(['rows.0.bank']);
    const two = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, rows: [{ cash: cash.id, amount: '5' }, { bank: bank.id, cash: cash.id, amount: '10' }] });
    expect(Object.keys(two.body.errors ?? {})).toEqual(['rows.1.bank']);
    const other = await createTestBusiness(connection().db, 'Receipts elsewhere');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    const theirs = (await outsider.post<{ data: { id: number } }>('/api/v1/customer', { firstname: 'غریبه' })).body.data;
    const theirBank = (await outsider.post<{ data: { id: number } }>('/api/v1/bank', { name: 'بانک دیگر' })).body.data;
    const theirBranch = (await outsider.post<{ data: { id: number } }>('/api/v1/branch', { text: 'شعبه دیگر' })).body.data;
    const foreign = await client.post<Saved>('/api/v1/receive', { date: day, person: theirs.id, branch: theirBranch.id, rows: [{ bank: theirBank.id, amount: '10' }] });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors ?? {}).sort()).toEqual(['branch', 'person', 'rows.0.bank']);
    const ours = (await client.post<{ data: { id: number } }>('/api/v1/branch', { text: 'شعبه مرکزی' })).body.data;
    const branched = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, branch: ours.id, tags: ['فوری', 'بازار'], rows: [{ cash: cash.id, amount: '10' }] });
    const read = await client.get<{ branch: number; branch_label: string; tags: string[]; tags_colors: string[] }>(`/api/v1/receive/${String(branched.body.id)}/edit`);
    expect(read.body).toMatchObject({ branch: ours.id, branch_label: 'شعبه مرکزی', tags: ['فوری', 'بازار'] });
    expect(read.body.tags_colors).toHaveLength(2);
    // Sent back as read, the document keeps its tags; the list shows them.
    const { id: _id, ...again } = read.body as Record<string, unknown>;
    const put = await client.put(`/api/v1/receive/${String(branched.body.id)}`, { ...again, tags: ['فوری'] });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const listed = await client.get<{ data: { id: number; tags: string[] }[] }>('/api/v1/receive');
    expect(listed.body.data.find((m) => m.id === branched.body.id)?.tags).toEqual(['فوری']);
    expect((await client.post<Saved>('/api/v1/pay', { date: day, person: person.id, rows: [] })).status).toBe(422);
  });

  it('a receipt in another currency posts each amount at its rate; without the rate it is refused', async () => {
    const euro = (await client.post<{ data: { id: number } }>('/api/v1/currency', { name: 'یورو', symbol: '€', decimals: 2, rate: '650000' })).body.data;
    const saved = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, currency: euro.id, rate: '640000', rows: [{ cash: cash.id, amount: '2.5' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await journalOf(saved.body)).rows.map((r) => [r.account, r.detail, r.debit, r.credit])).toEqual([
      [roles.cash, cash.detail_id, '1600000', '0'],
      [roles.receivable, person.detail_id, '0', '1600000'],
    ]);
    const unrated = await client.post<Saved>('/api/v1/receive', { date: day, person: person.id, currency: euro.id, rows: [{ cash: cash.id, amount: '1' }] });
    expect(Object.keys(unrated.body.errors ?? {})).toEqual(['rate']);
  });

  // A new receipt is posted with the system accounts and detail accounts read for earlier ones (postingMemory);
  // its write checks them against the chart and the records as they stand.
  it('a receipt posts to the chart as it stands: a role moved since the last receipt, a person removed since', async () => {
    const post = (named: number) => client.post<Saved>('/api/v1/receive', { date: day, person: named, rows: [{ cash: cash.id, amount: '1000' }] });
    const creditedAccount = async (saved: Saved) => (await journalOf(saved)).rows.find((row) => row.credit !== '0')?.account;
    expect(await creditedAccount((await post(person.id)).body)).toBe(roles.receivable);

    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    const receivable = chart.body.data.find((account) => account.id === roles.receivable);
    if (!receivable?.total) throw new Error('no receivable account');
    const moved = await client.post<{ data: CodingAccount }>('/api/v1/coding', { level: 'given', name: 'حساب‌های دریافتنی تجاری', number: '08', total: receivable.total, system: 'receivable' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    try {
      expect(await creditedAccount((await post(person.id)).body)).toBe(moved.body.data.id);
    } finally {
      const { id, name, number, total } = receivable;
      await client.put(`/api/v1/coding/${String(id)}`, { level: 'given', name, number, total, system: 'receivable' });
    }
    expect(await creditedAccount((await post(person.id)).body)).toBe(roles.receivable);

    // A person named by a receipt refused for its date (so read, and remembered), then removed: named again, refused.
    const passing = (await client.post<{ data: { id: number } }>('/api/v1/customer', { firstname: 'مینا', lastname: 'رهگذر' })).body.data;
    const outside = await client.post<Saved>('/api/v1/receive', { date: '1990-01-01', person: passing.id, rows: [{ cash: cash.id, amount: '1000' }] });
    expect(Object.keys(outside.body.errors ?? {})).toEqual(['date']);
    expect((await client.call('DELETE', `/api/v1/customer/${String(passing.id)}`)).status).toBe(200);
    const gone = await post(passing.id);
    expect(gone.status).toBe(422);
    expect(Object.keys(gone.body.errors ?? {})).toEqual(['person']);
  });

  // Receipts that arrive while one is being written go together in one statement (a group commit); where one of
  // them is refused, each is written alone and only that one is refused.
  it('receipts sent at once are each written whole, numbered without gaps; one refused among them is refused alone', async () => {
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const send = (date: string, amount: number) => client.post<Saved>('/api/v1/receive', { date, person: person.id, rows: [{ cash: cash.id, amount: String(amount) }, { bank: bank.id, amount: '1' }] });
    for (const refused of [false, true]) {
      const sent = await Promise.all(Array.from({ length: 10 }, (_, n) => send(refused && n === 6 ? dayBefore : day, 100 + n)));
      const written = sent.filter((reply) => reply.status === 200).map((reply) => reply.body);
      expect(written).toHaveLength(refused ? 9 : 10);
      if (refused) expect(Object.keys(sent[6]?.body.errors ?? {})).toEqual(['date']);
      const numbers = written.map((saved) => saved.number).sort((a, b) => a - b);
      expect(numbers.at(-1)! - numbers[0]! + 1).toBe(numbers.length);
      expect(new Set(written.map((saved) => saved.data.document)).size).toBe(written.length);
      for (const saved of written) {
        const journal = await journalOf(saved);
        expect(journal.source_type).toBe('receive');
        const amount = (await client.get<Movement>(`/api/v1/receive/${String(saved.id)}/edit`)).body.amount;
        expect(journal.rows.map((r) => [r.account, r.detail, r.debit, r.credit])).toEqual([
          [roles.cash, cash.detail_id, addMoney(amount, '-1'), '0'],
          [roles.bank, bank.detail_id, '1', '0'],
          [roles.receivable, person.detail_id, '0', amount],
        ]);
      }
      const logged = await connection()
        .db.select({ id: activityLog.refId, number: activityLog.refNumber })
        .from(activityLog)
        .where(and(eq(activityLog.businessId, biz.businessId), eq(activityLog.refType, 'receive'), inArray(activityLog.refId, written.map((saved) => String(saved.id)))));
      expect(logged.map((row) => [Number(row.id), Number(row.number)]).sort((a, b) => a[0]! - b[0]!)).toEqual(
        written.map((saved) => [saved.id, saved.number]).sort((a, b) => a[0]! - b[0]!),
      );
    }
  });
});
