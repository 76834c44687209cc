import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CodingAccount, DashboardResponse } from '@hesab/contract';
import { membership, queryRows } from '@hesab/db';
import { isoDateOf } from '@hesab/domain';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* `GET dashboard` (issue 20): each card's figures against documents posted here, cut to what the member may open. */

interface Made {
  id: number;
  detail_id: number;
}

const dayAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

describeEachEngine('dashboard', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let yearStart: string;
  let yearEnd: string;
  /** the 10th of the year's first and second Jalali months */
  let first: string;
  let second: string;
  let today: string;
  let pen: number;
  let notebook: number;
  let buyer: Made;
  let regular: Made;
  let supplier: Made;
  let bank: Made;
  let cash: Made;
  let received: number;
  let paid: number;
  let serial = 0;

  const made = async (path: string, body: Record<string, unknown>): Promise<Made> => {
    const reply = await client.post<{ data: Made; id: number }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return { id: reply.body.data.id ?? reply.body.id, detail_id: reply.body.data.detail_id };
  };
  const dashboard = async (as: ApiClient = client) => {
    const reply = await as.get<DashboardResponse>('/api/v1/dashboard');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const cheque = (amount: string, due: string, kind: 'normal' | 'guarantee' = 'normal') => ({ sayad: `55556666${String(++serial).padStart(8, '0')}`, serial: `90${serial}`, bank: 'mellat', amount, due, kind });
  const chequeIds = async (path: string, id: number) =>
    (await client.get<{ rows: { cheque_id: number | null }[] }>(`/api/v1/${path}/${String(id)}/edit`)).body.rows.flatMap((row) => (row.cheque_id ? [row.cheque_id] : []));

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Dashboard');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const range = new URLSearchParams(await mainYearRange(connection().db, biz.businessId));
    yearStart = range.get('from') ?? '';
    yearEnd = range.get('to') ?? '';
    first = dayAfter(yearStart, 9);
    second = dayAfter(yearStart, 40);
    today = isoDateOf(new Date(), 'Asia/Tehran');

    const warehouse = await made('entrepot', { name: 'انبار مرکزی' });
    pen = (await made('products', { name: 'خودکار', code: '101', taxPercent: '0', orderPoint: '10' })).id;
    notebook = (await made('products', { name: 'دفتر', code: '102', taxPercent: '0', orderPoint: '2' })).id;
    // Well stocked: above its order point, so never on the low-stock card.
    const eraser = (await made('products', { name: 'پاک‌کن', code: '103', taxPercent: '0', orderPoint: '1' })).id;
    buyer = await made('customer', { firstname: 'سارا', lastname: 'نوری' });
    regular = await made('customer', { firstname: 'رضا', lastname: 'کریمی' });
    supplier = await made('customer', { firstname: 'پخش', lastname: 'البرز' });
    bank = await made('bank', { name: 'ملت مرکزی', initial_price: '1000000' });
    cash = await made('cash', { name: 'صندوق' });
    const invoice = (body: Record<string, unknown>) => made('invoice', { entrepot: warehouse.id, ...body });

    // Month one: 450,000 bought, 300,000 sold; month two: 320,000 sold less 20,000 back, and 50,000 sent back.
    await invoice({ type: 'purchase', date: first, person: supplier.id, rows: [{ product: pen, count: '20', fee: '10000' }, { product: notebook, count: '5', fee: '50000' }, { product: eraser, count: '5', fee: '1000' }] });
    const sale = await invoice({ type: 'sell', date: first, person: buyer.id, rows: [{ product: pen, count: '15', fee: '20000' }] });
    await invoice({ type: 'sell', date: second, person: regular.id, rows: [{ product: notebook, count: '4', fee: '80000' }] });
    await invoice({ type: 'returnSell', date: second, person: buyer.id, returns: sale.id, rows: [{ product: pen, count: '1', fee: '20000' }] });
    await invoice({ type: 'returnPurchase', date: second, person: supplier.id, rows: [{ product: notebook, count: '1', fee: '50000' }] });
    // A pre-invoice and a removed sale count nowhere.
    await invoice({ type: 'presale', date: second, person: buyer.id, rows: [{ product: pen, count: '1', fee: '999000' }] });
    const removed = await invoice({ type: 'sell', date: second, person: buyer.id, rows: [{ product: eraser, count: '1', fee: '777000' }] });
    expect((await client.call('DELETE', `/api/v1/invoice/${String(removed.id)}`)).status).toBe(200);

    await made('receive', { date: first, person: buyer.id, rows: [{ cash: cash.id, amount: '100000' }] });
    // A cheque due in three days and one due in a month from the regular buyer; a guarantee, which never falls due.
    const receipt = await made('receive', {
      date: second,
      person: regular.id,
      rows: [{ cheque: cheque('120000', dayAfter(today, 3)) }, { cheque: cheque('10000', dayAfter(today, 30)) }],
    });
    [received = 0] = await chequeIds('receive', receipt.id);
    await made('receive', { date: second, person: regular.id, rows: [{ cheque: cheque('5000', dayAfter(today, 2), 'guarantee') }] });
    const payment = await made('pay', { date: second, person: supplier.id, rows: [{ bank: bank.id, cheque: cheque('150000', dayAfter(today, 5)) }] });
    [paid = 0] = await chequeIds('pay', payment.id);

    const chart = (await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given')).body.data;
    const rent = chart.find((account) => account.name === 'اجاره')?.id ?? 0;
    await made('cost', { date: second, rows: [{ account: rent, amount: '30000' }], payments: [{ cash: cash.id, amount: '30000' }] });

    await made('shortcut', { title: 'فروش سریع', to: '/sell/list?from=2026-03-21', icon: 'bolt', color: '#ff0000' });
    await made('shortcut', { title: 'جای دیگر', to: 'https://example.com/' });
    await connection()
      .db.update(membership)
      .set({ menuBookmarks: ['SellList', 'NoSuchRoute', 'CustomerList', '/debtor/list'] })
      .where(and(eq(membership.businessId, biz.businessId), eq(membership.userId, biz.ownerId)));
  });

  it('answers the main year in its Jalali months, and today', async () => {
    const body = await dashboard();
    expect(body.year).toMatchObject({ startDate: yearStart, endDate: yearEnd });
    expect(body.today).toBe(today);
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toMatchObject({ month: 1, from: yearStart });
    expect(body.months[11]).toMatchObject({ month: 12, to: yearEnd });
    expect(body.months.every((month, i) => i === 0 || month.from === dayAfter(body.months[i - 1]?.to ?? '', 1))).toBe(true);
  });

  it('sums sales and purchases per month, less their returns, without pre-invoices or removed invoices', async () => {
    const body = await dashboard();
    const rest = Array.from({ length: 10 }, () => '0');
    expect(body.sales).toEqual({
      byMonth: ['300000', '300000', ...rest],
      total: '600000',
      report: { route: 'SellList', path: '/sell/list', query: { from: yearStart, to: yearEnd } },
    });
    expect(body.purchases).toEqual({
      byMonth: ['455000', '-50000', ...rest],
      total: '405000',
      report: { route: 'PurchaseList', path: '/purchase/list', query: { from: yearStart, to: yearEnd } },
    });
  });

  it('reckons the profit per month from the ledger as the profit and loss report does', async () => {
    const body = await dashboard();
    // Sales less returns; the goods' cost at what they came in at (a pen 10,000, a notebook 50,000), and the rent.
    expect(body.profit?.income.slice(0, 3)).toEqual(['300000', '300000', '0']);
    expect(body.profit?.expenses.slice(0, 3)).toEqual(['150000', '220000', '0']);
    expect(body.profit?.profit.slice(0, 3)).toEqual(['150000', '80000', '0']);
    expect(body.profit?.total).toEqual({ income: '600000', expenses: '370000', profit: '230000' });
    const report = await client.get<{ net_profit: string }>(`/api/v1/report/profitCost?from=${yearStart}&to=${yearEnd}`);
    expect(report.body.net_profit).toBe(body.profit?.total.profit);
    expect(body.profit?.report).toEqual({ route: 'ReportProfitCost', path: '/report/profitCost', query: { from: yearStart, to: yearEnd } });
  });

  it('lists each treasury account with its balance and turnover, each kind with its total and list', async () => {
    const { treasury } = await dashboard();
    expect(treasury?.accounts).toEqual([
      { kind: 'bank', id: bank.id, name: 'ملت مرکزی', balance: '1000000', report: { route: 'ReportTurnoverList', path: `/report/turnoverlist/${String(bank.detail_id)}`, query: {} } },
      { kind: 'cash', id: cash.id, name: 'صندوق', balance: '70000', report: { route: 'ReportTurnoverList', path: `/report/turnoverlist/${String(cash.detail_id)}`, query: {} } },
    ]);
    expect(treasury?.kinds).toEqual([
      { kind: 'bank', total: '1000000', report: { route: 'BankList', path: '/bank/list', query: {} } },
      { kind: 'cash', total: '70000', report: { route: 'CashList', path: '/cash/list', query: {} } },
      { kind: 'petty', total: '0', report: { route: 'PettyList', path: '/petty/list', query: {} } },
    ]);
    expect(treasury?.total).toBe('1070000');
  });

  it('ranks the debtors and creditors by balance, opening the debtor and creditor lists', async () => {
    const body = await dashboard();
    const turnover = (made: Made) => ({ route: 'ReportTurnoverList', path: `/report/turnoverlist/${String(made.detail_id)}`, query: {} });
    // 320,000 owed less the cheques (130,000; the guarantee is no payment); 300,000 less 20,000 returned and 100,000 paid.
    expect(body.receivables).toEqual({
      persons: [
        { id: regular.id, name: 'رضا کریمی', balance: '190000', report: turnover(regular) },
        { id: buyer.id, name: 'سارا نوری', balance: '180000', report: turnover(buyer) },
      ],
      count: 2,
      total: '370000',
      report: { route: 'CustomerList', path: '/debtor/list', query: {} },
    });
    // 455,000 bought less 50,000 sent back and a cheque of 150,000.
    expect(body.payables).toEqual({
      persons: [{ id: supplier.id, name: 'پخش البرز', balance: '255000', report: turnover(supplier) }],
      count: 1,
      total: '255000',
      report: { route: 'CustomerList', path: '/creditor/list', query: {} },
    });
  });

  it('shows the cheques not cleared due within a week, each direction with its list', async () => {
    const { cheques } = await dashboard();
    const week = { from: today, to: dayAfter(today, 7) };
    expect(cheques).toEqual({
      ...week,
      directions: [
        {
          direction: 'received',
          cheques: [{ id: received, serial: expect.any(String), person: 'رضا کریمی', amount: '120000', due: dayAfter(today, 3), status: 'fund', report: { route: 'ChequeReceive', path: `/check/recieve/edit/${String(received)}`, query: {} } }],
          count: 1,
          total: '120000',
          report: { route: 'ChequeReceiveList', path: '/check/recieve/list', query: { dueFrom: week.from, dueTo: week.to, kind: 'normal' } },
        },
        {
          direction: 'paid',
          cheques: [{ id: paid, serial: expect.any(String), person: 'پخش البرز', amount: '150000', due: dayAfter(today, 5), status: 'issued', report: { route: 'ChequePay', path: `/check/pay/edit/${String(paid)}`, query: {} } }],
          count: 1,
          total: '150000',
          report: { route: 'ChequePayList', path: '/check/pay/list', query: { dueFrom: week.from, dueTo: week.to, kind: 'normal' } },
        },
      ],
    });
    // Cleared, a cheque leaves the card.
    expect((await client.post(`/api/v1/cheque/${String(paid)}/status`, { status: 'passed', date: second })).status).toBe(200);
    expect((await dashboard()).cheques?.directions.map((direction) => direction.count)).toEqual([1, 0]);
  });

  it('lists the goods below their order point, the most short first, and the best sellers of the year', async () => {
    const body = await dashboard();
    expect(body.lowStock).toEqual({
      products: [
        { id: pen, name: 'خودکار', code: '101', stock: '6', orderPoint: '10', report: { route: 'ProductEntrepotList', path: `/product/entrepotList/${String(pen)}`, query: {} } },
        { id: notebook, name: 'دفتر', code: '102', stock: '0', orderPoint: '2', report: { route: 'ProductEntrepotList', path: `/product/entrepotList/${String(notebook)}`, query: {} } },
      ],
      count: 2,
      report: { route: 'ProductEntrepotList', path: '/product/entrepotList', query: {} },
    });
    expect(body.bestSellers).toEqual({
      products: [
        { id: notebook, name: 'دفتر', quantity: '4', amount: '320000', report: { route: 'ProductTurnover', path: `/product/turnover/${String(notebook)}`, query: {} } },
        { id: pen, name: 'خودکار', quantity: '14', amount: '280000', report: { route: 'ProductTurnover', path: `/product/turnover/${String(pen)}`, query: {} } },
      ],
      report: { route: 'InvoiceProductProfitable', path: '/invoice/report/productProfitable', query: { from: yearStart, to: yearEnd } },
    });
  });

  it('carries the bookmarks the member may open and the shortcut pages, each opening its target or its form', async () => {
    const body = await dashboard();
    expect(body.bookmarks).toEqual([
      { title: 'invoices.sells', icon: 'point_of_sale', report: { route: 'SellList', path: '/sell/list', query: {} } },
      { title: 'menu.customers', icon: 'person', report: { route: 'CustomerList', path: '/customer/list', query: {} } },
      { title: 'menu.debtors', icon: 'trending_up', report: { route: 'CustomerList', path: '/debtor/list', query: {} } },
    ]);
    expect(body.shortcuts?.pages.map((page) => [page.title, page.icon, page.color, page.report])).toEqual([
      ['جای دیگر', null, null, { route: 'Shortcut', path: expect.stringMatching(/^\/shortcut\/edit\/\d+$/), query: {} }],
      ['فروش سریع', 'bolt', '#ff0000', { route: 'SellList', path: '/sell/list', query: { from: '2026-03-21' } }],
    ]);
    expect(body.shortcuts?.report).toEqual({ route: 'ShortcutList', path: '/shortcut/list', query: {} });
  });

  it('gives a member only the cards whose reports they may open', async () => {
    const member = async (username: string, permissions: string[]) => {
      await addMember(connection().db, biz.businessId, { username, password: 'member-password-1', permissions });
      return server().client().login(username, 'member-password-1');
    };
    const seller = await dashboard(await member('dashboard-seller', ['SellList', 'ChequePayList']));
    expect(Object.keys(seller).sort()).toEqual(['bookmarks', 'cheques', 'months', 'sales', 'today', 'year']);
    expect(seller.sales?.total).toBe('600000');
    expect(seller.cheques?.directions.map((direction) => [direction.direction, direction.cheques.map((c) => c.report)])).toEqual([['paid', []]]);
    expect(seller.bookmarks).toEqual([]);

    const clerk = await dashboard(await member('dashboard-clerk', ['CustomerList', 'CashList', 'ChequeReceiveList']));
    expect(Object.keys(clerk).sort()).toEqual(['bookmarks', 'cheques', 'months', 'payables', 'receivables', 'today', 'treasury', 'year']);
    // Without the turnover report, the rows open nothing; without the cheque's page, neither does the cheque.
    expect(clerk.receivables?.persons.map((person) => [person.balance, person.report])).toEqual([
      ['190000', null],
      ['180000', null],
    ]);
    expect(clerk.treasury).toMatchObject({ accounts: [{ kind: 'cash', balance: '70000', report: null }], kinds: [{ kind: 'cash', total: '70000' }], total: '70000' });
    expect(clerk.cheques?.directions).toMatchObject([{ direction: 'received', count: 1, cheques: [{ report: null }] }]);

    const nobody = await dashboard(await member('dashboard-nobody', []));
    expect(Object.keys(nobody).sort()).toEqual(['bookmarks', 'months', 'today', 'year']);
  });

  it("never shows another business's documents, and another business sees only its own", async () => {
    const other = await createTestBusiness(connection().db, 'Another dashboard');
    const otherClient = await server().client().login(other.ownerUsername, other.ownerPassword);
    const reply = async (path: string, body: Record<string, unknown>) => {
      const saved = await otherClient.post<{ data: Made }>(`/api/v1/${path}`, body);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return saved.body.data;
    };
    const warehouse = await reply('entrepot', { name: 'انبار' });
    const item = await reply('products', { name: 'کالای دیگر', code: '900', taxPercent: '0', orderPoint: '100' });
    const person = await reply('customer', { firstname: 'مشتری', lastname: 'دیگر' });
    await reply('cash', { name: 'صندوق دیگر', initial_price: '5000' });
    await reply('invoice', { type: 'purchase', date: first, entrepot: warehouse.id, person: person.id, rows: [{ product: item.id, count: '3', fee: '1000' }] });
    await reply('invoice', { type: 'sell', date: first, entrepot: warehouse.id, person: person.id, rows: [{ product: item.id, count: '1', fee: '999000' }] });

    const mine = await dashboard();
    expect(mine.sales?.total).toBe('600000');
    expect(mine.purchases?.total).toBe('405000');
    // The paid cheque passed above took its 150,000 from the bank.
    expect(mine.treasury?.total).toBe('920000');
    expect(mine.receivables?.persons.map((row) => row.name)).toEqual(['رضا کریمی', 'سارا نوری']);
    expect(mine.lowStock?.products.map((row) => row.name)).toEqual(['خودکار', 'دفتر']);
    expect(mine.bestSellers?.products.map((row) => row.name)).toEqual(['دفتر', 'خودکار']);

    const theirs = await dashboard(otherClient);
    expect(theirs.sales?.total).toBe('999000');
    expect(theirs.purchases?.total).toBe('3000');
    expect(theirs.treasury?.total).toBe('5000');
    expect(theirs.receivables?.persons.map((row) => [row.name, row.balance])).toEqual([['مشتری دیگر', '996000']]);
    expect(theirs.lowStock?.products.map((row) => [row.name, row.stock])).toEqual([['کالای دیگر', '2']]);
    expect(theirs.cheques?.directions.map((direction) => direction.count)).toEqual([0, 0]);
    expect(theirs.shortcuts?.pages).toEqual([]);
  });

  it('keeps the best sellers with the invoices: a sale changed, returned, removed and restored, a sale in another currency', async () => {
    const own = await createTestBusiness(connection().db, 'Best sellers');
    const as = await server().client().login(own.ownerUsername, own.ownerPassword);
    const saved = async (path: string, body: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') => {
      const reply = await as.call<{ id: number; data: Made }>(method, `/api/v1/${path}`, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data?.id ?? reply.body.id;
    };
    const warehouse = await saved('entrepot', { name: 'انبار' });
    const person = await saved('customer', { firstname: 'خریدار' });
    const tea = await saved('products', { name: 'چای', code: '1', taxPercent: '0' });
    const rice = await saved('products', { name: 'برنج', code: '2', taxPercent: '0' });
    const dollar = await saved('currency', { name: 'دلار', symbol: '$', decimals: 2, rate: '600000' });
    const invoice = (body: Record<string, unknown>) => ({ entrepot: warehouse, person, date: first, ...body });
    await saved('invoice', invoice({ type: 'purchase', rows: [{ product: tea, count: '20', fee: '100' }, { product: rice, count: '20', fee: '100' }] }));
    const teaSale = await saved('invoice', invoice({ type: 'sell', rows: [{ product: tea, count: '2', fee: '1000' }] }));
    const riceSale = await saved('invoice', invoice({ type: 'sell', rows: [{ product: rice, count: '1', fee: '1500' }] }));
    const sellers = async () => (await dashboard(as)).bestSellers?.products.map((row) => [row.name, row.quantity, row.amount]);
    expect(await sellers()).toEqual([['چای', '2', '2000'], ['برنج', '1', '1500']]);

    await saved(`invoice/${String(teaSale)}`, invoice({ type: 'sell', rows: [{ product: tea, count: '6', fee: '1000' }, { product: rice, count: '1', fee: '100' }] }), 'PUT');
    await saved('invoice', invoice({ type: 'returnSell', returns: teaSale, rows: [{ product: tea, count: '1', fee: '1000' }] }));
    expect(await sellers()).toEqual([['چای', '5', '5000'], ['برنج', '2', '1600']]);
    expect((await as.call('DELETE', `/api/v1/invoice/${String(riceSale)}`)).status).toBe(200);
    expect(await sellers()).toEqual([['چای', '5', '5000'], ['برنج', '1', '100']]);
    expect((await as.post(`/api/v1/invoice/${String(riceSale)}/restore`)).status).toBe(200);
    // Two dollars and a half at 600,000 rials a dollar.
    await saved('invoice', invoice({ type: 'sell', currency: dollar, rate: '600000', rows: [{ product: tea, count: '1', fee: '2.5' }] }));
    expect(await sellers()).toEqual([['چای', '6', '1505000'], ['برنج', '2', '1600']]);

    // As the product profit report reckons them from the invoices' rows.
    const report = await as.get<{ data: { product: number; quantity: string; revenue: string }[] }>(`/api/v1/invoice/report/productProfitable?from=${yearStart}&to=${yearEnd}`);
    expect(report.body.data.map((row) => [row.product, row.quantity, row.revenue])).toEqual([
      [tea, '6', '1505000'],
      [rice, '2', '1600'],
    ]);
  });

  it('keeps the sums the month and party cards read equal to the invoices and balances they stand for, after every write above', async () => {
    const { db } = connection();
    const [counted] = await queryRows<{ days: string; details: string }>(db, sql`select (select count(*) from invoice_day_sums) as days, (select count(*) from detail_balance) as details`);
    expect(Number(counted?.days)).toBeGreaterThan(0);
    expect(Number(counted?.details)).toBeGreaterThan(0);
    // Sales changed, returned, removed and restored, in another currency; receipts, cheques and payments.
    const days = await queryRows(
      db,
      sql`select coalesce(k.business_id, i.business_id) as business, coalesce(k.type, i.type) as type, coalesce(k.date, i.date)::text as date, k.payable as kept, i.payable as counted
        from invoice_day_sums k full join (
          select i.business_id, i.type, i.date, sum(round(i.payable * coalesce(i.rate, 1), least(c.decimals, 4))) as payable
          from invoice i join currency c on c.business_id = i.business_id and c.is_default
          where i.removed_at is null and i.type in ('sell', 'returnSell', 'purchase', 'returnPurchase') group by 1, 2, 3
        ) i on i.business_id = k.business_id and i.type = k.type and i.date = k.date
        where coalesce(k.payable, 0) <> coalesce(i.payable, 0)`,
    );
    expect(days).toEqual([]);
    const details = await queryRows(
      db,
      sql`select coalesce(k.business_id, b.business_id) as business, coalesce(k.detail_id, b.detail_id) as detail, k.balance as kept, b.balance as counted
        from detail_balance k full join (
          select business_id, detail_id, sum(debit - credit) as balance from account_balance where detail_id <> 0 group by 1, 2
        ) b on b.business_id = k.business_id and b.detail_id = k.detail_id
        where coalesce(k.balance, 0) <> coalesce(b.balance, 0)`,
    );
    expect(details).toEqual([]);
  });
});
