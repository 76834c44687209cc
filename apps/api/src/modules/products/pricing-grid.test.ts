import { beforeAll, expect, it } from 'vitest';
import type { PricingGridRow, ProductEditExtras, PricingRow } from '@hesab/contract';
import { priceFromPercent } from '@hesab/domain';
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

  it('saves a row category, branch and currency and answers them with their names', async () => {
    const category = await idOf('category', { name: 'عمده‌فروشان' });
    const branch = await idOf('branch', { text: 'شعبه مرکزی' });
    const currencies = await client.get<{ data: { id: number; name: string; isDefault: boolean }[] }>('/api/v1/currency');
    const rial = currencies.body.data.find((each) => each.isDefault);
    const [first] = (await grid()).data;
    const reply = await save([{ id: first?.id, product: products.pen, type: 'price', name: 'شعبه', category, branch, currency: rial?.id }]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await grid()).data[0]).toMatchObject({
      id: first?.id,
      category,
      category_label: 'عمده‌فروشان',
      branch,
      branch_label: 'شعبه مرکزی',
      currency: rial?.id,
      currency_label: rial?.name,
    });
    expect((await pricingOf(products.pen))[0]).toMatchObject({ category, branch, currency: rial?.id });
    const cleared = await save([{ id: first?.id, product: products.pen, type: 'price', name: 'شعبه', category: null, branch: null }]);
    expect(cleared.status).toBe(200);
    expect((await grid()).data[0]).toMatchObject({ category: null, category_label: null, branch: null, branch_label: null, currency: null });
  });

  it("refuses another business's category, branch or currency on their cells, writing nothing", async () => {
    const theirs = {
      category: await idOf('category', { name: 'دسته دیگران' }, stranger),
      branch: await idOf('branch', { text: 'شعبه دیگران' }, stranger),
      currency: await idOf('currency', { name: 'دلار', symbol: '$', decimals: 2, rate: '1' }, stranger),
    };
    const before = await grid();
    const [first] = before.data;
    const refused = await save([
      { product: products.book, type: 'price', name: 'درست' },
      { id: first?.id, product: products.pen, type: 'price', name: 'شعبه', branch: theirs.branch },
      { product: products.pen, type: 'price', name: 'دیگر', ...theirs },
    ]);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['rows.1.branch', 'rows.2.branch', 'rows.2.category', 'rows.2.currency']);
    expect(await grid()).toEqual(before);
  });

  it('deletes removed rows with the save, keeping the others, and refuses a row of another business', async () => {
    const before = (await grid()).data;
    const [kept, gone] = before.filter((row) => row.product === products.pen);
    const reply = await save([
      { id: gone?.id, removed: true },
      { id: kept?.id, product: products.pen, type: 'price', name: 'ماندنی' },
      { product: products.book, type: 'price', name: 'تازه' },
    ]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const after = (await grid()).data;
    expect(after.map((row) => row.id)).not.toContain(gone?.id);
    expect(after).toHaveLength(before.length);
    expect((await pricingOf(products.pen)).map((row) => row.name)).toEqual(['ماندنی']);
    expect((await pricingOf(products.book)).map((row) => row.name)).toEqual(['دانشجویی', 'تازه']);

    // Another business cannot remove it, and a refused removal takes the rest of the save with it.
    const foreign = await save([{ id: kept?.id, removed: true }], stranger);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ 'rows.0.id': [expect.any(String)] });
    const half = await save([
      { id: kept?.id, removed: true },
      { id: 999999, removed: true },
    ]);
    expect(half.status).toBe(422);
    expect(Object.keys(half.body.errors)).toEqual(['rows.1.id']);
    expect((await grid()).data).toEqual(after);
  });

  it('still starts a price from a percent at the cost of the product price method', async () => {
    const [row] = (await grid()).data.filter((each) => each.product === products.pen);
    // 1200 received; the grid's cost stays what a typed percent starts from after rows are edited and removed.
    expect(row).toMatchObject({ cost: '1200', precision: 0 });
    const price = priceFromPercent(row?.cost ?? '0', '15', row?.precision ?? 0);
    expect(price).toBe('1380');
    const reply = await save([{ id: row?.id, product: products.pen, type: 'price', name: 'ماندنی', percent: '15', price }]);
    expect(reply.status).toBe(200);
    expect((await grid()).data.find((each) => each.id === row?.id)).toMatchObject({ percent: '15', price: '1380', cost: '1200' });
  });
});
