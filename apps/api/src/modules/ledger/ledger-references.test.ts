import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { CodingAccount } from '@hesab/contract';
import { describeEachEngine } from '../../../test/databases.ts';
import { databaseErrorCode } from '../resources/index.ts';
import { postJournal } from './post-journal.ts';
import { createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../../test/http-client.ts';

/**
 * Journals and lines keep no foreign keys (migration 0018): the posting statement and delete triggers hold their
 * references instead. Whatever code deletes, an account, a detail account, a journal or a year the ledger points at stays.
 */
describeEachEngine('ledger references without foreign keys', (connection, engine) => {
  const server = useTestServer(connection);
  let biz: TestBusiness;
  let client: ApiClient;
  let cash: CodingAccount;
  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'References');
    client = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    const given = await client.get<{ data: CodingAccount[] }>('/api/v1/coding?type=given');
    cash = given.body.data.find((account) => account.system === 'cash')!;
  });

  /** A new given account beside cash, which documents may post to and nothing else uses. */
  async function spareAccount(number: string): Promise<number> {
    const given = { level: 'given', name: `حساب ${number}`, number, total: cash.total };
    const created = await client.post<{ data: CodingAccount }>('/api/v1/coding', given);
    expect(created.status).toBe(200);
    return created.body.data.id;
  }

  const document = (account: number) => ({
    date: '2026-06-01',
    rows: [
      { account, debit: '10', credit: '0' },
      { account: cash.id, debit: '0', credit: '10' },
    ],
  });

  /** The SQLSTATE a delete is refused with; 23503, a foreign-key violation, is what the keys answered. */
  const refused = (statement: ReturnType<typeof sql>) =>
    connection()
      .db.execute(statement)
      .then(
        () => 'deleted',
        (error: unknown) => databaseErrorCode(error),
      );

  it('refuses deleting an account with lines, through the API and in the database', async () => {
    const account = await spareAccount('71');
    expect((await client.post('/api/v1/accounting', document(account))).status).toBe(200);
    const answer = await client.call('DELETE', `/api/v1/coding/${String(account)}`);
    expect(answer.status).toBe(420);
    expect(await refused(sql`delete from account where business_id = ${biz.businessId} and id = ${account}`)).toBe('23503');
  });

  it('refuses deleting a detail account with lines, and deletes one without', async () => {
    const person = async (code: string) =>
      (await client.post<{ data: { id: number } }>('/api/v1/detail', { name: `طرف ${code}`, code, group: 'person', status: 'active' })).body.data.id;
    const used = await person('R-1');
    const unused = await person('R-2');
    const posted = await client.post('/api/v1/accounting', {
      date: '2026-06-02',
      rows: [
        { account: cash.id, detail: used, debit: '5', credit: '0' },
        { account: cash.id, debit: '0', credit: '5' },
      ],
    });
    expect(posted.status).toBe(200);
    expect((await client.call('DELETE', `/api/v1/detail/${String(used)}`)).status).toBe(420);
    expect(await refused(sql`delete from detail_account where business_id = ${biz.businessId} and id = ${used}`)).toBe('23503');
    expect((await client.call('DELETE', `/api/v1/detail/${String(unused)}`)).status).toBe(200);
  });

  it('refuses deleting a journal that still has lines, or a year with journals', async () => {
    const posted = await client.post<{ id: number }>('/api/v1/accounting', document(await spareAccount('72')));
    expect(posted.status).toBe(200);
    expect(await refused(sql`delete from journal where business_id = ${biz.businessId} and id = ${posted.body.id}`)).toBe('23503');
    expect(await refused(sql`delete from financial_year where business_id = ${biz.businessId}`)).toBe('23503');
    // Taken out of the balances and its lines first, as the API does, the document goes.
    expect((await client.call('DELETE', `/api/v1/accounting/${String(posted.body.id)}`)).status).toBe(200);
  });

  // PGlite serves one connection, so nothing posts and deletes at once there.
  if (engine === 'postgres') {
    it('a document posted while its account is being deleted waits, and is refused when the account went', async () => {
      const account = await spareAccount('73');
      let posting: Promise<{ status: number; body: unknown }> | undefined;
      await connection().db.transaction(async (tx) => {
        await tx.execute(sql`delete from account where business_id = ${biz.businessId} and id = ${account}`);
        posting = client.post('/api/v1/accounting', document(account));
        // The posting's statement waits on the deleted row's lock until this transaction ends.
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const answer = await posting!;
      expect(answer.status).toBe(422);
      expect((answer.body as { errors: unknown }).errors).toEqual({
        'rows.0.account': ['سند فقط به حساب‌های معین فعال زده می‌شود.|account-not-postable'],
      });
    });

    it('an account being posted to is deleted only after the posting, and then refused', async () => {
      const account = await spareAccount('74');
      const { deleting } = await connection().db.transaction(async (tx) => {
        await postJournal(
          tx,
          { businessId: biz.businessId, financialYearId: 'main', state: 'temporary', sourceType: 'manual', createdBy: biz.ownerId },
          {
            date: '2026-06-01',
            description: null,
            lines: document(account).rows.map((row) => ({ accountId: row.account, debit: row.debit, credit: row.credit })),
          },
        );
        // Deleting waits on the posted account's key-share lock until the posting commits.
        const answer = client.call('DELETE', `/api/v1/coding/${String(account)}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { deleting: answer };
      });
      expect((await deleting).status).toBe(420);
    });
  }
});
