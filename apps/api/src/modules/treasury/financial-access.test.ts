import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CodingAccount, PickerPage } from '@hesab/contract';
import { business } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { describeEachEngine } from '../../../test/databases.ts';
import { activateConfig, createTestBusiness, mainYearRange, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/* A user's financial access (issue 15): a user with treasury accounts listed receives into and pays from only those,
   and is offered only those; an administrator and a user with none listed are not limited. */

interface Account {
  id: number;
  detail_id: number;
  name: string;
}
interface Saved {
  id: number;
  message: string;
}

describeEachEngine('financial access of a user', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let owner: ApiClient;
  let limited: ApiClient;
  let unlimited: ApiClient;
  let day: string;
  let mine: Account;
  let other: Account;
  let bank: Account;
  let person: number;
  let expense: number;
  /** a receipt the owner posted into the cash box the limited user may not use */
  let othersReceipt: number;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Financial access');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    day = new URLSearchParams(await mainYearRange(connection().db, biz.businessId)).get('from') ?? '';
    await activateConfig(connection().db, biz.businessId, ['userAccessSystem']);
    const account = async (kind: string, name: string) => (await owner.post<{ data: Account }>(`/api/v1/${kind}`, { name })).body.data;
    mine = await account('cash', 'صندوق فروشگاه');
    other = await account('cash', 'صندوق دفتر');
    bank = await account('bank', 'ملت مرکزی');
    const chart = await owner.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    expense = chart.body.data.find((a) => a.code.startsWith('8'))?.id ?? 0;
    person = (await owner.post<{ data: { id: number } }>('/api/v1/customer', { firstname: 'رضا', lastname: 'کریمی' })).body.data.id;
    const role = await owner.post<{ data: { id: number } }>('/api/v1/role', {
      name: 'صندوقدار',
      permissions: ['Receive', 'ReceiveList', 'Pay', 'PayList', 'Transfer', 'TransferList', 'Cost', 'CostList', 'AccountingBook', 'BankList', 'CashList', 'removeReceiveTreasury', 'ChequeReceive', 'ChequeReceiveList'],
    });
    const login = async (username: string, access: Record<string, unknown>) => {
      const password = `${username}-password-1`;
      const made = await owner.post('/api/v1/customer', {
        firstname: username,
        personel: true,
        username,
        password,
        passwordConfirmation: password,
        role: role.body.data.id,
        ...access,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      return server().client().login(username, password);
    };
    limited = await login('cashier-limited', { user_financial: [mine.detail_id] });
    unlimited = await login('cashier-free', {});
    const saved = await owner.post<Saved>('/api/v1/receive', { date: day, person, rows: [{ cash: other.id, amount: '1000000' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    othersReceipt = saved.body.id;
  });

  const names = async (as: ApiClient, kind: string) => (await as.get<{ data: Account[] }>(`/api/v1/${kind}`)).body.data.map((a) => a.name).sort();
  const picked = async (as: ApiClient, kind: string) =>
    (await as.get<PickerPage>(`/api/v1/getdetail?select=${kind}`)).body.data.map((item) => item.name).sort();
  const receiveInto = (as: ApiClient, cash: number) => as.post<Saved>('/api/v1/receive', { date: day, person, rows: [{ cash, amount: '50000' }] });
  const transfer = (as: ApiClient, from: number, to: number) =>
    as.post<Saved>('/api/v1/transfer', { date: day, from: { kind: 'cash', id: from }, to: { kind: 'cash', id: to }, amount: '10000' });
  const refusal = (account: Account) => ({ status: 403, body: { message: translateServerMessage('fa', 'treasury-account-not-allowed', { name: account.name }) } });

  it('lists and offers a limited user only their accounts, and reads no other', async () => {
    expect(await names(limited, 'cash')).toEqual([mine.name]);
    expect(await names(limited, 'bank')).toEqual([]);
    expect(await picked(limited, 'cash')).toEqual([mine.name]);
    expect(await picked(limited, 'bank')).toEqual([]);
    expect((await limited.get(`/api/v1/cash/${String(mine.id)}/edit`)).status).toBe(200);
    expect((await limited.get(`/api/v1/cash/${String(other.id)}/edit`)).status).toBe(404);
    expect((await limited.get(`/api/v1/bank/${String(bank.id)}/edit`)).status).toBe(404);
  });

  it('refuses a limited user depositing a cheque into a bank not theirs', async () => {
    const cheque = { sayad: '5555444433332222', amount: '7000', due: day, kind: 'normal' };
    const saved = await limited.post<Saved>('/api/v1/receive', { date: day, person, rows: [{ cheque }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [row] = (await limited.get<{ rows: { cheque_id: number }[] }>(`/api/v1/receive/${String(saved.body.id)}/edit`)).body.rows;
    const deposit = await limited.post(`/api/v1/cheque/${String(row?.cheque_id)}/status`, { status: 'inBank', date: day, bank: bank.id });
    expect(deposit).toMatchObject(refusal(bank));
    expect((await owner.post(`/api/v1/cheque/${String(row?.cheque_id)}/status`, { status: 'inBank', date: day, bank: bank.id })).status).toBe(200);
    // In the owner's bank, it is no longer theirs to read or list.
    expect(await limited.get(`/api/v1/cheque/${String(row?.cheque_id)}/edit`)).toMatchObject(refusal(bank));
    const cheques = await limited.get<{ data: { id: number }[] }>('/api/v1/cheque?direction=received');
    expect(cheques.body.data.map((cheque) => cheque.id)).not.toContain(row?.cheque_id);
    expect((await unlimited.get(`/api/v1/cheque/${String(row?.cheque_id)}/edit`)).status).toBe(200);
  });

  it('lets a limited user receive into their account and refuses any other, naming it (403)', async () => {
    expect((await receiveInto(limited, mine.id)).status).toBe(200);
    expect(await receiveInto(limited, other.id)).toEqual(refusal(other));
    const both = await limited.post('/api/v1/receive', { date: day, person, rows: [{ cash: mine.id, amount: '10' }, { bank: bank.id, amount: '10' }] });
    expect(both).toEqual(refusal(bank));
    expect(await transfer(limited, other.id, mine.id)).toEqual(refusal(other));
    expect(await transfer(limited, mine.id, other.id)).toEqual(refusal(other));
    expect(await limited.post('/api/v1/pay', { date: day, person, rows: [{ cash: other.id, amount: '10' }] })).toEqual(refusal(other));
    // A cost names its treasury accounts in a header field of rows.
    const cost = { date: day, payments: [{ cash: other.id, amount: '10' }], rows: [{ account: expense, amount: '10' }] };
    expect(await limited.post('/api/v1/cost', cost)).toEqual(refusal(other));
  });

  it('refuses a limited user changing or removing a document on an account not theirs', async () => {
    const path = `/api/v1/receive/${String(othersReceipt)}`;
    expect(await limited.put(path, { date: day, person, rows: [{ cash: mine.id, amount: '1000000' }] })).toEqual(refusal(other));
    expect(await limited.call('DELETE', path)).toEqual(refusal(other));
    const own = await receiveInto(limited, mine.id);
    const ownPath = `/api/v1/receive/${String(own.body.id)}`;
    expect(await limited.put(ownPath, { date: day, person, rows: [{ cash: other.id, amount: '50000' }] })).toEqual(refusal(other));
    expect((await limited.put(ownPath, { date: day, person, rows: [{ cash: mine.id, amount: '60000' }] })).status).toBe(200);
  });

  it('keeps a limited user reading only documents on their accounts, as they write them (403, and left out of lists)', async () => {
    const listed = async (as: ApiClient, kind: string) => (await as.get<{ data: { id: number }[] }>(`/api/v1/${kind}`)).body.data.map((row) => row.id);
    const own = (await receiveInto(limited, mine.id)).body.id;
    const theirs = {
      receive: othersReceipt,
      transfer: (await transfer(owner, other.id, mine.id)).body.id,
      pay: (await owner.post<Saved>('/api/v1/pay', { date: day, person, rows: [{ cash: other.id, amount: '10' }] })).body.id,
      // A cost names its accounts in a header field of rows.
      cost: (await owner.post<Saved>('/api/v1/cost', { date: day, payments: [{ cash: other.id, amount: '10' }], rows: [{ account: expense, amount: '10' }] })).body.id,
    };
    const ownCost = (await limited.post<Saved>('/api/v1/cost', { date: day, payments: [{ cash: mine.id, amount: '10' }], rows: [{ account: expense, amount: '10' }] })).body.id;
    for (const [kind, id] of Object.entries(theirs)) {
      expect(await limited.get(`/api/v1/${kind}/${String(id)}/edit`), kind).toEqual(refusal(other));
      expect(await listed(limited, kind), kind).not.toContain(id);
      expect((await unlimited.get(`/api/v1/${kind}/${String(id)}/edit`)).status, kind).toBe(200);
      expect(await listed(unlimited, kind), kind).toContain(id);
    }
    expect((await limited.get(`/api/v1/receive/${String(own)}/edit`)).status).toBe(200);
    expect(await listed(limited, 'receive')).toContain(own);
    expect(await listed(limited, 'cost')).toContain(ownCost);
    // Nor its attached files, nor the book of another account.
    expect((await limited.get(`/api/v1/files?type=receiveAttachment&refId=${String(othersReceipt)}`)).status).toBe(403);
    const book = (as: ApiClient, account: Account) => as.get(`/api/v1/report/book?detail=${String(account.detail_id)}&from=${day}&to=${day}`);
    expect(await book(limited, other)).toEqual(refusal(other));
    expect((await book(limited, mine)).status).toBe(200);
    expect((await book(unlimited, other)).status).toBe(200);
  });

  it('does not limit an administrator or a user with no accounts listed', async () => {
    for (const free of [owner, unlimited]) {
      expect(await names(free, 'cash')).toEqual([mine.name, other.name].sort());
      expect(await picked(free, 'cash')).toEqual([mine.name, other.name].sort());
      expect(await names(free, 'bank')).toEqual([bank.name]);
      expect((await receiveInto(free, other.id)).status).toBe(200);
      expect((await transfer(free, other.id, mine.id)).status).toBe(200);
    }
  });

  it('applies the list only while the business has userAccessSystem on', async () => {
    await connection().db.update(business).set({ config: {} }).where(eq(business.id, biz.businessId));
    expect(await names(limited, 'cash')).toEqual([mine.name, other.name].sort());
    expect((await receiveInto(limited, other.id)).status).toBe(200);
  });
});
