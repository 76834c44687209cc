import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountingDocument, BalanceRow, CloseYearResult, CodingAccount, YearClosingDocument, YearClosingState } from '@hesab/contract';
import { account, accountBalance, activityLog, detailAccount, financialYear, journal, type Database } from '@hesab/db';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';
import { jalaliYearOf } from '../tenancy/index.ts';

interface Balance {
  data: BalanceRow[];
}

type Row = { account: number; detail?: number; debit?: string; credit?: string };

const oldYear = { start: '2026-03-21', end: '2027-03-20' };
const newYear = jalaliYearOf('2027-06-01');

/** Non-zero balances per given account and detail account up to a day, straight from the ledger's daily balances. */
async function ledgerBalances(db: Database, businessId: number, asOf: string, kind?: 'always' | 'temporary') {
  const net = sql<string>`sum(${accountBalance.debit} - ${accountBalance.credit})::text`;
  const rows = await db
    .select({ code: account.code, detail: accountBalance.detailId, net })
    .from(accountBalance)
    .innerJoin(account, and(eq(account.businessId, accountBalance.businessId), eq(account.id, accountBalance.accountId)))
    .where(and(eq(accountBalance.businessId, businessId), lte(accountBalance.day, asOf), kind ? eq(account.kind, kind) : undefined))
    .groupBy(account.code, accountBalance.detailId)
    .having(sql`sum(${accountBalance.debit} - ${accountBalance.credit}) <> 0`)
    .orderBy(account.code, accountBalance.detailId);
  return rows.map((row) => `${row.code}/${String(row.detail)}: ${row.net}`);
}

/** The closing columns of a trial balance, for the rows that hold a balance. */
const closingColumns = (rows: BalanceRow[]) =>
  rows.filter((r) => r.closing_debit !== '0' || r.closing_credit !== '0').map((r) => [r.code, r.closing_debit, r.closing_credit]);

describeEachEngine('closing the financial year and opening the next', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let accounts: (system: string) => number;
  let rent: number;
  let customers: { a: number; b: number };

  const sessionOf = async (business: TestBusiness) => server().client().login(business.ownerUsername, business.ownerPassword);

  /** Posts a document through the API and makes it permanent. */
  const post = async (as: ApiClient, date: string, rows: Row[]) => {
    const saved = await as.post<{ id: number }>('/api/v1/accounting', {
      date,
      description: 'test',
      rows: rows.map((r) => ({ account: r.account, detail: r.detail ?? null, debit: r.debit ?? '0', credit: r.credit ?? '0' })),
    });
    expect(saved.status).toBe(200);
    expect((await as.post('/api/v1/accounting/permanent', { ids: [saved.body.id] })).status).toBe(200);
    return saved.body.id;
  };

  const chartOf = async (as: ApiClient) => {
    const chart = await as.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    const id = (found: CodingAccount | undefined) => {
      if (!found) throw new Error('account not in the chart');
      return found.id;
    };
    return {
      role: (system: string) => id(chart.body.data.find((a) => a.system === system)),
      byCode: (code: string) => id(chart.body.data.find((a) => a.code === code)),
    };
  };

  const journalsOf = async (businessId: number) =>
    (await connection().db.select({ n: count() }).from(journal).where(eq(journal.businessId, businessId)))[0]?.n;

  beforeAll(async () => {
    const db = connection().db;
    biz = await createTestBusiness(db, 'Closing');
    client = await sessionOf(biz);
    // Its money takes cents, as some amounts below have.
    expect((await client.put('/api/v1/setting', { decimals: 2 })).status).toBe(200);
    const chart = await chartOf(client);
    accounts = chart.role;
    rent = chart.byCode('80102');
    const [a, b] = await db
      .insert(detailAccount)
      .values([
        { businessId: biz.businessId, name: 'مشتری الف', group: 'person' },
        { businessId: biz.businessId, name: 'مشتری ب', group: 'person' },
      ])
      .returning({ id: detailAccount.id });
    customers = { a: a?.id ?? 0, b: b?.id ?? 0 };

    // Sales 4,000,000.5, a return of 100,000, rent 2,500,000.25 and cost of sales 700,000: a profit of 700,000.25.
    await post(client, '2026-04-01', [{ account: accounts('cash'), debit: '10000000' }, { account: accounts('capital'), credit: '10000000' }]);
    await post(client, '2026-05-10', [
      { account: accounts('receivable'), detail: customers.a, debit: '3000000.5' },
      { account: accounts('sales'), credit: '3000000.5' },
    ]);
    await post(client, '2026-06-15', [
      { account: accounts('receivable'), detail: customers.b, debit: '1200000' },
      { account: accounts('sales'), credit: '1000000' },
      { account: accounts('vatPayable'), credit: '200000' },
    ]);
    await post(client, '2026-07-01', [{ account: accounts('salesReturn'), debit: '100000' }, { account: accounts('receivable'), detail: customers.b, credit: '100000' }]);
    await post(client, '2026-08-01', [{ account: rent, debit: '2500000.25' }, { account: accounts('cash'), credit: '2500000.25' }]);
    await post(client, '2027-03-20', [{ account: accounts('costOfSales'), debit: '700000' }, { account: accounts('inventory'), credit: '700000' }]);
  });

  it('answers where the year stands', async () => {
    const state = await client.get<YearClosingState>('/api/v1/accounting/closing');
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({
      year_name: 'سال مالی 1405',
      start_date: oldYear.start,
      end_date: oldYear.end,
      closed: false,
      temporary_documents: 0,
      temporary_accounts_open: true,
      next_year: { id: null, name: newYear.name, start_date: newYear.startDate, end_date: newYear.endDate },
      documents: [],
    });
  });

  it('refuses members without the ClosingOpeningDocument permission', async () => {
    const db = connection().db;
    const clerkName = `clerk-${String(Date.now())}`;
    await addMember(db, biz.businessId, { username: clerkName, password: 'clerk-password-1', permissions: ['AccountingList', 'AccountingDocument'] });
    const clerk = await server().client().login(clerkName, 'clerk-password-1');
    const { year_id } = (await client.get<YearClosingState>('/api/v1/accounting/closing')).body;
    const before = await journalsOf(biz.businessId);
    expect((await clerk.get('/api/v1/accounting/closing')).status).toBe(403);
    expect((await clerk.post('/api/v1/accounting/closeAccounts', { year_id })).status).toBe(403);
    expect((await clerk.post('/api/v1/accounting/closeYear', { year_id })).status).toBe(403);
    expect(await journalsOf(biz.businessId)).toBe(before);

    const closerName = `closer-${String(Date.now())}`;
    await addMember(db, biz.businessId, { username: closerName, password: 'closer-password-1', permissions: ['ClosingOpeningDocument'] });
    const closer = await server().client().login(closerName, 'closer-password-1');
    expect((await closer.get('/api/v1/accounting/closing')).status).toBe(200);

    // closeDocumentAccount's screen reads the year and closes its temporary accounts, never the year itself.
    const accountantName = `accounts-closer-${String(Date.now())}`;
    await addMember(db, biz.businessId, { username: accountantName, password: 'closer-password-1', permissions: ['CloseDocumentAccount'] });
    const accountant = await server().client().login(accountantName, 'closer-password-1');
    expect((await accountant.get('/api/v1/accounting/closing')).status).toBe(200);
    expect((await accountant.post('/api/v1/accounting/closeYear', { year_id })).status).toBe(403);
    expect(await journalsOf(biz.businessId)).toBe(before);
  });

  it('refuses to close while a temporary document remains, writing nothing', async () => {
    const db = connection().db;
    const temporary = await client.post<{ id: number }>('/api/v1/accounting', {
      date: '2027-01-10',
      rows: [
        { account: accounts('cash'), debit: '5' },
        { account: accounts('sales'), credit: '5' },
      ],
    });
    const state = (await client.get<YearClosingState>('/api/v1/accounting/closing')).body;
    expect(state.temporary_documents).toBe(1);
    const before = await journalsOf(biz.businessId);
    client.lang = 'en';
    for (const path of ['closeAccounts', 'closeYear']) {
      expect(await client.post(`/api/v1/accounting/${path}`, { year_id: state.year_id })).toEqual({
        status: 420,
        body: { message: 'The year still has 1 temporary documents; make them permanent or delete them before closing.' },
      });
    }
    client.lang = 'fa';
    expect(await journalsOf(biz.businessId)).toBe(before);
    const years = await db.select().from(financialYear).where(eq(financialYear.businessId, biz.businessId));
    expect(years.map((y) => [y.isMain, y.closed])).toEqual([[true, false]]);
    expect((await client.call('DELETE', `/api/v1/accounting/${String(temporary.body.id)}`)).status).toBe(200);
  });

  it('names an inactive account holding a balance, and rolls back the documents already posted', async () => {
    const db = connection().db;
    const customerA = and(eq(detailAccount.businessId, biz.businessId), eq(detailAccount.id, customers.a));
    await db.update(detailAccount).set({ status: 'deactive' }).where(customerA);
    const before = await journalsOf(biz.businessId);
    const { year_id } = (await client.get<YearClosingState>('/api/v1/accounting/closing')).body;
    // The temporary accounts close first; the closing document then meets the inactive customer.
    expect(await client.post('/api/v1/accounting/closeYear', { year_id })).toEqual({
      status: 420,
      body: { message: 'این حساب‌ها مانده دارند ولی غیرفعال‌اند؛ پیش از بستن سال فعالشان کنید: مشتری الف' },
    });
    expect(await journalsOf(biz.businessId)).toBe(before);
    expect(await ledgerBalances(db, biz.businessId, oldYear.end, 'temporary')).not.toEqual([]);
    await db.update(detailAccount).set({ status: 'active' }).where(customerA);
  });

  it('closes the temporary accounts into the income summary and the profit into retained earnings, once', async () => {
    const db = connection().db;
    const { year_id } = (await client.get<YearClosingState>('/api/v1/accounting/closing')).body;
    const reply = await client.post<{ documents: YearClosingDocument[]; message: string }>('/api/v1/accounting/closeAccounts', { year_id });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('حساب‌های موقت بسته شدند.');
    expect(reply.body.documents.map((d) => [d.kind, d.date])).toEqual([
      ['closeAccounts', oldYear.end],
      ['closeIncomeSummary', oldYear.end],
    ]);

    const first = await client.get<AccountingDocument>(`/api/v1/accounting/${String(reply.body.documents[0]?.id)}/edit`);
    // Sales (4,000,000.5) debited, the return, rent and cost of sales (3,300,000.25) credited, and the income
    // summary taking both sides.
    expect(first.body).toMatchObject({ state: 'permanent', source_type: 'closeAccounts', debit_total: '7300000.75', credit_total: '7300000.75' });
    expect(first.body.rows.filter((r) => r.account === accounts('incomeSummary')).map((r) => [r.debit, r.credit])).toEqual([
      ['3300000.25', '0'],
      ['0', '4000000.5'],
    ]);
    expect(await ledgerBalances(db, biz.businessId, oldYear.end, 'temporary')).toEqual([]);
    const equity = await ledgerBalances(db, biz.businessId, oldYear.end);
    // Retained earnings (50201) hold the year's profit, as a credit.
    expect(equity).toContain('50201/0: -700000.25');

    const again = await client.post('/api/v1/accounting/closeAccounts', { year_id });
    expect(again).toEqual({ status: 420, body: { message: 'حساب‌های موقت مانده‌ای ندارند و چیزی برای بستن نیست.' } });
    const logged = await db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.businessId, biz.businessId), eq(activityLog.refType, 'accountingDocument'), inArray(activityLog.refId, reply.body.documents.map((d) => String(d.id)))));
    expect(logged[0]?.n).toBe(2);
  });

  describe('closing the year', () => {
    let other: TestBusiness;
    let otherClient: ApiClient;
    let otherBefore: { journals: number | undefined; balances: string[] };
    let closedWith: { givens: unknown[]; details: unknown[]; ledger: string[] };
    let result: CloseYearResult;

    beforeAll(async () => {
      const db = connection().db;
      other = await createTestBusiness(db, 'Other closing');
      otherClient = await sessionOf(other);
      const otherChart = await chartOf(otherClient);
      // A year with a loss: rent of 300 paid from 1,000 of capital.
      await post(otherClient, '2026-05-01', [{ account: otherChart.role('cash'), debit: '1000' }, { account: otherChart.role('capital'), credit: '1000' }]);
      await post(otherClient, '2026-06-01', [{ account: otherChart.byCode('80102'), debit: '300' }, { account: otherChart.role('cash'), credit: '300' }]);
      otherBefore = { journals: await journalsOf(other.businessId), balances: await ledgerBalances(db, other.businessId, oldYear.end) };

      const range = `from=${oldYear.start}&to=${oldYear.end}`;
      closedWith = {
        givens: closingColumns((await client.get<Balance>(`/api/v1/report/balance?${range}&level=given`)).body.data),
        details: closingColumns((await client.get<Balance>(`/api/v1/report/balance?${range}&level=detail`)).body.data),
        ledger: await ledgerBalances(db, biz.businessId, oldYear.end),
      };
      const { year_id } = (await client.get<YearClosingState>('/api/v1/accounting/closing')).body;
      const reply = await client.post<CloseYearResult>('/api/v1/accounting/closeYear', { year_id });
      expect(reply.status).toBe(200);
      result = reply.body;
    });

    it('posts the closing document, permanent, and the carried balances into the new year\'s opening document', async () => {
      expect(result.message).toBe(`سال مالی 1405 بسته شد و ${newYear.name} افتتاح شد.`);
      expect(result.documents.map((d) => [d.kind, d.date, d.number])).toEqual([
        ['closing', oldYear.end, 9],
        ['opening', newYear.startDate, 1],
      ]);
      expect(result.closing_ids).toEqual([result.documents[0]?.id]);
      expect(result.opening_id).toBe(result.documents[1]?.id);
      // The opening document stays temporary: openings entered in the new year are parts of it too.
      for (const document of result.documents) {
        const shown = await client.get<AccountingDocument>(`/api/v1/accounting/${String(document.id)}/edit`);
        expect(shown.body).toMatchObject({ state: document.kind === 'opening' ? 'temporary' : 'permanent', source_type: document.kind });
        if (document.kind === 'opening') expect(new Set(shown.body.rows.map((row) => row.source_type))).toEqual(new Set(['closing']));
      }
    });

    it('leaves every account of the old year at zero, while its trial balance still shows the year before closing', async () => {
      expect(await ledgerBalances(connection().db, biz.businessId, oldYear.end)).toEqual([]);
      const old = await client.get<Balance>(`/api/v1/report/balance?from=${oldYear.start}&to=${oldYear.end}&level=given`);
      expect(closingColumns(old.body.data)).toEqual(closedWith.givens);
      // Profit and loss of the closed year is its business, not the closing entries that zeroed it.
      const profit = await client.get<{ net_profit: string }>(`/api/v1/report/profitCost?from=${oldYear.start}&to=${oldYear.end}`);
      expect(profit.body.net_profit).not.toBe('0');
      const sheet = await client.get<{ total_assets: string; total_liabilities_and_equity: string }>(`/api/v1/report/balanceSheet?date=${oldYear.end}`);
      expect(sheet.body.total_assets).toBe(sheet.body.total_liabilities_and_equity);
    });

    it('opens the next year, main, with the old closing balances per account and detail account', async () => {
      const db = connection().db;
      const years = await db.select().from(financialYear).where(eq(financialYear.businessId, biz.businessId)).orderBy(financialYear.startDate);
      expect(years.map((y) => [y.name, y.startDate, y.endDate, y.isMain, y.closed])).toEqual([
        ['سال مالی 1405', oldYear.start, oldYear.end, false, true],
        [newYear.name, newYear.startDate, newYear.endDate, true, false],
      ]);
      expect(years[1]?.id).toBe(result.next_year_id);

      const firstDay = `from=${newYear.startDate}&to=${newYear.startDate}`;
      const givens = await client.get<Balance>(`/api/v1/report/balance?${firstDay}&level=given`);
      expect(closingColumns(givens.body.data)).toEqual(closedWith.givens);
      // The opening document's amounts are the year's opening balances, not the first day's business.
      expect(givens.body.data.every((r) => r.debit === '0' && r.credit === '0')).toBe(true);
      // Over both years, the closing and opening documents net to nothing and the balances run on unbroken.
      const bothYears = await client.get<Balance>(`/api/v1/report/balance?from=${oldYear.start}&to=${newYear.startDate}&level=given`);
      expect(closingColumns(bothYears.body.data)).toEqual(closedWith.givens);
      expect(closingColumns((await client.get<Balance>(`/api/v1/report/balance?${firstDay}&level=detail`)).body.data)).toEqual(closedWith.details);
      expect(await ledgerBalances(db, biz.businessId, newYear.startDate)).toEqual(closedWith.ledger);
      expect(closedWith.ledger).toEqual(
        expect.arrayContaining([`10301/${String(customers.a)}: 3000000.5`, `10301/${String(customers.b)}: 1100000`, '50201/0: -700000.25']),
      );
    });

    it('moves the session to the new year: its state, and documents dated there', async () => {
      const state = await client.get<YearClosingState>('/api/v1/accounting/closing');
      expect(state.body).toMatchObject({
        year_id: result.next_year_id,
        closed: false,
        temporary_accounts_open: false,
        documents: [{ id: result.opening_id, kind: 'opening', number: 1 }],
      });
      const late = await client.post('/api/v1/accounting', {
        date: oldYear.end,
        rows: [
          { account: accounts('cash'), debit: '1' },
          { account: accounts('sales'), credit: '1' },
        ],
      });
      expect(late.status).toBe(422);
      const logged = await connection()
        .db.select({ type: activityLog.refType, content: activityLog.content })
        .from(activityLog)
        .where(and(eq(activityLog.businessId, biz.businessId), eq(activityLog.refType, 'financialYear')));
      expect(logged).toEqual(expect.arrayContaining([{ type: 'financialYear', content: 'closed: true' }]));
    });

    it('refuses to close the same year twice', async () => {
      const before = await journalsOf(biz.businessId);
      const oldYearId = (await connection().db.select().from(financialYear).where(and(eq(financialYear.businessId, biz.businessId), eq(financialYear.closed, true))))[0]?.id;
      for (const path of ['closeYear', 'closeAccounts']) {
        expect(await client.post(`/api/v1/accounting/${path}`, { year_id: oldYearId })).toEqual({
          status: 420,
          body: { message: 'این سال مالی پیش‌تر بسته شده است.' },
        });
      }
      expect(await journalsOf(biz.businessId)).toBe(before);
    });

    it('leaves another business untouched, and closes it with its loss on its own', async () => {
      const db = connection().db;
      expect(await journalsOf(other.businessId)).toBe(otherBefore.journals);
      expect(await ledgerBalances(db, other.businessId, oldYear.end)).toEqual(otherBefore.balances);
      const state = await otherClient.get<YearClosingState>('/api/v1/accounting/closing');
      expect(state.body).toMatchObject({ closed: false, start_date: oldYear.start });
      // One business cannot close another's year.
      expect((await client.post('/api/v1/accounting/closeYear', { year_id: state.body.year_id })).status).toBe(404);

      const reply = await otherClient.post<CloseYearResult>('/api/v1/accounting/closeYear', { year_id: state.body.year_id });
      expect(reply.body.documents.map((d) => d.kind)).toEqual(['closeAccounts', 'closeIncomeSummary', 'closing', 'opening']);
      expect(await ledgerBalances(db, other.businessId, oldYear.end)).toEqual([]);
      // The loss sits in retained earnings as a debit, next to the cash and capital that remain.
      expect(await ledgerBalances(db, other.businessId, newYear.startDate)).toEqual(['10101/0: 700', '50101/0: -1000', '50201/0: 300']);
    });

    it('closes a year without a single posting and still opens the next', async () => {
      const empty = await createTestBusiness(connection().db, 'Empty closing');
      const emptyClient = await sessionOf(empty);
      const { year_id } = (await emptyClient.get<YearClosingState>('/api/v1/accounting/closing')).body;
      const reply = await emptyClient.post<CloseYearResult>('/api/v1/accounting/closeYear', { year_id });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ documents: [], closing_ids: [], opening_id: null });
      const state = await emptyClient.get<YearClosingState>('/api/v1/accounting/closing');
      expect(state.body).toMatchObject({ year_id: reply.body.next_year_id, start_date: newYear.startDate });
    });

    it('moves the opening balance account to the capital account the owner chooses, not into the next year as equity of no one', async () => {
      const db = connection().db;
      const owned = await createTestBusiness(db, 'Opening closing');
      const ownedClient = await sessionOf(owned);
      const chart = await chartOf(ownedClient);
      // An opening balance entered on a bank: Dr the bank, Cr the opening balance account.
      expect((await ownedClient.post('/api/v1/bank', { name: 'بانک', initial_price: '3400000000' })).status).toBe(200);
      const openings = await db.select({ id: journal.id }).from(journal).where(eq(journal.businessId, owned.businessId));
      expect((await ownedClient.post('/api/v1/accounting/permanent', { ids: openings.map((row) => row.id) })).status).toBe(200);
      const state = (await ownedClient.get<YearClosingState>('/api/v1/accounting/closing')).body;
      expect(state).toMatchObject({ opening_balance: '-3400000000', capital_account: { id: chart.role('capital'), code: '50101' } });

      // Another capital account may be chosen, but not the opening account itself or an account of profit and loss.
      for (const chosen of [chart.role('opening'), chart.byCode('80102')]) {
        const refused = await ownedClient.post<{ errors: Record<string, string[]> }>('/api/v1/accounting/closeYear', { year_id: state.year_id, capital_account: chosen });
        expect(refused.status).toBe(422);
        expect(Object.keys(refused.body.errors)).toEqual(['capital_account']);
      }
      const reply = await ownedClient.post<CloseYearResult>('/api/v1/accounting/closeYear', { year_id: state.year_id });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.documents.map((d) => d.kind)).toEqual(['closeOpening', 'closing', 'opening']);
      const moved = await ownedClient.get<AccountingDocument>(`/api/v1/accounting/${String(reply.body.documents[0]?.id)}/edit`);
      expect(moved.body.description).toBe('انتقال تراز افتتاحیه سال مالی 1405 به سرمایه');
      expect(moved.body.rows.map((row) => [row.account_code, row.debit, row.credit])).toEqual([
        ['50301', '3400000000', '0'],
        ['50101', '0', '3400000000'],
      ]);
      // The new year opens with the bank against capital; the opening account holds nothing.
      const balances = await ledgerBalances(db, owned.businessId, newYear.startDate);
      expect(balances.filter((line) => !line.startsWith('50301/'))).toEqual([expect.stringMatching(/^10102\/\d+: 3400000000$/), '50101/0: -3400000000']);
      expect(balances.some((line) => line.startsWith('50301/'))).toBe(false);
    });
  });
});
