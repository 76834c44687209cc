import { beforeAll, expect, it } from 'vitest';
import type { AccountingDocument, CodingAccount, WarehouseStock } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { expectLedgerBalanced } from '../../../test/ledger-balance.ts';
import { activateConfig, createTestBusiness, mainYearRange, useTestServer, type ApiClient } from '../../../test/http-client.ts';

/*
 * The warehouse documents (issue 17): each kind's effect on stock per warehouse, on cost by the product's method and
 * on the ledger; a transfer in transit until its receiving storekeeper confirms it; a stocktaking's differences; a
 * temporary receipt taken into stock in part; the refusals; and a removal that gives stock and ledger back.
 */

interface Saved {
  data: { id: number; number: number; document: number | null };
  errors?: Record<string, string[]>;
  message?: string;
}
interface Line {
  account: number;
  detail: number | null;
  debit: string;
  credit: string;
}

describeEachEngine('warehouse documents', (connection) => {
  const server = useTestServer(connection);
  let owner: ApiClient;
  let storekeeper: ApiClient;
  const days: string[] = [];
  let roles: Record<string, number>;
  let north: number;
  let south: number;
  let tea: number;
  let teaBag: number;
  let supplier: { id: number; detail_id: number };

  const created = async (path: string, body: Record<string, unknown>) => {
    const reply = await owner.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  const post = (kind: string, body: Record<string, unknown>, as: ApiClient = owner) => as.post<Saved>(`/api/v1/entrepot/${kind}`, { date: days[0], entrepot: north, ...body });
  const posted = async (kind: string, body: Record<string, unknown>) => {
    const reply = await post(kind, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const linesOf = async (saved: Saved['data']) =>
    (await owner.get<AccountingDocument>(`/api/v1/accounting/${String(saved.document)}/edit`)).body.rows.map(
      (row): Line => ({ account: row.account, detail: row.detail ?? null, debit: row.debit, credit: row.credit }),
    );
  const line = (role: string, debit: string, credit: string, detail: number | null = null): Line => ({ account: roles[role] ?? 0, detail, debit, credit });
  /** Each product's stock in each warehouse, `product/warehouse: stock`. */
  const stock = async (query = '') => {
    const page = await owner.get<{ data: WarehouseStock[] }>(`/api/v1/entrepot/stock?perPage=50&${query}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    return page.body.data.filter((row) => row.stock !== '0').map((row) => `${row.product_label}/${row.entrepot_label}: ${row.stock}`);
  };
  const costOf = async (product: number) => (await owner.get<{ unit_cost: string; on_hand: string; value: string }>(`/api/v1/products/${String(product)}/cost`)).body;

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Warehouse documents');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const from = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    for (const offset of [0, 3, 6, 9]) days.push(new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10));
    const chart = await owner.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    roles = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    north = await created('entrepot', { name: 'انبار شمال' });
    south = await created('entrepot', { name: 'انبار جنوب' });
    tea = await created('products', { name: 'چای', taxPercent: '0' });
    teaBag = await created('products', { name: 'چای کیسه‌ای', taxPercent: '0' });
    supplier = (await owner.post<{ data: { id: number; detail_id: number } }>('/api/v1/customer', { firstname: 'پخش', lastname: 'مرکزی' })).body.data;

    await activateConfig(connection().db, biz.businessId, ['userAccessSystem']);
    const role = await created('role', { name: 'انباردار جنوب', permissions: ['EntrepotTransferRemittance', 'EntrepotTransferRemittanceList', 'EntrepotRemittance', 'EntrepotRemittanceList', 'ExpireDateItems'] });
    const password = 'storekeeper-password-1';
    await created('customer', { firstname: 'انباردار', personel: true, username: `south-keeper-${String(biz.businessId)}`, password, passwordConfirmation: password, role, entrepotAccess: [south] });
    storekeeper = await server().client().login(`south-keeper-${String(biz.businessId)}`, password);
  });

  it('a receipt takes goods in at their cost: Dr inventory, Cr the supplier', async () => {
    const saved = await posted('receipt', { person: supplier.id, rows: [{ product: tea, count: '10', cost: '1000', batch: 'A1', expire: days[3] }] });
    expect(await linesOf(saved)).toEqual([line('inventory', '10000', '0'), line('payable', '0', '10000', supplier.detail_id)]);
    expect(await stock()).toEqual(['چای/انبار شمال: 10']);
    const read = await owner.get<{ rows: { quantity: string; unit_cost: string; batch: string }[] }>(`/api/v1/entrepot/receipt/${String(saved.id)}/edit`);
    expect(read.body.rows[0]).toMatchObject({ quantity: '10', unit_cost: '1000', batch: 'A1' });
    // A second receipt at another cost: the average is now 1,500.
    await posted('receipt', { person: supplier.id, date: days[1], rows: [{ product: tea, count: '10', cost: '2000' }] });
    expect(await costOf(tea)).toMatchObject({ on_hand: '20', unit_cost: '1500' });
  });

  it('a remittance and a consumption issue at the product’s cost, each to its account; more than the warehouse holds is refused', async () => {
    const remittance = await posted('remittance', { date: days[1], person: supplier.id, rows: [{ product: tea, count: '4' }] });
    expect(await linesOf(remittance)).toEqual([line('costOfSales', '6000', '0'), line('inventory', '0', '6000')]);
    const used = await posted('useRemittance', { date: days[1], account: roles.bankCharges, rows: [{ product: tea, count: '1' }] });
    expect(await linesOf(used)).toEqual([line('bankCharges', '1500', '0'), line('inventory', '0', '1500')]);
    expect(await stock()).toEqual(['چای/انبار شمال: 15']);
    const tooMuch = await post('remittance', { date: days[1], rows: [{ product: tea, count: '16' }] });
    expect(tooMuch.status).toBe(420);
    expect(tooMuch.body.message).toContain('۱۵');
    const noAccount = await post('useRemittance', { date: days[1], rows: [{ product: tea, count: '1' }] });
    expect(noAccount.status).toBe(422);
  });

  it('a transfer leaves the sending warehouse, is in transit, and arrives when the receiving storekeeper confirms it', async () => {
    // The south storekeeper may not send from the north.
    expect((await post('transferRemittance', { date: days[2], to_entrepot: south, rows: [{ product: tea, count: '5' }] }, storekeeper)).status).toBe(403);
    const transfer = await posted('transferRemittance', { date: days[2], to_entrepot: south, rows: [{ product: tea, count: '5' }] });
    expect(transfer.document).toBeNull();
    expect(await stock()).toEqual(['چای/انبار شمال: 10']);
    const confirm = (as: ApiClient, date?: string) => as.post<Saved>(`/api/v1/entrepot/transferRemittance/${String(transfer.id)}/confirm`, date ? { date } : {});
    expect((await confirm(storekeeper, days[1])).status).toBe(422);
    const confirmed = await confirm(storekeeper, days[3]);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await stock()).toEqual(['چای/انبار جنوب: 5', 'چای/انبار شمال: 10']);
    expect(await stock(`date=${days[2]}`)).toEqual(['چای/انبار شمال: 10']);
    expect((await confirm(storekeeper)).status).toBe(420);
    // The storekeeper lists the transfers into their warehouse, and none of the north's remittances.
    const listed = await storekeeper.get<{ data: { id: number }[] }>('/api/v1/entrepot/transferRemittance');
    expect(listed.body.data.map((row) => row.id)).toEqual([transfer.id]);
    expect((await storekeeper.get<{ data: unknown[]; total: number }>('/api/v1/entrepot/remittance')).body).toMatchObject({ data: [], total: 0 });
    expect((await owner.get<{ total: number }>('/api/v1/entrepot/remittance')).body.total).toBeGreaterThan(0);
    const read = await owner.get<{ confirmed: string }>(`/api/v1/entrepot/transferRemittance/${String(transfer.id)}/edit`);
    expect(read.body.confirmed).toBe(days[3]);
    // The goods' worth did not change.
    expect(await costOf(tea)).toMatchObject({ on_hand: '15', value: '22500' });
  });

  it('a product stock transfer turns one product’s stock into another’s at the same worth', async () => {
    await posted('transferProductStock', { date: days[2], rows: [{ product: tea, count: '2', to_product: teaBag, to_count: '20' }] });
    expect(await stock()).toEqual(['چای/انبار جنوب: 5', 'چای/انبار شمال: 8', 'چای کیسه‌ای/انبار شمال: 20']);
    expect(await costOf(teaBag)).toMatchObject({ on_hand: '20', value: '3000', unit_cost: '150' });
  });

  it('a stocktaking posts each difference from the book: a shortage to losses, a surplus to gains', async () => {
    const north_ = await posted('warehousehandling', { date: days[2], rows: [{ product: tea, counted: '7' }, { product: teaBag, counted: '20' }] });
    expect(await linesOf(north_)).toEqual([line('inventoryLoss', '1500', '0'), line('inventory', '0', '1500')]);
    const read = await owner.get<{ rows: { book: string; quantity: string }[] }>(`/api/v1/entrepot/warehousehandling/${String(north_.id)}/edit`);
    expect(read.body.rows.map((row) => [row.book, row.quantity])).toEqual([['8', '-1'], ['20', '0']]);
    const southCount = await posted('warehousehandling', { date: days[3], entrepot: south, rows: [{ product: tea, counted: '6' }] });
    expect(await linesOf(southCount)).toEqual([line('inventory', '1500', '0'), line('inventoryGain', '0', '1500')]);
    expect(await stock()).toEqual(['چای/انبار جنوب: 6', 'چای/انبار شمال: 7', 'چای کیسه‌ای/انبار شمال: 20']);
    // The south's Kardex of tea names each movement's document, with the running count and value.
    const kardex = await owner.get<{ data: { kind: string; number: number | null; in: string; count: string; value: string }[] }>(
      `/api/v1/products/${String(tea)}/turnover?entrepot=${String(south)}`,
    );
    expect(kardex.body.data.map((line) => [line.kind, line.number, line.in, line.count, line.value])).toEqual([
      ['entrepotTransferRemittance', 1, '5', '5', '7500'],
      ['warehouseHandling', 2, '1', '6', '9000'],
    ]);
  });

  it('a temporary receipt is not stock until taken in, wholly or in part, by a receipt', async () => {
    const temporary = await posted('tempReceipt', { date: days[3], person: supplier.id, rows: [{ product: tea, count: '5', cost: '1500' }] });
    expect(temporary.document).toBeNull();
    expect(await stock(`entrepot=${north}`)).toEqual(['چای/انبار شمال: 7', 'چای کیسه‌ای/انبار شمال: 20']);
    const checkout = (count: string) => owner.post<Saved>(`/api/v1/entrepot/tempReceipt/${String(temporary.id)}/checkout`, { date: days[3], rows: [{ row: 1, count }] });
    const first = await checkout('3');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await linesOf(first.body.data)).toEqual([line('inventory', '4500', '0'), line('payable', '0', '4500', supplier.detail_id)]);
    expect(await stock(`entrepot=${north}`)).toEqual(['چای/انبار شمال: 10', 'چای کیسه‌ای/انبار شمال: 20']);
    const read = await owner.get<{ rows: { checked_out: string }[] }>(`/api/v1/entrepot/tempReceipt/${String(temporary.id)}/edit`);
    expect(read.body.rows[0]?.checked_out).toBe('3');
    const beyond = await checkout('3');
    expect(beyond.status).toBe(420);
    expect(beyond.body.message).toContain('۲');
    const receipt = await owner.get<{ temp_receipt: number }>(`/api/v1/entrepot/receipt/${String(first.body.data.id)}/edit`);
    expect(receipt.body.temp_receipt).toBe(temporary.id);
  });

  it('refuses more than 100 rows, a service, and another business’s or an inaccessible warehouse', async () => {
    const rows = Array.from({ length: 101 }, () => ({ product: tea, count: '1', cost: '1' }));
    const tooMany = await post('receipt', { person: supplier.id, rows });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors ?? {})).toContain('rows');
    const service = await created('products', { name: 'نصب', type: 'service', taxPercent: '0' });
    expect((await post('receipt', { person: supplier.id, rows: [{ product: service, count: '1' }] })).status).toBe(422);
    const other = await createTestBusiness(connection().db, 'Another business');
    const stranger = await server().client().login(other.ownerUsername, other.ownerPassword);
    const theirs = (await stranger.post<{ data: { id: number } }>('/api/v1/entrepot', { name: 'انبار دیگر' })).body.data.id;
    const foreign = await post('receipt', { person: supplier.id, entrepot: theirs, rows: [{ product: tea, count: '1' }] });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors ?? {})).toContain('entrepot');
    expect((await post('remittance', { date: days[3], rows: [{ product: tea, count: '1' }] }, storekeeper)).status).toBe(403);
  });

  it('lots: issues take the first expiring, a named batch its own, a transfer carries its lots; the expiring list shows what is left', async () => {
    const milk = await created('products', { name: 'شیر', taxPercent: '0' });
    await posted('receipt', {
      person: supplier.id,
      rows: [
        { product: milk, count: '5', cost: '100', batch: 'M1', expire: days[1] },
        { product: milk, unit: null, count: '5', cost: '100', batch: 'M2', expire: days[3], description: 'دومین سری' },
      ],
    });
    await posted('receipt', { person: supplier.id, rows: [{ product: milk, count: '5', cost: '100' }] });
    // A list filters by a product on a document's rows.
    const withMilk = await owner.get<{ total: number }>(`/api/v1/entrepot/receipt?product=${String(milk)}`);
    expect(withMilk.body.total).toBe(2);
    expect((await owner.get<{ total: number }>(`/api/v1/entrepot/receipt?product=${String(milk)}&entrepot=${String(south)}`)).body.total).toBe(0);
    expect((await owner.get('/api/v1/entrepot/receipt?product=milk')).status).toBe(422);
    await posted('remittance', { date: days[1], rows: [{ product: milk, count: '3' }] });
    await posted('remittance', { date: days[1], rows: [{ product: milk, count: '1', batch: 'M2' }] });
    expect((await post('remittance', { date: days[1], rows: [{ product: milk, count: '1', batch: 'M9' }] })).status).toBe(422);
    const transfer = await posted('transferRemittance', { date: days[2], to_entrepot: south, rows: [{ product: milk, count: '3' }] });
    expect((await owner.post(`/api/v1/entrepot/transferRemittance/${String(transfer.id)}/confirm`, { date: days[2] })).status).toBe(200);
    const expiring = await owner.get<{ data: { product: number; entrepot_label: string; batch: string; quantity: string; days: number }[] }>('/api/v1/entrepot/expiring?days=30');
    expect(expiring.status, JSON.stringify(expiring.body)).toBe(200);
    const milkLots = expiring.body.data.filter((lot) => lot.product === milk);
    expect(milkLots.map((lot) => `${lot.batch} ${lot.entrepot_label}: ${lot.quantity}`)).toEqual(['M1 انبار جنوب: 2', 'M2 انبار جنوب: 1', 'M2 انبار شمال: 3']);
    expect(milkLots.every((lot) => lot.days < 0)).toBe(true);
    // The storekeeper of the south sees the south's lots only.
    const theirs = await storekeeper.get<{ data: { entrepot_label: string }[] }>('/api/v1/entrepot/expiring?days=30');
    expect(theirs.body.data.filter((lot) => lot.entrepot_label === 'انبار شمال')).toEqual([]);
    expect(theirs.body.data.length).toBeGreaterThan(0);
  });

  it('a back-dated receipt costs the later issues again: their movements, their journals, a transfer’s arrival', async () => {
    const sugar = await created('products', { name: 'شکر', taxPercent: '0' });
    await posted('receipt', { date: days[1], person: supplier.id, rows: [{ product: sugar, count: '10', cost: '1000' }] });
    const remittance = await posted('remittance', { date: days[2], rows: [{ product: sugar, count: '5' }] });
    const used = await posted('useRemittance', { date: days[2], account: roles.bankCharges, rows: [{ product: sugar, count: '1' }] });
    const moved = await posted('transferRemittance', { date: days[2], to_entrepot: south, rows: [{ product: sugar, count: '2' }] });
    expect((await owner.post(`/api/v1/entrepot/transferRemittance/${String(moved.id)}/confirm`, { date: days[3] })).status).toBe(200);
    expect(await linesOf(remittance)).toEqual([line('costOfSales', '5000', '0'), line('inventory', '0', '5000')]);
    // Goods bought earlier at 2,000 make the average 1,500 for every issue after them.
    await posted('receipt', { date: days[0], person: supplier.id, rows: [{ product: sugar, count: '10', cost: '2000' }] });
    expect(await linesOf(remittance)).toEqual([line('costOfSales', '7500', '0'), line('inventory', '0', '7500')]);
    expect(await linesOf(used)).toEqual([line('bankCharges', '1500', '0'), line('inventory', '0', '1500')]);
    const kardex = await owner.get<{ data: { kind: string; in: string; value: string }[] }>(`/api/v1/products/${String(sugar)}/turnover?entrepot=${String(south)}`);
    expect(kardex.body.data.map((row) => [row.kind, row.in, row.value])).toEqual([['entrepotTransferRemittance', '2', '3000']]);
    expect(await costOf(sugar)).toMatchObject({ on_hand: '14', value: '21000' });
    await expectLedgerBalanced(connection().db);
  });

  it('a removed document gives back its stock and its journal, and the ledger balances', async () => {
    const before = await stock();
    const remittance = await posted('remittance', { date: days[3], rows: [{ product: tea, count: '2' }] });
    expect(await stock()).not.toEqual(before);
    expect((await owner.call('DELETE', `/api/v1/entrepot/remittance/${String(remittance.id)}`)).status).toBe(200);
    expect(await stock()).toEqual(before);
    expect((await owner.get(`/api/v1/accounting/${String(remittance.document)}/edit`)).status).toBe(404);
    const listed = await owner.get<{ data: { id: number }[] }>('/api/v1/entrepot/remittance?removed=1');
    expect(listed.body.data.map((row) => row.id)).toEqual([remittance.id]);
    await expectLedgerBalanced(connection().db);
  });
});
