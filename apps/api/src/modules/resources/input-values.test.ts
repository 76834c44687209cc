import { beforeAll, expect, it } from 'vitest';
import { compareMoney } from '@hesab/domain';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';

type Row = Record<string, unknown>;
interface Answer {
  data: Row & { id: number };
  message: string;
  errors?: Record<string, string[]>;
}

/** The keys of a 422's messages by field: `{firstname: ['invalid-character']}`. */
function refusedKeys(body: Answer): Record<string, string[]> {
  return Object.fromEntries(Object.entries(body.errors ?? {}).map(([field, messages]) => [field, messages.map((m) => m.split('|')[1] ?? m)]));
}

/** Values a client sends that the engine must read right or refuse on their field, never store wrong or fail on. */
describeEachEngine('values sent to resources', (connection) => {
  const server = useTestServer(connection);
  let client: ApiClient;
  const post = (path: string, body: Row) => client.post<Answer>(`/api/v1/${path}`, body);
  const put = (path: string, body: Row) => client.put<Answer>(`/api/v1/${path}`, body);
  const saved = async (reply: Promise<{ status: number; body: Answer }>) => {
    const { status, body } = await reply;
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  const refused = async (reply: Promise<{ status: number; body: Answer }>) => {
    const { status, body } = await reply;
    expect(status, JSON.stringify(body)).toBe(422);
    return refusedKeys(body);
  };

  beforeAll(async () => {
    const business = await createTestBusiness(connection().db);
    client = await server().client().login(business.ownerUsername, business.ownerPassword);
  });

  it('refuses a NUL character on the field that holds it, in a body and in a query', async () => {
    expect(await refused(post('customer', { firstname: 'a\u0000b' }))).toEqual({ firstname: ['invalid-character'] });
    const document = { date: '2026-05-01', rows: [{ account: 1, debit: '5', description: 'x\u0000' }] };
    expect(await refused(post('accounting', document))).toEqual({ 'rows.0.description': ['invalid-character'] });
    const list = await client.get<Answer>(`/api/v1/customer?search=${encodeURIComponent('a\u0000')}`);
    expect(list.status).toBe(422);
    expect(refusedKeys(list.body)).toEqual({ search: ['invalid-character'] });
  });

  it('refuses an impossible date, and a Jalali year typed as a Gregorian date', async () => {
    expect(await refused(post('customer', { firstname: 'تاریخ', birth_date: '2026-02-30' }))).toEqual({ birth_date: ['invalid-date'] });
    expect(await refused(post('customer', { firstname: 'تاریخ', birth_date: '1403-12-30' }))).toEqual({ birth_date: ['invalid-date'] });
    expect((await saved(post('customer', { firstname: 'تاریخ', birth_date: '1990-03-21' }))).birth_date).toBe('1990-03-21');
    const document = { date: '2026-02-30', rows: [{ account: 1, debit: '5' }] };
    expect(await refused(post('accounting', document))).toEqual({ date: ['invalid-date'] });
    const report = await client.get<Answer>('/api/v1/report/balance?from=2026-02-30&to=2026-03-01');
    expect(report.status).toBe(422);
    expect(refusedKeys(report.body)).toEqual({ from: ['invalid-date'] });
  });

  it('refuses a 2 MB text by the field’s length', async () => {
    expect(await refused(post('customer', { firstname: 'x'.repeat(2 * 1024 * 1024) }))).toEqual({ firstname: ['too-long'] });
  });

  it('reads Persian and Arabic-Indic digits in amounts and numbers as digits', async () => {
    const product = await saved(post('products', { name: 'رقم‌ها', price: '۱۲٬۵۰۰', taxPercent: '٩', displayPriority: '۳', length: '۱٫۲۵' }));
    expect(product).toMatchObject({ price: '12500', taxPercent: '9', displayPriority: 3, length: '1.25' });
    const dollar = await saved(post('currency', { name: 'دلار', symbol: '$', decimals: '٢', rate: '٥٠٠٠٠٫٥', status: 'active' }));
    expect(dollar).toMatchObject({ decimals: 2, rate: '50000.5' });
  });

  it('refuses a field the definition does not have, on its name, and saves nothing', async () => {
    const before = (await client.get<{ total: number }>('/api/v1/customer')).body.total;
    expect(await refused(post('customer', { firstname: 'غلط', nationalCode: '0499370899' }))).toEqual({ nationalCode: ['unknown-field'] });
    expect((await client.get<{ total: number }>('/api/v1/customer')).body.total).toBe(before);
  });

  it('ignores the read-only fields, the id and the labels a record read carries when it is sent back', async () => {
    const person = await saved(post('customer', { firstname: 'خواننده', national_code: '0499370899' }));
    const read = (await client.get<Row>(`/api/v1/customer/${String(person.id)}/edit`)).body;
    // What the form's tabs read beside the fields (uploads, the integrator tab together) is no field to send.
    const { attachments: _attachments, avatar: _avatar, integrator: _integrator, ...fields } = read;
    const sentBack = { ...fields, id: 999, remain: '123456', detail_id: 7, lastname: 'برگشته' };
    const changed = await saved(put(`customer/${String(person.id)}`, sentBack));
    expect(changed).toMatchObject({ id: person.id, lastname: 'برگشته', national_code: '0499370899', detail_id: read.detail_id, remain: read.remain });
  });

  it('refuses negative prices, rates, discounts, percents and dimensions', async () => {
    const product = { name: 'منفی', price: '-5', discount: '-1', discountPercent: '-2', width: '-3' };
    expect(await refused(post('products', product))).toEqual({
      price: ['negative-value'],
      discount: ['negative-value'],
      discountPercent: ['negative-value'],
      width: ['negative-value'],
    });
    const pricing = [{ type: 'price', name: 'عمده', percent: '-10', price: '-1' }];
    expect(await refused(post('products', { name: 'منفی', pricing }))).toEqual({
      'pricing.0.percent': ['negative-value'],
      'pricing.0.price': ['negative-value'],
    });
    expect(await refused(post('currency', { name: 'منفی', symbol: '-', decimals: 0, rate: '-1', status: 'active' }))).toEqual({ rate: ['negative-value'] });
    expect(await refused(post('customer', { firstname: 'منفی', initial_price: '-100' }))).toEqual({ initial_price: ['negative-value'] });
  });

  it('refuses an opening balance finer than the business’s currency', async () => {
    expect(await refused(post('customer', { firstname: 'ریالی', initial_price: '1.5' }))).toEqual({ initial_price: ['too-many-decimals'] });
    expect(compareMoney(String((await saved(post('customer', { firstname: 'ریالی', initial_price: '1500.00' }))).initial_price), '1500')).toBe(0);
  });

  it('refuses a filter value its field cannot hold', async () => {
    const list = await client.get<Answer>(`/api/v1/customer?filters=${encodeURIComponent('{"category":"abc"}')}`);
    expect(list.status).toBe(422);
    expect(refusedKeys(list.body)).toEqual({ filters: ['invalid-value'] });
    expect((await client.get(`/api/v1/customer?filters=${encodeURIComponent('{"category":"۱"}')}`)).status).toBe(200);
  });

  it('refuses emptying a value the record cannot be without (a product’s code) on its field', async () => {
    const product = await saved(post('products', { name: 'کد دار' }));
    expect(await refused(put(`products/${String(product.id)}`, { name: 'کد دار', code: '' }))).toEqual({ code: ['is-required'] });
  });
});
