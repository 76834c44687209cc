import { beforeAll, expect, it } from 'vitest';
import type { PermissionsResponse } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

type Row = Record<string, unknown>;

describeEachEngine('management/user', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let owner: ApiClient;
  let cashierRole: number;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Members');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const created = await owner.post<{ data: Row }>('/api/v1/role', { name: 'صندوقدار', permissions: ['profile', 'CategoryList'] });
    cashierRole = created.body.data.id as number;
  });

  it('creates a login that works and sees only what its role allows', async () => {
    const created = await owner.post<{ data: Row }>('/api/v1/management/user', {
      username: 'sara',
      name: 'سارا',
      password: 'sara-password-1',
      role_id: cashierRole,
      admin: false,
      status: 'active',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ username: 'sara', name: 'سارا', role_id: cashierRole, role_id_label: 'صندوقدار', admin: false, status: 'active' });
    expect(created.body.data).not.toHaveProperty('password');

    const sara = await server().client().login('sara', 'sara-password-1');
    const permissions = await sara.get<PermissionsResponse>('/api/v1/getdetail?select=getPermissions');
    expect(permissions.body.permissions.sort()).toEqual(['CategoryList', 'profile']);
    expect((await sara.get('/api/v1/category')).status).toBe(200);
    expect((await sara.get('/api/v1/currency')).status).toBe(403);
  });

  it('requires a password for a new login, and refuses a username already taken', async () => {
    const noPassword = await owner.post('/api/v1/management/user', { username: 'nopass', name: 'x', role_id: cashierRole });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors).toEqual({ password: ['این فیلد الزامی است.|is-required'] });
    const taken = await owner.post('/api/v1/management/user', { username: biz.ownerUsername, name: 'x', password: 'password-9', role_id: cashierRole });
    expect(taken.body.errors).toEqual({ username: ['این مقدار در سیستم وجود دارد.|duplicate-value'] });
  });

  it('ends the sessions of a user whose password is changed, and lets the new one in', async () => {
    await owner.post('/api/v1/management/user', { username: 'reza', name: 'رضا', password: 'reza-password-1', role_id: cashierRole });
    const reza = await server().client().login('reza', 'reza-password-1');
    const list = await owner.get<{ data: Row[] }>('/api/v1/management/user?search=reza');
    const id = list.body.data[0]?.id;
    const changed = await owner.put(`/api/v1/management/user/${String(id)}`, { username: 'reza', name: 'رضا', password: 'reza-password-2', role_id: cashierRole, status: 'active' });
    expect(changed.status).toBe(200);
    expect((await reza.get('/api/v1/init')).status).toBe(401);
    await server().client().login('reza', 'reza-password-2');
  });

  it('keeps an administrator, and never lets one remove or deactivate themselves', async () => {
    const self = await owner.call('DELETE', `/api/v1/management/user/${String(biz.ownerId)}`);
    expect(self).toEqual({ status: 420, body: { message: 'نمی‌توانید حساب کاربری خودتان را حذف کنید.' } });
    const deactivate = await owner.put(`/api/v1/management/user/${String(biz.ownerId)}`, { username: biz.ownerUsername, name: 'x', role_id: biz.adminRoleId, status: 'deactive' });
    expect(deactivate.status).toBe(420);
  });

  it('lets only an administrator make an administrator', async () => {
    await addMember(connection().db, biz.businessId, { username: 'hr', password: 'hr-password-1', permissions: ['ManagementUser'] });
    const hr = await server().client().login('hr', 'hr-password-1');
    const made = await hr.post<{ data: Row }>('/api/v1/management/user', {
      username: 'would-be-admin',
      name: 'x',
      password: 'password-11',
      role_id: cashierRole,
      admin: true,
    });
    expect(made.body.data.admin).toBe(false);
  });

  it('removes a membership and its login no longer opens the business', async () => {
    await owner.post('/api/v1/management/user', { username: 'leaver', name: 'x', password: 'leaver-pass-1', role_id: cashierRole });
    const leaver = await server().client().login('leaver', 'leaver-pass-1');
    const list = await owner.get<{ data: Row[] }>('/api/v1/management/user?search=leaver');
    expect((await owner.call('DELETE', `/api/v1/management/user/${String(list.body.data[0]?.id)}`)).status).toBe(200);
    expect((await leaver.get('/api/v1/init')).status).toBe(403);
  });
});
