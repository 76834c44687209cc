import { sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CodingAccount } from '@hesab/contract';
import { queryRows, type Database, type Transaction } from '@hesab/db';
import { sumMoney } from '@hesab/domain';
import { describeEachEngine } from '../../../test/databases.ts';
import { createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';
import { expectLedgerBalanced, finerLines, ledgerDifferences } from '../../../test/ledger-balance.ts';

/** Runs `tamper` and its checks in a transaction that is rolled back, so the suite's database stays as posted. */
async function rolledBack(db: Database, tamper: (tx: Transaction) => Promise<void>): Promise<void> {
  await expect(
    db.transaction(async (tx) => {
      await tamper(tx);
      tx.rollback();
    }),
  ).rejects.toBeInstanceOf(TransactionRollbackError);
}

/*
 * The check every suite's database passes before it is dropped (describeEachEngine): here it is shown to pass on
 * posted, rewritten and deleted documents, and to fail on each way a kept balance can part from its lines.
 */
describeEachEngine('the kept balances equal the sums of the journal lines', (connection) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let accounts: Record<string, number>;
  let customer: number;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Kept balances');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    // Its money takes cents, as 250.5 below has.
    expect((await client.put('/api/v1/setting', { decimals: 2 })).status).toBe(200);
    const chart = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    accounts = Object.fromEntries(chart.body.data.filter((a) => a.system).map((a) => [a.system, a.id]));
    const detail = await client.post<{ data: { id: number } }>('/api/v1/detail', { name: 'مشتری', code: 'K-1', group: 'person', status: 'active' });
    customer = detail.body.data.id;

    const sale = (date: string, amount: string) => ({
      date,
      description: 'فروش',
      rows: [
        { account: accounts.receivable, detail: customer, debit: amount, credit: '0' },
        { account: accounts.sales, debit: '0', credit: amount },
      ],
    });
    const posted = await client.post<{ id: number }>('/api/v1/accounting', sale('2026-05-01', '1000'));
    expect(posted.status).toBe(200);
    expect((await client.post('/api/v1/accounting', sale('2026-05-01', '250.5'))).status).toBe(200);
    expect((await client.put(`/api/v1/accounting/${String(posted.body.id)}`, sale('2026-05-02', '700'))).status).toBe(200);
    const removed = await client.post<{ id: number }>('/api/v1/accounting', sale('2026-05-03', '90'));
    expect((await client.call('DELETE', `/api/v1/accounting/${String(removed.body.id)}`)).status).toBe(200);
  });

  it('holds after posting, rewriting and deleting documents, zero rows left by removed lines included', async () => {
    const db = connection().db;
    expect(await ledgerDifferences(db)).toEqual([]);
    await expectLedgerBalanced(db);
    const left = await queryRows<{ debit: string; credit: string }>(
      db,
      sql`select debit::text, credit::text from account_day_balance where business_id = ${biz.businessId} and day = '2026-05-03'`,
    );
    expect(left.map((row) => [sumMoney([row.debit]), sumMoney([row.credit])])).toEqual([
      ['0', '0'],
      ['0', '0'],
    ]);
  });

  it('fails when a balance row is tampered with', async () => {
    await rolledBack(connection().db, async (tx) => {
      await tx.execute(sql`update account_day_balance set debit = debit + 1
                           where business_id = ${biz.businessId} and account_id = ${accounts.receivable} and day = '2026-05-01'`);
      expect(await ledgerDifferences(tx)).toEqual([
        {
          kept: 'account_day_balance',
          business_id: String(biz.businessId),
          account_id: String(accounts.receivable),
          detail_id: null,
          day: '2026-05-01',
          kept_debit: '251.5',
          kept_credit: '0',
          line_debit: '250.5',
          line_credit: '0',
        },
      ]);
      await expect(expectLedgerBalanced(tx)).rejects.toThrow(/differ from the sums of journal_line in 1 row/);
    });
  });

  it('fails when a journal line carries more decimals than its business’s currency', async () => {
    await rolledBack(connection().db, async (tx) => {
      await tx.execute(sql`update currency set decimals = 0 where business_id = ${biz.businessId} and is_default`);
      expect((await finerLines(tx)).map((row) => [row.debit, row.credit, row.decimals])).toEqual([
        ['250.5', '0', 0],
        ['0', '250.5', 0],
      ]);
      await expect(expectLedgerBalanced(tx)).rejects.toThrow(/more decimals than their currency/);
    });
  });

  it('fails when a balance row is missing, or kept for lines that are not there', async () => {
    await rolledBack(connection().db, async (tx) => {
      await tx.execute(sql`delete from account_balance
                           where business_id = ${biz.businessId} and account_id = ${accounts.receivable} and detail_id = ${customer} and day = '2026-05-02'`);
      await tx.execute(sql`insert into account_day_balance (business_id, account_id, day, debit, credit)
                           values (${biz.businessId}, ${accounts.sales}, '2026-06-01', 0, 5)`);
      const differences = await ledgerDifferences(tx);
      expect(differences.map((row) => [row.kept, row.detail_id, row.day, row.kept_debit, row.kept_credit, row.line_debit, row.line_credit])).toEqual([
        ['account_balance', String(customer), '2026-05-02', null, null, '700', '0'],
        ['account_day_balance', null, '2026-06-01', '0', '5', null, null],
      ]);
    });
  });

  it('still holds once the tampering is rolled back', async () => {
    expect(await ledgerDifferences(connection().db)).toEqual([]);
  });
});
