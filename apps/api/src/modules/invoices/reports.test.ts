import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceReport, ProductTurnover } from '@hesab/contract';
import { business } from '@hesab/db';
import { eq } from 'drizzle-orm';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember } from '../../../test/fixtures.ts';
import { activatePlanOptions, createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* The invoice reports (issue 16) and a product's turnover, figure by figure over a few invoices. */

describeEachEngine('invoice reports', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let day: string;
  let nextDay: string;
  let warehouse: number;
  let otherWarehouse: number;
  let group: number;
  let buyer: number;
  let walkIn: number;
  let investor: number;
  let pen: number;
  let notebook: number;
  let installation: number;
  let sale: number;
  let secondSale: number;
  let units: { piece: number; box: number };

  const idOf = async (path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const invoiceOf = (body: Record<string, unknown>) => idOf('invoice', { date: day, entrepot: warehouse, ...body });
  const report = async (kind: string, query: Record<string, string | number>, as: ApiClient = client) => {
    const params = new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]));
    return as.get<InvoiceReport & { errors?: Record<string, string[]> }>(`/api/v1/invoice/report/${kind}?${params.toString()}`);
  };
  const read = async (kind: string, query: Record<string, string | number>) => {
    const reply = await report(kind, query);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const amounts = (quantity: string, amount: string, discount: string, taxable: string, tax: string, total: string) => ({ quantity, amount, discount, taxable, tax, total });

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Invoice reports');
    // a plan with the taxpayer system, for its report
    await activatePlanOptions(connection().db, biz.businessId, ['taxPayerSystem']);
    // Products keep investors only where the business runs the investor system.
    await connection().db.update(business).set({ config: { investorSystem: 'active' } }).where(eq(business.id, biz.businessId));
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    nextDay = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    warehouse = await idOf('entrepot', { name: 'انبار مرکزی' });
    otherWarehouse = await idOf('entrepot', { name: 'انبار دوم' });
    group = await idOf('group/main', { name: 'نوشت‌افزار' });
    const supplier = await idOf('customer', { firstname: 'پخش', lastname: 'البرز' });
    buyer = await idOf('customer', { firstname: 'سارا', lastname: 'نوری', financial_code: '411111111111', national_code: '0010350829', postal_code: '1234567890' });
    walkIn = await idOf('customer', { firstname: 'رهگذر' });
    investor = await idOf('customer', { firstname: 'رضا', lastname: 'سرمایه', investor: true });
    const seeded = await client.get<{ data: { id: number; name: string }[] }>('/api/v1/unit?all=true');
    const unitId = (name: string) => seeded.body.data.find((row) => row.name === name)?.id ?? 0;
    units = { piece: unitId('عدد'), box: unitId('کارتن') };
    pen = await idOf('products', {
      name: 'خودکار آبی',
      code: '101',
      group,
      unit: units.piece,
      units: [
        { unit: units.piece, value: '1', default: true },
        { unit: units.box, value: '12', default: false },
      ],
      inventoryMethod: 'fifo',
      taxPercent: '10',
      investors: [{ investor, investorSellPercent: '20', investorReturnSellPercent: '10' }],
    });
    notebook = await idOf('products', { name: 'دفتر', code: '102', unit: units.piece, taxPercent: '10' });
    installation = await idOf('products', { type: 'service', name: 'نصب', code: '301', taxPercent: '0' });

    await invoiceOf({
      type: 'purchase',
      person: supplier,
      rows: [
        { product: pen, unit: units.box, count: '2', fee: '120000' },
        { product: notebook, unit: units.piece, count: '10', fee: '50000' },
      ],
    });
    // 4 pens at 15,000 less 10% (54,000) and 2 notebooks at 80,000 less 10,000 (150,000); the invoice's 20,400 off
    // falls 5,400 and 15,000 on them: taxable 48,600 and 135,000, VAT 4,860 and 13,500.
    sale = await invoiceOf({
      type: 'sell',
      person: buyer,
      rows: [
        { product: pen, unit: units.piece, count: '4', fee: '15000', discountPercent: '10' },
        { product: notebook, unit: units.piece, count: '2', fee: '80000', discount: '10000' },
      ],
      discount: '20400',
    });
    secondSale = await invoiceOf({
      type: 'sell',
      date: nextDay,
      person: walkIn,
      rows: [
        { product: pen, unit: units.box, count: '1', fee: '170000' },
        { product: installation, count: '1', fee: '30000' },
      ],
    });
    await invoiceOf({ type: 'returnSell', date: nextDay, person: buyer, returns: sale, rows: [{ product: pen, unit: units.piece, count: '1', fee: '15000' }] });
    await invoiceOf({ type: 'presale', person: buyer, rows: [{ product: notebook, count: '1', fee: '90000' }] });
  });

  describe('sales', () => {
    const sell = { type: 'sell' };

    it('itemsList lists every row in date order with its invoice, party, product, unit, count, fee and amounts', async () => {
      const body = await read('itemsList', sell);
      expect(body).toMatchObject({ total: 4, current_page: 1, last_page: 1, from: 1 });
      expect(body.data.map((row) => [row.number, row.date, row.person_label, row.product_label, row.unit_label, row.count, row.fee])).toEqual([
        [1, day, 'سارا نوری', 'خودکار آبی', 'عدد', '4', '15000'],
        [1, day, 'سارا نوری', 'دفتر', 'عدد', '2', '80000'],
        [2, nextDay, 'رهگذر', 'خودکار آبی', 'کارتن', '1', '170000'],
        [2, nextDay, 'رهگذر', 'نصب', null, '1', '30000'],
      ]);
      expect(body.data[0]).toMatchObject({ invoice: sale, product: pen, product_code: '101', entrepot_label: 'انبار مرکزی', ...amounts('4', '60000', '11400', '48600', '4860', '53460') });
      expect(body.data[1]).toMatchObject(amounts('2', '160000', '25000', '135000', '13500', '148500'));
      expect(body.data[2]).toMatchObject({ invoice: secondSale, ...amounts('12', '170000', '0', '170000', '17000', '187000') });
      expect(body.totals).toEqual(amounts('19', '420000', '36400', '383600', '35360', '418960'));
    });

    it('filters by party, product, group, warehouse and search, and pages with the totals of every row', async () => {
      const rowsOf = async (query: Record<string, string | number>) => (await read('itemsList', { ...sell, ...query })).data.map((row) => row.product_label);
      expect(await rowsOf({ person: buyer })).toEqual(['خودکار آبی', 'دفتر']);
      expect(await rowsOf({ product: pen })).toEqual(['خودکار آبی', 'خودکار آبی']);
      expect(await rowsOf({ group })).toEqual(['خودکار آبی', 'خودکار آبی']);
      expect(await rowsOf({ entrepot: warehouse })).toHaveLength(4);
      expect(await rowsOf({ entrepot: otherWarehouse })).toEqual([]);
      expect(await rowsOf({ search: 'دفتر' })).toEqual(['دفتر']);
      expect(await rowsOf({ search: 'رهگذر' })).toEqual(['خودکار آبی', 'نصب']);
      // Persian digits are read as digits.
      expect(await rowsOf({ search: '۱۰۲' })).toEqual(['دفتر']);
      expect(await rowsOf({ from: nextDay, to: nextDay })).toEqual(['خودکار آبی', 'نصب']);
      expect(await rowsOf({ to: day })).toEqual(['خودکار آبی', 'دفتر']);
      const second = await read('itemsList', { ...sell, perPage: 1, page: 2 });
      expect(second).toMatchObject({ total: 4, current_page: 2, last_page: 4, from: 2 });
      expect(second.data.map((row) => row.product_label)).toEqual(['دفتر']);
      expect(second.totals.total).toBe('418960');
      const beyond = await read('itemsList', { ...sell, perPage: 1, page: 9 });
      expect(beyond).toMatchObject({ current_page: 4, from: 4 });
      expect((await read('itemsList', { ...sell, perPage: 1, all: 'true' })).data).toHaveLength(4);
    });

    it('productItemsList sums each product in base units, the most sold first', async () => {
      const body = await read('productItemsList', sell);
      expect(body.data).toEqual([
        { key: String(pen), product: pen, product_code: '101', product_label: 'خودکار آبی', unit_label: 'عدد', rows: 2, ...amounts('16', '230000', '11400', '218600', '21860', '240460') },
        { key: String(notebook), product: notebook, product_code: '102', product_label: 'دفتر', unit_label: 'عدد', rows: 1, ...amounts('2', '160000', '25000', '135000', '13500', '148500') },
        { key: String(installation), product: installation, product_code: '301', product_label: 'نصب', unit_label: null, rows: 1, ...amounts('1', '30000', '0', '30000', '0', '30000') },
      ]);
      expect(body).toMatchObject({ total: 3, last_page: 1 });
      expect(body.totals).toEqual(amounts('19', '420000', '36400', '383600', '35360', '418960'));
      const paged = await read('productItemsList', { ...sell, perPage: 1, page: 5 });
      expect(paged).toMatchObject({ total: 3, current_page: 3, from: 3 });
      expect(paged.data.map((row) => row.product)).toEqual([installation]);
      expect(paged.totals.total).toBe('418960');
    });

    it('productItemReport is one product’s rows and needs the product', async () => {
      const body = await read('productItemReport', { ...sell, product: pen });
      expect(body.data.map((row) => [row.number, row.count, row.unit_label, row.total])).toEqual([
        [1, '4', 'عدد', '53460'],
        [2, '1', 'کارتن', '187000'],
      ]);
      expect(body.totals).toEqual(amounts('16', '230000', '11400', '218600', '21860', '240460'));
      const missing = await report('productItemReport', sell);
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toHaveProperty('product');
    });

    it('productGroupList sums each main group, products without one together', async () => {
      const body = await read('productGroupList', sell);
      expect(body.data).toEqual([
        { key: String(group), group, group_label: 'نوشت‌افزار', rows: 2, ...amounts('16', '230000', '11400', '218600', '21860', '240460') },
        { key: 'none', group: null, group_label: null, rows: 2, ...amounts('3', '190000', '25000', '165000', '13500', '178500') },
      ]);
    });

    it('taxPayerList sums each buyer with the codes the tax authority reads', async () => {
      const body = await read('taxPayerList', sell);
      expect(body.data).toEqual([
        {
          key: String(walkIn),
          person: walkIn,
          person_label: 'رهگذر',
          economic_code: null,
          national_code: null,
          postal_code: null,
          invoices: 1,
          rows: 2,
          ...amounts('13', '200000', '0', '200000', '17000', '217000'),
        },
        {
          key: String(buyer),
          person: buyer,
          person_label: 'سارا نوری',
          economic_code: '411111111111',
          national_code: '0010350829',
          postal_code: '1234567890',
          invoices: 1,
          rows: 2,
          ...amounts('6', '220000', '36400', '183600', '18360', '201960'),
        },
      ]);
    });

    it('investorList and itemsInvestorList give each investor their sell percent of their products’ rows', async () => {
      const summed = await read('investorList', sell);
      expect(summed.data).toEqual([
        { key: String(investor), investor, investor_label: 'رضا سرمایه', rows: 2, ...amounts('16', '230000', '11400', '218600', '21860', '240460'), share: '43720' },
      ]);
      expect(summed.totals.share).toBe('43720');
      const rows = await read('itemsInvestorList', { ...sell, investor });
      expect(rows.data.map((row) => [row.number, row.investor_label, row.taxable, row.percent, row.share])).toEqual([
        [1, 'رضا سرمایه', '48600', '20', '9720'],
        [2, 'رضا سرمایه', '170000', '20', '34000'],
      ]);
    });
  });

  describe('purchases, returns and pre-invoices', () => {
    it('each type lists its own rows; a return’s investors take their return percent', async () => {
      const purchases = await read('itemsList', { type: 'purchase' });
      expect(purchases.data.map((row) => [row.product_label, row.unit_label, row.count, row.total])).toEqual([
        ['خودکار آبی', 'کارتن', '2', '264000'],
        ['دفتر', 'عدد', '10', '550000'],
      ]);
      expect((await read('productItemsList', { type: 'purchase' })).totals).toEqual(amounts('34', '740000', '0', '740000', '74000', '814000'));
      const returned = await read('investorList', { type: 'returnSell' });
      expect(returned.data).toEqual([{ key: String(investor), investor, investor_label: 'رضا سرمایه', rows: 1, ...amounts('1', '15000', '0', '15000', '1500', '16500'), share: '1500' }]);
      expect((await read('productItemsList', { type: 'presale' })).totals.total).toBe('99000');
      expect((await read('productItemsList', { type: 'returnPurchase' })).data).toEqual([]);
    });
  });

  describe('input and access', () => {
    it('answers bad input with 422 on its field', async () => {
      for (const [kind, query, field] of [
        ['investorList', { type: 'purchase' }, 'type'],
        ['taxPayerList', { type: 'returnSell' }, 'type'],
        ['itemsList', { type: 'refund' }, 'type'],
        ['itemsList', { type: 'sell', from: '2024-13-40' }, 'from'],
        ['itemsList', { type: 'sell', person: 'x' }, 'person'],
        ['itemsList', { type: 'sell', perPage: '0' }, 'perPage'],
      ] as const) {
        const reply = await report(kind, query);
        expect({ kind, status: reply.status }).toEqual({ kind, status: 422 });
        expect(reply.body.errors).toHaveProperty(field);
      }
    });

    it('opens a report to whoever holds its type’s screen; investors need their permission too', async () => {
      await addMember(connection().db, biz.businessId, { username: 'report-clerk', password: 'report-password-1', permissions: ['SellItemsList', 'SellInvestorList'] });
      const clerk = await server().client().login('report-clerk', 'report-password-1');
      expect((await report('itemsList', { type: 'sell' }, clerk)).status).toBe(200);
      expect((await report('itemsList', { type: 'purchase' }, clerk)).status).toBe(403);
      expect((await report('productItemsList', { type: 'sell' }, clerk)).status).toBe(403);
      expect((await report('investorList', { type: 'sell' }, clerk)).status).toBe(403);
      expect((await clerk.get(`/api/v1/products/${String(pen)}/turnover`)).status).toBe(403);
    });

    it('keeps to the caller’s business', async () => {
      const other = await createTestBusiness(connection().db, 'Other reports');
      const outsider = await server().client().login(other.ownerUsername, other.ownerPassword);
      const reply = await report('itemsList', { type: 'sell', product: pen }, outsider);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ data: [], total: 0, totals: amounts('0', '0', '0', '0', '0', '0') });
      expect((await outsider.get(`/api/v1/products/${String(pen)}/turnover`)).status).toBe(404);
    });
  });

  describe('a product’s turnover', () => {
    it('lists its movements with the running count and value, after the stock before the range', async () => {
      const whole = await client.get<ProductTurnover>(`/api/v1/products/${String(pen)}/turnover`);
      expect(whole.status, JSON.stringify(whole.body)).toBe(200);
      expect(whole.body.data.map((row) => [row.kind, row.number, row.in, row.out, row.unit_cost, row.count, row.value])).toEqual([
        ['purchase', 1, '24', '0', '10000', '24', '240000'],
        ['sell', 1, '0', '4', '10000', '20', '200000'],
        ['sell', 2, '0', '12', '10000', '8', '80000'],
        ['returnSell', 1, '1', '0', '10000', '9', '90000'],
      ]);
      expect(whole.body.opening).toEqual({ count: '0', value: '0' });

      const later = await client.get<ProductTurnover>(`/api/v1/products/${String(pen)}/turnover?from=${nextDay}&perPage=1&page=2`);
      expect(later.body).toMatchObject({
        product: pen,
        product_label: 'خودکار آبی',
        opening: { count: '20', value: '200000' },
        closing: { count: '9', value: '90000' },
        totals: { in: '1', out: '12', in_value: '10000', out_value: '120000' },
        total: 2,
        current_page: 2,
      });
      expect(later.body.data).toEqual([
        {
          key: expect.any(String) as string,
          date: nextDay,
          kind: 'returnSell',
          document: expect.any(Number) as number,
          number: 1,
          person_label: 'سارا نوری',
          entrepot_label: 'انبار مرکزی',
          in: '1',
          out: '0',
          unit_cost: '10000',
          in_value: '10000',
          out_value: '0',
          count: '9',
          value: '90000',
        },
      ]);
      const elsewhere = await client.get<ProductTurnover>(`/api/v1/products/${String(pen)}/turnover?entrepot=${String(otherWarehouse)}`);
      expect(elsewhere.body).toMatchObject({ data: [], total: 0, closing: { count: '0', value: '0' } });
      expect((await client.get(`/api/v1/products/${String(pen)}/turnover?from=1403-01-01`)).status).toBe(422);
    });
  });
});
