import { beforeAll, expect, it } from 'vitest';
import type {
  AccountingDocumentSummary,
  BalanceRow,
  CodingAccount,
  ConflictingDocument,
  ContraryNatureRow,
  PickerPage,
  TotalDocument,
} from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { activatePlanOptions, addMember, createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

interface Paged<T> {
  data: T[];
  total: number;
}

describeEachEngine('accounting document commands and checks', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let accounts: Record<string, number>;
  let customer: number;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Commands');
    // a plan that locks documents (lockSystem)
    await activatePlanOptions(connection().db, biz.businessId, ['lockSystem']);
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    accounts = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    const detail = await client.post<{ data: { id: number } }>('/api/v1/detail', { name: 'علی رضایی', code: 'P-1', group: 'person', status: 'active' });
    customer = detail.body.data.id;
  });

  const document = (date: string, amount: string, description: string, detail: number | null = null) => ({
    date,
    description,
    rows: [
      { account: accounts.receivable, detail, debit: amount, credit: '0' },
      { account: accounts.sales, debit: '0', credit: amount },
    ],
  });
  const post = async (date: string, amount: string, description: string, detail: number | null = null) =>
    (await client.post<{ id: number; number: number }>('/api/v1/accounting', document(date, amount, description, detail))).body;

  it('lists documents filtered by state, dates and search, with their totals and lock', async () => {
    const a = await post('2026-05-01', '100', 'فروش اردیبهشت', customer);
    await post('2026-06-15', '200', 'فروش خرداد');
    await client.post('/api/v1/accounting/permanent', { ids: [a.id] });
    const permanent = await client.get<Paged<AccountingDocumentSummary>>('/api/v1/accounting?state=permanent');
    expect(permanent.body.data.map((d) => d.id)).toEqual([a.id]);
    expect(permanent.body.data[0]).toMatchObject({ amount: '100', locked: false, state: 'permanent' });
    // Each row's amount is its own document's, whatever the ids of lines and documents.
    const all = await client.get<Paged<AccountingDocumentSummary>>('/api/v1/accounting?perPage=500');
    expect(all.body.data.map((d) => d.amount).sort()).toEqual(['100', '200']);
    const opened = await client.get<{ rows: { detail: number | null; detail_name: string | null }[] }>(`/api/v1/accounting/${String(a.id)}/edit`);
    expect(opened.body.rows.map((row) => row.detail_name)).toEqual(['علی رضایی', null]);
    const june = await client.get<Paged<AccountingDocumentSummary>>('/api/v1/accounting?from=2026-06-01&to=2026-06-30');
    expect(june.body.data.map((d) => d.description)).toEqual(['فروش خرداد']);
    // Arabic kaf and ye find the Persian spelling.
    const found = await client.get<Paged<AccountingDocumentSummary>>(`/api/v1/accounting?search=${encodeURIComponent('اردیبهشت')}`);
    expect(found.body.total).toBe(1);
    expect((await client.get('/api/v1/accounting?state=draft')).status).toBe(422);
  });

  it('locks a document against edits and deletes until it is unlocked', async () => {
    const doc = await post('2026-07-01', '300', 'قفلی');
    const locked = await client.post<{ count: number }>('/api/v1/accounting/lock', { ids: [doc.id], locked: true });
    expect(locked.body.count).toBe(1);
    const refused = await client.put(`/api/v1/accounting/${String(doc.id)}`, document('2026-07-01', '301', 'قفلی'));
    expect(refused).toEqual({ status: 420, body: { message: 'سند قفل است و تا باز شدن قفل تغییر نمی‌کند.' } });
    expect((await client.call('DELETE', `/api/v1/accounting/${String(doc.id)}`)).status).toBe(420);
    await client.post('/api/v1/accounting/lock', { ids: [doc.id], locked: false });
    expect((await client.put(`/api/v1/accounting/${String(doc.id)}`, document('2026-07-01', '301', 'قفلی'))).status).toBe(200);
  });

  it('renumbers temporary documents by date after the last permanent one', async () => {
    const late = await post('2026-12-01', '10', 'دیرتر');
    const early = await post('2026-04-01', '10', 'زودتر');
    expect(early.number).toBeGreaterThan(late.number);
    const renumbered = await client.post<{ count: number }>('/api/v1/accounting/numbering', {});
    expect(renumbered.status).toBe(200);
    expect(renumbered.body.count).toBeGreaterThan(0);
    const all = await client.get<Paged<AccountingDocumentSummary>>('/api/v1/accounting?perPage=500');
    const permanentNumbers = all.body.data.filter((d) => d.state === 'permanent').map((d) => d.number);
    const temporary = all.body.data.filter((d) => d.state === 'temporary').sort((x, y) => x.number - y.number);
    // Temporary documents follow the permanent ones, in date order, without gaps.
    expect(temporary[0]?.number).toBe(Math.max(...permanentNumbers) + 1);
    expect(temporary.map((d) => d.date)).toEqual([...temporary.map((d) => d.date)].sort());
    expect(temporary.map((d) => d.number)).toEqual(temporary.map((_, i) => (temporary[0]?.number ?? 0) + i));
    // The permanent document kept its number.
    expect(permanentNumbers).toEqual([1]);
    expect((await client.post<{ count: number }>('/api/v1/accounting/numbering', {})).body.count).toBe(0);
  });

  it('shows the trial balance per detail account and the summary document per total account', async () => {
    const detailLevel = await client.get<{ data: BalanceRow[] }>('/api/v1/report/balance?from=2026-03-21&to=2027-03-20&level=detail');
    expect(detailLevel.body.data).toEqual([
      expect.objectContaining({ code: 'P-1', name: 'علی رضایی', debit: '100', credit: '0', closing_debit: '100' }),
    ]);
    const summary = await client.get<TotalDocument>('/api/v1/report/totalDocument?from=2026-03-21&to=2027-03-20');
    expect(summary.status).toBe(200);
    expect(summary.body.debit_total).toBe(summary.body.credit_total);
    expect(summary.body.rows.map((row) => row.code)).toEqual(['103', '601']);
    expect(summary.body.rows[0]?.debit).toBe('621');
    expect(summary.body.documents).toBe(5);
  });

  it("shows a detail account's turnover over every given account, and needs an account or a detail account", async () => {
    const turnover = await client.get<{ initial: string; data: { debit: string; credit: string; remain: string }[] }>(
      `/api/v1/report/book?detail=${String(customer)}&from=2026-03-21&to=2027-03-20`,
    );
    expect(turnover.status).toBe(200);
    expect(turnover.body.data.map((row) => row.debit)).toEqual(['100']);
    const neither = await client.get<{ errors: Record<string, string[]> }>('/api/v1/report/book?from=2026-03-21&to=2027-03-20');
    expect(neither.status).toBe(422);
    expect(Object.keys(neither.body.errors)).toEqual(['account']);
  });

  it('finds balances against their nature at the given and the detail level', async () => {
    // The customer pays more than was sold to them: receivable in credit.
    await client.post('/api/v1/accounting', {
      date: '2026-08-01',
      rows: [
        { account: accounts.cash, debit: '150', credit: '0' },
        { account: accounts.receivable, detail: customer, debit: '0', credit: '150' },
      ],
    });
    const given = await client.get<ContraryNatureRow[]>('/api/v1/report/contraryNature?date=2026-12-31');
    expect(given.body.find((row) => row.code === '10301')).toBeUndefined();
    const details = await client.get<ContraryNatureRow[]>('/api/v1/report/contraryNature?date=2026-12-31&level=detail');
    expect(details.body).toEqual([{ code: 'P-1', name: 'علی رضایی', account_code: '10301', nature: 'debtor', balance: '-50' }]);
    // Before the payment the customer owed: nothing against nature.
    expect((await client.get<ContraryNatureRow[]>('/api/v1/report/contraryNature?date=2026-07-31&level=detail')).body).toEqual([]);
  });

  it('lists documents that post to an account or detail account made inactive', async () => {
    expect((await client.get<{ data: ConflictingDocument[] }>('/api/v1/accounting/conflicting')).body.data).toEqual([]);
    await client.put(`/api/v1/detail/${String(customer)}`, { name: 'علی رضایی', code: 'P-1', group: 'person', status: 'deactive' });
    const conflicts = await client.get<{ data: ConflictingDocument[] }>('/api/v1/accounting/conflicting');
    expect(conflicts.body).toMatchObject({ data: expect.any(Array) });
    const refused = await client.post<{ errors: Record<string, string[]> }>('/api/v1/accounting', document('2026-08-02', '5', 'بر تفصیلی غیرفعال', customer));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['rows.0.detail']);
    expect(conflicts.body.data.map((row) => [row.problem, row.account_code])).toEqual([
      ['inactive-detail', '10301'],
      ['inactive-detail', '10301'],
    ]);
    await client.put(`/api/v1/detail/${String(customer)}`, { name: 'علی رضایی', code: 'P-1', group: 'person', status: 'active' });
  });

  it('offers active given accounts to pick, with their balance', async () => {
    const page = await client.get<PickerPage>(`/api/v1/getdetail?select=account&search=${encodeURIComponent('صندوق')}`);
    const cash = page.body.data.find((item) => item.id === accounts.cash);
    expect(cash).toMatchObject({ label: '10101', remain: '150' });
    expect(page.body.data.every((item) => item.label.length >= 5)).toBe(true);
  });

  it('keeps a supplier paid in advance among the liabilities, negative, rather than moving it to the assets', async () => {
    await client.post('/api/v1/accounting', {
      date: '2026-10-01',
      rows: [
        { account: accounts.payable, debit: '40', credit: '0' },
        { account: accounts.cash, debit: '0', credit: '40' },
      ],
    });
    const sheet = await client.get<{ assets: { code: string; amount: string }[]; liabilities_and_equity: { code: string; amount: string }[] }>(
      '/api/v1/report/balanceSheet?date=2026-12-31',
    );
    expect(sheet.body.liabilities_and_equity.find((line) => line.code.startsWith('3'))?.amount).toBe('-40');
    expect(sheet.body.assets.every((line) => !line.code.startsWith('3'))).toBe(true);
  });

  it('numbers documents posted at the same moment one after another, without gaps or repeats', async () => {
    const posted = await Promise.all(Array.from({ length: 12 }, (_, i) => post('2026-09-01', String(i + 1), `همزمان ${String(i)}`)));
    const numbers = posted.map((doc) => doc.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) + i));
  });

  it('checks the permission of every command', async () => {
    await addMember(connection().db, biz.businessId, { username: 'commands-clerk', password: 'clerk-password-1', permissions: ['AccountingList'] });
    const clerk = await server().client().login('commands-clerk', 'clerk-password-1');
    expect((await clerk.get('/api/v1/accounting')).status).toBe(200);
    expect((await clerk.post('/api/v1/accounting/lock', { ids: [1], locked: true })).status).toBe(403);
    expect((await clerk.post('/api/v1/accounting/numbering', {})).status).toBe(403);
    expect((await clerk.post('/api/v1/accounting/permanent', { ids: [1] })).status).toBe(403);
    expect((await clerk.get('/api/v1/accounting/conflicting')).status).toBe(403);
    expect((await clerk.get('/api/v1/report/totalDocument?from=2026-01-01&to=2026-12-31')).status).toBe(403);
    expect((await clerk.get('/api/v1/report/contraryNature?date=2026-12-31')).status).toBe(403);
  });

  it('pages a book line by line with the running sums the whole book gives, days and lines before the page counted', async () => {
    // Several lines a day, so that pages begin in the middle of a day whose earlier lines the page does not show.
    for (const [date, amount] of [['2026-11-10', '10'], ['2026-11-10', '25'], ['2026-11-10', '30'], ['2026-11-12', '40'], ['2026-11-20', '50'], ['2026-11-20', '60']] as const) {
      await post(date, amount, 'دفتر صفحه به صفحه', customer);
    }
    await post('2026-11-12', '70', 'بی تفصیلی');
    const range = 'from=2026-11-01&to=2026-11-30';
    for (const book of [`account=${String(accounts.receivable)}`, `detail=${String(customer)}`, `account=${String(accounts.receivable)}&detail=${String(customer)}`]) {
      const whole = await client.get<Paged<Record<string, unknown>>>(`/api/v1/report/book?${book}&${range}&perPage=500`);
      expect(whole.body.data.length).toBeGreaterThanOrEqual(6);
      for (const [index, row] of whole.body.data.entries()) {
        const page = await client.get<Paged<Record<string, unknown>>>(`/api/v1/report/book?${book}&${range}&perPage=1&page=${String(index + 1)}`);
        expect(page.body.data).toEqual([row]);
      }
    }
  });
});
