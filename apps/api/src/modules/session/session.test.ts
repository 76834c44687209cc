import { beforeAll, expect, it } from 'vitest';
import type { InitResponse, MenuItem, PermissionsResponse } from '@hesab/contract';
import { allPermissions } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import {
  addMember,
  createTestBusiness,
  setMembershipActive,
  useTestServer,
  type TestBusiness,
} from '../../../test/http-client.ts';

/** The route names of a menu, groups flattened in order. */
function menuRoutes(items: MenuItem[]): string[] {
  return items.flatMap((item) => (item.children ? menuRoutes(item.children) : [item.name ?? '']));
}

describeEachEngine('session data and permissions', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let other: TestBusiness;
  let clerkId: number;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Session test');
    other = await createTestBusiness(connection().db, 'Another business');
    ({ userId: clerkId } = await addMember(connection().db, biz.businessId, {
      username: 'clerk',
      password: 'clerk-password-1',
      permissions: ['logList'],
    }));
  });

  it('answers the session data of spec 01 section 3', async () => {
    const client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const reply = await client.get<InitResponse>('/api/v1/init');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      userId: biz.ownerId,
      businessName: 'Session test',
      admin: true,
      lang: 'fa',
      rtl: true,
      date_locale: 'fa',
      date_format: 'jYYYY/jMM/jDD',
      tax: '10',
      negative_inventory: 'no',
      isMainYear: true,
      // 2026-11-22 falls in Jalali 1405, which runs from 2026-03-21 to 2027-03-20
      year: 'سال مالی 1405',
      startDate: '2026-03-21',
      endDate: '2027-03-20',
      currency: { name: 'ریال', decimal: 0, amount: '1' },
      currencySymbol: 'ریال',
    });
  });

  it('answers the permissions and the menu of an administrator', async () => {
    const client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const reply = await client.get<PermissionsResponse>('/api/v1/getdetail?select=getPermissions');
    expect(reply.status).toBe(200);
    expect(reply.body.permissions).toEqual([...allPermissions]);
    expect(reply.body.adm).toBe(true);
    expect(reply.body.cuid).toBe(biz.ownerId);
    expect(menuRoutes(reply.body.mn)).toEqual([
      'Dashboard',
      'GroupMainList',
      'GroupSubList',
      'CategoryList',
      'BranchList',
      'Departman',
      'UnitList',
      'Customer',
      'CustomerList',
      'CustomerList',
      'CustomerList',
      'CustomerList',
      'CustomerList',
      'Product',
      'ProductList',
      'Service',
      'ServiceList',
      'ProductPricing',
      'ProductBarcode',
      'EntrepotList',
      'ProductTurnover',
      'ProductCountTurnover',
      'ProductAmountTurnover',
      'EntrepotReceiptList',
      'EntrepotReceiptPending',
      'EntrepotTempReceiptList',
      'EntrepotRemittanceList',
      'EntrepotRemittancePending',
      'EntrepotUseRemittanceList',
      'EntrepotTransferRemittanceList',
      'TransferProductStockList',
      'WarehouseHandlingList',
      'ExpireDateItems',
      'SellList',
      'SellCasher',
      'ReturnSellCasher',
      'SellOfflineList',
      'ShortcutList',
      'PresaleList',
      'SellReservedItems',
      'ReturnSellList',
      'PurchaseList',
      'ReturnPurchaseList',
      'InvoicesRemovedList',
      // The invoice reports; investors' shares need the investor system, which a new business has off, and the
      // taxpayer report the plan's taxPayerSystem.
      'SellItemsList',
      'SellProductItemsList',
      'SellProductItemReport',
      'SellProductGroupList',
      'PresaleItemsList',
      'PresaleProductItemsList',
      'PurchaseItemsList',
      'PurchaseProductItemsList',
      'PurchaseProductItemReport',
      'ReturnSellItemsList',
      'ReturnSellProductItemsList',
      'ReturnPurchaseItemsList',
      'ReturnPurchaseProductItemsList',
      'InvoiceProductProfitable',
      'SellProducts',
      'BankList',
      'CashList',
      'PettyList',
      'ReceiveList',
      'PayList',
      'ReceiveCompositeList',
      'PayCompositeList',
      'TransferList',
      'CostList',
      'IncomeList',
      'PaymentsRemovedList',
      'ChequeReceiveList',
      'ChequePayList',
      'ChequeRemovedList',
      'ChequeBookList',
      'AccountingCoding',
      'DetailList',
      'AccountingList',
      'AccountingBook',
      'AccountingBalance',
      'AccountingTotalDocument',
      'ReportReview',
      'ReportProfitCost',
      'AccountingBalanceSheet',
      'ConvertTempToPermanentDocuments',
      'DocumentNumbering',
      'ConflictingDocumentsList',
      'ContraryNatureDocument',
      'ClosingOpeningDocument',
      'CloseDocumentAccount',
      'Setting',
      'CurrencyList',
      'YearList',
      'RoleList',
      'ManagementUser',
      // SettingIntegrator and the other plan-gated settings need their plan options, which a new business's plan has off.
      'logList',
      // The print queue is this device's own, open to everyone.
      'PrintQueue',
      'profile',
    ]);
    expect(reply.body.mn.map((item) => item.title)).toEqual([
      'menu.dashboard',
      'menu.basicInformation',
      'menu.people',
      'products.menu',
      'warehouseDocuments.menu',
      'invoices.menu',
      'treasury.menu',
      'menu.accounting',
      'menu.settings',
      'menu.printQueue',
      'menu.profile',
    ]);
    // The people group opens one list screen per kind of person, each at its own path.
    const people = reply.body.mn.find((item) => item.title === 'menu.people');
    expect(people?.children?.map((item) => item.to)).toEqual([
      '/customer',
      '/customer/list',
      '/lead/list',
      '/users/list',
      '/debtor/list',
      '/creditor/list',
    ]);
  });

  it('gives a user only the permissions and menu entries of the role', async () => {
    const client = await server().client().login('clerk', 'clerk-password-1');
    const reply = await client.get<PermissionsResponse>('/api/v1/getdetail?select=getPermissions');
    expect(reply.body.permissions).toEqual(['logList']);
    expect(reply.body.adm).toBe(false);
    // A group keeps only the entries the role may open, and a group left empty is dropped.
    expect(menuRoutes(reply.body.mn)).toEqual(['Dashboard', 'logList', 'PrintQueue']);
    expect(reply.body.mn.map((item) => item.title)).toEqual(['menu.dashboard', 'menu.settings', 'menu.printQueue']);
    expect((await client.get<InitResponse>('/api/v1/init')).body.admin).toBe(false);
    // A route needing a permission the role lacks is refused.
    expect(await client.get('/api/v1/users/profile')).toEqual({
      status: 403,
      body: { message: 'دسترسی به این صفحه مجاز نیست.' },
    });
  });

  it('refuses with 403 a business the user is not a member of, or no business at all', async () => {
    const client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    client.appKey = other.appKey;
    expect(await client.get('/api/v1/init')).toEqual({
      status: 403,
      body: { message: 'شما عضو این کسب‌وکار نیستید.' },
    });
    client.appKey = null;
    expect((await client.get('/api/v1/init')).status).toBe(403);
    client.appKey = 'no-such-key';
    expect((await client.get('/api/v1/getdetail?select=getPermissions')).status).toBe(403);
  });

  it('refuses a member whose membership was deactivated', async () => {
    const client = await server().client().login('clerk', 'clerk-password-1');
    await setMembershipActive(connection().db, biz.businessId, clerkId, false);
    expect((await client.get('/api/v1/init')).status).toBe(403);
    await setMembershipActive(connection().db, biz.businessId, clerkId, true);
    expect((await client.get('/api/v1/init')).status).toBe(200);
  });

  it('keeps each member’s own bookmarks: menu entries by the address they open, in order, listed in the top bar while the member may open them', async () => {
    const owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const clerk = await server().client().login('clerk', 'clerk-password-1');
    const put = (client: typeof owner, menuBookmark: unknown) => client.put<{ menuBookmark: string[]; message: string }>('/api/v1/menuBookmark', { menuBookmark });
    const topBar = async (client: typeof owner) => (await client.get<PermissionsResponse>('/api/v1/getdetail?select=getPermissions')).body.tmn;

    const saved = await put(owner, ['/debtor/list', '/sell/list', '/debtor/list', 'logList']);
    expect(saved).toEqual({ status: 200, body: { menuBookmark: ['/debtor/list', '/sell/list', 'logList'], message: 'ذخیره شد.' } });
    expect((await owner.get<InitResponse>('/api/v1/init')).body.menuBookmark).toEqual(['/debtor/list', '/sell/list', 'logList']);
    // One list screen under several entries: the bookmark keeps the entry, its title and its address.
    expect(await topBar(owner)).toEqual([
      { title: 'menu.debtors', icon: 'trending_up', name: 'CustomerList', to: '/debtor/list' },
      expect.objectContaining({ name: 'SellList' }),
      expect.objectContaining({ name: 'logList' }),
    ]);

    // Another member's are their own; a bookmark of a screen the member may not open is kept but not listed.
    expect(await topBar(clerk)).toEqual([]);
    expect((await put(clerk, ['/sell/list', 'logList'])).status).toBe(200);
    expect((await topBar(clerk)).map((entry) => entry.name)).toEqual(['logList']);
    expect((await topBar(owner)).map((entry) => entry.to)).toEqual(['/debtor/list', '/sell/list', '/users/log']);

    // What is no menu entry, or too many, is refused by field; nothing changes.
    const refused = await put(owner, ['/sell/list', '/no/such/page']);
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.body as unknown as { errors: Record<string, string> }).errors)).toEqual(['menuBookmark.1']);
    expect((await put(owner, Array.from({ length: 31 }, () => '/sell/list'))).status).toBe(422);
    expect((await owner.get<InitResponse>('/api/v1/init')).body.menuBookmark).toEqual(['/debtor/list', '/sell/list', 'logList']);
    expect((await put(owner, [])).body.menuBookmark).toEqual([]);
    expect(await topBar(owner)).toEqual([]);
  });

  it('answers 404 for an unknown select and 422 without one', async () => {
    const client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    expect((await client.get('/api/v1/getdetail?select=noSuchThing')).status).toBe(404);
    expect((await client.get('/api/v1/getdetail')).status).toBe(422);
  });

  it('serves the same API under api/ as under api/v1/', async () => {
    const client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const reply = await client.get<InitResponse>('/api/init');
    expect(reply.status).toBe(200);
    expect(reply.body.businessName).toBe('Session test');
  });
});
