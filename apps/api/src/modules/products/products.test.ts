import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CodingAccount, PickerPage, ProductEditExtras, TrialBalanceReport, WarehouseStock } from '@hesab/contract';
import { business } from '@hesab/db';
import { compareMoney, subtractMoney } from '@hesab/domain';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

type Product = Record<string, unknown> & { id: number; code: string; name: string; stock: string | null };
type Saved = { data: Product & ProductEditExtras; message: string };
type Refused = { errors: Record<string, string[]>; message: string };
interface Paged<T> {
  data: T[];
  total: number;
}

describeEachEngine('products and services', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let accounts: Record<string, number>;
  let range: string;
  let warehouses: { north: number; south: number };
  let units: { piece: number; box: number };

  const create = (body: Record<string, unknown>) => client.post<Saved & Refused>('/api/v1/products', body);
  const update = (id: number, body: Record<string, unknown>) => client.put<Saved & Refused>(`/api/v1/products/${String(id)}`, body);
  const edit = async (id: number) => (await client.get<Product & ProductEditExtras>(`/api/v1/products/${String(id)}/edit`)).body;
  const created = async (body: Record<string, unknown>) => {
    const reply = await create(body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const idOf = async (path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const givenRow = async (role: string) => {
    const report = await client.get<TrialBalanceReport>(`/api/v1/report/balance?level=given&${range}`);
    return report.body.data.find((row) => row.id === accounts[role]);
  };

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Catalogue');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    accounts = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    range = await mainYearRange(connection().db, biz.businessId);
    const keeper = await idOf('customer', { firstname: 'انباردار' });
    warehouses = {
      north: await idOf('entrepot', { name: 'انبار شمال', code: 'N', storekeeper: keeper, address: 'تهران' }),
      south: await idOf('entrepot', { name: 'انبار جنوب', code: 'S' }),
    };
    // A new business starts with the common units.
    const seeded = await client.get<Paged<{ id: number; name: string }>>('/api/v1/unit?all=true');
    const unitId = (name: string) => seeded.body.data.find((row) => row.name === name)?.id ?? 0;
    units = { piece: unitId('عدد'), box: unitId('کارتن') };
    expect(units.piece).toBeGreaterThan(0);
    expect(units.box).toBeGreaterThan(0);
  });

  describe('warehouses', () => {
    it('lists warehouses with their storekeeper and offers them in pickers; the name is unique', async () => {
      const list = await client.get<Paged<Record<string, unknown>>>('/api/v1/entrepot?sortBy=code:asc');
      expect(list.body.data).toEqual([
        expect.objectContaining({ name: 'انبار شمال', code: 'N', storekeeper_label: 'انباردار', status: 'active' }),
        expect.objectContaining({ name: 'انبار جنوب', code: 'S', storekeeper: null }),
      ]);
      const picker = await client.get<PickerPage>(`/api/v1/getdetail?select=entrepot&search=${encodeURIComponent('جنوب')}`);
      expect(picker.body.data.map((item) => item.id)).toEqual([warehouses.south]);
      const duplicate = await client.post<Refused>('/api/v1/entrepot', { name: 'انبار شمال' });
      expect(duplicate.status).toBe(422);
      expect(Object.keys(duplicate.body.errors)).toEqual(['name']);
    });
  });

  describe('the product form', () => {
    it('answers the next free code, and a new product with the spec POST fields, its defaults and its tax-inclusive price', async () => {
      const next = await client.get<{ data: string }>('/api/v1/products?checkCode');
      expect(next.body.data).toBe('1');
      const product = await created({ name: 'دفتر', price: '1000', unit: units.piece });
      expect(product).toMatchObject({
        code: '1',
        fin_id: product.id,
        barcode: null,
        group_id: null,
        unit_id: units.piece,
        price: '1000',
        priceWithTax: '1100',
        taxPercent: '10',
        type: 'product',
        status: 'active',
        inventoryMethod: 'average',
        priceMethod: 'max',
        stock: '0',
      });
      expect((await client.get<{ data: string }>('/api/v1/products?checkCode')).body.data).toBe('2');

      const fromTaxed = await created({ name: 'خودکار', priceWithTax: '1090', taxPercent: '9' });
      expect(fromTaxed).toMatchObject({ price: '1000', priceWithTax: '1090' });
      const untaxed = await created({ name: 'مداد', price: '999.6', taxPercent: '0' });
      // The default currency has no decimals.
      expect(untaxed).toMatchObject({ price: '1000', priceWithTax: '1000' });
    });

    it('keeps every panel of a product: units, barcodes, grouping, tags, dimensions, settings, investors, costs and pricing', async () => {
      const group = await idOf('group/main', { name: 'لوازم‌التحریر' });
      const other = await idOf('group/main', { name: 'اسباب‌بازی' });
      const sub = await idOf('group/sub', { name: 'دفتر', parent_id: group });
      const category = await idOf('category', { name: 'پرفروش' });
      const investor = await idOf('customer', { firstname: 'سرمایه‌گذار' });
      const costDetail = await idOf('detail', { name: 'حمل', group: 'costCenter' });
      const body = {
        name: 'دفتر ۱۰۰ برگ',
        barcode: '6260000000011',
        unit: units.piece,
        group,
        cat1: category,
        cat2: sub,
        tags: ['تحریر', 'جدید'],
        price: '50000',
        discountPercent: '5',
        displayPriority: 3,
        orderPoint: '12.5',
        length: '20',
        weight: '0.4',
        barcodes: [{ value: 'ALT-1' }, { value: 'ALT-2' }],
        units: [
          { unit: units.piece, value: '1', default: true },
          { unit: units.box, value: '24', default: false },
        ],
        inventoryMethod: 'fifo',
        priceMethod: 'last',
        sellCosts: [{ detail: costDetail, amount: '2000' }],
        pricing: [{ type: 'price', name: 'عمده', category, minCount: '10', maxCount: '100', percent: '15', price: null, woocommerce: true }],
        woocommerceIdItems: [{ woocommercePanelName: 'shop', woocommerceId: 'W-1' }],
        sazitoId: 'SZ-1',
      };
      const investors = [{ investor, investorSellPercent: '10', investorReturnSellPercent: '5' }];
      const product = await created({ ...body, investors });
      const reopened = await edit(product.id);
      expect(reopened).toMatchObject({
        ...body,
        tags: ['تحریر', 'جدید'],
        priceWithTax: '55000',
        orderPoint: '12.5',
        weight: '0.4',
        cat2_label: 'دفتر',
        group_id: group,
        pricing: [{ type: 'price', name: 'عمده', category, branch: null, currency: null, minCount: '10', maxCount: '100', percent: '15', price: null, woocommerce: true }],
        integrator: expect.objectContaining({ sazitoId: 'SZ-1', woocommerceIdItems: body.woocommerceIdItems, markitoId: null }),
        shop: { body: null },
        digikalaPanel: [],
        sazitoPanel: [],
      });
      // Only the investor system shows investors; the business has it off, so the saved rows stay empty.
      expect(reopened.investors).toEqual([]);

      const wrongParent = await update(product.id, { ...body, group: other });
      expect(wrongParent.status).toBe(422);
      expect(Object.keys(wrongParent.body.errors)).toEqual(['cat2']);

      const byGroup = await client.get<Paged<Product>>(`/api/v1/products?filters=${encodeURIComponent(JSON.stringify({ group }))}`);
      expect(byGroup.body.data.map((row) => row.id)).toEqual([product.id]);
      const byTag = await client.get<Paged<Product>>(`/api/v1/products?filters=${encodeURIComponent(JSON.stringify({ tags: ['جدید'] }))}`);
      expect(byTag.body.data.map((row) => row.id)).toEqual([product.id]);
    });

    it('refuses a second default unit, an empty barcode, a long title, a duplicate warehouse and unknown rows, all at once', async () => {
      const refused = await create({
        name: 'ن'.repeat(250),
        barcodes: [{ value: '' }],
        units: [
          { unit: units.piece, value: '1', default: true },
          { unit: units.box, value: '12', default: true },
        ],
      });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors).sort()).toEqual(['barcodes.0.value', 'name']);

      const rules = await create({
        name: 'کالای نادرست',
        units: [
          { unit: units.piece, value: '1', default: true },
          { unit: units.box, value: '12', default: true },
        ],
        initial_stocks: [
          { entrepot: warehouses.north, stock: '1', price: '1' },
          { entrepot: warehouses.north, stock: '2', price: '1' },
          { entrepot: 999999, stock: '2', price: '1' },
        ],
      });
      expect(rules.status).toBe(422);
      expect(rules.body.errors).toEqual({
        units: [expect.any(String)],
        'initial_stocks.1.entrepot': [expect.stringContaining('این انبار قبلاً انتخاب شده است')],
        'initial_stocks.2.entrepot': [expect.any(String)],
      });
    });

    it('keeps no product panels on a service, and the wages percents only on kind 112', async () => {
      const service = await created({
        type: 'service',
        name: 'نصب',
        price: '300000',
        units: [{ unit: units.box, value: '2', default: true }],
        initial_stocks: [{ entrepot: warehouses.north, stock: '5', price: '10' }],
        profitPercent: '10',
      });
      expect(service).toMatchObject({ type: 'service', units: [], initial_stocks: [], stock: null, profitPercent: null });
      const locked = await update(service.id, { type: 'product', name: 'نصب و راه‌اندازی' });
      expect(locked.body.data).toMatchObject({ type: 'service', name: 'نصب و راه‌اندازی' });

      const gold = await created({ name: 'انگشتر', kind: 112, constructionWagesPercent: '18', profitPercent: '7', commissionPercent: '3' });
      expect(gold).toMatchObject({ constructionWagesPercent: '18', profitPercent: '7', commissionPercent: '3' });
      const services = await client.get<Paged<Product>>(`/api/v1/products?type=service`);
      expect(services.body.data.map((row) => row.name)).toEqual(['نصب و راه‌اندازی']);
    });

    it('limits the WooCommerce rows to the configured panel count, one by default', async () => {
      const rows = [
        { woocommercePanelName: 'shop-a', woocommerceId: 'a-1' },
        { woocommercePanelName: 'shop-b', woocommerceId: 'b-1' },
      ];
      const refused = await create({ name: 'کالای دو فروشگاه', woocommerceIdItems: rows });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['woocommerceIdItems']);
      const [row] = await connection().db.select({ config: business.config }).from(business).where(eq(business.id, biz.businessId));
      await connection().db.update(business).set({ config: { ...row?.config, countWoocommercePanel: '2' } }).where(eq(business.id, biz.businessId));
      const saved = await created({ name: 'کالای دو فروشگاه', woocommerceIdItems: rows });
      expect(saved.woocommerceIdItems).toEqual([expect.objectContaining(rows[0]), expect.objectContaining(rows[1])]);
    });
  });

  describe('initial stock', () => {
    it('becomes opening stock per warehouse with its cost, and opening inventory in the trial balance', async () => {
      // Initial stock is an opening balance: the trial balance shows it in its opening columns, never as turnover.
      const before = (await givenRow('inventory'))?.opening_debit ?? '0';
      const product = await created({
        name: 'کاغذ A4',
        initial_stocks: [
          { entrepot: warehouses.north, stock: '10', price: '1500' },
          { entrepot: warehouses.south, stock: '-4', price: '1700' },
        ],
      });
      // A negative count is clamped at 0.
      expect(product.initial_stocks).toEqual([
        { entrepot: warehouses.north, stock: '10', price: '1500' },
        { entrepot: warehouses.south, stock: '0', price: '1700' },
      ]);
      expect(product.initial).toEqual({
        editable: true,
        rows: [
          { entrepot: warehouses.north, entrepot_label: 'انبار شمال', stock: '10', price: '1500' },
          { entrepot: warehouses.south, entrepot_label: 'انبار جنوب', stock: '0', price: '1700' },
        ],
      });
      expect(product.stock).toBe('10');
      expect(product.costs).toEqual({ first: '1500', min: '1500', average: '1500', max: '1500', last: '1500' });
      expect(subtractMoney((await givenRow('inventory'))?.opening_debit ?? '0', before)).toBe('15000');

      const changed = await update(product.id, {
        name: 'کاغذ A4',
        initial_stocks: [
          { entrepot: warehouses.north, stock: '2', price: '1500' },
          { entrepot: warehouses.south, stock: '3', price: '2000' },
        ],
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.data).toMatchObject({ stock: '5', costs: { first: '1500', min: '1500', average: '1800', max: '2000', last: '2000' } });
      expect(subtractMoney((await givenRow('inventory'))?.opening_debit ?? '0', before)).toBe('9000');
      const opening = await givenRow('opening');
      expect(compareMoney(opening?.opening_credit ?? '0', '9000')).toBeGreaterThanOrEqual(0);
      expect((await givenRow('inventory'))?.debit ?? '0').toBe('0');

      const perWarehouse = await client.get<Paged<WarehouseStock>>(`/api/v1/products/entrepotList?product=${String(product.id)}`);
      expect(perWarehouse.body.data).toEqual([
        { product: product.id, product_label: 'کاغذ A4', code: product.code, entrepot: warehouses.south, entrepot_label: 'انبار جنوب', stock: '3' },
        { product: product.id, product_label: 'کاغذ A4', code: product.code, entrepot: warehouses.north, entrepot_label: 'انبار شمال', stock: '2' },
      ]);

      const list = await client.get<Paged<Product>>(`/api/v1/products?search=${encodeURIComponent('کاغذ')}`);
      expect(list.body.data).toEqual([expect.objectContaining({ id: product.id, stock: '5' })]);

      const inUse = await client.call('DELETE', `/api/v1/entrepot/${String(warehouses.south)}`);
      expect(inUse.status).toBe(420);
      const removed = await client.call('DELETE', `/api/v1/products/${String(product.id)}`);
      expect(removed.status).toBe(200);
      expect(subtractMoney((await givenRow('inventory'))?.opening_debit ?? '0', before)).toBe('0');
      const none = await client.get<Paged<WarehouseStock>>(`/api/v1/products/entrepotList?product=${String(product.id)}`);
      expect(none.body.total).toBe(0);
    });
  });

  describe('codes, limits and the quick edit', () => {
    it('gives two products created at once two codes', async () => {
      const next = Number((await client.get<{ data: string }>('/api/v1/products?checkCode')).body.data);
      const [first, second] = await Promise.all([create({ name: 'همزمان الف' }), create({ name: 'همزمان ب' })]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect([first.body.data.code, second.body.data.code].map(Number).sort((a, b) => a - b)).toEqual([next, next + 1]);
      const duplicate = await create({ name: 'تکراری', code: String(next) });
      expect(duplicate.status).toBe(422);
      expect(Object.keys(duplicate.body.errors)).toEqual(['code']);
    });

    it('answers 409 once the plan product limit is reached', async () => {
      const count = (await client.get<Paged<Product>>('/api/v1/products')).body.total;
      await connection()
        .db.update(business)
        .set({ planOptions: { productLimit: String(count) } })
        .where(eq(business.id, biz.businessId));
      const refused = await create({ name: 'بیش از طرح' });
      expect(refused.status).toBe(409);
      await connection().db.update(business).set({ planOptions: {} }).where(eq(business.id, biz.businessId));
      expect((await create({ name: 'در حد طرح' })).status).toBe(200);
    });

    it('saves the quick edit with its tax-inclusive price, and asks for a price above zero', async () => {
      const product = await created({ name: 'پاک‌کن', price: '100' });
      const path = `/api/v1/products?updateProduct=active&product=${String(product.id)}`;
      const saved = await client.get<{ data: Record<string, unknown> }>(`${path}&price=2000&taxPercent=9&barcode=QE-1&discountPercent=2`);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await edit(product.id)).toMatchObject({ price: '2000', priceWithTax: '2180', taxPercent: '9', barcode: 'QE-1', discountPercent: '2' });
      for (const price of ['0', '']) {
        const refused = await client.get<Refused>(`${path}&price=${price}`);
        expect(refused.status).toBe(422);
        expect(refused.body.errors.price?.[0]).toContain('لطفاً قیمت را وارد کنید');
      }
    });
  });
});
