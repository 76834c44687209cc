import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { OfflinePage, OfflinePageQuery, OfflinePerson } from '@hesab/contract';
import { person, type Executor } from '@hesab/db';
import { NotFoundError } from '../../http/errors.ts';
import { countedPage } from '../../http/paging.ts';
import { detailBalances } from '../ledger/index.ts';

/* The persons of the cashier's offline copy (issue 19), each with its balance as the person lists read it. */

const columns = {
  id: person.id,
  name: person.name,
  mobile: person.mobile,
  phone: person.phone,
  address: person.address,
  detail_id: person.detail_id,
};

type PersonRow = Omit<OfflinePerson, 'remain'> & { detail_id: number };

/** A row with `remain`, debits less credits of its detail account (detailBalances, as the person lists read it). */
function withRemain({ detail_id, ...row }: PersonRow, balances: ReadonlyMap<number, string>): OfflinePerson {
  return { ...row, remain: balances.get(detail_id) ?? '0' };
}

/** `getAllPersonOffline`: a page of the persons a sale offers (the active ones, as its picker). */
export async function offlinePersonPage(db: Executor, businessId: number, query: OfflinePageQuery): Promise<OfflinePage<OfflinePerson>> {
  const where = and(eq(person.businessId, businessId), eq(person.status, 'active'));
  const rows = await db
    .select({ ...columns, total: sql<number>`(select count(*) from ${person} where ${where})`.mapWith(Number) })
    .from(person)
    .where(where)
    .orderBy(asc(person.id))
    .limit(query.count)
    .offset((query.page - 1) * query.count);
  const page = await countedPage(query, rows, async () => (await db.select({ total: count() }).from(person).where(where))[0]?.total ?? 0);
  const balances = await detailBalances(db, businessId, page.data.map((row) => row.detail_id));
  return { ...page, data: page.data.map((row) => withRemain(row, balances)) };
}

/** `getPersonInfo`: one person of the business, whatever its status (a sale already names it); another's is not found. */
export async function offlinePersonInfo(db: Executor, businessId: number, id: number): Promise<OfflinePerson> {
  const [row] = await db
    .select(columns)
    .from(person)
    .where(and(eq(person.businessId, businessId), eq(person.id, id)));
  if (!row) throw new NotFoundError();
  return withRemain(row, await detailBalances(db, businessId, [row.detail_id]));
}
