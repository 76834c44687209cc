import { beforeAll, expect, it } from 'vitest';
import type { BookPage } from '@hesab/contract';
import { subtractMoney } from '@hesab/domain';
import { describeEachEngine } from '../../../test/databases.ts';
import { activateConfig, createTestBusiness, mainYearRange, useTestServer, type ApiClient } from '../../../test/http-client.ts';

/* The books follow the documents' branch access (issue 36): a member limited to one branch reads in an account's
   book, a person's statement and a bank's book only the lines of documents they may open (those of their branch, and
   those of kinds naming no branch: the opening document, a manual document), with the balance before the range
   summed from those lines alone. A receipt left without a branch is refused them as a document, and so are its lines.
   The reports read from the kept balances (trial balance, total document, statements, contrary natures) hold them
   to the same lines. */

interface Saved {
  id: number;
}

describeEachEngine('branch access in the books', (connection) => {
  const server = useTestServer(connection);
  let owner: ApiClient;
  let northClerk: ApiClient;
  let unboundClerk: ApiClient;
  let person: number;
  let personDetail: number;
  let bankDetail: number;
  let bankAccount: number;
  let firstDay: string;
  let secondDay: string;
  let lastDay: string;

  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Branch books');
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const year = new URLSearchParams(await mainYearRange(connection().db, biz.businessId));
    firstDay = year.get('from') ?? '';
    lastDay = year.get('to') ?? '';
    secondDay = new Date(Date.parse(`${firstDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const made = async <T extends Saved>(path: string, body: Record<string, unknown>) => {
      const reply = await owner.post<{ data: T }>(`/api/v1/${path}`, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data;
    };
    const posted = async (path: string, body: Record<string, unknown>) => {
      const reply = await owner.post(`/api/v1/${path}`, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    };
    const north = (await made('branch', { text: 'شعبه شمال' })).id;
    const south = (await made('branch', { text: 'شعبه جنوب' })).id;
    // Opening balances are parts of the opening document, a kind naming no branch.
    const bank = await made<Saved & { detail_id: number }>('bank', { name: 'ملت', initial_price: '500' });
    bankDetail = bank.detail_id;
    const customer = await made<Saved & { detail_id: number }>('customer', { firstname: 'پخش', lastname: 'مرکزی', initial_price: '70' });
    person = customer.id;
    personDetail = customer.detail_id;
    const chart = await owner.get<{ data: { id: number; system: string | null }[] }>('/api/v1/coding?type=given');
    bankAccount = chart.body.data.find((account) => account.system === 'bank')?.id ?? 0;
    const receipt = (date: string, branch: number | null, amount: string) => ({ date, person, branch, rows: [{ bank: bank.id, amount }] });
    await posted('receive', receipt(firstDay, north, '100'));
    await posted('receive', receipt(firstDay, south, '200'));
    await posted('receive', receipt(firstDay, null, '400'));
    await posted('receive', receipt(secondDay, north, '1000'));
    await posted('receive', receipt(secondDay, south, '3000'));
    const receivable = chart.body.data.find((account) => account.system === 'receivable')?.id ?? 0;
    await posted('accounting', {
      date: secondDay,
      description: 'اصلاح',
      rows: [
        { account: bankAccount, detail: bankDetail, debit: '8', credit: '0' },
        { account: receivable, detail: personDetail, debit: '0', credit: '8' },
      ],
    });

    await activateConfig(connection().db, biz.businessId, ['userAccessSystem']);
    const role = (await made('role', { name: 'حسابدار شعبه', permissions: ['AccountingBook', 'CustomerList', 'AccountingBalance', 'AccountingTotalDocument', 'AccountingBalanceSheet', 'ContraryNatureDocument'] })).id;
    const login = async (username: string, access: Record<string, unknown>) => {
      const password = `${username}-password-1`;
      await made('customer', { firstname: username, personel: true, username, password, passwordConfirmation: password, role, ...access });
      return server().client().login(username, password);
    };
    northClerk = await login('north-clerk', { branchAccess: [north] });
    // Listed to a branch, but freed of branch restriction on their login.
    unboundClerk = await login('unbound-clerk', { branchAccess: [north], deactiveBranchAccess: true });
  });

  const read = async (as: ApiClient, path: string) => {
    const reply = await as.get<BookPage>(path);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { initial, data } = reply.body;
    return { initial, debit: data.map((row) => row.debit), credit: data.map((row) => row.credit), remain: data.at(-1)?.remain };
  };
  const bankBook = (as: ApiClient, from = firstDay) => read(as, `/api/v1/report/book?detail=${String(bankDetail)}&from=${from}&to=${lastDay}`);
  const accountBook = (as: ApiClient, from = firstDay) => read(as, `/api/v1/report/book?account=${String(bankAccount)}&from=${from}&to=${lastDay}`);
  const statement = (as: ApiClient, from = firstDay) => read(as, `/api/v1/customer/${String(person)}/statement?from=${from}&to=${lastDay}`);

  it("shows a member limited to a branch only that branch's lines and those of no branch's kind", async () => {
    for (const book of [bankBook, accountBook]) {
      expect(await book(northClerk)).toEqual({ initial: '0', debit: ['500', '100', '1000', '8'], credit: ['0', '0', '0', '0'], remain: '1608' });
      // Before the range, the same lines are summed: the opening and the first day's northern receipt.
      expect(await book(northClerk, secondDay)).toEqual({ initial: '600', debit: ['1000', '8'], credit: ['0', '0'], remain: '1608' });
    }
    expect(await statement(northClerk)).toEqual({ initial: '0', debit: ['70', '0', '0', '0'], credit: ['0', '100', '1000', '8'], remain: '-1038' });
    expect(await statement(northClerk, secondDay)).toEqual({ initial: '-30', debit: ['0', '0'], credit: ['1000', '8'], remain: '-1038' });
  });

  it('shows every line to a member free of branch restriction', async () => {
    for (const as of [owner, unboundClerk]) {
      expect(await bankBook(as)).toEqual({ initial: '0', debit: ['500', '100', '200', '400', '1000', '3000', '8'], credit: Array(7).fill('0'), remain: '5208' });
      expect(await accountBook(as, secondDay)).toEqual({ initial: '1200', debit: ['1000', '3000', '8'], credit: ['0', '0', '0'], remain: '5208' });
      expect(await statement(as, secondDay)).toEqual({ initial: '-630', debit: ['0', '0', '0'], credit: ['1000', '3000', '8'], remain: '-4638' });
    }
  });

  it('shows every line once the business turns branch restriction off', async () => {
    expect((await owner.put('/api/v1/setting', { disable_branch_access: true })).status).toBe(200);
    expect((await bankBook(northClerk, secondDay)).initial).toBe('1200');
    expect((await statement(northClerk)).credit).toEqual(['0', '100', '200', '400', '1000', '3000', '8']);
    expect((await owner.put('/api/v1/setting', { disable_branch_access: false })).status).toBe(200);
    expect((await statement(northClerk)).credit).toEqual(['0', '100', '1000', '8']);
  });

  it('holds the reports read from the kept balances to the same lines', async () => {
    const trial = async (as: ApiClient) => {
      const reply = await as.get<{ data: { id: number; opening_debit: string; debit: string; closing_debit: string }[] }>(
        `/api/v1/report/balance?from=${firstDay}&to=${lastDay}&level=detail`,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const row = reply.body.data.find((line) => line.id === bankDetail);
      return row && { opening: row.opening_debit, debit: row.debit, closing: row.closing_debit };
    };
    // The opening document's part is an opening balance, never turnover.
    expect(await trial(northClerk)).toEqual({ opening: '500', debit: '1108', closing: '1608' });
    expect(await trial(owner)).toEqual({ opening: '500', debit: '4708', closing: '5208' });

    const total = async (as: ApiClient) => {
      const reply = await as.get<{ debit_total: string; documents: number }>(`/api/v1/report/totalDocument?from=${firstDay}&to=${lastDay}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body;
    };
    const [north, all] = [await total(northClerk), await total(owner)];
    // The southern receipts and the one of no branch: three documents, 200 + 400 + 3000 on each side.
    expect(all.documents - north.documents).toBe(3);
    expect(subtractMoney(all.debit_total, north.debit_total)).toBe('3600');

    const assets = async (as: ApiClient) => {
      const reply = await as.get<{ assets: { amount: string }[] }>(`/api/v1/report/balanceSheet?date=${lastDay}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.assets.map((line) => line.amount);
    };
    expect(await assets(northClerk)).toContain('1608');
    expect(await assets(owner)).toContain('5208');

    const contrary = async (as: ApiClient) => {
      const reply = await as.get<{ balance: string }[]>(`/api/v1/report/contraryNature?date=${lastDay}&level=detail`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.map((row) => row.balance);
    };
    // The customer owes against its nature: what the northern lines make of it, or all of them.
    expect(await contrary(northClerk)).toContain('-1038');
    expect(await contrary(owner)).toContain('-4638');
  });
});
