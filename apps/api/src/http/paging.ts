import { asc, count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OfflinePage, OfflinePageQuery } from '@hesab/contract';
import type { Executor } from '@hesab/db';

/** Which rows a page holds, and the spec's paging fields that go with it. */
export interface PageWindow {
  limit: number;
  offset: number;
  meta: { total: number; current_page: number; last_page: number; from: number };
}

/**
 * The page to answer: a page past the end is answered as the last one, and `all` is every row on one page
 * (the Excel export of all rows).
 */
export function pageWindow(total: number, request: { page: number; perPage: number; all?: string }): PageWindow {
  const perPage = request.all === 'true' ? Math.max(total, 1) : request.perPage;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(request.page, lastPage);
  const offset = (page - 1) * perPage;
  return { limit: perPage, offset, meta: { total, current_page: page, last_page: lastPage, from: total === 0 ? 0 : offset + 1 } };
}

/**
 * A page of an offline read (`page`, `count`) from its rows, each carrying the count of all rows in `total` (a
 * scalar subquery its statement runs once). A page past the last has no row to carry it: it is empty, and counted
 * apart, so a fill reading pages one after another never sees a row twice.
 */
export async function countedPage<R extends { total: number }>(
  query: OfflinePageQuery,
  rows: readonly R[],
  countAll: () => Promise<number>,
): Promise<OfflinePage<Omit<R, 'total'>>> {
  const total = rows[0]?.total ?? (await countAll());
  const data = rows.map(({ total: _total, ...row }) => row);
  return { data, current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.count)), total };
}

/** The values a row read with `columns` holds: each column's type, or null where it may be null. */
type ColumnValues<C extends Record<string, PgColumn>> = { [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null };

/**
 * A page of an offline read over one table: `columns` of the rows `where` picks, in id order, with the count of
 * them all. One statement a page, whatever its size.
 */
export async function idOrderedPage<C extends Record<string, PgColumn>>(
  db: Executor,
  table: PgTable,
  id: PgColumn,
  columns: C,
  where: SQL | undefined,
  query: OfflinePageQuery,
): Promise<OfflinePage<ColumnValues<C>>> {
  const total = sql<number>`(select count(*) from ${table} where ${where})`.mapWith(Number);
  const rows = await db
    .select({ ...columns, total })
    .from(table)
    .where(where)
    .orderBy(asc(id))
    .limit(query.count)
    .offset((query.page - 1) * query.count);
  // drizzle cannot name the row of columns handed to it generically: they are the columns' values and the count.
  const page = await countedPage(query, rows as unknown as { total: number }[], async () => (await db.select({ total: count() }).from(table).where(where))[0]?.total ?? 0);
  return page as OfflinePage<ColumnValues<C>>;
}
