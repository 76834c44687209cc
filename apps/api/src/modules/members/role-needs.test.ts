import { beforeAll, expect, it } from 'vitest';
import { rolePresets, type PermissionsResponse } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

type Row = Record<string, unknown>;

const sorted = (value: unknown) => (Array.isArray(value) ? value.map(String).sort() : value);

describeEachEngine('a role holds what its permissions need', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let owner: ApiClient;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Role needs');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
  });

  it('saves a new role with what each permission needs added, and its holder may use them', async () => {
    const created = await owner.post<{ data: Row }>('/api/v1/role', { name: 'صندوق', permissions: ['profile', 'SellCasherEdit', 'removeSell'] });
    expect(created.status).toBe(200);
    const expected = ['Sell', 'SellCasher', 'SellCasherEdit', 'SellList', 'profile', 'removeSell'];
    expect(sorted(created.body.data.permissions)).toEqual(expected);
    const stored = await owner.get<Row>(`/api/v1/role/${String(created.body.data.id)}/edit`);
    expect(sorted(stored.body.permissions)).toEqual(expected);

    await owner.post('/api/v1/management/user', { username: 'till-1', name: 'صندوق', password: 'till-password-1', role_id: created.body.data.id });
    const till = await server().client().login('till-1', 'till-password-1');
    const permissions = await till.get<PermissionsResponse>('/api/v1/getdetail?select=getPermissions');
    expect(permissions.body.permissions.sort()).toEqual(expected);
  });

  it('adds them on an update too, and keeps a role that already holds them as sent', async () => {
    const created = await owner.post<{ data: Row }>('/api/v1/role', { name: 'اشخاص', permissions: ['CustomerList'] });
    const path = `/api/v1/role/${String(created.body.data.id)}`;
    expect((await owner.put(path, { name: 'اشخاص', permissions: ['Customer', 'documents'] })).status).toBe(200);
    expect((await owner.get<Row>(`${path}/edit`)).body.permissions).toEqual(['Customer', 'CustomerList', 'documents']);

    const storekeeper = await owner.post<{ data: Row }>('/api/v1/role', { name: 'انباردار', permissions: [...rolePresets.storekeeper] });
    expect(storekeeper.body.data.permissions).toEqual([...rolePresets.storekeeper]);
  });

  it('refuses a role editor whose role lacks what is added, as it refuses any right beyond its own', async () => {
    await addMember(connection().db, biz.businessId, { username: 'seller-hr', password: 'seller-hr-1', permissions: ['Role', 'RoleList', 'profile', 'Sell'] });
    const editor = await server().client().login('seller-hr', 'seller-hr-1');
    const beyond = await editor.post('/api/v1/role', { name: 'فروش', permissions: ['Sell'] });
    expect(beyond).toEqual({ status: 403, body: { message: 'نمی‌توانید دسترسی‌ای بدهید که خودتان ندارید.' } });
    expect((await editor.post('/api/v1/role', { name: 'نقش‌ها', permissions: ['Role'] })).status).toBe(200);
  });

  it('still refuses a permission nobody can hold, naming it', async () => {
    const unknown = await owner.post<{ errors: Record<string, unknown> }>('/api/v1/role', { name: 'x', permissions: ['Sell', 'NoSuchScreen'] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['permissions.1']);
  });
});
