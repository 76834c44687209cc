import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountingDocument } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import { describeEachEngine } from '../../../test/databases.ts';
import { addMember } from '../../../test/fixtures.ts';
import { createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* Payments at the invoice (issue 16): posted by a receipt or payment the invoice keeps linked to it. */

interface Saved {
  data: { id: number; number: number; document: number | null; payable: string; paid: string };
  errors?: Record<string, string[]>;
  message?: string;
}
interface Movement {
  id: number;
  number: number;
  invoice: number | null;
  person: number;
  amount: string;
  removed: boolean;
  document: number | null;
}
interface MovementRead extends Movement {
  rows: { bank: number | null; cash: number | null; amount: string; tracking: string | null }[];
}

describeEachEngine('payments at the invoice', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let day: string;
  let warehouse: number;
  let cash: number;
  let bank: number;
  let buyer: number;
  let supplier: number;
  let tea: number;

  const created = async (path: string, body: Record<string, unknown>) => {
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
  /** The receipts (or payments) an invoice made, the removed ones too. */
  const linked = async (kind: 'receive' | 'pay', invoice: number) => {
    const standing = await client.get<{ data: Movement[] }>(`/api/v1/${kind}?perPage=100`);
    const removed = await client.get<{ data: Movement[] }>(`/api/v1/${kind}?perPage=100&removed=1`);
    return [...standing.body.data, ...removed.body.data].filter((movement) => movement.invoice === invoice);
  };
  const remainOf = async (person: number) => (await client.get<{ remain: string }>(`/api/v1/customer/${String(person)}/edit`)).body.remain;
  const balanceOf = async (kind: 'cash' | 'bank', id: number) => (await client.get<{ balance: string }>(`/api/v1/${kind}/${String(id)}/edit`)).body.balance;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Invoice payments');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    warehouse = await created('entrepot', { name: 'انبار' });
    cash = await created('cash', { name: 'صندوق فروشگاه' });
    bank = await created('bank', { name: 'ملت مرکزی' });
    buyer = await created('customer', { firstname: 'مینا', lastname: 'احمدی' });
    supplier = await created('customer', { firstname: 'پخش', lastname: 'گلستان' });
    tea = await created('products', { name: 'چای', inventoryMethod: 'fifo', taxPercent: '0' });
    await posted({ type: 'purchase', person: supplier, rows: [{ product: tea, count: '100', fee: '1000' }] });
  });

  describe('a sale paid in part at the counter', () => {
    let sale: Saved['data'];

    it('writes one receipt of the payments, in the sale’s transaction, and the buyer owes what is left', async () => {
      sale = await posted({
        type: 'sell',
        person: buyer,
        rows: [{ product: tea, count: '10', fee: '5000' }],
        payments: [
          { cash, amount: '20000' },
          { bank, amount: '۱۰۰۰۰', tracking: '778899' },
        ],
      });
      expect(sale).toMatchObject({ payable: '50000', paid: '30000' });
      const [receipt, ...others] = await linked('receive', sale.id);
      expect(others).toEqual([]);
      expect(receipt).toMatchObject({ person: buyer, amount: '30000', removed: false });
      const { rows } = (await client.get<MovementRead>(`/api/v1/receive/${String(receipt?.id)}/edit`)).body;
      expect(rows.map((row) => [row.cash, row.bank, row.amount, row.tracking])).toEqual([
        [cash, null, '20000', null],
        [null, bank, '10000', '778899'],
      ]);
      expect(await remainOf(buyer)).toBe('20000');
      expect(await balanceOf('cash', cash)).toBe('20000');
      const read = await client.get<{ payments: unknown[]; paid: string }>(`/api/v1/invoice/${String(sale.id)}/edit`);
      expect(read.body).toMatchObject({ paid: '30000', payments: [{ cash, amount: '20000' }, { bank, amount: '10000' }] });
    });

    it('the receipt changes through its invoice only: its own routes answer 420 naming the invoice', async () => {
      const [receipt] = await linked('receive', sale.id);
      const id = String(receipt?.id);
      const changed = await client.put<Saved>(`/api/v1/receive/${id}`, { date: day, person: buyer, rows: [{ cash, amount: '1' }] });
      expect(changed.status).toBe(420);
      expect(changed.body.message).toContain(localizeDigits(String(sale.number), 'fa'));
      expect((await client.call('DELETE', `/api/v1/receive/${id}`)).status).toBe(420);
    });

    it('editing the sale’s payments changes the same receipt; dropping them removes it', async () => {
      const [before] = await linked('receive', sale.id);
      const edited = await client.put<Saved>(`/api/v1/invoice/${String(sale.id)}`, {
        type: 'sell',
        date: day,
        entrepot: warehouse,
        person: buyer,
        rows: [{ product: tea, count: '10', fee: '5000' }],
        payments: [{ cash, amount: '50000' }],
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.data.paid).toBe('50000');
      const [after] = await linked('receive', sale.id);
      expect(after).toMatchObject({ id: before?.id, number: before?.number, amount: '50000', removed: false });
      expect(await remainOf(buyer)).toBe('0');
      expect(await balanceOf('cash', cash)).toBe('50000');

      const unpaid = await client.put<Saved>(`/api/v1/invoice/${String(sale.id)}`, {
        type: 'sell',
        date: day,
        entrepot: warehouse,
        person: buyer,
        rows: [{ product: tea, count: '10', fee: '5000' }],
        payments: [],
      });
      expect(unpaid.body.data.paid).toBe('0');
      expect((await linked('receive', sale.id)).map((movement) => movement.removed)).toEqual([true]);
      expect(await remainOf(buyer)).toBe('50000');
      expect(await balanceOf('cash', cash)).toBe('0');
    });

    it('deleting the sale removes its receipt, and restoring it brings the same receipt back', async () => {
      const paid = await client.put<Saved>(`/api/v1/invoice/${String(sale.id)}`, {
        type: 'sell',
        date: day,
        entrepot: warehouse,
        person: buyer,
        rows: [{ product: tea, count: '10', fee: '5000' }],
        payments: [{ cash, amount: '15000' }],
      });
      expect(paid.status).toBe(200);
      const [receipt] = await linked('receive', sale.id);
      expect(receipt?.removed).toBe(false);
      expect((await client.call('DELETE', `/api/v1/invoice/${String(sale.id)}`)).status).toBe(200);
      expect((await linked('receive', sale.id)).map((movement) => [movement.id, movement.removed])).toEqual([[receipt?.id, true]]);
      expect(await remainOf(buyer)).toBe('0');
      expect(await balanceOf('cash', cash)).toBe('0');
      expect((await client.post(`/api/v1/invoice/${String(sale.id)}/restore`, {})).status).toBe(200);
      expect((await linked('receive', sale.id)).map((movement) => [movement.id, movement.removed, movement.amount])).toEqual([[receipt?.id, false, '15000']]);
      expect(await remainOf(buyer)).toBe('35000');
      expect(await balanceOf('cash', cash)).toBe('15000');
    });
  });

  it('a purchase is paid by a payment; paying from a bank beyond its balance is refused and writes nothing', async () => {
    const bought = await posted({ type: 'purchase', person: supplier, rows: [{ product: tea, count: '5', fee: '1000' }], payments: [{ cash, amount: '5000' }] });
    expect(bought.paid).toBe('5000');
    expect((await linked('pay', bought.id)).map((movement) => movement.amount)).toEqual(['5000']);
    const invoices = (await client.get<{ total: number }>('/api/v1/invoice?type=purchase')).body.total;
    const overdrawn = await post({ type: 'purchase', person: supplier, rows: [{ product: tea, count: '5', fee: '1000' }], payments: [{ bank, amount: '5000' }] });
    expect(overdrawn.status).toBe(420);
    expect((await client.get<{ total: number }>('/api/v1/invoice?type=purchase')).body.total).toBe(invoices);
  });

  describe('cheques at the invoice', () => {
    const later = () => new Date(Date.parse(day) + 30 * 86_400_000).toISOString().slice(0, 10);
    interface ChequeRead {
      id: number;
      sayad: string;
      status: string;
      amount: string;
      removed: boolean;
      source: { kind: string; id: number };
    }
    const chequesFrom = async (direction: 'received' | 'paid', kind: 'receive' | 'pay', source: number, removed = false) =>
      (await client.get<{ data: ChequeRead[] }>(`/api/v1/cheque?direction=${direction}${removed ? '&removed=1' : ''}`)).body.data.filter(
        (cheque) => cheque.source.kind === kind && cheque.source.id === source,
      );

    it('a sale paid by a customer’s cheque puts it in hand through the sale’s receipt; removing the sale removes it', async () => {
      const sale = await posted({
        type: 'sell',
        person: buyer,
        rows: [{ product: tea, count: '4', fee: '5000' }],
        payments: [{ cash, amount: '5000' }],
        cheques: [{ sayad: '۱۲۳۴۵۶۷۸۱۲۳۴۵۶۷۸', serial: '778', bank: 'mellat', amount: '15000', due: later(), kind: 'normal' }],
      });
      expect(sale).toMatchObject({ payable: '20000', paid: '20000' });
      const [receipt] = await linked('receive', sale.id);
      expect(receipt?.amount).toBe('20000');
      expect(await chequesFrom('received', 'receive', receipt?.id ?? 0)).toEqual([expect.objectContaining({ sayad: '1234567812345678', status: 'fund', amount: '15000' })]);
      const read = await client.get<{ cheques: { sayad: string; amount: string }[] }>(`/api/v1/invoice/${String(sale.id)}/edit`);
      expect(read.body.cheques).toEqual([expect.objectContaining({ sayad: '1234567812345678', amount: '15000' })]);
      expect((await client.call('DELETE', `/api/v1/invoice/${String(sale.id)}`)).status).toBe(200);
      expect(await chequesFrom('received', 'receive', receipt?.id ?? 0, true)).toEqual([expect.objectContaining({ sayad: '1234567812345678' })]);
    });

    it('a purchase paid by a cheque drawn on a bank account issues it; a cheque’s refusal is told on the invoice’s cheque', async () => {
      await created('receive', { date: day, person: buyer, rows: [{ bank, amount: '100000' }] });
      const bought = await posted({
        type: 'purchase',
        person: supplier,
        rows: [{ product: tea, count: '10', fee: '1000' }],
        cheques: [{ account: bank, sayad: '8765432187654321', amount: '10000', due: later(), kind: 'normal' }],
      });
      const [payment] = await linked('pay', bought.id);
      expect(await chequesFrom('paid', 'pay', payment?.id ?? 0)).toEqual([expect.objectContaining({ status: 'issued', amount: '10000' })]);
      const wrong = await post({ type: 'purchase', person: supplier, rows: [{ product: tea, count: '1', fee: '1000' }], cheques: [{ account: bank, sayad: '123', amount: '1000', due: later(), kind: 'normal' }] });
      expect(wrong.status).toBe(422);
      expect(Object.keys(wrong.body.errors ?? {})).toEqual(['cheques.0.sayad']);
    });
  });

  it('refuses payments a sale cannot take, each on its field: more than payable, no account, none on a pre-invoice', async () => {
    const rows = [{ product: tea, count: '1', fee: '5000' }];
    const over = await post({ type: 'sell', person: buyer, rows, payments: [{ cash, amount: '5001' }] });
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.errors ?? {})).toEqual(['payments']);
    const nowhere = await post({ type: 'sell', person: buyer, rows, payments: [{ amount: '100' }] });
    expect(Object.keys(nowhere.body.errors ?? {})).toEqual(['payments.0.bank']);
    const presale = await post({ type: 'presale', person: buyer, rows, payments: [{ cash, amount: '100' }] });
    expect(Object.keys(presale.body.errors ?? {})).toEqual(['payments']);
  });

  it('refuses another business’s cash box on a payment row', async () => {
    const other = await createTestBusiness(connection().db, 'Another shop');
    const stranger = await server().client().login(other.ownerUsername, other.ownerPassword);
    const theirs = (await stranger.post<{ data: { id: number } }>('/api/v1/cash', { name: 'صندوق دیگر' })).body.data.id;
    const refused = await post({ type: 'sell', person: buyer, rows: [{ product: tea, count: '1', fee: '5000' }], payments: [{ cash: theirs, amount: '100' }] });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['payments.0.cash']);
  });

  it('a seller who may not receive money sells without payments, and is refused a sale with them', async () => {
    const username = `counter-${String(biz.businessId)}`;
    await addMember(connection().db, biz.businessId, { username, password: 'counter-password-1', permissions: ['Sell', 'SellList'] });
    const seller = await server().client().login(username, 'counter-password-1');
    const rows = [{ product: tea, count: '1', fee: '5000' }];
    expect((await post({ type: 'sell', person: buyer, rows, payments: [{ cash, amount: '5000' }] }, seller)).status).toBe(403);
    expect((await post({ type: 'sell', person: buyer, rows }, seller)).status).toBe(200);
  });

  it('the receipt posts its own journal beside the sale’s: the buyer credited, the cash box debited', async () => {
    const sale = await posted({ type: 'sell', person: buyer, rows: [{ product: tea, count: '1', fee: '5000' }], payments: [{ cash, amount: '5000' }] });
    const [receipt] = await linked('receive', sale.id);
    const journal = await client.get<AccountingDocument>(`/api/v1/accounting/${String(receipt?.document)}/edit`);
    expect(journal.body.source_type).toBe('receive');
    expect(journal.body.rows.map((row) => [row.debit, row.credit])).toEqual([
      ['5000', '0'],
      ['0', '5000'],
    ]);
  });
});
