import { beforeAll, expect, it } from 'vitest';
import type { PermissionsResponse } from '@hesab/contract';
import { membership } from '@hesab/db';
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
    const unavailable = { username: ['این نام کاربری قابل استفاده نیست؛ نام دیگری انتخاب کنید.|username-unavailable'] };
    expect(taken.body.errors).toEqual(unavailable);
    // A username of another business is refused in the same words: nobody learns who else uses the service.
    const elsewhere = await createTestBusiness(connection().db, 'Elsewhere');
    const theirs = await owner.post('/api/v1/management/user', { username: elsewhere.ownerUsername, name: 'x', password: 'password-9', role_id: cashierRole });
    expect(theirs).toEqual({ status: 422, body: { message: expect.any(String) as string, errors: unavailable } });
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
    // The cashier's role is within hr's rights, so hr may hand it out.
    await addMember(connection().db, biz.businessId, { username: 'hr', password: 'hr-password-1', permissions: ['ManagementUser', 'profile', 'CategoryList'] });
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

  it('keeps a member holding only ManagementUser away from administrators and from rights it does not hold', async () => {
    const hrOnly = await addMember(connection().db, biz.businessId, { username: 'hr-only', password: 'hr-only-pass-1', permissions: ['ManagementUser'] });
    const hr = await server().client().login('hr-only', 'hr-only-pass-1');
    const ownerPath = `/api/v1/management/user/${String(biz.ownerId)}`;
    const ownerForm = { username: biz.ownerUsername, name: 'x', role_id: biz.adminRoleId, admin: true, status: 'active' };

    // Setting an administrator's password, to log in as them.
    const password = await hr.put(ownerPath, { ...ownerForm, password: 'taken-over-1' });
    expect(password).toEqual({ status: 403, body: { message: 'فقط مدیر کل می‌تواند حساب مدیر کل را تغییر دهد.' } });
    expect((await server().client().post('/api/v1/login', { username: biz.ownerUsername, password: 'taken-over-1' })).status).toBe(420);
    // Deactivating or removing an administrator.
    expect((await hr.put(ownerPath, { ...ownerForm, status: 'deactive' })).status).toBe(403);
    expect((await hr.call('DELETE', ownerPath)).status).toBe(403);
    // Giving itself the all-permissions role, or a new login whose password it knows.
    const raised = await hr.put(`/api/v1/management/user/${String(hrOnly.userId)}`, { username: 'hr-only', name: 'hr', role_id: biz.adminRoleId, status: 'active' });
    expect(raised).toEqual({ status: 403, body: { message: 'نمی‌توانید دسترسی‌ای بدهید که خودتان ندارید.' } });
    const puppet = await hr.post('/api/v1/management/user', { username: 'puppet', name: 'x', password: 'puppet-pass-1', role_id: biz.adminRoleId });
    expect(puppet.status).toBe(403);
    // Nor the password of a login holding rights hr lacks (the cashier's).
    const sara = await owner.get<{ data: Row[] }>('/api/v1/management/user?search=sara');
    const saraPath = `/api/v1/management/user/${String(sara.body.data[0]?.id)}`;
    expect((await hr.put(saraPath, { username: 'sara', name: 'سارا', password: 'sara-stolen-1', role_id: cashierRole, status: 'active' })).status).toBe(403);

    const ownerNow = await owner.get<Row>(`${ownerPath}/edit`);
    expect(ownerNow.body).toMatchObject({ admin: true, status: 'active', role_id: biz.adminRoleId });
    expect((await owner.get<Row>(`/api/v1/management/user/${String(hrOnly.userId)}/edit`)).body.role_id).toBe(hrOnly.roleId);
    expect((await server().client().post('/api/v1/login', { username: 'puppet', password: 'puppet-pass-1' })).status).toBe(420);
    await server().client().login('sara', 'sara-password-1');
  });

  it('lets nobody widen a role past their own rights, their own role included', async () => {
    const keeper = await addMember(connection().db, biz.businessId, { username: 'role-keeper', password: 'role-keeper-1', permissions: ['Role', 'RoleList', 'profile'] });
    const client = await server().client().login('role-keeper', 'role-keeper-1');
    const own = `/api/v1/role/${String(keeper.roleId)}`;
    const widened = await client.put(own, { name: 'role of role-keeper', permissions: ['Role', 'RoleList', 'profile', 'ManagementUser'] });
    expect(widened).toEqual({ status: 403, body: { message: 'نمی‌توانید دسترسی‌ای بدهید که خودتان ندارید.' } });
    expect((await client.post('/api/v1/role', { name: 'wider', permissions: ['Currency'] })).status).toBe(403);
    expect((await client.put(`/api/v1/role/${String(cashierRole)}`, { name: 'صندوقدار', permissions: ['profile', 'CategoryList', 'Currency'] })).status).toBe(403);
    expect((await owner.get<Row>(own + '/edit')).body.permissions).toEqual(['Role', 'RoleList', 'profile']);

    // Within its rights it renames and narrows, and an administrator widens any role.
    expect((await client.put(own, { name: 'کلیددار', permissions: ['Role', 'RoleList'] })).status).toBe(200);
    expect((await owner.put(own, { name: 'کلیددار', permissions: ['Role', 'RoleList', 'CurrencyList'] })).status).toBe(200);
  });

  it("lets no non-administrator edit or remove an administrator's role, or a role holding a right it lacks", async () => {
    await addMember(connection().db, biz.businessId, { username: 'role-editor', password: 'role-editor-1', permissions: ['Role', 'RoleList', 'profile'] });
    const editor = await server().client().login('role-editor', 'role-editor-1');
    const adminRole = `/api/v1/role/${String(biz.adminRoleId)}`;
    const emptied = await editor.put(adminRole, { name: 'مدیر', permissions: ['profile'] });
    expect(emptied).toEqual({ status: 403, body: { message: 'نقشی را که مدیر کل دارد فقط مدیر کل می‌تواند تغییر دهد یا حذف کند.' } });
    expect((await editor.call('DELETE', adminRole)).status).toBe(403);
    // A role within the editor's rights, once an administrator holds it, is the administrators' too.
    const light = await owner.post<{ data: Row }>('/api/v1/role', { name: 'light', permissions: ['profile'] });
    await owner.post('/api/v1/management/user', { username: 'light-admin', name: 'x', password: 'light-admin-1', role_id: light.body.data.id, admin: true });
    expect((await editor.put(`/api/v1/role/${String(light.body.data.id)}`, { name: 'light', permissions: [] })).status).toBe(403);
    // The cashier's role holds CategoryList, which the editor lacks: narrowing or removing it is refused too.
    const cashier = `/api/v1/role/${String(cashierRole)}`;
    const narrowed = await editor.put(cashier, { name: 'صندوقدار', permissions: ['profile'] });
    expect(narrowed).toEqual({ status: 403, body: { message: 'نمی‌توانید دسترسی‌ای بدهید که خودتان ندارید.' } });
    expect((await editor.call('DELETE', cashier)).status).toBe(403);
    expect((await owner.get<Row>(`${adminRole}/edit`)).body.permissions).not.toEqual(['profile']);
    expect((await owner.get<Row>(`${cashier}/edit`)).body.permissions).toEqual(['profile', 'CategoryList']);
    // An administrator changes any role.
    expect((await owner.put(`/api/v1/role/${String(light.body.data.id)}`, { name: 'light', permissions: ['profile', 'CategoryList'] })).status).toBe(200);
  });

  it('keeps the last active administrator when two administrators deactivate each other at once', async () => {
    const other = await createTestBusiness(connection().db, 'Two administrators');
    const first = await server().client().login(other.ownerUsername, other.ownerPassword);
    const made = await first.post<{ data: Row }>('/api/v1/management/user', {
      username: 'second-admin',
      name: 'x',
      password: 'second-admin-1',
      role_id: other.adminRoleId,
      admin: true,
    });
    expect(made.body.data.admin).toBe(true);
    const second = await server().client().login('second-admin', 'second-admin-1');
    // Each sends the other's name as read: renaming a login the business does not own would be refused on its own.
    const ownerName = (await first.get<Row>(`/api/v1/management/user/${String(other.ownerId)}/edit`)).body.name;
    const deactivate = (client: ApiClient, id: unknown, username: string, name: unknown) =>
      client.put(`/api/v1/management/user/${String(id)}`, { username, name, role_id: other.adminRoleId, admin: true, status: 'deactive' });
    const answers = await Promise.all([deactivate(first, made.body.data.id, 'second-admin', 'x'), deactivate(second, other.ownerId, other.ownerUsername, ownerName)]);
    // One goes through; the other is refused as the last administrator, or finds its own access already ended.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number) as number]);
    expect([403, 420]).toContain(answers.find((answer) => answer.status !== 200)?.status);
    const admins = await first.get<{ data: Row[] }>('/api/v1/management/user?status=active');
    const still = admins.status === 200 ? admins : await second.get<{ data: Row[] }>('/api/v1/management/user?status=active');
    expect(still.body.data.filter((row) => row.admin === true)).toHaveLength(1);
  });

  it("never sets the password, username or name of a login that serves another business or signed up itself, but removes it", async () => {
    // The owner of business A (a login they made themselves) is also a member of A2, whose administrator tries to take it over.
    const a = await createTestBusiness(connection().db, 'A');
    const a2 = await createTestBusiness(connection().db, 'A2');
    const a2Role = await addMember(connection().db, a2.businessId, { username: 'a2-clerk', password: 'a2-clerk-pass-1', permissions: ['profile'] });
    await connection().db.insert(membership).values({ businessId: a2.businessId, userId: a.ownerId, roleId: a2Role.roleId });
    const a2Admin = await server().client().login(a2.ownerUsername, a2.ownerPassword);
    const ownerOfA = `/api/v1/management/user/${String(a.ownerId)}`;
    const form = { username: a.ownerUsername, name: `Owner of A`, role_id: a2Role.roleId, status: 'active' };
    const refused = { status: 403, body: { message: expect.stringContaining('فقط خود او') as string } };
    expect(await a2Admin.put(ownerOfA, { ...form, password: 'taken-over-1' })).toEqual(refused);
    expect(await a2Admin.put(ownerOfA, { ...form, name: 'renamed' })).toEqual(refused);
    expect((await server().client().post('/api/v1/login', { username: a.ownerUsername, password: 'taken-over-1' })).status).toBe(420);
    // Its role and status are the business's own to set, with the name sent back as it was read.
    const read = await a2Admin.get<Row>(`${ownerOfA}/edit`);
    expect((await a2Admin.put(ownerOfA, { ...form, name: read.body.name, status: 'deactive' })).status).toBe(200);

    // A login A2 made is A2's to change, until it opens a business of its own.
    const made = await a2Admin.post<{ data: Row }>('/api/v1/management/user', { username: 'a2-made', name: 'x', password: 'a2-made-pass-1', role_id: a2Role.roleId });
    const madePath = `/api/v1/management/user/${String(made.body.data.id)}`;
    const madeForm = { username: 'a2-made', name: 'x', role_id: a2Role.roleId, status: 'active' };
    expect((await a2Admin.put(madePath, { ...madeForm, password: 'a2-made-pass-2' })).status).toBe(200);
    const human = await server().client().login('a2-made', 'a2-made-pass-2');
    expect((await human.post('/api/v1/business', { name: 'Of my own', currency: 'ریال', decimals: 0, yearStart: '2026-03-21', activity: 'trade' })).status).toBe(200);
    expect(await a2Admin.put(madePath, { ...madeForm, password: 'a2-made-pass-3' })).toEqual(refused);
    await server().client().login('a2-made', 'a2-made-pass-2');

    // Removing either from A2 is A2's choice; the logins stay and open their other business.
    expect((await a2Admin.call('DELETE', ownerOfA)).status).toBe(200);
    expect((await a2Admin.call('DELETE', madePath)).status).toBe(200);
    await server().client().login(a.ownerUsername, a.ownerPassword);
  });

  it('removes a membership and its login no longer opens the business', async () => {
    await owner.post('/api/v1/management/user', { username: 'leaver', name: 'x', password: 'leaver-pass-1', role_id: cashierRole });
    const leaver = await server().client().login('leaver', 'leaver-pass-1');
    const list = await owner.get<{ data: Row[] }>('/api/v1/management/user?search=leaver');
    expect((await owner.call('DELETE', `/api/v1/management/user/${String(list.body.data[0]?.id)}`)).status).toBe(200);
    expect((await leaver.get('/api/v1/init')).status).toBe(403);
  });
});
