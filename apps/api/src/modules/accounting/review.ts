import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reviewReport, type ReviewLevel } from '@hesab/contract';
import { queryRows, type Executor } from '@hesab/db';
import { businessMonths, subtractMoney, sumMoney } from '@hesab/domain';
import { registerReport } from '../../http/report-route.ts';
import { businessRecord } from '../tenancy/index.ts';

/**
 * The review report (accounting/report/review): each account's debits and credits in each month of the business's
 * calendar inside the range, summed from the kept daily balances (accounts x days, never the lines), at the given
 * level or summed to their total-level accounts.
 */
async function review(db: Executor, businessId: number, query: { from: string; to: string; level: ReviewLevel }) {
  const dateLocale = (await businessRecord(db, businessId))?.dateLocale ?? 'fa';
  const months = businessMonths(query.from, query.to, dateLocale);
  const monthRows = sql.join(
    months.map((month) => sql`(${month.start}::date, ${month.end}::date)`),
    sql`, `,
  );
  // A total-level row sums its given accounts; the given level reads the balance's own account.
  const shown = query.level === 'total' ? sql`t` : sql`g`;
  const rows = await queryRows<{ month: string; month_end: string; account: number; code: string; name: string; debit: string; credit: string }>(
    db,
    sql`
      select m.start::text as month, m.finish::text as month_end, ${shown}.id::int as account, ${shown}.code, ${shown}.name,
        sum(b.debit)::text as debit, sum(b.credit)::text as credit
      from (values ${monthRows}) as m(start, finish)
      join account_day_balance b on b.business_id = ${businessId} and b.day between m.start and m.finish
      join account g on g.business_id = b.business_id and g.id = b.account_id
      join account t on t.business_id = g.business_id and t.id = g.parent_id
      group by m.start, m.finish, ${shown}.id, ${shown}.code, ${shown}.name
      having sum(b.debit) <> 0 or sum(b.credit) <> 0
      order by m.start, ${shown}.code`,
  );
  return rows.map((row) => {
    const debit = sumMoney([row.debit]);
    const credit = sumMoney([row.credit]);
    return { ...row, debit, credit, remain: subtractMoney(debit, credit) };
  });
}

/** `GET report/review?from&to&level` on the report engine. */
export function registerReviewReport(app: FastifyInstance, db: Executor): void {
  registerReport(app, reviewReport, (member, params) => review(db, member.businessId, params));
}
