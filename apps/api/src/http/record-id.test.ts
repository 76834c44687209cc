import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/databases.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../test/http-client.ts';
import { parseRecordId } from './record-id.ts';

/** Every way `Number` reads as `id` without being its digits alone. */
const lookalikes = (id: number) => [`%20${String(id)}`, `${String(id)}%20`, `0${String(id)}`, `+${String(id)}`, `${String(id)}.0`, `${String(id)}e0`, `0x${id.toString(16)}`];

describe('parseRecordId', () => {
  it('reads digits alone, without a sign, space, leading zero, fraction or exponent', () => {
    expect(parseRecordId('17')).toBe(17);
    for (const key of [' 1', '1 ', '01', '+1', '-1', '1.0', '1e0', '0x1', '0', '', '99999999999999999']) expect(parseRecordId(key)).toBeNull();
  });
});

describeEachEngine('ids in paths', (connection) => {
  const server = useTestServer(connection);
  let client: ApiClient;
  let biz: TestBusiness;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Record ids');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
  });
  const created = async (path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };

  it('answers 404 for an id the generic resource router is sent in any other form, and deletes nothing', async () => {
    const id = await created('category', { name: 'نوشیدنی' });
    for (const key of lookalikes(id)) {
      expect((await client.call('DELETE', `/api/v1/category/${key}`)).status, key).toBe(404);
      expect((await client.get(`/api/v1/category/${key}/edit`)).status, key).toBe(404);
      expect((await client.put(`/api/v1/category/${key}`, { name: 'تغییر' })).status, key).toBe(404);
    }
    expect((await client.get<{ name: string }>(`/api/v1/category/${String(id)}/edit`)).body.name).toBe('نوشیدنی');
    const person = await created('customer', { firstname: 'سارا' });
    expect((await client.get(`/api/v1/customer/%20${String(person)}/statement`)).status).toBe(404);
    expect((await client.get(`/api/v1/customer/${String(person)}/statement`)).status).toBe(200);
    // The users list keeps its own store.
    expect((await client.get(`/api/v1/management/user/%20${String(person)}/edit`)).status).toBe(404);
  });

  it('answers 404 for a document id in any other form, and deletes nothing', async () => {
    const day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from');
    const warehouse = await created('entrepot', { name: 'انبار' });
    const person = await created('customer', { firstname: 'مشتری' });
    const units = await client.get<{ data: { id: number; name: string }[] }>('/api/v1/unit?all=true');
    const unit = units.body.data.find((each) => each.name === 'عدد')?.id;
    const product = await created('products', { name: 'صابون', unit, price: '10000', initial_stocks: [{ entrepot: warehouse, stock: '10', price: '6000' }] });
    const invoice = await created('invoice', { type: 'sell', date: day, entrepot: warehouse, person, rows: [{ product, count: '1', fee: '10000' }] });
    for (const key of lookalikes(invoice)) {
      expect((await client.call('DELETE', `/api/v1/invoice/${key}`)).status, key).toBe(404);
      expect((await client.get(`/api/v1/invoice/${key}/edit`)).status, key).toBe(404);
    }
    expect((await client.get(`/api/v1/invoice/${String(invoice)}/edit`)).status).toBe(200);
  });
});
