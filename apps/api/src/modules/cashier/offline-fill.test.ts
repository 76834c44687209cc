import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  cashierAccounts,
  cashierPermission,
  invoiceDefinition,
  offlineBarcode,
  offlineIntegrator,
  offlineLists,
  offlinePage,
  offlinePerson,
  offlinePersonInfo,
  offlineProduct,
  offlineShortcut,
  offlineShortcutItem,
  type OfflineBarcode,
  type OfflineIntegrator,
  type OfflineLists,
  type OfflinePage,
  type OfflinePerson,
  type OfflineProduct,
  type OfflineShortcut,
  type OfflineShortcutItem,
} from '@hesab/contract';
import { membership } from '@hesab/db';
import { describeEachEngine } from '../../../test/databases.ts';
import { activateConfig } from '../../../test/fixtures.ts';
import {
  activatePlanOptions,
  addMember,
  createTestBusiness,
  mainYearRange,
  useTestServer,
  type ApiClient,
  type TestBusiness,
} from '../../../test/http-client.ts';

/* The reads that fill the cashier's offline copy (issue 19): pages in id order, stock and balances as the lists
   read them, the caller's business alone, for whoever may sell. */

const paged = ['getAllProductOffline', 'getAllProductBarcodesOffline', 'getAllPersonOffline', 'productIntegrator', 'productShortcut', 'productShortcutItems'];

describeEachEngine('the offline fill', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let other: TestBusiness;
  let owner: ApiClient;
  let cashier: ApiClient;
  let cashierId: number;
  let clerk: ApiClient;
  let theirs: ApiClient;
  let ids: { warehouse: number; group: number; piece: number; notebook: number; pen: number; repair: number; retired: number; regular: number; supplier: number; page: number };
  let foreign: { product: number; person: number; warehouse: number };

  const idOf = async (as: ApiClient, path: string, body: Record<string, unknown>) => {
    const reply = await as.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const fill = async <T>(as: ApiClient, select: string, query = '') => {
    const reply = await as.get<OfflinePage<T>>(`/api/v1/getdetail?select=${select}${query}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Till');
    other = await createTestBusiness(connection().db, 'The shop next door');
    await activatePlanOptions(connection().db, biz.businessId, ['integratorSystem']);
    cashierId = (await addMember(connection().db, biz.businessId, { username: `till-${String(biz.businessId)}`, password: 'till-password', permissions: [cashierPermission] })).userId;
    await addMember(connection().db, biz.businessId, { username: `clerk-${String(biz.businessId)}`, password: 'clerk-password', permissions: ['ProductList', 'CustomerList', 'SellList'] });
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    cashier = await server().client().login(`till-${String(biz.businessId)}`, 'till-password');
    clerk = await server().client().login(`clerk-${String(biz.businessId)}`, 'clerk-password');
    theirs = await server().client().login(other.ownerUsername, other.ownerPassword);

    const day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    const units = await owner.get<{ data: { id: number; name: string }[] }>('/api/v1/unit?all=true');
    const piece = units.body.data.find((unit) => unit.name === 'عدد')?.id ?? 0;
    const warehouse = await idOf(owner, 'entrepot', { name: 'انبار فروشگاه', code: 'W1' });
    const group = await idOf(owner, 'group/main', { name: 'نوشت‌افزار' });
    const panel = await idOf(owner, 'integrator/panel', { platform: 'digikala', name: 'دیجی‌کالا' });
    const notebook = await idOf(owner, 'products', {
      name: 'دفتر',
      barcode: 'NB-1',
      barcodes: [{ value: 'NB-2' }, { value: 'NB-3' }],
      group,
      unit: piece,
      price: '1000',
      taxPercent: '9',
      discountPercent: '5',
      digikalaPanel: [{ panel, rows: [{ code: 'DK-1', variant: 'V-1' }] }],
    });
    const pen = await idOf(owner, 'products', { name: 'خودکار', price: '250' });
    const repair = await idOf(owner, 'products', { type: 'service', name: 'تعمیر', price: '5000' });
    const retired = await idOf(owner, 'products', { name: 'کالای کنار گذاشته', barcode: 'OLD-1', status: 'deactive' });
    const regular = await idOf(owner, 'customer', { firstname: 'مشتری', lastname: 'همیشگی', mobile: '09121234567', phone: '02188776655', address: 'تهران', initial_price: '5000' });
    const supplier = await idOf(owner, 'customer', { firstname: 'پخش', lastname: 'البرز' });
    await idOf(owner, 'customer', { firstname: 'مشتری', lastname: 'قدیمی', status: 'deactive' });
    await idOf(owner, 'invoice', {
      type: 'purchase',
      date: day,
      entrepot: warehouse,
      person: supplier,
      rows: [
        { product: notebook, count: '12', fee: '700' },
        { product: pen, count: '2.5', fee: '100' },
      ],
    });
    const page = await idOf(owner, 'shortcut', { title: 'پرفروش', to: 'sell', icon: 'star', color: '#ff9800', items: [{ product: pen }, { product: notebook }] });
    ids = { warehouse, group, piece, notebook, pen, repair, retired, regular, supplier, page };

    foreign = {
      product: await idOf(theirs, 'products', { name: 'کالای همسایه', barcode: 'NB-9' }),
      person: await idOf(theirs, 'customer', { firstname: 'مشتری', lastname: 'همسایه' }),
      warehouse: await idOf(theirs, 'entrepot', { name: 'انبار همسایه' }),
    };
  });

  it('opens to whoever may make a sale, and to no one else', async () => {
    expect(cashierPermission).toBe(invoiceDefinition.permissions.create);
    for (const select of [...paged, 'getAbrOffline', `getPersonInfo&id=${String(ids.regular)}`]) {
      expect((await clerk.get(`/api/v1/getdetail?select=${select}`)).status, select).toBe(403);
      expect((await cashier.get(`/api/v1/getdetail?select=${select}`)).status, select).toBe(200);
    }
  });

  it('pages the active products in id order, with the stock a purchase brought, money and counts as decimal strings', async () => {
    const first = await fill<OfflineProduct>(cashier, 'getAllProductOffline', '&count=2');
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 3 });
    expect(first.data).toEqual([
      {
        id: ids.notebook,
        type: 'product',
        name: 'دفتر',
        code: '1',
        barcode: 'NB-1',
        group_id: ids.group,
        unit: ids.piece,
        price: '1000',
        taxPercent: '9',
        discount: null,
        discountPercent: '5',
        count: '12',
      },
      expect.objectContaining({ id: ids.pen, price: '250', count: '2.5' }),
    ]);
    const second = await fill<OfflineProduct>(cashier, 'getAllProductOffline', '&count=2&page=2');
    expect(second).toEqual({ data: [expect.objectContaining({ id: ids.repair, type: 'service', count: null })], current_page: 2, last_page: 2, total: 3 });
    // Past the last page: nothing, so a fill reading on never takes a row twice.
    expect(await fill(cashier, 'getAllProductOffline', '&count=2&page=3')).toEqual({ data: [], current_page: 3, last_page: 2, total: 3 });

    const whole = await fill<OfflineProduct>(cashier, 'getAllProductOffline');
    expect(whole.data.map((row) => row.id)).toEqual([ids.notebook, ids.pen, ids.repair]);
    const services = await fill<OfflineProduct>(cashier, 'getAllProductOffline', '&formType=service');
    expect(services.data.map((row) => row.id)).toEqual([ids.repair]);
    // A till refreshing the stock a document moved reads those products alone.
    const some = await fill<OfflineProduct>(cashier, 'getAllProductOffline', `&ids=${String(ids.pen)},${String(ids.repair)}`);
    expect(some).toMatchObject({ total: 2, data: [{ id: ids.pen, count: '2.5' }, { id: ids.repair, count: null }] });
    expect((await cashier.get('/api/v1/getdetail?select=getAllProductOffline&ids=1,x')).status).toBe(422);
    expect((await cashier.get('/api/v1/getdetail?select=getAllProductOffline&count=100001')).status).toBe(422);
    expect((await cashier.get('/api/v1/getdetail?select=getAllProductOffline&formType=gift')).status).toBe(422);
  });

  it('pages every barcode of every product, the primary one first', async () => {
    const all = await fill<OfflineBarcode>(cashier, 'getAllProductBarcodesOffline');
    expect(all).toEqual({
      data: [
        { product_id: ids.notebook, value: 'NB-1' },
        { product_id: ids.notebook, value: 'NB-2' },
        { product_id: ids.notebook, value: 'NB-3' },
      ],
      current_page: 1,
      last_page: 1,
      total: 3,
    });
    expect((await fill<OfflineBarcode>(cashier, 'getAllProductBarcodesOffline', '&count=2&page=2')).data).toEqual([{ product_id: ids.notebook, value: 'NB-3' }]);
    expect((await fill<OfflineBarcode>(cashier, 'getAllProductBarcodesOffline', '&formType=service')).total).toBe(0);
  });

  it('pages the active persons with their balances, and answers one person by id', async () => {
    const persons = await fill<OfflinePerson>(cashier, 'getAllPersonOffline');
    expect(persons.data.map((row) => row.id)).toEqual([ids.regular, ids.supplier]);
    expect(persons.data).toEqual([
      { id: ids.regular, name: 'مشتری همیشگی', mobile: '9121234567', phone: '02188776655', address: 'تهران', remain: '5000' },
      // The purchase owes the supplier its payable: 12 × 700 + 2.5 × 100, with its VAT (9% and 10%).
      { id: ids.supplier, name: 'پخش البرز', mobile: null, phone: null, address: null, remain: '-9431' },
    ]);
    expect(await fill(cashier, 'getAllPersonOffline', '&count=1&page=2')).toMatchObject({ data: [{ id: ids.supplier }], last_page: 2, total: 2 });

    const info = await cashier.get<{ data: OfflinePerson }>(`/api/v1/getdetail?select=getPersonInfo&id=${String(ids.regular)}`);
    expect(info).toEqual({ status: 200, body: { data: persons.data[0] } });
    expect((await cashier.get(`/api/v1/getdetail?select=getPersonInfo&id=${String(foreign.person)}`)).status).toBe(404);
  });

  it('answers the small lists together: warehouses, branches, currencies, groups and units', async () => {
    const reply = await cashier.get<{ data: OfflineLists }>('/api/v1/getdetail?select=getAbrOffline');
    const { entrepot, currency, productGroup, unit } = reply.body.data;
    expect(entrepot).toEqual([{ id: ids.warehouse, name: 'انبار فروشگاه', code: 'W1' }]);
    expect(productGroup).toEqual([{ id: ids.group, name: 'نوشت‌افزار', code: null }]);
    expect(currency).toEqual([expect.objectContaining({ isDefault: true, rate: '1' })]);
    expect(unit).toContainEqual({ id: ids.piece, name: 'عدد' });
    expect(reply.body.data.branch).toEqual([]);
  });

  it('answers the till the cash boxes and banks it takes money into, through the permission to sell alone, within its financial access', async () => {
    const cash = await idOf(owner, 'cash', { name: 'صندوق پیشخوان' });
    const drawer = await idOf(owner, 'cash', { name: 'صندوق دفتر' });
    await idOf(owner, 'cash', { name: 'صندوق بسته', status: 'deactive' });
    const bank = await idOf(owner, 'bank', { name: 'بانک پیشخوان', terminals: [{ name: 'کارتخوان', terminal: '44120001' }] });
    // The treasury screens stay closed to a cashier; the till's own read is open.
    expect((await cashier.get('/api/v1/cash')).status).toBe(403);
    expect((await clerk.get('/api/v1/getdetail?select=cashierAccounts')).status).toBe(403);
    const accounts = async () => {
      const reply = await cashier.get<z.infer<typeof cashierAccounts>>('/api/v1/getdetail?select=cashierAccounts');
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return cashierAccounts.parse(reply.body).data;
    };
    expect(await accounts()).toEqual({
      cash: [
        { id: drawer, name: 'صندوق دفتر' },
        { id: cash, name: 'صندوق پیشخوان' },
      ],
      bank: [{ id: bank, name: 'بانک پیشخوان', terminals: [{ name: 'کارتخوان', terminal: '44120001' }] }],
    });
    // Limited to one cash box (its detail account), the till is offered that one, and no bank.
    await activateConfig(connection().db, biz.businessId, ['userAccessSystem']);
    const detail = (await owner.get<{ detail_id: number }>(`/api/v1/cash/${String(cash)}/edit`)).body.detail_id;
    await connection()
      .db.update(membership)
      .set({ financialAccess: [detail] })
      .where(and(eq(membership.businessId, biz.businessId), eq(membership.userId, cashierId)));
    const limited = await server().client().login(`till-${String(biz.businessId)}`, 'till-password');
    const reply = await limited.get<z.infer<typeof cashierAccounts>>('/api/v1/getdetail?select=cashierAccounts');
    expect(reply.body.data).toEqual({ cash: [{ id: cash, name: 'صندوق پیشخوان' }], bank: [] });
  });

  it("reads the products' marketplace codes and the shortcut pages with their products in order", async () => {
    expect((await fill<OfflineIntegrator>(cashier, 'productIntegrator')).data).toEqual([{ id: expect.any(Number), product_id: ids.notebook, value: 'DK-1' }]);
    expect((await fill<OfflineShortcut>(cashier, 'productShortcut')).data).toEqual([{ id: ids.page, title: 'پرفروش', to: 'sell', icon: 'star', color: '#ff9800' }]);
    const items = await fill<OfflineShortcutItem>(cashier, 'productShortcutItems', '&count=1');
    expect(items).toMatchObject({ data: [{ page_id: ids.page, product_id: ids.pen, position: 1 }], last_page: 2, total: 2 });
  });

  it("answers in the contract's shapes, which the web's local tables take", async () => {
    const shapes: [string, z.ZodType][] = [
      ['getAllProductOffline', offlinePage(offlineProduct)],
      ['getAllProductBarcodesOffline', offlinePage(offlineBarcode)],
      ['getAllPersonOffline', offlinePage(offlinePerson)],
      ['productIntegrator', offlinePage(offlineIntegrator)],
      ['productShortcut', offlinePage(offlineShortcut)],
      ['productShortcutItems', offlinePage(offlineShortcutItem)],
      ['getAbrOffline', offlineLists],
      [`getPersonInfo&id=${String(ids.regular)}`, offlinePersonInfo],
    ];
    for (const [select, shape] of shapes) {
      const reply = await cashier.get(`/api/v1/getdetail?select=${select}`);
      expect(shape.safeParse(reply.body).error, select).toBeUndefined();
    }
  });

  describe('another business', () => {
    it("never sees this business's rows, nor this business theirs", async () => {
      const ours = await fill<OfflineProduct>(cashier, 'getAllProductOffline');
      expect(ours.data.map((row) => row.id)).not.toContain(foreign.product);
      const theirProducts = await fill<OfflineProduct>(theirs, 'getAllProductOffline');
      expect(theirProducts.data.map((row) => row.id)).toEqual([foreign.product]);
      expect((await fill<OfflineBarcode>(theirs, 'getAllProductBarcodesOffline')).data).toEqual([{ product_id: foreign.product, value: 'NB-9' }]);
      expect((await fill<OfflinePerson>(theirs, 'getAllPersonOffline')).data.map((row) => row.id)).toEqual([foreign.person]);
      for (const select of ['productIntegrator', 'productShortcut', 'productShortcutItems']) expect((await fill(theirs, select)).total, select).toBe(0);
      const lists = await theirs.get<{ data: OfflineLists }>('/api/v1/getdetail?select=getAbrOffline');
      expect(lists.body.data.entrepot.map((row) => row.id)).toEqual([foreign.warehouse]);
      expect((await theirs.get(`/api/v1/getdetail?select=getPersonInfo&id=${String(ids.regular)}`)).status).toBe(404);
    });
  });
});
