import { beforeAll, expect, it } from 'vitest';
import type { AccountingDocument, CodingAccount } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* Issue 36: a journal the system writes names the document that wrote it (kind, number, party) in the accounting
   list, its form and the books; a cost's rows take expense accounts only, an income's income accounts only. */

interface Saved {
  id: number;
  number: number;
  data: { id: number; number: number; document: number | null };
  errors?: Record<string, string[]>;
}
interface Listed {
  id: number;
  description: string | null;
  source_kind: string;
  source_document: string | null;
  source_id: number | null;
  source_number: string | null;
}
type Read = AccountingDocument & Omit<Listed, 'id'>;

describeEachEngine('journals name the documents that wrote them', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let day: string;
  let roles: Record<string, number>;
  let chart: CodingAccount[];
  let cash: { id: number; detail_id: number };
  let bank: { id: number; detail_id: number };
  let buyer: { id: number; detail_id: number };
  let other: { id: number };
  let warehouse: number;
  let pen: number;

  const made = async <T = { id: number; detail_id: number }>(path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ data: T }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const saved = async (path: string, body: Record<string, unknown>) => {
    const reply = await client.post<Saved>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const journal = async (id: number | null) => (await client.get<Read>(`/api/v1/accounting/${String(id)}/edit`)).body;
  const listed = async () => (await client.get<{ data: Listed[] }>('/api/v1/accounting?perPage=100')).body.data;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Journal origins');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    chart = (await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given')).body.data;
    roles = Object.fromEntries(chart.filter((a) => a.system).map((a) => [a.system, a.id]));
    cash = await made('cash', { name: 'صندوق', initial_price: '5000000' });
    bank = await made('bank', { name: 'ملت مرکزی', initial_price: '5000000' });
    buyer = await made('customer', { firstname: 'علی', lastname: 'رضایی' });
    other = await made('customer', { firstname: 'مریم', lastname: 'احمدی' });
    warehouse = (await made('entrepot', { name: 'انبار' })).id;
    pen = (await made('products', { name: 'خودکار', taxPercent: '0' })).id;
    await saved('invoice', { type: 'purchase', date: day, entrepot: warehouse, person: other.id, rows: [{ product: pen, count: '10', fee: '1000' }] });
  });

  it('a sale, its return, a receipt, a composite receipt and a cheque’s change each describe their journal by kind, number and party', async () => {
    const sale = await saved('invoice', { type: 'sell', date: day, entrepot: warehouse, person: buyer.id, rows: [{ product: pen, count: '3', fee: '2000' }] });
    const back = await saved('invoice', { type: 'returnSell', date: day, entrepot: warehouse, person: buyer.id, returns: sale.id, rows: [{ product: pen, count: '1', fee: '2000' }] });
    const cheque = { sayad: '1111222233334444', serial: '7788', bank: 'mellat', amount: '1000', due: day, kind: 'normal' };
    const receipt = await saved('receive', { date: day, person: buyer.id, rows: [{ cash: cash.id, amount: '500' }, { cheque }] });
    const composite = await saved('receiveComposite', { date: day, rows: [{ person: buyer.id, amount: '300' }], payments: [{ cash: cash.id, amount: '300' }] });
    const read = (await client.get<{ rows: { cheque_id: number | null }[] }>(`/api/v1/receive/${String(receipt.id)}/edit`)).body;
    const chequeId = read.rows.find((row) => row.cheque_id)?.cheque_id ?? 0;
    const changed = await client.post<Saved>(`/api/v1/cheque/${String(chequeId)}/status`, { status: 'inBank', date: day, bank: bank.id });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const persian = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });
    const expected: [number | null, string][] = [
      [sale.data.document, `فاکتور فروش ${persian(sale.number)}، علی رضایی`],
      [back.data.document, `برگشت از فروش ${persian(back.number)}، علی رضایی`],
      [receipt.data.document, `دریافت ${persian(receipt.number)}، علی رضایی`],
      [composite.data.document, `دریافت مرکب ${persian(composite.number)}، علی رضایی`],
      [changed.body.data.document, 'تغییر وضعیت چک ۷۷۸۸، علی رضایی'],
    ];
    for (const [document, description] of expected) {
      const opened = await journal(document);
      expect(opened.description).toBe(description);
      // Every line says it too, but a line the document described itself.
      for (const row of opened.rows) expect(row.description).toBeTruthy();
    }
    const page = await listed();
    const row = (document: number | null) => page.find((each) => each.id === document);
    expect(row(sale.data.document)).toMatchObject({ source_kind: 'sell', source_document: 'invoice', source_id: sale.id, source_number: String(sale.number) });
    expect(row(back.data.document)).toMatchObject({ source_kind: 'returnSell', source_document: 'invoice', source_id: back.id });
    expect(row(receipt.data.document)).toMatchObject({ source_kind: 'receive', source_document: 'receive', source_number: String(receipt.number) });
    expect(row(composite.data.document)).toMatchObject({ source_kind: 'receiveComposite', source_document: 'receiveComposite' });
    expect(row(changed.body.data.document)).toMatchObject({ source_kind: 'cheque', source_document: null, source_number: '7788', source_id: chequeId });
    for (const [document, description] of expected) expect(row(document)?.description).toBe(description);

    // The person's statement names each document too.
    const range = await mainYearRange(connection().db, biz.businessId);
    const statement = await client.get<{ data: { description: string | null }[] }>(`/api/v1/report/book?detail=${String(buyer.detail_id)}&${range}`);
    expect(statement.status).toBe(200);
    expect(statement.body.data.map((line) => line.description)).toEqual(expect.arrayContaining(expected.slice(0, 4).map(([, description]) => description)));
  });

  it('the list’s search finds a system journal by the description it shows: its kind, number and party, in any digits', async () => {
    const buyerTwo = await made('customer', { firstname: 'سارا', lastname: 'کاظمی' });
    const sale = await saved('invoice', { type: 'sell', date: day, entrepot: warehouse, person: buyerTwo.id, rows: [{ product: pen, count: '1', fee: '2000' }] });
    const receipt = await saved('receive', { date: day, person: buyerTwo.id, rows: [{ cash: cash.id, amount: '700' }] });
    const found = async (search: string) => {
      const reply = await client.get<{ data: Listed[]; total: number }>(`/api/v1/accounting?perPage=100&search=${encodeURIComponent(search)}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data.map((row) => row.id);
    };
    const persian = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });
    // The party's name alone, or with an Arabic kaf as some keyboards type it.
    expect(await found('کاظمی')).toEqual(expect.arrayContaining([sale.data.document, receipt.data.document]));
    expect(await found('كاظمی')).toEqual(expect.arrayContaining([sale.data.document, receipt.data.document]));
    // The kind and number as shown, in Persian digits: the sale, not the receipt nor another business's journal.
    const byKindAndNumber = await found(`فاکتور فروش ${persian(sale.number)}`);
    expect(byKindAndNumber).toContain(sale.data.document);
    expect(byKindAndNumber).not.toContain(receipt.data.document);
    // Each word where it is: the kind, then the party.
    const receipts = await found('دریافت سارا');
    expect(receipts).toContain(receipt.data.document);
    expect(receipts).not.toContain(sale.data.document);
    // A word found nowhere finds nothing.
    expect(await found('کاظمی ناموجود')).toEqual([]);

    // A business writing Persian with Latin digits (iranSansEnNum) reads the description so, and finds it either way.
    const described = async () => (await listed()).find((row) => row.id === sale.data.document)?.description;
    expect((await client.put('/api/v1/setting', { iran_sans_en_num: true })).status).toBe(200);
    try {
      expect(await described()).toBe(`فاکتور فروش ${String(sale.number)}، سارا کاظمی`);
      expect(await found(`فروش ${persian(sale.number)}`)).toContain(sale.data.document);
    } finally {
      expect((await client.put('/api/v1/setting', { iran_sans_en_num: false })).status).toBe(200);
    }
    expect(await described()).toBe(`فاکتور فروش ${persian(sale.number)}، سارا کاظمی`);
  });

  it('a journal written by hand keeps its own description and names no document', async () => {
    const rent = chart.find((a) => a.name === 'اجاره')?.id ?? 0;
    const manual = await saved('accounting', {
      date: day,
      description: 'اصلاح',
      rows: [
        { account: rent, debit: '10', credit: '0' },
        { account: roles.cash, detail: cash.detail_id, debit: '0', credit: '10' },
      ],
    });
    const row = (await listed()).find((each) => each.id === manual.id);
    expect(row).toMatchObject({ description: 'اصلاح', source_kind: 'manual', source_document: null, source_number: null });
  });

  it('a cost takes expense accounts only, an income income accounts only: another is refused on its row', async () => {
    const rent = chart.find((a) => a.name === 'اجاره')?.id ?? 0;
    const income = roles.otherIncome ?? 0;
    const body = (account: number) => ({ date: day, rows: [{ account, amount: '100' }], payments: [{ cash: cash.id, amount: '100' }] });
    const picked = async (select: string) => (await client.get<{ data: { id: number }[]; last_page: number }>(`/api/v1/getdetail?select=${select}&search=`)).body;

    const costWithIncome = await client.post<Saved>('/api/v1/cost', body(income));
    expect(costWithIncome.status).toBe(422);
    expect(costWithIncome.body.errors?.['rows.0.account']?.[0]).toContain('حساب هزینه');
    const incomeWithExpense = await client.post<Saved>('/api/v1/income', body(rent));
    expect(incomeWithExpense.status).toBe(422);
    expect(Object.keys(incomeWithExpense.body.errors ?? {})).toEqual(['rows.0.account']);
    // The income of Dr cash, Cr cash.
    const incomeWithCash = await client.post<Saved>('/api/v1/income', body(roles.cash ?? 0));
    expect(incomeWithCash.status).toBe(422);
    expect(incomeWithCash.body.errors?.['rows.0.account']?.[0]).toContain('حساب درآمد');
    expect((await client.post<Saved>('/api/v1/cost', body(rent))).status).toBe(200);
    expect((await client.post<Saved>('/api/v1/income', body(income))).status).toBe(200);

    // The pickers offer the same accounts: a cost's no cash box, an income's no rent.
    const expenses = await picked('expenseAccount');
    const incomes = await picked('incomeAccount');
    const ids = (page: { data: { id: number }[] }) => page.data.map((each) => each.id);
    expect(ids(expenses)).not.toContain(roles.cash);
    expect(ids(incomes)).not.toContain(roles.cash);
    expect(ids(incomes)).not.toContain(rent);
    expect((await client.get<{ data: { id: number }[] }>(`/api/v1/getdetail?select=expenseAccount&search=${encodeURIComponent('اجاره')}`)).body.data.map((each) => each.id)).toContain(rent);
    expect((await client.get<{ data: { id: number }[] }>(`/api/v1/getdetail?select=incomeAccount&search=${encodeURIComponent('اجاره')}`)).body.data.map((each) => each.id)).not.toContain(rent);
  });
});
