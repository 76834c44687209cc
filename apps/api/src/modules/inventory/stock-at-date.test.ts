import { beforeAll, expect, it } from 'vitest';
import type { WarehouseStock } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { activateConfig, createTestBusiness, mainYearRange, useTestServer, type ApiClient } from '../../../test/http-client.ts';

/* Stock per product and warehouse at a date (issue 17, GET entrepot/stock), limited to the user's warehouses. */

interface Page {
  data: WarehouseStock[];
  total: number;
}

describeEachEngine('stock per product and warehouse at a date', (connection) => {
  const server = useTestServer(connection);
  let owner: ApiClient;
  let storekeeper: ApiClient;
  const days: string[] = [];
  let north: number;
  let south: number;
  let tea: number;
  let rice: number;

  const created = async (path: string, body: Record<string, unknown>) => {
    const reply = await owner.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  /** Each row as `product/warehouse: stock`, in the page's order. */
  const stockOf = async (client: ApiClient, query: string) => {
    const page = await client.get<Page>(`/api/v1/entrepot/stock?${query}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    return { total: page.body.total, rows: page.body.data.map((row) => `${row.product_label}/${row.entrepot_label}: ${row.stock}`) };
  };

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Stock at a date');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const from = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    for (const offset of [0, 4, 9]) days.push(new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10));
    north = await created('entrepot', { name: 'انبار شمال' });
    south = await created('entrepot', { name: 'انبار جنوب' });
    tea = await created('products', { name: 'چای', taxPercent: '0' });
    rice = await created('products', { name: 'برنج', taxPercent: '0' });
    const supplier = await created('customer', { firstname: 'پخش', lastname: 'مرکزی' });
    const invoice = (type: string, date: string, entrepot: number, rows: { product: number; count: string }[]) =>
      created('invoice', { type, date, person: supplier, entrepot, rows: rows.map((row) => ({ ...row, fee: '1000' })) });
    await invoice('purchase', days[0] ?? '', north, [{ product: tea, count: '10' }]);
    await invoice('purchase', days[1] ?? '', south, [{ product: tea, count: '5' }]);
    await invoice('purchase', days[1] ?? '', north, [{ product: rice, count: '3' }]);
    await invoice('sell', days[2] ?? '', north, [{ product: tea, count: '4' }]);

    await activateConfig(connection().db, biz.businessId, ['userAccessSystem']);
    const role = await created('role', { name: 'انباردار', permissions: ['EntrepotList'] });
    const password = 'storekeeper-password-1';
    await created('customer', { firstname: 'انباردار', personel: true, username: 'storekeeper-south', password, passwordConfirmation: password, role, entrepotAccess: [south] });
    storekeeper = await server().client().login('storekeeper-south', password);
  });

  it('answers each product’s stock in each warehouse it ever moved in, at the end of the date, by name', async () => {
    expect(await stockOf(owner, `date=${days[0]}`)).toEqual({ total: 3, rows: ['برنج/انبار شمال: 0', 'چای/انبار جنوب: 0', 'چای/انبار شمال: 10'] });
    expect(await stockOf(owner, `date=${days[1]}`)).toEqual({ total: 3, rows: ['برنج/انبار شمال: 3', 'چای/انبار جنوب: 5', 'چای/انبار شمال: 10'] });
    const afterSale = { total: 3, rows: ['برنج/انبار شمال: 3', 'چای/انبار جنوب: 5', 'چای/انبار شمال: 6'] };
    expect(await stockOf(owner, `date=${days[2]}`)).toEqual(afterSale);
    expect(await stockOf(owner, '')).toEqual(afterSale);
  });

  it('filters by warehouse and product, and pages', async () => {
    expect(await stockOf(owner, `entrepot=${north}`)).toEqual({ total: 2, rows: ['برنج/انبار شمال: 3', 'چای/انبار شمال: 6'] });
    expect(await stockOf(owner, `product=${tea}&date=${days[1]}`)).toEqual({ total: 2, rows: ['چای/انبار جنوب: 5', 'چای/انبار شمال: 10'] });
    expect(await stockOf(owner, 'perPage=2&page=2')).toEqual({ total: 3, rows: ['چای/انبار شمال: 6'] });
    expect((await owner.get(`/api/v1/entrepot/stock?date=1405-01-01`)).status).toBe(422);
  });

  it('shows a storekeeper only the warehouses they hold', async () => {
    expect(await stockOf(storekeeper, '')).toEqual({ total: 1, rows: ['چای/انبار جنوب: 5'] });
    expect(await stockOf(storekeeper, `entrepot=${north}`)).toEqual({ total: 0, rows: [] });
    expect((await storekeeper.get('/api/v1/products/entrepotList')).status).toBe(403);
  });
});
