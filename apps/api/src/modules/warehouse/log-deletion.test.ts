import { beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '@hesab/contract';
import { sumMoney } from '@hesab/domain';
import { describeEachEngine } from '../../../test/databases.ts';
import { activateConfig, createTestBusiness, mainYearRange, useTestServer, type ApiClient } from '../../../test/http-client.ts';

/* The log list's delete of warehouse documents (spec 02 sections 7 and 8, issue 36): DELETE warehouse/{entry} and
   DELETE warehouse/0 {deleteItems}, each entry naming its document, removed through the engine's removal. */

interface Turnover {
  data: { entrepot_label: string; in: string; out: string }[];
}

describeEachEngine('DELETE warehouse from the log list', (connection) => {
  const server = useTestServer(connection);
  let businessId: number;
  let owner: ApiClient;
  let day: string;
  let north: number;
  let south: number;
  let tea: number;
  let person: number;

  const created = async (path: string, body: Record<string, unknown>) => {
    const reply = await owner.post<{ data: { id: number } }>(`/api/v1/${path}`, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.id;
  };
  /** The log entry that recorded a document's creation. */
  const entryOf = async (type: string, id: number) => {
    const reply = await owner.get<{ data: LogEntry[] }>(`/api/v1/log?type=${type}&id=${String(id)}&action=create`);
    const entry = reply.body.data[0];
    if (!entry) throw new Error(`no log entry of ${type} ${String(id)}`);
    return entry.id;
  };
  const remove = (client: ApiClient, path: string, body?: unknown) => client.call<Record<string, unknown>>('DELETE', `/api/v1/${path}`, body);
  /** Each warehouse's goods in and out, summed over the product's turnover rows (one a movement). */
  const stock = async () => {
    const reply = await owner.get<Turnover>(`/api/v1/products/${String(tea)}/turnover`);
    const names = [...new Set(reply.body.data.map((row) => row.entrepot_label))];
    return Object.fromEntries(
      names.map((name) => {
        const rows = reply.body.data.filter((row) => row.entrepot_label === name);
        return [name, [sumMoney(rows.map((row) => row.in)), sumMoney(rows.map((row) => row.out))]];
      }),
    );
  };
  const removedIds = async (kind: string) =>
    (await owner.get<{ data: { id: number }[] }>(`/api/v1/entrepot/${kind}?removed=1`)).body.data.map((row) => row.id).sort((a, b) => a - b);
  const receipt = (entrepot: number, count: string) => created('entrepot/receipt', { date: day, entrepot, person, rows: [{ product: tea, count, cost: '1000' }] });

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Log deletion');
    businessId = biz.businessId;
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    north = await created('entrepot', { name: 'انبار شمال' });
    south = await created('entrepot', { name: 'انبار جنوب' });
    tea = await created('products', { name: 'چای', taxPercent: '0' });
    person = await created('customer', { firstname: 'پخش', lastname: 'مرکزی' });
  });

  describe('the owner', () => {
    it('removes the document one entry names, its stock reversed, its entries of edits removing it once', async () => {
      const received = await receipt(north, '10');
      const remittance = await created('entrepot/remittance', { date: day, entrepot: north, person, rows: [{ product: tea, count: '4' }] });
      expect(await stock()).toEqual({ 'انبار شمال': ['10', '4'] });
      const reply = await remove(owner, `warehouse/${String(await entryOf('entrepotRemittance', remittance))}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(await stock()).toEqual({ 'انبار شمال': ['10', '0'] });
      expect(await removedIds('remittance')).toEqual([remittance]);
      // Removed once: a second delete finds no standing document.
      expect((await remove(owner, `warehouse/${String(await entryOf('entrepotRemittance', remittance))}`)).status).toBe(404);
      const twice = await remove(owner, 'warehouse/0', { deleteItems: [await entryOf('entrepotReceipt', received), await entryOf('entrepotReceipt', received)] });
      expect(twice.status, JSON.stringify(twice.body)).toBe(200);
      expect(await removedIds('receipt')).toEqual([received]);
    });

    it('removes several entries’ documents of different kinds together, or none of them', async () => {
      const first = await receipt(north, '3');
      const second = await receipt(south, '5');
      const purchase = await created('invoice', { type: 'purchase', date: day, entrepot: north, person, rows: [{ product: tea, count: '1', fee: '2000' }] });
      const before = await stock();
      // The purchase is no warehouse document: nothing is removed.
      const refused = await remove(owner, 'warehouse/0', { deleteItems: [await entryOf('entrepotReceipt', first), await entryOf('invoice', purchase)] });
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body).toHaveProperty('errors.deleteItems');
      expect(await stock()).toEqual(before);
      const removed = await remove(owner, 'warehouse/0', { deleteItems: [await entryOf('entrepotReceipt', first), await entryOf('entrepotReceipt', second)] });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect((await removedIds('receipt')).filter((id) => id === first || id === second)).toEqual([first, second]);
      // What is left is the purchase's.
      expect(await stock()).toEqual({ 'انبار شمال': ['1', '0'] });
    });

    it('refuses an entry of another business (404) and bad bodies (422)', async () => {
      const theirs = await createTestBusiness(connection().db, 'Another business');
      const other = await server().client().login(theirs.ownerUsername, theirs.ownerPassword);
      const mine = await receipt(north, '1');
      expect((await remove(other, `warehouse/${String(await entryOf('entrepotReceipt', mine))}`)).status).toBe(404);
      expect((await remove(other, 'warehouse/0', { deleteItems: [await entryOf('entrepotReceipt', mine)] })).status).toBe(404);
      expect((await remove(owner, 'warehouse/0', { deleteItems: [] })).status).toBe(422);
      expect((await remove(owner, 'warehouse/0', { deleteItems: ['1 or 1=1'] })).status).toBe(422);
      expect((await remove(owner, 'warehouse/0', {})).status).toBe(422);
      expect(await removedIds('receipt')).not.toContain(mine);
    });
  });

  describe('a member', () => {
    it('needs the log list, the kind’s remove permission and the document’s warehouse', async () => {
      const northReceipt = await receipt(north, '2');
      const southReceipt = await receipt(south, '2');
      await activateConfig(connection().db, businessId, ['userAccessSystem']);
      const member = async (name: string, permissions: string[]) => {
        const role = await created('role', { name, permissions });
        const password = `${name}-password-1`;
        await created('customer', { firstname: name, personel: true, username: `${name}-${String(businessId)}`, password, passwordConfirmation: password, role, entrepotAccess: [south] });
        return server().client().login(`${name}-${String(businessId)}`, password);
      };
      const keeper = await member('keeper', ['logList', 'EntrepotReceiptList', 'EntrepotReceipt', 'removeReceiptEntrepot']);
      const viewer = await member('viewer', ['logList', 'EntrepotReceiptList', 'EntrepotReceipt']);
      const remover = await member('remover', ['EntrepotReceiptList', 'EntrepotReceipt', 'removeReceiptEntrepot']);
      const southEntry = await entryOf('entrepotReceipt', southReceipt);
      expect((await remove(viewer, `warehouse/${String(southEntry)}`)).status).toBe(403);
      expect((await remove(remover, `warehouse/${String(southEntry)}`)).status).toBe(403);
      // Another warehouse's receipt is refused, and with it the whole batch.
      const batch = await remove(keeper, 'warehouse/0', { deleteItems: [southEntry, await entryOf('entrepotReceipt', northReceipt)] });
      expect(batch.status, JSON.stringify(batch.body)).toBe(403);
      expect(await removedIds('receipt')).not.toContain(southReceipt);
      expect((await remove(keeper, `warehouse/${String(southEntry)}`)).status).toBe(200);
      expect(await removedIds('receipt')).toContain(southReceipt);
      expect(await removedIds('receipt')).not.toContain(northReceipt);
    });
  });
});
