import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AccountingDocument, BalanceRow, CodingAccount } from '@hesab/contract';
import { journal, journalLine } from '@hesab/db';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

interface Balance {
  data: BalanceRow[];
  totals: Omit<BalanceRow, 'code' | 'name'>;
}

describeEachEngine('accounting documents and the trial balance', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let accounts: Record<string, number>;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Ledger');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    // Its money takes cents, as the amounts below have (a rial's would be refused beyond its decimals).
    const cents = await client.put('/api/v1/setting', { decimals: 2 });
    expect(cents.status, JSON.stringify(cents.body)).toBe(200);
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    accounts = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
  });

  const sale = (amount: string, date = '2026-06-01') => ({
    date,
    description: 'فروش نقدی',
    rows: [
      { account: accounts.cash, debit: amount, credit: '0' },
      { account: accounts.sales, debit: '0', credit: amount },
    ],
  });

  it('posts a balanced document with the next number and shows it in the trial balance', async () => {
    const first = await client.post<{ id: number; number: number }>('/api/v1/accounting', sale('1500000'));
    expect(first.status).toBe(200);
    const second = await client.post<{ id: number; number: number }>('/api/v1/accounting', sale('250000.5', '2026-07-10'));
    expect(second.body.number).toBe(first.body.number + 1);

    const document = await client.get<AccountingDocument>(`/api/v1/accounting/${String(first.body.id)}/edit`);
    expect(document.body).toMatchObject({ state: 'temporary', debit_total: '1500000', credit_total: '1500000' });
    expect(document.body.rows.map((r) => r.account_code)).toEqual(['10101', '60101']);

    const balance = await client.get<Balance>('/api/v1/report/balance?from=2026-07-01&to=2026-12-31&level=given');
    const cash = balance.body.data.find((row) => row.code === '10101');
    expect(cash).toEqual({
      id: accounts.cash,
      code: '10101',
      name: 'صندوق',
      opening_debit: '1500000',
      opening_credit: '0',
      debit: '250000.5',
      credit: '0',
      closing_debit: '1750000.5',
      closing_credit: '0',
    });
    expect(balance.body.totals.closing_debit).toBe(balance.body.totals.closing_credit);
    const groups = await client.get<Balance>('/api/v1/report/balance?from=2026-01-01&to=2026-12-31&level=group');
    expect(groups.body.data.map((row) => row.code)).toEqual(['1', '6']);
    expect(groups.body.data.find((row) => row.code === '6')?.closing_credit).toBe('1750000.5');
  });

  it('refuses an unbalanced document with 422 and writes nothing', async () => {
    const [before] = await connection().db.select({ n: count() }).from(journal).where(eq(journal.businessId, biz.businessId));
    const reply = await client.post('/api/v1/accounting', {
      date: '2026-06-02',
      rows: [
        { account: accounts.cash, debit: '100', credit: '0' },
        { account: accounts.sales, debit: '0', credit: '99.99' },
      ],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ rows: ['سند تراز نیست: جمع بدهکار ۱۰۰ و جمع بستانکار ۹۹٫۹۹.|journal-unbalanced'] });
    const [after] = await connection().db.select({ n: count() }).from(journal).where(eq(journal.businessId, biz.businessId));
    expect(after?.n).toBe(before?.n);
  });

  it('refuses a document debiting and crediting one account and detail account, on the later row', async () => {
    const reply = await client.post('/api/v1/accounting', {
      date: '2026-06-02',
      rows: [
        { account: accounts.cash, debit: '100', credit: '0' },
        { account: accounts.cash, debit: '0', credit: '100' },
      ],
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors ?? {})).toEqual(['rows.1.account']);
  });

  it('refuses a date outside the financial year and an account that is not a given one', async () => {
    const outside = await client.post('/api/v1/accounting', sale('10', '2030-01-01'));
    expect(outside.body.errors).toEqual({ date: ['تاریخ خارج از سال مالی است.|date-outside-year'] });
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=total');
    const totalAccount = chart.body.data[0]?.id;
    const wrong = await client.post('/api/v1/accounting', {
      date: '2026-06-03',
      rows: [
        { account: totalAccount, debit: '5', credit: '0' },
        { account: accounts.sales, debit: '0', credit: '5' },
      ],
    });
    expect(wrong.body.errors).toEqual({ 'rows.0.account': ['سند فقط به حساب‌های معین فعال زده می‌شود.|account-not-postable'] });
  });

  it('edits a temporary document, moving its balances, and never a permanent one', async () => {
    const posted = await client.post<{ id: number }>('/api/v1/accounting', sale('700', '2026-08-01'));
    const edited = await client.put(`/api/v1/accounting/${String(posted.body.id)}`, sale('900', '2026-08-02'));
    expect(edited.status).toBe(200);
    const august = await client.get<Balance>('/api/v1/report/balance?from=2026-08-01&to=2026-08-31&level=given');
    expect(august.body.data.find((row) => row.code === '10101')?.debit).toBe('900');

    await client.post('/api/v1/accounting/permanent', { ids: [posted.body.id] });
    const refused = await client.put(`/api/v1/accounting/${String(posted.body.id)}`, sale('1', '2026-08-02'));
    expect(refused).toEqual({ status: 420, body: { message: 'سند دائم تغییر نمی‌کند؛ سند برگشتی ثبت کنید.' } });
    expect((await client.call('DELETE', `/api/v1/accounting/${String(posted.body.id)}`)).status).toBe(420);

    // The database itself refuses, whatever code tries.
    await expect(
      connection()
        .db.update(journalLine)
        .set({ debit: '1' })
        .where(and(eq(journalLine.businessId, biz.businessId), eq(journalLine.journalId, posted.body.id))),
    ).rejects.toThrow();
    await expect(
      connection().db.execute(sql`delete from journal_line where business_id = ${biz.businessId} and journal_id = ${posted.body.id}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/is permanent/) as unknown } });
    await expect(
      connection().db.execute(sql`delete from journal where business_id = ${biz.businessId} and id = ${posted.body.id}`),
    ).rejects.toThrow();
  });

  it('deletes a temporary document and takes it out of the balances', async () => {
    const posted = await client.post<{ id: number }>('/api/v1/accounting', sale('42', '2026-09-09'));
    expect((await client.call('DELETE', `/api/v1/accounting/${String(posted.body.id)}`)).status).toBe(200);
    const september = await client.get<Balance>('/api/v1/report/balance?from=2026-09-01&to=2026-09-30&level=given');
    expect(september.body.data.find((row) => row.code === '10101')?.debit ?? '0').toBe('0');
  });

  it("never shows one business's documents to another", async () => {
    const other = await createTestBusiness(connection().db, 'Other ledger');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    const mine = await client.get<{ data: { id: number }[] }>('/api/v1/accounting?perPage=500');
    const id = mine.body.data[0]?.id;
    expect((await outsider.get(`/api/v1/accounting/${String(id)}/edit`)).status).toBe(404);
    const theirs = await outsider.get<Balance>('/api/v1/report/balance?from=2026-01-01&to=2026-12-31&level=given');
    expect(theirs.body.data).toEqual([]);
    // Posting to this business's account from the other business is refused.
    const stolen = await outsider.post('/api/v1/accounting', sale('5'));
    expect(stolen.status).toBe(422);
  });

  it('shows the book of an account with its opening and running balance', async () => {
    const book = await client.get<{ initial: string; data: Record<string, unknown>[]; total: number }>(
      `/api/v1/report/book?account=${String(accounts.cash)}&from=2026-07-01&to=2026-12-31`,
    );
    expect(book.status).toBe(200);
    // 1,500,000 was posted in June, before the range.
    expect(book.body.initial).toBe('1500000');
    expect(book.body.data[0]).toMatchObject({
      date: '2026-07-10',
      debit: '250000.5',
      credit: '0',
      cumulative_debtor: '250000.5',
      cumulative_creditor: '0',
      remain: '1750000.5',
    });
    const last = book.body.data[book.body.data.length - 1];
    expect(last?.remain).toBe(
      (await client.get<Balance>('/api/v1/report/balance?from=2026-07-01&to=2026-12-31&level=given')).body.data.find(
        (row) => row.code === '10101',
      )?.closing_debit,
    );
  });

  it('keeps an account that has postings from being deleted', async () => {
    const cash = (await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given')).body.data.find((a) => a.system === 'cash');
    const spare = await client.post<{ data: CodingAccount }>('/api/v1/coding', { level: 'given', name: 'صندوق دوم', number: '09', total: cash?.total });
    await client.post('/api/v1/accounting', {
      date: '2026-10-01',
      rows: [
        { account: spare.body.data.id, debit: '10', credit: '0' },
        { account: accounts.sales, debit: '0', credit: '10' },
      ],
    });
    expect(await client.call('DELETE', `/api/v1/coding/${String(spare.body.data.id)}`)).toEqual({
      status: 420,
      body: { message: 'این مورد در حال استفاده است و حذف نمی‌شود.' },
    });
  });

  it('reports profit and loss for a period and a balance sheet that balances', async () => {
    const period = await client.get<{ income: { code: string; amount: string }[]; net_profit: string; total_expenses: string }>(
      '/api/v1/report/profitCost?from=2026-03-21&to=2027-03-20',
    );
    expect(period.status).toBe(200);
    const sales = period.body.income.find((line) => line.code === '601');
    expect(sales).toBeDefined();
    expect(period.body.net_profit).toBe(sales?.amount);

    const sheet = await client.get<{ total_assets: string; total_liabilities_and_equity: string; current_profit: string }>(
      '/api/v1/report/balanceSheet?date=2027-03-20',
    );
    expect(sheet.status).toBe(200);
    expect(sheet.body.current_profit).toBe(period.body.net_profit);
    expect(sheet.body.total_assets).toBe(sheet.body.total_liabilities_and_equity);
  });
});
