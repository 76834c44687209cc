import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { FileItem, InitResponse, PersonIntegrator } from '@hesab/contract';
import { appUser, business } from '@hesab/db';
import { describeEachEngine } from '../../../test/databases.ts';
import { uploadFile } from '../../../test/files.ts';
import { activateConfig, activatePlanOptions, addMember, createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';
import type { SmsMessage, SmsProvider } from '../sms/index.ts';

type Row = Record<string, unknown>;
type Saved = { data: Row & { id: number }; message: string; errors: Record<string, string[]> };
interface Edit extends Row {
  integrator: PersonIntegrator;
  avatar: FileItem | null;
  attachments: FileItem[];
}

/** Keeps what would have been texted. */
class RecordingSms implements SmsProvider {
  readonly sent: SmsMessage[] = [];
  send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }
}

describeEachEngine('persons: login, reminder SMS, default account, integrator ids, files, plan limit', (connection) => {
  const sms = new RecordingSms();
  const server = useTestServer(connection, { sms });
  let biz: TestBusiness;
  let owner: ApiClient;
  let cashierRole: number;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'People accounts');
    // The documents tab's avatar and attachments need the documents system.
    await activatePlanOptions(connection().db, biz.businessId, ['documentsSystem']);
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const role = await owner.post<{ data: Row }>('/api/v1/role', { name: 'صندوقدار', permissions: ['CategoryList', 'profile'] });
    cashierRole = role.body.data.id as number;
  });
  const create = (body: Row, as: ApiClient = owner) => as.post<Saved>('/api/v1/customer', body);
  const update = (id: number, body: Row, as: ApiClient = owner) => as.put<Saved>(`/api/v1/customer/${String(id)}`, body);
  const edit = async (id: number) => (await owner.get<Edit>(`/api/v1/customer/${String(id)}/edit`)).body;
  const login = { username: 'ali-cashier', password: 'ali-password-1', passwordConfirmation: 'ali-password-1', role: 0 };

  it('makes a working login from the user-account tab, which opens only what its role allows', async () => {
    const created = await create({ firstname: 'علی', lastname: 'صندوقدار', personel: true, ...login, role: cashierRole });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const shown = await edit(created.body.data.id);
    expect(shown).toMatchObject({ username: 'ali-cashier', role: cashierRole, role_label: 'صندوقدار', admin: false, branchAccess: [], password: null });
    expect(JSON.stringify(shown)).not.toContain('ali-password-1');

    const ali = await server().client().login('ali-cashier', 'ali-password-1');
    expect((await ali.get('/api/v1/category')).status).toBe(200);
    expect((await ali.get('/api/v1/customer')).status).toBe(403);

    // The whole form sent again with a new password: the old one stops working.
    const changed = await update(created.body.data.id, { ...shown, password: 'ali-password-2', passwordConfirmation: 'ali-password-2' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await ali.get('/api/v1/init')).status).toBe(401);
    const again = await server().client().login('ali-cashier', 'ali-password-2');

    // A deactivated person, or one no longer a user, no longer opens the business.
    expect((await update(created.body.data.id, { firstname: 'علی', status: 'deactive' })).status).toBe(200);
    expect((await again.get('/api/v1/init')).status).toBe(403);
    expect((await update(created.body.data.id, { firstname: 'علی', personel: false })).status).toBe(200);
    expect((await again.get('/api/v1/init')).status).toBe(403);
    const reactivated = await update(created.body.data.id, { firstname: 'علی', status: 'active', personel: true });
    expect(reactivated.status, JSON.stringify(reactivated.body)).toBe(200);
    const init = await again.get('/api/v1/init');
    expect(init.status, JSON.stringify(init.body)).toBe(200);

    // Removing the person ends the membership.
    expect((await owner.call('DELETE', `/api/v1/customer/${String(created.body.data.id)}`)).status).toBe(200);
    expect((await again.get('/api/v1/init')).status).toBe(403);
  });

  it('refuses a login whose repetition differs, whose username is taken, or whose person holds no login role', async () => {
    const mismatch = await create({ firstname: 'رضا', student: true, ...login, username: 'reza-login', passwordConfirmation: 'other-pass-1', role: cashierRole });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ passwordConfirmation: ['رمز عبور و تکرار آن یکسان نیستند.|passwords-do-not-match'] });
    const taken = await create({ firstname: 'رضا', teacher: true, ...login, username: biz.ownerUsername.toUpperCase(), role: cashierRole });
    expect(taken.body.errors).toEqual({ username: ['این نام کاربری قابل استفاده نیست؛ نام دیگری انتخاب کنید.|username-unavailable'] });
    const customer = await create({ firstname: 'مشتری', ...login, username: 'customer-login', role: cashierRole });
    expect(customer.status).toBe(422);
    expect(customer.body.errors.username?.[0]).toMatch(/\|login-roles-only$/);
    const incomplete = await create({ firstname: 'مترجم', translator: true, username: 'translator-login' });
    expect(Object.keys(incomplete.body.errors).sort()).toEqual(['password', 'role']);
    // Nothing of the refused saves was kept.
    expect((await server().client().call('POST', '/api/v1/login', { username: 'reza-login', password: login.password })).status).not.toBe(200);
  });

  it('needs usersList to make or change a login and an administrator to make an administrator', async () => {
    await addMember(connection().db, biz.businessId, { username: 'clerk-people', password: 'clerk-people-1', permissions: ['Customer', 'CustomerList'] });
    await addMember(connection().db, biz.businessId, {
      username: 'hr-people',
      password: 'hr-people-1',
      // The cashier's role is within hr's rights, so hr may hand it out.
      permissions: ['Customer', 'CustomerList', 'usersList', 'CategoryList', 'profile'],
    });
    const clerk = await server().client().login('clerk-people', 'clerk-people-1');
    const hr = await server().client().login('hr-people', 'hr-people-1');
    expect((await create({ firstname: 'کاربر', personel: true, ...login, username: 'by-clerk', role: cashierRole }, clerk)).status).toBe(403);
    expect((await create({ firstname: 'کاربر', personel: true, ...login, username: 'by-hr', role: cashierRole, admin: true }, hr)).status).toBe(403);
    const made = await create({ firstname: 'کاربر', personel: true, ...login, username: 'by-hr', role: cashierRole }, hr);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // The clerk edits the person's other fields, sending the stored login back unchanged.
    const form = await edit(made.body.data.id);
    const kept = await update(made.body.data.id, { ...form, phone: '021-1234' }, clerk);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await update(made.body.data.id, { ...form, username: 'renamed-by-clerk' }, clerk)).status).toBe(403);
    expect((await update(made.body.data.id, { ...form, admin: true }, hr)).status).toBe(403);
    expect((await update(made.body.data.id, { ...form, admin: true })).status).toBe(200);
    expect((await edit(made.body.data.id)).admin).toBe(true);
  });

  it("needs usersList to deactivate or remove a person's login, and an administrator to touch an administrator's", async () => {
    await addMember(connection().db, biz.businessId, { username: 'customer-only', password: 'customer-only-1', permissions: ['Customer', 'CustomerList'] });
    await addMember(connection().db, biz.businessId, {
      username: 'users-keeper',
      password: 'users-keeper-1',
      permissions: ['Customer', 'CustomerList', 'usersList', 'CategoryList', 'profile'],
    });
    const clerk = await server().client().login('customer-only', 'customer-only-1');
    const keeper = await server().client().login('users-keeper', 'users-keeper-1');
    const made = await create({ firstname: 'کارمند', personel: true, ...login, username: 'staff-login', role: cashierRole });
    const id = made.body.data.id;
    const staff = await server().client().login('staff-login', login.password);

    // Deactivating the person, taking away its login role or removing it shuts the login: the clerk may not.
    expect(await update(id, { firstname: 'کارمند', status: 'deactive' }, clerk)).toEqual({ status: 403, body: { message: 'دسترسی به این صفحه مجاز نیست.' } });
    expect((await update(id, { firstname: 'کارمند', personel: false }, clerk)).status).toBe(403);
    expect((await clerk.call('DELETE', `/api/v1/customer/${String(id)}`)).status).toBe(403);
    expect((await staff.get('/api/v1/init')).status).toBe(200);
    // With usersList it may.
    expect((await update(id, { firstname: 'کارمند', status: 'deactive' }, keeper)).status).toBe(200);
    expect((await staff.get('/api/v1/init')).status).toBe(403);

    // An administrator's login is an administrator's to change, even for a holder of usersList.
    const boss = await create({ firstname: 'مدیر', personel: true, ...login, username: 'boss-login', role: cashierRole, admin: true });
    expect(boss.status, JSON.stringify(boss.body)).toBe(200);
    const bossForm = await edit(boss.body.data.id);
    const password = await update(boss.body.data.id, { ...bossForm, password: 'stolen-pass-1', passwordConfirmation: 'stolen-pass-1' }, keeper);
    expect(password).toEqual({ status: 403, body: { message: 'فقط مدیر کل می‌تواند حساب مدیر کل را تغییر دهد.' } });
    expect((await update(boss.body.data.id, { ...bossForm, status: 'deactive' }, keeper)).status).toBe(403);
    expect((await keeper.call('DELETE', `/api/v1/customer/${String(boss.body.data.id)}`)).status).toBe(403);
    await server().client().login('boss-login', login.password);
  });

  it("sets no password or username of a person's login that serves another business too, yet saves the person", async () => {
    const made = await create({ firstname: 'نگار', personel: true, ...login, username: 'negar-login', role: cashierRole });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const negar = await server().client().login('negar-login', 'ali-password-1');
    expect((await negar.post('/api/v1/business', { name: 'کسب‌وکار نگار', currency: 'ریال', decimals: 0, yearStart: '2026-03-21', activity: 'trade' })).status).toBe(200);

    const form = await edit(made.body.data.id);
    for (const change of [{ password: 'negar-stolen-1', passwordConfirmation: 'negar-stolen-1' }, { username: 'negar-renamed' }]) {
      const answer = await update(made.body.data.id, { ...form, ...change });
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body.message).toContain('فقط خود او');
    }
    // The person is the business's to rename; the login keeps the name its owner knows it by.
    expect((await update(made.body.data.id, { ...form, firstname: 'نگار تازه' })).status).toBe(200);
    const [stored] = await connection().db.select({ name: appUser.name }).from(appUser).where(eq(appUser.username, 'negar-login'));
    expect(stored?.name).not.toContain('تازه');
    await server().client().login('negar-login', 'ali-password-1');
  });

  it('takes access lists and the two deactive flags only while userAccessSystem is on, and checks their ids', async () => {
    const branch = await owner.post<{ data: Row }>('/api/v1/branch', { text: 'شعبه مرکزی' });
    const department = await owner.post<{ data: Row }>('/api/v1/departman', { name: 'فروش' });
    const stores = await Promise.all(['انبار ۱', 'انبار ۲'].map((name) => owner.post<{ data: { id: number } }>('/api/v1/entrepot', { name })));
    const [one, two] = stores.map((store) => store.body.data.id).sort((a, b) => a - b);
    const made = await create({ firstname: 'انباردار', personel: true, ...login, username: 'storekeeper', role: cashierRole });
    const id = made.body.data.id;
    const access = { branchAccess: [branch.body.data.id], department_access: [department.body.data.id], deactiveChangeSellPrice: true };
    const off = await update(id, { firstname: 'انباردار', personel: true, ...access });
    expect(off.status).toBe(422);
    expect(Object.keys(off.body.errors).sort()).toEqual(['branchAccess', 'deactiveChangeSellPrice', 'department_access']);
    expect(off.body.errors.branchAccess?.[0]).toMatch(/\|user-access-off$/);
    await activateConfig(connection().db, biz.businessId, ['userAccessSystem']);
    const unknown = await update(id, { firstname: 'انباردار', personel: true, branchAccess: [999999] });
    expect(unknown.body.errors).toEqual({ branchAccess: ['این مقدار معتبر نیست.|invalid-value'] });
    const on = await update(id, { firstname: 'انباردار', personel: true, ...access, entrepotAccess: [two, two, one], user_financial: [made.body.data.detail_id] });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(await edit(id)).toMatchObject({ ...access, entrepotAccess: [one, two], user_financial: [made.body.data.detail_id], deactiveBranchAccess: false });
  });

  it('texts a balance reminder on the SMS credit, refusing without a mobile or credit', async () => {
    const debtor = await create({ firstname: 'مریم', lastname: 'رضایی', mobile: '09121234567', initial_price: '1500000' });
    const noMobile = await create({ firstname: 'بی‌موبایل' });
    await connection().db.update(business).set({ smsCredit: 1 }).where(eq(business.id, biz.businessId));
    const remind = (id: number) => owner.get<{ message: string }>(`/api/v1/customer/show?remainSms=active&id=${String(id)}`);

    expect(await remind(noMobile.body.data.id)).toEqual({ status: 420, body: { message: 'این شخص شماره موبایل ندارد.' } });
    const sent = await remind(debtor.body.data.id);
    expect(sent).toEqual({ status: 200, body: { message: 'ارسال شد.' } });
    expect(sms.sent.at(-1)).toMatchObject({ businessId: biz.businessId, mobile: '9121234567' });
    expect(sms.sent.at(-1)?.text).toMatch(/^مریم رضایی گرامی، مانده بدهی شما به People accounts مبلغ ۱٬۵۰۰٬۰۰۰ /);
    const [after] = await connection().db.select({ credit: business.smsCredit }).from(business).where(eq(business.id, biz.businessId));
    expect(after?.credit).toBe(0);
    expect(await remind(debtor.body.data.id)).toEqual({ status: 420, body: { message: 'اعتبار پیامک کسب‌وکار تمام شده است.' } });
    expect(sms.sent).toHaveLength(1);
    expect((await remind(999999)).status).toBe(404);
    // Without the flag the path is still the list.
    expect((await owner.get<{ data: Row[] }>('/api/v1/customer/show?perPage=500')).body.data.length).toBeGreaterThan(1);
  });

  it('makes one person at a time the default account of new invoices', async () => {
    const first = await create({ firstname: 'پیش‌فرض یک' });
    const second = await create({ firstname: 'پیش‌فرض دو' });
    const inactive = await create({ firstname: 'غیرفعال', status: 'deactive' });
    const setDefault = (id: number, as: ApiClient = owner) => as.get<{ message: string }>(`/api/v1/getdetail?select=setDefaultAccount&id=${String(id)}`);

    expect(await setDefault(first.body.data.id)).toEqual({ status: 200, body: { message: 'پیش‌فرض یک حساب پیش‌فرض شد.' } });
    expect((await owner.get<InitResponse>('/api/v1/init')).body.defaultCustomer).toBe(first.body.data.id);
    expect((await setDefault(second.body.data.id)).status).toBe(200);
    expect((await edit(first.body.data.id)).defaultAccount).toBe(false);
    expect((await edit(second.body.data.id)).defaultAccount).toBe(true);
    expect(await setDefault(inactive.body.data.id)).toEqual({ status: 420, body: { message: 'شخص غیرفعال نمی‌تواند حساب پیش‌فرض باشد.' } });
    expect((await setDefault(999999)).status).toBe(404);
    const other = await createTestBusiness(connection().db, 'Other defaults');
    const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
    expect((await setDefault(second.body.data.id, outsider)).status).toBe(404);
    // Deactivating the default person leaves the business without one.
    expect((await update(second.body.data.id, { firstname: 'پیش‌فرض دو', status: 'deactive' })).status).toBe(200);
    expect((await owner.get<InitResponse>('/api/v1/init')).body.defaultCustomer).toBeNull();
  });

  it('keeps integrator ids, WooCommerce rows up to the panel count, never a digikalaId from the client', async () => {
    const rows = [
      { woocommercePanelName: 'shop-a', woocommerceId: '17' },
      { woocommercePanelName: 'shop-b', woocommerceId: '18' },
    ];
    const tooMany = await create({ firstname: 'فروشگاهی', woocommerceIdItems: rows });
    expect(tooMany.body.errors).toEqual({ woocommerceIdItems: ['حداکثر ۱ پنل ووکامرس تنظیم شده است.|woocommerce-panels-exceeded'] });
    const made = await create({
      firstname: 'فروشگاهی',
      woocommerceIdItems: rows.slice(0, 1),
      digikalaId: 'forged',
      portalId: 'p-1',
      sazitoId: 's-1',
      webziId: 'w-1',
      webziSeller: true,
      webziSellerCommission: '7.5',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await edit(made.body.data.id)).integrator).toEqual({
      woocommerceIdItems: rows.slice(0, 1),
      digikalaId: null,
      portalId: 'p-1',
      sazitoId: 's-1',
      webziId: 'w-1',
      webziSeller: true,
      webziSellerCommission: '7.5',
    });
    const [row] = await connection().db.select({ config: business.config }).from(business).where(eq(business.id, biz.businessId));
    await connection().db.update(business).set({ config: { ...row?.config, countWoocommercePanel: '2' } }).where(eq(business.id, biz.businessId));
    expect((await update(made.body.data.id, { firstname: 'فروشگاهی', woocommerceIdItems: rows })).status).toBe(200);
    const missing = await update(made.body.data.id, { firstname: 'فروشگاهی', woocommerceIdItems: [{ woocommercePanelName: 'shop-a' }] });
    expect(Object.keys(missing.body.errors)).toEqual(['woocommerceIdItems.0.woocommerceId']);
  });

  it('lists the avatar and attachments on the form and removes them with the person', async () => {
    const made = await create({ firstname: 'با مدارک' });
    const id = made.body.data.id;
    expect((await uploadFile(owner, 'customerAvatar', id, 'old.png')).status).toBe(200);
    expect((await uploadFile(owner, 'customerAvatar', id, 'face.png')).status).toBe(200);
    expect((await uploadFile(owner, 'customer', id, 'contract.png')).status).toBe(200);
    const shown = await edit(id);
    expect(shown.avatar?.name).toBe('face.png');
    expect(shown.attachments.map((file) => file.name)).toEqual(['contract.png']);
    expect((await fetch(`${owner.baseUrl}${String(shown.avatar?.url)}`)).status).toBe(200);
    // They are the documents tab's: a member without `documents`, or a plan without documentsSystem, is shown none.
    await addMember(connection().db, biz.businessId, { username: 'no-documents', password: 'no-documents-1', permissions: ['Customer', 'CustomerList'] });
    const clerk = await server().client().login('no-documents', 'no-documents-1');
    expect((await clerk.get<Edit>(`/api/v1/customer/${String(id)}/edit`)).body).toMatchObject({ avatar: null, attachments: [] });
    await connection().db.update(business).set({ planOptions: {} }).where(eq(business.id, biz.businessId));
    expect(await edit(id)).toMatchObject({ avatar: null, attachments: [] });
    await activatePlanOptions(connection().db, biz.businessId, ['documentsSystem']);

    expect((await owner.call('DELETE', `/api/v1/customer/${String(id)}`)).status).toBe(200);
    // The person is gone, and its files' list with it.
    expect((await owner.get(`/api/v1/files?type=customer&refId=${String(id)}`)).status).toBe(404);
    expect((await fetch(`${owner.baseUrl}${String(shown.avatar?.url)}`)).status).toBe(404);
  });

  it("answers 409 beyond the plan's person limit, and nothing is limited without one", async () => {
    const limited = await createTestBusiness(connection().db, 'Small plan');
    await connection().db.update(business).set({ planOptions: { personLimit: '1' } }).where(eq(business.id, limited.businessId));
    const client = await server().client().login(limited.ownerUsername, limited.ownerPassword);
    expect((await create({ firstname: 'اولی' }, client)).status).toBe(200);
    expect(await create({ firstname: 'دومی' }, client)).toEqual({
      status: 409,
      body: { message: 'طرح شما ۱ شخص را مجاز می‌داند؛ برای افزودن بیشتر، طرح را ارتقا دهید.' },
    });
    await connection().db.update(business).set({ planOptions: {} }).where(eq(business.id, limited.businessId));
    expect((await create({ firstname: 'دومی' }, client)).status).toBe(200);
  });
});
