import { beforeAll, expect, it } from 'vitest';
import type { AccountingDocument, CodingAccount, TrialBalanceReport } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

type Row = Record<string, unknown>;
type Saved = { data: Row & { id: number; detail_id: number }; message: string };
interface Listed {
  data: { id: number; number: number; source_type: string; amount: string }[];
}

describeEachEngine('the opening document', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let range: string;
  let role: (name: string) => number;
  let warehouse: number;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Opening');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    range = await mainYearRange(connection().db, biz.businessId);
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    role = (name) => chart.body.data.find((row) => row.system === name)?.id ?? 0;
    warehouse = (await client.post<Saved>('/api/v1/entrepot', { name: 'انبار مرکزی' })).body.data.id;
  });

  const documents = async () => (await client.get<Listed>('/api/v1/accounting?perPage=100')).body.data;
  const openingDocument = async () => {
    const found = (await documents()).find((row) => row.source_type === 'opening');
    if (!found) return null;
    return (await client.get<AccountingDocument>(`/api/v1/accounting/${String(found.id)}/edit`)).body;
  };
  const balance = async (level: 'given' | 'detail') => (await client.get<TrialBalanceReport>(`/api/v1/report/balance?level=${level}&${range}`)).body;
  const person = async (body: Row) => {
    const reply = await client.post<Saved>('/api/v1/customer', body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };

  it('gathers persons\' and products\' openings into one document, number 1, shown as opening balances', async () => {
    const [start] = /\d{4}-\d{2}-\d{2}/.exec(range) ?? [];
    const manual = await client.post<{ id: number; number: number }>('/api/v1/accounting', {
      date: start,
      rows: [
        { account: role('cash'), debit: '500' },
        { account: role('capital'), credit: '500' },
      ],
    });
    expect(manual.body.number).toBe(1);

    const debtor = await person({ firstname: 'رضا', lastname: 'بدهکار', initial_price: '1200', nature_initial_price: 'debtor' });
    const creditor = await person({ firstname: 'سارا', lastname: 'بستانکار', initial_price: '700', nature_initial_price: 'creditor' });
    const product = await client.post<Saved>('/api/v1/products', { name: 'دفتر', initial_stocks: [{ entrepot: warehouse, stock: '4', price: '250' }] });
    expect(product.status, JSON.stringify(product.body)).toBe(200);

    // One opening document, first of the year; the manual document moved one up.
    const listed = await documents();
    expect(listed.filter((row) => row.source_type === 'opening')).toHaveLength(1);
    expect(listed.find((row) => row.source_type === 'opening')?.number).toBe(1);
    expect(listed.find((row) => row.id === manual.body.id)?.number).toBe(2);
    expect(listed.some((row) => row.source_type === 'personOpening' || row.source_type === 'productOpening')).toBe(false);

    const opening = await openingDocument();
    expect(opening).toMatchObject({ number: 1, date: start, state: 'temporary', debit_total: '2900', credit_total: '2900' });
    expect(opening?.rows.map((row) => row.source_type).sort()).toEqual(['person', 'person', 'person', 'person', 'product', 'product']);

    // The trial balance shows them in its opening columns, and no turnover, at every level.
    const given = await balance('given');
    const of = (id: number) => given.data.find((row) => row.id === id);
    expect(of(role('receivable'))).toMatchObject({ opening_debit: '1200', debit: '0', credit: '0', closing_debit: '1200' });
    expect(of(role('payable'))).toMatchObject({ opening_credit: '700', debit: '0', credit: '0' });
    expect(of(role('inventory'))).toMatchObject({ opening_debit: '1000', debit: '0', credit: '0' });
    expect(of(role('cash'))).toMatchObject({ opening_debit: '0', debit: '500' });
    const detail = await balance('detail');
    expect(detail.data.find((row) => row.id === debtor.detail_id)).toMatchObject({ opening_debit: '1200', debit: '0', credit: '0' });
    expect(detail.data.find((row) => row.id === creditor.detail_id)).toMatchObject({ opening_credit: '700', debit: '0', credit: '0' });
  });

  it('follows the records: an edited opening replaces its part, a removed one takes it out, the last takes the document', async () => {
    const ali = await person({ firstname: 'علی', lastname: 'تغییر', initial_price: '300' });
    const before = await openingDocument();
    const edited = await client.put<Saved>(`/api/v1/customer/${String(ali.id)}`, { firstname: 'علی', lastname: 'تغییر', initial_price: '450', nature_initial_price: 'creditor' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = await openingDocument();
    expect(after?.id).toBe(before?.id);
    expect(after?.rows).toHaveLength(before?.rows.length ?? 0);
    const payable = (await balance('detail')).data.find((row) => row.id === ali.detail_id);
    expect(payable).toMatchObject({ opening_credit: '450', debit: '0', credit: '0' });

    expect((await client.call('DELETE', `/api/v1/customer/${String(ali.id)}`)).status).toBe(200);
    expect((await openingDocument())?.rows).toHaveLength((before?.rows.length ?? 0) - 2);
  });

  it('takes manual opening entries in the document form and refuses changes to the parts records own', async () => {
    const opening = await openingDocument();
    if (!opening) throw new Error('no opening document');
    const sentBack = opening.rows.map(({ account, detail, debit, credit, description, source_type }) => ({ account, detail, debit, credit, description, source_type }));
    const withCapital = [...sentBack, { account: role('cash'), debit: '10000' }, { account: role('capital'), credit: '10000' }];
    const saved = await client.put(`/api/v1/accounting/${String(opening.id)}`, { date: opening.date, description: opening.description, rows: withCapital });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const shown = await openingDocument();
    expect(shown?.rows.filter((row) => row.source_type === 'manual')).toHaveLength(2);
    expect(shown?.rows).toHaveLength(opening.rows.length + 2);

    const tampered = sentBack.map((row, index) => (index === 0 ? { ...row, debit: '1', credit: '0' } : row));
    const refused = await client.put<{ message: string }>(`/api/v1/accounting/${String(opening.id)}`, { date: opening.date, rows: tampered });
    expect(refused.status).toBe(420);
    expect((await client.call('DELETE', `/api/v1/accounting/${String(opening.id)}`)).status).toBe(420);
    expect((await openingDocument())?.rows).toHaveLength(opening.rows.length + 2);
  });

  it('refuses a changed opening balance once the document is permanent', async () => {
    const opening = await openingDocument();
    if (!opening) throw new Error('no opening document');
    const listed = await client.get<{ data: { id: number; firstname: string; initialCheck: boolean }[] }>('/api/v1/customer?perPage=100');
    const reza = listed.body.data.find((row) => row.firstname === 'رضا');
    expect(reza?.initialCheck).toBe(true);
    expect((await client.post('/api/v1/accounting/permanent', { ids: [opening.id] })).status).toBe(200);
    const again = await client.get<{ data: { id: number; firstname: string; initialCheck: boolean }[] }>('/api/v1/customer?perPage=100');
    expect(again.body.data.find((row) => row.firstname === 'رضا')?.initialCheck).toBe(false);
    const refused = await client.put(`/api/v1/customer/${String(reza?.id)}`, { firstname: 'رضا', lastname: 'بدهکار', initial_price: '1' });
    expect(refused.status).toBe(420);
  });

  it('after the year closes, carries the balances into the next opening document, where new openings join them', async () => {
    const all = await documents();
    expect((await client.post('/api/v1/accounting/permanent', { ids: all.map((row) => row.id) })).status).toBe(200);
    const { year_id } = (await client.get<{ year_id: number }>('/api/v1/accounting/closing')).body;
    const closed = await client.post<{ opening_id: number }>('/api/v1/accounting/closeYear', { year_id });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    // Reza's opening is the closed year's history now, carried in the new year's opening document.
    const listed = await client.get<{ data: { id: number; firstname: string; initialCheck: boolean; remain: string }[] }>('/api/v1/customer?perPage=100');
    const reza = listed.body.data.find((row) => row.firstname === 'رضا');
    expect(reza).toMatchObject({ initialCheck: false, remain: '1200' });
    const edited = await client.put(`/api/v1/customer/${String(reza?.id)}`, { firstname: 'رضا', lastname: 'بدهکار', initial_price: '5' });
    expect(edited.status).toBe(420);

    const newcomer = await person({ firstname: 'نو', lastname: 'رسیده', initial_price: '90' });
    expect(newcomer.initialCheck).toBe(true);
    const opening = await openingDocument();
    expect(opening?.id).toBe(closed.body.opening_id);
    expect(opening?.number).toBe(1);
    expect(new Set(opening?.rows.map((row) => row.source_type))).toEqual(new Set(['closing', 'person']));
    expect(opening?.rows.filter((row) => row.source_type === 'person')).toHaveLength(2);
  });
});
