import { beforeAll, expect, it } from 'vitest';
import { webMessages } from '@hesab/i18n/web';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, useTestServer, type ApiClient } from '../../../test/http-client.ts';
import { spreadsheetClient } from '../../../test/imports.ts';

/* `POST import` of products: units, barcodes and opening stock per warehouse, rows continued below a product. */

interface Product {
  id: number;
  type: string;
  name: string;
  code: string;
  barcode: string | null;
  unit_label: string | null;
  price: string | null;
  stock: string | null;
  barcodes: { value: string }[];
  units: { unit: number; value: string }[];
  initial_stocks: { entrepot: number; stock: string; price: string }[];
  pricing: { type: string; name: string; minCount: string | null; price: string | null }[];
  markitoId: string | null;
  woocommerceId: string | null;
}

describeEachEngine('product imports', (connection) => {
  const server = useTestServer(connection);
  const { download, rowsOf, xlsxOf, imported } = spreadsheetClient(() => server().baseUrl);
  const fa = webMessages.fa.products;
  const stockHeader = (column: string) => `${fa.initial_stocks}: ${column}`;
  let owner: ApiClient;
  const warehouses: Record<string, number> = {};

  const products = async (client: ApiClient) => (await client.get<{ data: Product[] }>('/api/v1/products?perPage=500&sortBy=name:asc')).body.data;
  const product = async (client: ApiClient, name: string) => {
    const found = (await products(client)).find((each) => each.name === name);
    if (!found) throw new Error(`no product ${name}`);
    return (await client.get<Product>(`/api/v1/products/${String(found.id)}/edit`)).body;
  };

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Product imports');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    for (const name of ['انبار مرکزی', 'انبار شعبه']) {
      const saved = await owner.post<{ data: { id: number } }>('/api/v1/entrepot', { name });
      warehouses[name] = saved.body.data.id;
    }
  });

  it('serves a sample naming the business’s warehouse, which imports with its units, barcodes and opening stock', async () => {
    const sample = await rowsOf(await download(owner, 'import/sample?type=product'));
    expect(sample[0]).toContain(stockHeader(fa.entrepot));
    expect(sample[1]?.[sample[0]?.indexOf(stockHeader(fa.entrepot)) ?? -1]).toBe('انبار مرکزی');
    const done = await imported(owner, 'product', await download(owner, 'import/sample?type=product'));
    expect(done).toMatchObject({ status: 'done', count_item: 1, written: 1, errors: [] });
    const notebook = await product(owner, 'دفتر ۱۰۰ برگ');
    expect(notebook).toMatchObject({ type: 'product', barcode: '6260000000017', unit_label: 'عدد', price: '450000', stock: '120' });
    expect(notebook.barcodes.map((row) => row.value)).toEqual(['6260000000024', '6260000000031']);
    expect(notebook.units).toEqual([expect.objectContaining({ value: '10' })]);
    expect(notebook.initial_stocks).toEqual([expect.objectContaining({ entrepot: warehouses['انبار مرکزی'], stock: '120', price: '300000' })]);
  });

  it('reads a row with only stock columns as the product above it in another warehouse, and a service beside', async () => {
    const file = await xlsxOf([
      [fa.type, 'fields.name', fa.unit, fa.price, stockHeader(fa.entrepot), stockHeader(fa.stock), stockHeader(fa.fee)].map((text) =>
        text === 'fields.name' ? webMessages.fa.fields.name : text,
      ),
      ['کالا', 'مداد مشكي', 'عدد', '۲۵٬۰۰۰', 'انبار مرکزی', '۴۰', '۱۵۰۰۰'],
      ['', '', '', '', 'انبار شعبه', '۱۰', '۱۶۰۰۰'],
      ['خدمت', 'تراش', '', '5000', '', '', ''],
      ['', 'مداد قرمز', '', '30000', '', '', ''],
    ]);
    const done = await imported(owner, 'product', file);
    expect(done, JSON.stringify(done.errors)).toMatchObject({ status: 'done', count_item: 4, written: 4 });
    const pencil = await product(owner, 'مداد مشکی');
    expect(pencil).toMatchObject({ price: '25000', stock: '50' });
    expect(pencil.initial_stocks.map((row) => [row.entrepot, row.stock, row.price])).toEqual([
      [warehouses['انبار مرکزی'], '40', '15000'],
      [warehouses['انبار شعبه'], '10', '16000'],
    ]);
    expect(await product(owner, 'تراش')).toMatchObject({ type: 'service', price: '5000' });
    expect(await product(owner, 'مداد قرمز')).toMatchObject({ type: 'product', price: '30000' });
  });

  it('refuses a file naming a unit or warehouse the business lacks, writing nothing, and says which', async () => {
    const before = (await products(owner)).length;
    const file = await xlsxOf([
      [webMessages.fa.fields.name, fa.unit, stockHeader(fa.entrepot), stockHeader(fa.stock)],
      ['خودکار', 'دوجین', '', ''],
      ['پاک‌کن', 'عدد', 'انبار غربی', '5'],
      ['ماژیک', 'عدد', '', ''],
    ]);
    const refused = await imported(owner, 'product', file);
    expect(refused.status).toBe('refused');
    expect(refused.errors.map((error) => error.row)).toEqual([2, 3]);
    expect(refused.errors[0]?.reason).toContain(`${fa.unit}: «دوجین»`);
    expect(refused.errors[1]?.reason).toContain(`${stockHeader(fa.entrepot)}: «انبار غربی»`);
    expect((await products(owner)).length).toBe(before);

    // The sample again: its barcode is taken now, which the write finds, and the file is refused, not failed.
    const again = await imported(owner, 'product', await download(owner, 'import/sample?type=product'));
    expect(again).toMatchObject({ status: 'refused', written: 0, errors: [{ row: 2, reason: expect.stringContaining(fa.barcode) as unknown }] });
    expect((await products(owner)).length).toBe(before);
  });

  it('sets the marketplace ids of the product a sample names, and nothing else of it', async () => {
    const before = await product(owner, 'دفتر ۱۰۰ برگ');
    const sample = await rowsOf(await download(owner, 'import/sample?type=integrator'));
    expect(sample[1]?.[0]).toBe('دفتر ۱۰۰ برگ');
    const done = await imported(owner, 'integrator', await download(owner, 'import/sample?type=integrator'));
    expect(done, JSON.stringify(done.errors)).toMatchObject({ status: 'done', written: 1 });
    const after = await product(owner, 'دفتر ۱۰۰ برگ');
    expect(after).toMatchObject({ markitoId: 'MK-1001', woocommerceId: 'WC-2002', price: before.price, stock: before.stock, barcodes: before.barcodes });
  });

  it('replaces pricing rows of products named by code or name, rows of one product on several lines taken together', async () => {
    const pencil = await product(owner, 'مداد مشکی');
    const header = (column: string) => `${fa.pricing}: ${column}`;
    const file = await xlsxOf([
      [webMessages.fa.fields.code, header(fa.pricingType), header(webMessages.fa.fields.name), header(fa.minCount), header(fa.price)],
      [pencil.code, 'قیمت', 'عمده', '۱۰', '۲۲٬۰۰۰'],
      ['', 'تخفیف', 'نوروز', '', '۱٬۰۰۰'],
      ['مداد قرمز', 'قیمت', 'همکار', '5', '27000'],
      [pencil.code, 'قیمت', 'کارتنی', '100', '20000'],
    ]);
    const done = await imported(owner, 'pricing', file);
    expect(done, JSON.stringify(done.errors)).toMatchObject({ status: 'done', written: 4 });
    const rows = async (name: string) => (await product(owner, name)).pricing.map((row) => [row.type, row.name, row.minCount, row.price]);
    expect(await rows('مداد مشکی')).toEqual([
      ['price', 'عمده', '10', '22000'],
      ['discount', 'نوروز', null, '1000'],
      ['price', 'کارتنی', '100', '20000'],
    ]);
    expect(await rows('مداد قرمز')).toEqual([['price', 'همکار', '5', '27000']]);

    // The sample names the first product made: its rows become the sample's one pricing row.
    const sample = await imported(owner, 'pricing', await download(owner, 'import/sample?type=pricing'));
    expect(sample, JSON.stringify(sample.errors)).toMatchObject({ status: 'done', written: 1 });
    expect(await rows('دفتر ۱۰۰ برگ')).toEqual([['price', 'عمده', '10', '420000']]);

    const unknown = await imported(owner, 'pricing', await xlsxOf([[webMessages.fa.fields.code, header(fa.pricingType), header(webMessages.fa.fields.name)], ['ناموجود', 'قیمت', 'عمده']]));
    expect(unknown).toMatchObject({ status: 'refused', errors: [{ row: 2, reason: expect.stringContaining('«ناموجود»') as unknown }] });
  });

  it('re-imports what the product list exported into another business', async () => {
    const other = await createTestBusiness(connection().db, 'Product imports elsewhere');
    const elsewhere = await server().client().login(other.ownerUsername, other.ownerPassword);
    const done = await imported(elsewhere, 'product', await download(owner, 'products?export=xlsx'));
    expect(done.status, JSON.stringify(done.errors)).toBe('done');
    const shown = (list: Product[]) => list.map((each) => [each.type, each.name, each.code, each.barcode, each.unit_label, each.price]);
    expect(shown(await products(elsewhere))).toEqual(shown(await products(owner)));
  });
});
