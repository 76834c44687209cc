import { beforeAll, describe, expect, it } from 'vitest';
import type { PricingGridRow, ProductEditExtras, PricingRow } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';

type Refused = { errors: Record<string, string[]>; message: string };
interface Grid {
  data: PricingGridRow[];
  total: number;
  last_page: number;
}

describeEachEngine('the product pricing grid', (connection) => {
  const server = useTestServer(connection);
  let client: ApiClient;
  let stranger: ApiClient;
  let products: { pen: number; book: number };

  const idOf = async (path: string, body: Record<string, unknown>, as = client) => {
    const reply = await as.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const grid = async (as = client) => (await as.get<Grid>('/api/v1/products/pricing?page=1')).body;
  const save = (rows: Record<string, unknown>[], as = client) => as.post<{ message: string } & Refused>('/api/v1/products/pricing', { rows });
  const pricingOf = async (id: number) =>
    (await client.get<{ pricing: PricingRow[] } & ProductEditExtras>(`/api/v1/products/${String(id)}/edit`)).body.pricing;

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Pricing');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const other = await createTestBusiness(connection().db, 'Pricing other');
    stranger = await server().client().login(other.ownerUsername, other.ownerPassword);
    const north = await idOf('entrepot', { name: 'انبار' });
    products = {
      // Received at 1200: its price method (max, the default) starts a percent from 1200.
      pen: await idOf('products', {
        name: 'خودکار',
        initial_stocks: [{ entrepot: north, stock: '5', price: '1200' }],
        pricing: [{ type: 'price', name: 'عمده', percent: '10', price: '1320' }],
      }),
      book: await idOf('products', { name: 'دفتر' }),
    };
  });

  it('lists every pricing row with its product and the cost its price method names', async () => {
    const page = await grid();
    expect(page).toMatchObject({ total: 1, last_page: 1 });
    expect(page.data).toEqual([
      expect.objectContaining({
        product: products.pen,
        product_label: 'خودکار',
        type: 'price',
        name: 'عمده',
        percent: '10',
        price: '1320',
        cost: '1200',
        precision: 0,
      }),
    ]);
    expect(await grid(stranger)).toMatchObject({ total: 0, data: [] });
  });

  it('saves changed and new rows together, new rows after their product rows', async () => {
    const [stored] = (await grid()).data;
    const reply = await save([
      { id: stored?.id, product: products.pen, type: 'price', name: 'عمده ویژه', percent: '20', price: '1440' },
      { product: products.book, type: 'discount', name: 'دانشجویی', percent: '5' },
      { product: products.pen, type: 'price', name: 'تکی', minCount: '1', maxCount: '9', price: '1500' },
    ]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await pricingOf(products.pen)).map((row) => [row.name, row.price])).toEqual([
      ['عمده ویژه', '1440'],
      ['تکی', '1500'],
    ]);
    expect(await pricingOf(products.book)).toEqual([expect.objectContaining({ type: 'discount', name: 'دانشجویی', percent: '5', price: null })]);
    // By product name (خودکار before دفتر), then in the product's order.
    expect((await grid()).data.map((row) => row.name)).toEqual(['عمده ویژه', 'تکی', 'دانشجویی']);
  });

  it('refuses a row without a name or product, an unknown product or row, at once and without writing', async () => {
    const before = await grid();
    const missing = await save([
      { product: products.pen, type: 'price', name: 'درست' },
      { product: products.pen, type: 'price', name: ' ' },
      { type: 'price', name: 'بی‌کالا' },
    ]);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ 'rows.1.name': [expect.any(String)], 'rows.2.product': [expect.any(String)] });
    const unknown = await save([
      { product: products.pen, type: 'price', name: 'درست' },
      { id: 999999, product: products.pen, type: 'price', name: 'ناشناس' },
      { product: 999999, type: 'price', name: 'ناشناس' },
    ]);
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['rows.1.id', 'rows.2.product']);
    expect(await grid()).toEqual(before);
  });

  it('keeps each business to its own rows and products', async () => {
    const [row] = (await grid()).data;
    const foreign = await save([{ id: row?.id, product: products.pen, type: 'price', name: 'دزدیده' }], stranger);
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors).sort()).toEqual(['rows.0.id', 'rows.0.product']);
    expect((await grid()).data[0]?.name).toBe(row?.name);
  });
});
