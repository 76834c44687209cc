import { beforeAll, expect, it } from 'vitest';
import { translateServerMessage } from '@hesab/i18n';
import { describeEachEngine } from '../../../test/databases.ts';
import { activateConfig, createTestBusiness, mainYearRange, useTestServer, type ApiClient } from '../../../test/http-client.ts';

/* Branch access is the document engine's (issue 36): a member limited to one branch sees, lists, reports and writes
   only that branch's documents, on every kind naming a branch (a sale, a transfer); the business's settings turn the
   restriction off or require a branch on every document. */

interface Saved {
  id: number;
}

describeEachEngine('branch access', (connection) => {
  const server = useTestServer(connection);
  let owner: ApiClient;
  let clerk: ApiClient;
  let businessId: number;
  let day: string;
  let north: number;
  let south: number;
  let tea: number;
  let person: number;
  let warehouse: number;
  let cashA: number;
  let cashB: number;
  let northSale: number;
  let southSale: number;
  let northTransfer: number;
  let southTransfer: number;
  const refusal = { status: 403, body: { message: translateServerMessage('fa', 'branch-not-allowed', { name: 'شعبه شمال' }) } };
  const sale = (branch: number | null, count = '1') => ({ type: 'sell', date: day, entrepot: warehouse, person, branch, rows: [{ product: tea, count, fee: '1000' }] });
  const transfer = (branch: number | null) => ({ date: day, from: { kind: 'cash', id: cashA }, to: { kind: 'cash', id: cashB }, amount: '1000', branch });

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Branch access');
    businessId = biz.businessId;
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, businessId)).get('from') ?? '';
    const created = async (path: string, body: Record<string, unknown>) => {
      const reply = await owner.post<{ data: Saved }>(`/api/v1/${path}`, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data.id;
    };
    north = await created('branch', { text: 'شعبه شمال' });
    south = await created('branch', { text: 'شعبه جنوب' });
    warehouse = await created('entrepot', { name: 'انبار' });
    tea = await created('products', { name: 'چای', taxPercent: '0' });
    person = await created('customer', { firstname: 'پخش', lastname: 'مرکزی' });
    cashA = await created('cash', { name: 'صندوق یک' });
    cashB = await created('cash', { name: 'صندوق دو' });
    await created('invoice', { ...sale(null, '20'), type: 'purchase' });
    expect((await owner.put('/api/v1/setting', { negative_treasury: true })).status).toBe(200);
    northSale = await created('invoice', sale(north, '2'));
    southSale = await created('invoice', sale(south, '3'));
    northTransfer = await created('transfer', transfer(north));
    southTransfer = await created('transfer', transfer(south));

    await activateConfig(connection().db, businessId, ['userAccessSystem']);
    const role = await created('role', { name: 'فروشنده جنوب', permissions: ['Sell', 'SellList', 'SellItemsList', 'InvoiceProductProfitable', 'Transfer', 'TransferList', 'BranchList'] });
    const password = 'south-clerk-password-1';
    await created('customer', { firstname: 'فروشنده', personel: true, username: 'south-clerk', password, passwordConfirmation: password, role, branchAccess: [south] });
    clerk = await server().client().login('south-clerk', password);
  });

  it("refuses another branch's documents on reading and writing, and lists only theirs", async () => {
    expect(await clerk.get(`/api/v1/invoice/${String(northSale)}/edit`)).toEqual(refusal);
    expect((await clerk.get(`/api/v1/invoice/${String(southSale)}/edit`)).status).toBe(200);
    expect(await clerk.get(`/api/v1/transfer/${String(northTransfer)}/edit`)).toEqual(refusal);
    const sales = await clerk.get<{ data: Saved[] }>('/api/v1/invoice?type=sell');
    expect(sales.body.data.map((row) => row.id)).toEqual([southSale]);
    const transfers = await clerk.get<{ data: Saved[] }>('/api/v1/transfer');
    expect(transfers.body.data.map((row) => row.id)).toEqual([southTransfer]);
    // Writes: a new document of another branch, or of none, and a change to another branch's.
    expect(await clerk.post('/api/v1/invoice', sale(north))).toEqual(refusal);
    expect((await clerk.post<{ errors: Record<string, string[]> }>('/api/v1/invoice', sale(null))).body.errors).toHaveProperty('branch');
    expect((await clerk.put(`/api/v1/transfer/${String(northTransfer)}`, transfer(south))).status).toBe(403);
    expect((await clerk.call('DELETE', `/api/v1/invoice/${String(northSale)}`)).status).toBe(403);
    expect((await clerk.post('/api/v1/invoice', sale(south))).status).toBe(200);
    // The branch picker offers theirs alone.
    const branches = await clerk.get<{ data: Saved[] }>('/api/v1/branch');
    expect(branches.body.data.map((row) => row.id)).toEqual([south]);
    expect((await owner.get<{ data: Saved[] }>('/api/v1/invoice?type=sell')).body.data).toHaveLength(3);
  });

  it("keeps the invoice reports to the member's branches", async () => {
    const items = await clerk.get<{ data: { count: string }[] }>('/api/v1/invoice/report/itemsList?type=sell');
    expect(items.status, JSON.stringify(items.body)).toBe(200);
    expect(items.body.data.map((row) => row.count).sort()).toEqual(['1', '3']);
    const profits = await clerk.get<{ data: { quantity: string }[] }>('/api/v1/invoice/report/productProfitable');
    expect(profits.body.data.map((row) => row.quantity)).toEqual(['4']);
    expect((await owner.get<{ data: unknown[] }>('/api/v1/invoice/report/itemsList?type=sell')).body.data).toHaveLength(3);
  });

  it('lets the business turn branch restriction off, and require a branch on every document', async () => {
    expect((await owner.put('/api/v1/setting', { disable_branch_access: true, require_branch: true })).status).toBe(200);
    expect((await clerk.get(`/api/v1/invoice/${String(northSale)}/edit`)).status).toBe(200);
    expect((await clerk.get<{ data: Saved[] }>('/api/v1/transfer')).body.data).toHaveLength(2);
    const unbranched = await owner.post<{ errors: Record<string, string[]> }>('/api/v1/transfer', transfer(null));
    expect(unbranched.status).toBe(422);
    expect(unbranched.body.errors).toHaveProperty('branch');
    expect((await owner.get<{ disable_branch_access: boolean; require_branch: boolean }>('/api/v1/setting')).body).toMatchObject({ disable_branch_access: true, require_branch: true });
    await owner.put('/api/v1/setting', { disable_branch_access: false, require_branch: false });
    expect(await clerk.get(`/api/v1/invoice/${String(northSale)}/edit`)).toEqual(refusal);
  });
});
