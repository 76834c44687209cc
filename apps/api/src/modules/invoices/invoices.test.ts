import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountingDocument, CodingAccount, TrialBalanceReport } from '@hesab/contract';
import { activityLog, business, invoiceLine } from '@hesab/db';
import { and, eq } from 'drizzle-orm';
import { describeEachEngine } from '../../../test/databases.ts';
import { activateConfig, addMember } from '../../../test/fixtures.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* Invoices (issue 16) on the document engine: each type posts its journal and moves its stock in one write. */

interface Saved {
  data: { id: number; number: number; document: number | null; sum: string; tax: string; payable: string };
  errors?: Record<string, string[]>;
  message?: string;
}
interface Line {
  account: number;
  detail: number | null;
  debit: string;
  credit: string;
}

describeEachEngine('invoices', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let day: string;
  let range: string;
  let roles: Record<string, number>;
  let warehouse: number;
  let supplier: { id: number; detail_id: number };
  let buyer: { id: number; detail_id: number };
  let units: { piece: number; box: number };
  let pen: number;
  let installation: number;

  const idOf = async (path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const post = (body: Record<string, unknown>, as: ApiClient = client) => as.post<Saved>('/api/v1/invoice', { date: day, entrepot: warehouse, ...body });
  const posted = async (body: Record<string, unknown>) => {
    const reply = await post(body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const linesOf = async (saved: Saved['data']) =>
    (await client.get<AccountingDocument>(`/api/v1/accounting/${String(saved.document)}/edit`)).body.rows.map(
      (row): Line => ({ account: row.account, detail: row.detail ?? null, debit: row.debit, credit: row.credit }),
    );
  const line = (role: string, debit: string, credit: string, detail: number | null = null): Line => ({ account: roles[role] ?? 0, detail, debit, credit });
  const stockOf = async (product: number) => {
    const page = await client.get<{ data: { entrepot: number; stock: string }[] }>(`/api/v1/products/entrepotList?product=${String(product)}`);
    return page.body.data.find((row) => row.entrepot === warehouse)?.stock ?? '0';
  };
  const balanceOf = async (role: string) => {
    const report = await client.get<TrialBalanceReport>(`/api/v1/report/balance?level=given&${range}`);
    const row = report.body.data.find((each) => each.id === roles[role]);
    return row ? { debit: row.debit, credit: row.credit } : { debit: '0', credit: '0' };
  };

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Invoices');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    range = await mainYearRange(connection().db, biz.businessId);
    day = new URLSearchParams(range).get('from') ?? '';
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    roles = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    warehouse = await idOf('entrepot', { name: 'انبار مرکزی' });
    supplier = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/customer', { firstname: 'پخش', lastname: 'البرز' })).body.data;
    buyer = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/customer', { firstname: 'سارا', lastname: 'نوری' })).body.data;
    const seeded = await client.get<{ data: { id: number; name: string }[] }>('/api/v1/unit?all=true');
    const unitId = (name: string) => seeded.body.data.find((row) => row.name === name)?.id ?? 0;
    units = { piece: unitId('عدد'), box: unitId('کارتن') };
    pen = await idOf('products', {
      name: 'خودکار آبی',
      unit: units.piece,
      units: [
        { unit: units.piece, value: '1', default: true },
        { unit: units.box, value: '12', default: false },
      ],
      inventoryMethod: 'fifo',
      taxPercent: '10',
    });
    installation = await idOf('products', { type: 'service', name: 'نصب', taxPercent: '0' });
  });

  describe('a purchase, a sale of part of it and its return', () => {
    let purchase: Saved['data'];
    let sale: Saved['data'];

    it('a purchase takes goods in at their cost, a sub-unit counted in base units, and the supplier is owed the payable', async () => {
      purchase = await posted({
        type: 'purchase',
        person: supplier.id,
        rows: [
          { product: pen, unit: units.box, count: '2', fee: '120000', tax: '10' },
          { product: installation, count: '1', fee: '50000' },
        ],
        shipping: '12000',
      });
      // 2 boxes of 12 at 120,000 and the installation: sum 290,000; VAT 24,000 on the pens; shipping to the pens' cost.
      expect(purchase).toMatchObject({ number: 1, sum: '290000', tax: '24000', payable: '326000' });
      expect(await linesOf(purchase)).toEqual([
        line('inventory', '252000', '0'),
        line('purchase', '50000', '0'),
        line('vatReceivable', '24000', '0'),
        line('payable', '0', '326000', supplier.detail_id),
      ]);
      expect(await stockOf(pen)).toBe('24');
    });

    it('a sale is numbered in its own series, issues its goods at their FIFO cost and owes the buyer’s receivable', async () => {
      sale = await posted({ type: 'sell', person: buyer.id, rows: [{ product: pen, count: '4', fee: '15000', discountPercent: '10' }], discount: '4000' });
      // 4 × 15,000 = 60,000 less 6,000 and the invoice's 4,000: 50,000, VAT 10% 5,000. Cost 4 × 10,500.
      expect(sale).toMatchObject({ number: 1, sum: '50000', tax: '5000', payable: '55000' });
      expect(await linesOf(sale)).toEqual([
        line('receivable', '55000', '0', buyer.detail_id),
        line('salesDiscount', '10000', '0'),
        line('sales', '0', '60000'),
        line('vatPayable', '0', '5000'),
        line('costOfSales', '42000', '0'),
        line('inventory', '0', '42000'),
      ]);
      expect(await stockOf(pen)).toBe('20');
      const read = (await client.get<{ type: string; payable: string; rows: { quantity: string; unit_cost: string; kind: string }[] }>(`/api/v1/invoice/${String(sale.id)}/edit`)).body;
      expect(read).toMatchObject({ type: 'sell', payable: '55000', rows: [{ quantity: '4', unit_cost: '10500', kind: 'product' }] });
    });

    it('a sale beyond the warehouse’s stock is refused naming what it holds, unless the business allows negative stock', async () => {
      const short = await post({ type: 'sell', person: buyer.id, rows: [{ product: pen, count: '21', fee: '15000' }] });
      expect(short.status).toBe(420);
      expect(short.body.message).toContain('۲۰');
      await connection().db.update(business).set({ negativeInventory: true }).where(eq(business.id, biz.businessId));
      try {
        const allowed = await post({ type: 'sell', person: buyer.id, rows: [{ product: pen, count: '21', fee: '15000' }] });
        expect(allowed.status).toBe(200);
        expect(await stockOf(pen)).toBe('-1');
        expect((await client.call('DELETE', `/api/v1/invoice/${String(allowed.body.data.id)}`)).status).toBe(200);
      } finally {
        await connection().db.update(business).set({ negativeInventory: false }).where(eq(business.id, biz.businessId));
      }
      expect(await stockOf(pen)).toBe('20');
    });

    it('a sale’s return brings the goods back at the sale’s cost; no more can be returned than was sold', async () => {
      const back = await posted({ type: 'returnSell', person: buyer.id, returns: sale.id, rows: [{ product: pen, count: '1', fee: '15000', tax: '10' }] });
      expect(await linesOf(back)).toEqual([
        line('receivable', '0', '16500', buyer.detail_id),
        line('salesReturn', '15000', '0'),
        line('vatPayable', '1500', '0'),
        line('costOfSales', '0', '10500'),
        line('inventory', '10500', '0'),
      ]);
      expect(await stockOf(pen)).toBe('21');
      const beyond = await post({ type: 'returnSell', person: buyer.id, returns: sale.id, rows: [{ product: pen, count: '4', fee: '15000' }] });
      expect(beyond.status).toBe(420);
      expect(beyond.body.message).toContain('۳');
      const wrong = await post({ type: 'returnSell', person: buyer.id, returns: purchase.id, rows: [{ product: pen, count: '1', fee: '15000' }] });
      expect(Object.keys(wrong.body.errors ?? {})).toEqual(['returns']);
    });

    it('editing a sale moves its stock and reposts its journal; deleting it gives both back, restoring posts them again', async () => {
      const edited = await client.put<Saved>(`/api/v1/invoice/${String(sale.id)}`, { type: 'sell', date: day, entrepot: warehouse, person: buyer.id, rows: [{ product: pen, count: '6', fee: '15000' }] });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.data).toMatchObject({ number: 1, payable: '99000' });
      expect(await stockOf(pen)).toBe('19');
      expect((await client.put<Saved>(`/api/v1/invoice/${String(sale.id)}`, { type: 'purchase', date: day, entrepot: warehouse, person: buyer.id, rows: [{ product: pen, count: '6', fee: '15000' }] })).status).toBe(422);
      expect((await client.call('DELETE', `/api/v1/invoice/${String(sale.id)}`)).status).toBe(200);
      expect(await stockOf(pen)).toBe('25');
      const removed = await client.get<{ data: { id: number }[] }>('/api/v1/invoice?removed=1&type=sell');
      expect(removed.body.data.map((row) => row.id)).toContain(sale.id);
      expect((await client.post<Saved>(`/api/v1/invoice/${String(sale.id)}/restore`)).status).toBe(200);
      expect(await stockOf(pen)).toBe('19');
      // The page's statement counts the list; a page past the end is counted apart and answered as the last one.
      type Listed = { data: { id: number }[]; total: number; current_page: number; last_page: number };
      for (const filter of ['type=sell', `type=sell&person=${String(buyer.id)}`, 'type=sell&removed=1']) {
        const first = await client.get<Listed>(`/api/v1/invoice?${filter}`);
        expect(first.body.total).toBeGreaterThan(0);
        const past = await client.get<Listed>(`/api/v1/invoice?${filter}&page=999`);
        expect(past.body).toMatchObject({ total: first.body.total, current_page: 1, last_page: 1 });
        expect(past.body.data.map((row) => row.id)).toEqual(first.body.data.map((row) => row.id));
      }
      const sales = await balanceOf('sales');
      expect(sales.credit).toBe('90000');
      // The ledger balances, and the buyer owes the restored sale (99,000) less the return (16,500).
      const report = await client.get<TrialBalanceReport>(`/api/v1/report/balance?level=given&${range}`);
      expect(report.body.totals.debit).toBe(report.body.totals.credit);
      expect((await client.get<{ remain: string }>(`/api/v1/customer/${String(buyer.id)}/edit`)).body.remain).toBe('82500');
      // The log says which kind of invoice each change was, and that it came back.
      const logged = await connection()
        .db.select({ action: activityLog.refAction, content: activityLog.content })
        .from(activityLog)
        .where(and(eq(activityLog.businessId, biz.businessId), eq(activityLog.refType, 'invoice'), eq(activityLog.refId, String(sale.id))))
        .orderBy(activityLog.id);
      expect(logged).toEqual([
        { action: 'create', content: 'sell' },
        { action: 'update', content: 'sell' },
        { action: 'remove', content: 'sell' },
        { action: 'update', content: 'restored' },
      ]);
    });
  });

  describe('costs', () => {
    const dayAfter = (days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
    const costLine = async (saved: Saved['data']) => (await linesOf(saved)).find((each) => each.account === roles.costOfSales)?.debit;

    it('a back-dated purchase re-costs a later sale at the moving average, its removal costs it back, and a permanent sale refuses it', async () => {
      const ink = await idOf('products', { name: 'جوهر', inventoryMethod: 'average', taxPercent: '0' });
      await posted({ type: 'purchase', date: dayAfter(10), person: supplier.id, rows: [{ product: ink, count: '10', fee: '100' }] });
      // A service on the sale's first row moves no stock: the cost goes on the ink's row, the second.
      const sale = await posted({
        type: 'sell',
        date: dayAfter(20),
        person: buyer.id,
        rows: [
          { product: installation, count: '1', fee: '1000' },
          { product: ink, count: '5', fee: '300' },
        ],
      });
      expect(await costLine(sale)).toBe('500');

      // Ten more at 200 before the first ten: the sale's five now cost the average of 150.
      const earlier = await posted({ type: 'purchase', date: dayAfter(5), person: supplier.id, rows: [{ product: ink, count: '10', fee: '200' }] });
      expect(await costLine(sale)).toBe('750');
      const read = (await client.get<{ rows: { unit_cost: string | null }[] }>(`/api/v1/invoice/${String(sale.id)}/edit`)).body;
      expect(read.rows.map((row) => row.unit_cost)).toEqual([null, '150']);
      // The cost is stored once, on the movement: the sale's rows keep none of their own.
      const stored = await connection().db.select({ unitCost: invoiceLine.unit_cost }).from(invoiceLine).where(and(eq(invoiceLine.businessId, biz.businessId), eq(invoiceLine.documentId, sale.id)));
      expect(stored.map((row) => row.unitCost)).toEqual([null, null]);

      expect((await client.call('DELETE', `/api/v1/invoice/${String(earlier.id)}`)).status).toBe(200);
      expect(await costLine(sale)).toBe('500');

      expect((await client.post('/api/v1/accounting/permanent', { ids: [sale.document] })).status).toBe(200);
      const refused = await post({ type: 'purchase', date: dayAfter(5), person: supplier.id, rows: [{ product: ink, count: '10', fee: '200' }] });
      expect(refused.status).toBe(423);
      expect(await stockOf(ink)).toBe('5');
    });

    it('FIFO: a sale dated before another takes the older layer, and the later sale moves to the next', async () => {
      const paper = await idOf('products', { name: 'کاغذ', inventoryMethod: 'fifo', taxPercent: '0' });
      await posted({ type: 'purchase', date: dayAfter(1), person: supplier.id, rows: [{ product: paper, count: '5', fee: '10' }] });
      await posted({ type: 'purchase', date: dayAfter(2), person: supplier.id, rows: [{ product: paper, count: '5', fee: '20' }] });
      const later = await posted({ type: 'sell', date: dayAfter(30), person: buyer.id, rows: [{ product: paper, count: '5', fee: '50' }] });
      expect(await costLine(later)).toBe('50');
      const earlier = await posted({ type: 'sell', date: dayAfter(3), person: buyer.id, rows: [{ product: paper, count: '5', fee: '50' }] });
      expect(await costLine(earlier)).toBe('50');
      expect(await costLine(later)).toBe('100');

      // What the method gives on a date: before the first sale the oldest layer at 10; after both, nothing on hand.
      const before = await client.get<{ on_hand: string; value: string; unit_cost: string; method: string }>(`/api/v1/products/${String(paper)}/cost?date=${dayAfter(2)}`);
      expect(before.body).toMatchObject({ method: 'fifo', on_hand: '10', value: '150', unit_cost: '10' });
      const after = await client.get<{ on_hand: string }>(`/api/v1/products/${String(paper)}/cost?date=${dayAfter(40)}`);
      expect(after.body.on_hand).toBe('0');
    });

    it('a product’s profit over a range is its sales less their returns, after discounts and before VAT, less their cost', async () => {
      const notebook = await idOf('products', { name: 'دفترچه', inventoryMethod: 'average', taxPercent: '9' });
      await posted({ type: 'purchase', person: supplier.id, rows: [{ product: notebook, count: '10', fee: '1000' }] });
      const sale = await posted({ type: 'sell', person: buyer.id, rows: [{ product: notebook, count: '4', fee: '2500', discountPercent: '10' }] });
      await posted({ type: 'returnSell', person: buyer.id, returns: sale.id, rows: [{ product: notebook, count: '1', fee: '2500' }] });
      const report = await client.get<{ data: { product: number; name: string; quantity: string; revenue: string; cost: string; profit: string }[] }>(
        `/api/v1/invoice/report/productProfitable?from=${day}&to=${day}`,
      );
      expect(report.body.data.find((row) => row.product === notebook)).toEqual({ product: notebook, name: 'دفترچه', quantity: '3', revenue: '6500', cost: '3000', profit: '3500' });
      const later = await client.get<{ data: { product: number }[] }>(`/api/v1/invoice/report/productProfitable?from=${dayAfter(400)}`);
      expect(later.body.data.map((row) => row.product)).not.toContain(notebook);
    });

    it('a cost rebuild finds every sale already at its cost and reposts none', async () => {
      const rebuilt = await client.post<{ products: number; sales: number }>('/api/v1/products/rebuildCost');
      expect(rebuilt.status).toBe(200);
      expect(rebuilt.body.products).toBeGreaterThanOrEqual(3);
      expect(rebuilt.body.sales).toBe(0);
    });
  });

  describe('visitors', () => {
    it('a sale owes its visitor their sell percent of its sum; a person who is no visitor is refused', async () => {
      const visitor = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/customer', { firstname: 'بازاریاب', visitor: true, visitorSellPercent: '5' })).body.data;
      const sale = await posted({ type: 'sell', person: buyer.id, visitor: visitor.id, rows: [{ product: installation, count: '2', fee: '30000' }] });
      expect((await linesOf(sale)).slice(-2)).toEqual([line('commissionExpense', '3000', '0'), line('payable', '0', '3000', visitor.detail_id)]);
      const refused = await post({ type: 'sell', person: buyer.id, visitor: supplier.id, rows: [{ product: installation, count: '1', fee: '30000' }] });
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['visitor']);
      // A pre-invoice names its visitor and posts nothing; the sale made of it owes the commission.
      const presale = await posted({ type: 'presale', person: buyer.id, visitor: visitor.id, rows: [{ product: installation, count: '1', fee: '40000' }] });
      const converted = await client.post<Saved>(`/api/v1/invoice/${String(presale.id)}/convert`, {});
      expect((await linesOf(converted.body.data)).slice(-2)).toEqual([line('commissionExpense', '2000', '0'), line('payable', '0', '2000', visitor.detail_id)]);
    });

    it('a sale owes its products’ investors their sell percent of what each row sold for; its return takes back their return-sell percent', async () => {
      await activateConfig(connection().db, biz.businessId, ['investorSystem']);
      const partner = (await client.post<{ data: { id: number; detail_id: number } }>('/api/v1/customer', { firstname: 'شریک', lastname: 'سرمایه‌گذار' })).body.data;
      const course = await idOf('products', {
        type: 'service',
        name: 'دوره آموزشی',
        taxPercent: '0',
        investors: [{ investor: partner.id, investorSellPercent: '30', investorReturnSellPercent: '25' }],
      });
      const sale = await posted({ type: 'sell', person: buyer.id, rows: [{ product: course, count: '2', fee: '50000', discount: '10000' }] });
      expect((await linesOf(sale)).slice(-2)).toEqual([line('investorShare', '27000', '0'), line('payable', '0', '27000', partner.detail_id)]);
      const back = await posted({ type: 'returnSell', person: buyer.id, returns: sale.id, rows: [{ product: course, count: '1', fee: '45000' }] });
      expect((await linesOf(back)).slice(-2)).toEqual([line('investorShare', '0', '11250'), line('payable', '11250', '0', partner.detail_id)]);
    });
  });

  describe('pre-invoices', () => {
    it('a pre-invoice posts nothing and reserves its goods until it is made a sale, which takes its rows', async () => {
      const mug = await idOf('products', { name: 'لیوان', inventoryMethod: 'fifo', taxPercent: '0' });
      await posted({ type: 'purchase', person: supplier.id, rows: [{ product: mug, count: '10', fee: '500' }] });
      const presale = await posted({ type: 'presale', person: buyer.id, rows: [{ product: mug, count: '8', fee: '900' }] });
      expect(presale.document).toBeNull();
      expect(await stockOf(mug)).toBe('10');
      const reserved = await client.get<{ data: { invoice: number; quantity: string }[] }>(`/api/v1/invoice/reserved?product=${String(mug)}`);
      expect(reserved.body.data).toEqual([expect.objectContaining({ invoice: presale.id, quantity: '8' })]);

      const beyond = await post({ type: 'sell', person: buyer.id, rows: [{ product: mug, count: '3', fee: '900' }] });
      expect(beyond.status).toBe(420);
      expect(beyond.body.message).toContain('۲');
      await posted({ type: 'sell', person: buyer.id, rows: [{ product: mug, count: '2', fee: '900' }] });

      const converted = await client.post<Saved>(`/api/v1/invoice/${String(presale.id)}/convert`, {});
      expect(converted.status, JSON.stringify(converted.body)).toBe(200);
      expect(converted.body.data).toMatchObject({ payable: '7200' });
      const sale = (await client.get<{ type: string; rows: { product: number; count: string }[] }>(`/api/v1/invoice/${String(converted.body.data.id)}/edit`)).body;
      expect(sale).toMatchObject({ type: 'sell', rows: [{ product: mug, count: '8' }] });
      expect(await stockOf(mug)).toBe('0');
      expect((await client.get<{ data: unknown[] }>(`/api/v1/invoice/reserved?product=${String(mug)}`)).body.data).toEqual([]);
      expect((await client.post(`/api/v1/invoice/${String(presale.id)}/convert`, {})).status).toBe(420);
    });
  });

  describe('refusals', () => {
    it('refuses a zero fee, the same product twice in one unit, a unit the product has not, and another business’s records', async () => {
      const zero = await post({ type: 'purchase', person: supplier.id, rows: [{ product: pen, count: '1', fee: '0' }] });
      expect(Object.keys(zero.body.errors ?? {})).toEqual(['rows.0.fee']);
      const twice = await post({ type: 'purchase', person: supplier.id, rows: [{ product: pen, count: '1', fee: '10' }, { product: pen, count: '2', fee: '10' }] });
      expect(Object.keys(twice.body.errors ?? {})).toEqual(['rows.1.product']);
      const other = await idOf('unit', { name: 'بسته‌ی آزمایشی' });
      const unit = await post({ type: 'purchase', person: supplier.id, rows: [{ product: pen, unit: other, count: '1', fee: '10' }] });
      expect(Object.keys(unit.body.errors ?? {})).toEqual(['rows.0.unit']);
      const stranger = await createTestBusiness(connection().db, 'Invoices elsewhere');
      const outsider = await server().client().login(stranger.ownerUsername, stranger.ownerPassword);
      const theirs = await outsider.post<{ data: { id: number } }>('/api/v1/products', { name: 'کالای دیگران' });
      const foreign = await post({ type: 'purchase', person: supplier.id, rows: [{ product: theirs.body.data.id, count: '1', fee: '10' }] });
      expect(Object.keys(foreign.body.errors ?? {})).toEqual(['rows.0.product']);
    });

    it('the same ouid twice, even at once, makes one invoice', async () => {
      const body = { type: 'purchase', person: supplier.id, ouid: `pos-${String(biz.businessId)}-0001`, rows: [{ product: pen, count: '1', fee: '1000' }] };
      const [first, second] = await Promise.all([post(body), post(body)]);
      expect(first.status).toBe(200);
      expect(second.body.data.id).toBe(first.body.data.id);
    });
  });

  describe('invoices at once', () => {
    it('sales waiting for one another are written together, each as if after those before it: stock never below zero, FIFO costs, numbers without gaps', async () => {
      const cup = await idOf('products', { name: 'لیوان', inventoryMethod: 'fifo', taxPercent: '0' });
      await posted({ type: 'purchase', person: supplier.id, rows: [{ product: cup, count: '5', fee: '1000' }] });
      await posted({ type: 'purchase', person: supplier.id, rows: [{ product: cup, count: '5', fee: '2000' }] });
      const before = await balanceOf('costOfSales');
      const replies = await Promise.all(Array.from({ length: 8 }, () => post({ type: 'sell', person: buyer.id, rows: [{ product: cup, count: '2', fee: '5000' }] })));
      const written = replies.flatMap((reply) => (reply.status === 200 ? [reply.body.data] : [])).sort((a, b) => a.id - b.id);
      const refused = replies.filter((reply) => reply.status === 420);
      expect(written).toHaveLength(5);
      expect(refused).toHaveLength(3);
      for (const reply of refused) expect(reply.body.message).toContain('۰');
      expect(await stockOf(cup)).toBe('0');
      const numbers = written.map((sale) => sale.number).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] ?? 0) + index));
      // Two each: the first two from the 1,000 layer, the third one of each, the last two from the 2,000 layer.
      const costs = await Promise.all(written.map(async (sale) => (await linesOf(sale)).find((each) => each.account === roles.costOfSales)?.debit));
      expect(costs).toEqual(['2000', '2000', '3000', '4000', '4000']);
      expect(BigInt((await balanceOf('costOfSales')).debit) - BigInt(before.debit)).toBe(15000n);
    });

    it('the same ouid three times at once makes one invoice: the two waiting together go one at a time', async () => {
      const body = { type: 'purchase', person: supplier.id, ouid: `pos-${String(biz.businessId)}-0002`, rows: [{ product: pen, count: '1', fee: '1000' }] };
      const replies = await Promise.all([post(body), post(body), post(body)]);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
      expect(new Set(replies.map((reply) => reply.body.data.id)).size).toBe(1);
    });
  });

  it('each row keeps its product’s tax-authority id as it stood when the row was written', async () => {
    const taxed = await idOf('products', { type: 'service', name: 'مشاوره', taxid: '2710000138624', taxPercent: '0' });
    const sale = await posted({ type: 'sell', person: buyer.id, rows: [{ product: taxed, count: '1', fee: '1000' }] });
    expect((await client.put(`/api/v1/products/${String(taxed)}`, { type: 'service', name: 'مشاوره', taxid: '2710000999999', taxPercent: '0' })).status).toBe(200);
    const read = await client.get<{ rows: { tax_id: string | null }[] }>(`/api/v1/invoice/${String(sale.id)}/edit`);
    expect(read.body.rows.map((row) => row.tax_id)).toEqual(['2710000138624']);
  });

  describe('each type’s permissions', () => {
    it('a seller writes and lists sales only: purchases are refused and left out of the list', async () => {
      const username = `seller-${String(biz.businessId)}`;
      await addMember(connection().db, biz.businessId, { username, password: 'seller-password-1', permissions: ['Sell', 'SellList'] });
      const seller = await server().client().login(username, 'seller-password-1');
      expect((await post({ type: 'purchase', person: supplier.id, rows: [{ product: installation, count: '1', fee: '1000' }] }, seller)).status).toBe(403);
      expect((await post({ type: 'sell', person: buyer.id, rows: [{ product: installation, count: '1', fee: '1000' }] }, seller)).status).toBe(200);
      const listed = await seller.get<{ data: { type: string }[] }>('/api/v1/invoice');
      expect(listed.status).toBe(200);
      expect(new Set(listed.body.data.map((row) => row.type))).toEqual(new Set(['sell']));
      expect((await seller.get('/api/v1/invoice?type=purchase')).status).toBe(403);
      const purchases = await client.get<{ data: { id: number }[] }>('/api/v1/invoice?type=purchase');
      const first = purchases.body.data[0]?.id ?? 0;
      expect((await seller.get(`/api/v1/invoice/${String(first)}/edit`)).status).toBe(403);
    });
  });
});
