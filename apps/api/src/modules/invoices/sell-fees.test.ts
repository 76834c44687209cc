import { beforeAll, expect, it } from 'vitest';
import { membership } from '@hesab/db';
import { and, eq } from 'drizzle-orm';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember } from '../../../test/fixtures.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* The fee a sale's row is proposed at (pricing rows by the party's category and the branch), and the users who may sell at no other. */

interface Proposal {
  data: { fee: string | null; discountPercent: string | null; from: string | null };
}

describeEachEngine('sell fees', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let day: string;
  let warehouse: number;
  let wholesale: number;
  let shop: number;
  let walkIn: number;
  let box: number;
  let soap: number;

  const created = async (path: string, body: Record<string, unknown>) => {
    const reply = await client.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const proposed = async (query: string) => (await client.get<Proposal>(`/api/v1/invoice/proposedFee?product=${String(soap)}&${query}`)).body.data;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Sell fees');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    warehouse = await created('entrepot', { name: 'انبار' });
    const category = await created('category', { name: 'عمده‌فروش' });
    wholesale = await created('customer', { firstname: 'پخش', lastname: 'نیکان', category });
    walkIn = await created('customer', { firstname: 'مشتری', lastname: 'گذری' });
    shop = await created('branch', { text: 'شعبه بازار' });
    const units = await client.get<{ data: { id: number; name: string }[] }>('/api/v1/unit?all=true');
    const piece = units.body.data.find((unit) => unit.name === 'عدد')?.id ?? 0;
    box = units.body.data.find((unit) => unit.name === 'کارتن')?.id ?? 0;
    soap = await created('products', {
      name: 'صابون',
      unit: piece,
      units: [
        { unit: piece, value: '1', default: true },
        { unit: box, value: '24', default: false },
      ],
      price: '10000',
      initial_stocks: [{ entrepot: warehouse, stock: '1000', price: '6000' }],
      pricing: [
        { type: 'price', name: 'عمده', category, price: '9000' },
        { type: 'price', name: 'شعبه بازار', branch: shop, price: '9500' },
        { type: 'discount', name: 'تخفیف عمده', category, percent: '3' },
      ],
    });
  });

  it('proposes the pricing row that fits the party’s category, then the branch’s, else the product’s price, per unit', async () => {
    expect(await proposed(`person=${String(wholesale)}&branch=${String(shop)}`)).toEqual({ fee: '9000', discountPercent: '3', from: 'عمده' });
    expect(await proposed(`person=${String(walkIn)}&branch=${String(shop)}`)).toEqual({ fee: '9500', discountPercent: null, from: 'شعبه بازار' });
    expect(await proposed(`person=${String(walkIn)}&unit=${String(box)}`)).toEqual({ fee: '240000', discountPercent: null, from: null });
    expect((await client.get(`/api/v1/invoice/proposedFee?product=${String(soap)}&count=abc`)).status).toBe(422);
  });

  it('prices the till’s copy of a product as the sales invoice proposes it, by the one pricing function', async () => {
    const shampoo = await created('products', { name: 'شامپو', price: '850000', pricing: [{ type: 'price', name: 'فروش ویژه', price: '800000' }] });
    const onInvoice = (await client.get<Proposal>(`/api/v1/invoice/proposedFee?product=${String(shampoo)}`)).body.data;
    expect(onInvoice).toEqual({ fee: '800000', discountPercent: null, from: 'فروش ویژه' });
    const copy = await client.get<{ data: { id: number; price: string | null }[] }>(`/api/v1/getdetail?select=getAllProductOffline&count=100000`);
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body.data.filter((row) => row.id === shampoo || row.id === soap).map((row) => row.price)).toEqual(['10000', '800000']);
  });

  it('proposes a purchase’s row at the last purchase’s fee, never at the selling price', async () => {
    const purchaseFee = async (query: string) => (await client.get<Proposal>(`/api/v1/invoice/proposedFee?type=purchase&product=${String(soap)}${query}`)).body.data;
    // Its initial stock was bought by no purchase.
    expect(await purchaseFee('')).toEqual({ fee: null, discountPercent: null, from: null });
    await created('invoice', { type: 'purchase', date: day, entrepot: warehouse, person: wholesale, rows: [{ product: soap, count: '2', unit: box, fee: '144000' }] });
    expect(await purchaseFee('')).toEqual({ fee: '6000', discountPercent: null, from: null });
    expect(await purchaseFee(`&unit=${String(box)}`)).toEqual({ fee: '144000', discountPercent: null, from: null });
    // A seller who may not buy is proposed no purchase fee.
    await addMember(connection().db, biz.businessId, { username: `seller-${String(biz.businessId)}`, password: 'seller-password-1', permissions: ['Sell'] });
    const seller = await server().client().login(`seller-${String(biz.businessId)}`, 'seller-password-1');
    expect((await seller.get(`/api/v1/invoice/proposedFee?type=purchase&product=${String(soap)}`)).status).toBe(403);
  });

  it('a user who may not change sell prices sells at the proposed fee and is refused another, on the row’s fee', async () => {
    const username = `fixed-${String(biz.businessId)}`;
    const { userId } = await addMember(connection().db, biz.businessId, { username, password: 'fixed-password-1', permissions: ['Sell', 'SellList'] });
    await connection()
      .db.update(membership)
      .set({ deactiveChangeSellPrice: true })
      .where(and(eq(membership.businessId, biz.businessId), eq(membership.userId, userId)));
    const seller = await server().client().login(username, 'fixed-password-1');
    const sale = (fee: string) =>
      seller.post<{ errors?: Record<string, string[]> }>('/api/v1/invoice', { type: 'sell', date: day, entrepot: warehouse, person: wholesale, rows: [{ product: soap, count: '2', fee }] });
    const refused = await sale('8000');
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['rows.0.fee']);
    expect((await sale('9000')).status).toBe(200);
    // Whoever may change prices sells at any fee.
    expect((await client.post('/api/v1/invoice', { type: 'sell', date: day, entrepot: warehouse, person: wholesale, rows: [{ product: soap, count: '2', fee: '8000' }] })).status).toBe(200);
  });

  it('shows what a sale’s goods cost, and a product’s cost, only to those who may see costs', async () => {
    const sale = await created('invoice', { type: 'sell', date: day, entrepot: warehouse, person: walkIn, rows: [{ product: soap, count: '1', fee: '10000' }] });
    const costsOf = async (as: ApiClient) => (await as.get<{ rows: { unit_cost: string | null }[] }>(`/api/v1/invoice/${String(sale)}/edit`)).body.rows.map((row) => row.unit_cost);
    const productCost = async (as: ApiClient) => {
      const reply = await as.get<{ unit_cost?: string }>(`/api/v1/products/${String(soap)}/cost?date=${day}`);
      return [reply.status, reply.body.unit_cost];
    };
    expect(await costsOf(client)).toEqual(['6000']);
    expect(await productCost(client)).toEqual([200, '6000']);
    // Listing products is not seeing what they cost.
    await addMember(connection().db, biz.businessId, { username: `cashier-${String(biz.businessId)}`, password: 'cashier-password-1', permissions: ['Sell', 'SellList', 'ProductList'] });
    const cashier = await server().client().login(`cashier-${String(biz.businessId)}`, 'cashier-password-1');
    expect(await costsOf(cashier)).toEqual([null]);
    expect((await productCost(cashier))[0]).toBe(403);
    await addMember(connection().db, biz.businessId, { username: `analyst-${String(biz.businessId)}`, password: 'analyst-password-1', permissions: ['SellList', 'InvoiceProductProfitable', 'ProductList'] });
    const analyst = await server().client().login(`analyst-${String(biz.businessId)}`, 'analyst-password-1');
    expect(await costsOf(analyst)).toEqual(['6000']);
    expect(await productCost(analyst)).toEqual([200, '6000']);
  });

  it('holds a user under the sell-price lock to the business’s discount limit, on rows and on the invoice', async () => {
    const username = `discount-${String(biz.businessId)}`;
    const { userId } = await addMember(connection().db, biz.businessId, { username, password: 'discount-password-1', permissions: ['Sell', 'SellList', 'Presale'] });
    await connection()
      .db.update(membership)
      .set({ deactiveChangeSellPrice: true })
      .where(and(eq(membership.businessId, biz.businessId), eq(membership.userId, userId)));
    const seller = await server().client().login(username, 'discount-password-1');
    const sale = (row: Record<string, unknown>, head: Record<string, unknown> = {}, type = 'sell', as = seller) =>
      as.post<{ message?: string }>('/api/v1/invoice', { type, date: day, entrepot: warehouse, person: walkIn, rows: [{ product: soap, count: '2', fee: '10000', ...row }], ...head });
    const refused = (limit: string) => ({ status: 420, body: { message: `اجازهٔ تغییر قیمت فروش را ندارید؛ تخفیف ردیف‌ها و فاکتور حداکثر ${limit} درصد مبلغ کالاها می‌تواند باشد.` } });

    // No limit set: a sale of 1 rial by any discount is refused, the cashier's and a pre-invoice's alike.
    expect(await sale({ discountPercent: '99' })).toEqual(refused('۰'));
    expect(await sale({ discount: '19999' })).toEqual(refused('۰'));
    expect(await sale({}, { discount: '19999' })).toEqual(refused('۰'));
    expect(await sale({ discountPercent: '99' }, {}, 'presale')).toEqual(refused('۰'));
    expect((await sale({})).status).toBe(200);
    // The discount its pricing proposes (a wholesale customer's 3%) is the product's price, not a change of it.
    const wholesaleSale = await seller.post('/api/v1/invoice', { type: 'sell', date: day, entrepot: warehouse, person: wholesale, rows: [{ product: soap, count: '1', fee: '9000', discountPercent: '3' }] });
    expect(wholesaleSale.status, JSON.stringify(wholesaleSale.body)).toBe(200);

    expect((await client.put('/api/v1/setting', { max_discount_percent: '10' })).status).toBe(200);
    expect((await client.get<{ max_discount_percent: string }>('/api/v1/setting')).body.max_discount_percent).toBe('10');
    expect((await sale({ discountPercent: '10' })).status).toBe(200);
    expect((await sale({ discount: '2000' })).status).toBe(200);
    expect((await sale({}, { discount: '2000' })).status).toBe(200);
    expect(await sale({ discountPercent: '11' })).toEqual(refused('۱۰'));
    expect(await sale({ discount: '2001' })).toEqual(refused('۱۰'));
    // Within the limit each, beyond it together.
    expect(await sale({ discountPercent: '10' }, { discount: '1' })).toEqual(refused('۱۰'));
    // Whoever may change prices gives any discount.
    expect((await sale({ discountPercent: '99' }, {}, 'sell', client)).status).toBe(200);
    expect((await client.put('/api/v1/setting', { max_discount_percent: '0' })).status).toBe(200);
  });
});

