import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';

type Row = Record<string, unknown>;
interface LogPage {
  data: Row[];
  total: number;
  last_page: number;
  from: number;
}

describeEachEngine('GET log', (connection) => {
  const server = useTestServer(connection);
  let owner: ApiClient;
  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Log');
    await addMember(connection().db, biz.businessId, { username: 'no-log', password: 'no-log-pass', permissions: [] });
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const created = await owner.post<{ data: Row }>('/api/v1/category', { name: 'پوشاک', code: 'P1' });
    await owner.put(`/api/v1/category/${String(created.body.data.id)}`, { name: 'پوشاک مردانه', code: 'P1' });
    await owner.call('DELETE', `/api/v1/category/${String(created.body.data.id)}`);
  });

  it('lists every change, newest first, with who, when, where and what', async () => {
    const log = await owner.get<LogPage>('/api/v1/log?type=category');
    expect(log.body.data.map((row) => row.ref_action)).toEqual(['remove', 'update', 'create']);
    const [removed, updated] = log.body.data;
    expect(updated).toMatchObject({ ref_type: 'category', ref_number: 'P1', ip: '127.0.0.1', platform: 'web' });
    expect(updated?.content).toContain('name: "پوشاک" → "پوشاک مردانه"');
    expect(removed?.user).toMatchObject({ name: expect.any(String) });
    expect(updated?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(updated?.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });

  it('filters by action, number and user, and pages', async () => {
    const created = await owner.get<LogPage>('/api/v1/log?type=category&action=create&number=P1');
    expect(created.body.total).toBe(1);
    const page = await owner.get<LogPage>('/api/v1/log?perPage=10&page=1');
    expect(page.body.from).toBe(1);
    expect((await owner.get('/api/v1/log?action=destroy')).status).toBe(422);
  });

  it('names a record a change names by id (a bank account’s currency) by its name as it is now, never by its id', async () => {
    const euro = (await owner.post<{ data: Row }>('/api/v1/currency', { name: 'یورو', symbol: '€', decimals: 2, rate: '700000' })).body.data;
    const pound = (await owner.post<{ data: Row }>('/api/v1/currency', { name: 'پوند', symbol: '£', decimals: 2, rate: '800000' })).body.data;
    const bank = await owner.post<{ data: Row }>('/api/v1/bank', { name: 'بانک ارزی', currency: euro.id });
    expect(bank.status, JSON.stringify(bank.body)).toBe(200);
    const bankId = String(bank.body.data.id);
    expect((await owner.put(`/api/v1/bank/${bankId}`, { name: 'بانک ارزی', currency: pound.id })).status).toBe(200);
    // Renamed since: the log reads the name it has now.
    expect((await owner.put(`/api/v1/currency/${String(pound.id)}`, { name: 'پوند انگلیس', symbol: '£', decimals: 2, rate: '800000' })).status).toBe(200);
    const log = await owner.get<LogPage>(`/api/v1/log?type=bank&id=${bankId}&action=update`);
    const [changed] = log.body.data;
    expect(changed?.content).toContain(`currency: ${String(euro.id)} → ${String(pound.id)}`);
    expect(changed?.names).toEqual({ [`currency:${String(euro.id)}`]: 'یورو', [`currency:${String(pound.id)}`]: 'پوند انگلیس' });
    // A change naming nothing by id names nothing.
    const category = await owner.get<LogPage>('/api/v1/log?type=category&action=update');
    expect(category.body.data[0]?.names).toEqual({});
  });

  it('needs logList', async () => {
    const client = await server().client().login('no-log', 'no-log-pass');
    expect((await client.get('/api/v1/log')).status).toBe(403);
  });
});
