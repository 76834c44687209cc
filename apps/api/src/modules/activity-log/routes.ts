import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuery, logActions, logEntry, loggedRecordKey, loggedReferences, nameParts, pagedResponse } from '@hesab/contract';
import { activityLog, appUser, type Database, type Executor } from '@hesab/db';
import { pageWindow } from '../../http/paging.ts';
import { requireMember } from '../../http/request-context.ts';
import { textSearch } from '../../http/text-search.ts';
import { businessSettings } from '../tenancy/index.ts';

/** `GET log` with the filters of spec 02 section 7. */
const logQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: listQuery.shape.page,
  perPage: listQuery.shape.perPage,
  /** ref_number */
  number: z.string().trim().max(100).optional(),
  /** ref_id */
  id: z.string().trim().max(100).optional(),
  /** the user's id */
  user: z.coerce.number().int().positive().optional(),
  action: z.enum(logActions).optional(),
  /** ref_type */
  type: z.string().trim().max(100).optional(),
  all: listQuery.shape.all,
});

/**
 * The names of the business's records, by `resource:id` (a record since deleted is absent): given by the server, which
 * knows where each resource keeps its records.
 */
export type RecordNames = (db: Executor, businessId: number, records: readonly { resource: string; id: number }[]) => Promise<ReadonlyMap<string, string>>;

export function registerActivityLogRoutes(app: FastifyInstance, db: Database, recordNames: RecordNames): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/log',
    {
      config: { access: { permission: 'logList' } },
      schema: { tags: ['log'], querystring: logQuery, response: { 200: pagedResponse(logEntry) } },
    },
    async (request) => {
      const { businessId } = requireMember(request);
      const q = request.query;
      const conditions: SQL[] = [eq(activityLog.businessId, businessId)];
      if (q.number) conditions.push(eq(activityLog.refNumber, q.number));
      if (q.id) conditions.push(eq(activityLog.refId, q.id));
      if (q.user) conditions.push(eq(activityLog.userId, q.user));
      if (q.action) conditions.push(eq(activityLog.refAction, q.action));
      if (q.type) conditions.push(eq(activityLog.refType, q.type));
      if (q.search) {
        const match = textSearch([activityLog.content, activityLog.refNumber, appUser.name], q.search);
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const [counted] = await db
        .select({ total: count() })
        .from(activityLog)
        .innerJoin(appUser, eq(appUser.id, activityLog.userId))
        .where(where);
      const total = counted?.total ?? 0;
      const window = pageWindow(total, q);
      const { timeZone: zone } = await businessSettings(db, businessId);
      const rows = await db
        .select({
          id: activityLog.id,
          ref_action: activityLog.refAction,
          ref_type: activityLog.refType,
          ref_id: activityLog.refId,
          ref_number: activityLog.refNumber,
          content: activityLog.content,
          user_id: appUser.id,
          user_name: appUser.name,
          // The business's own clock, as its people read it.
          date: sql<string>`to_char(${activityLog.at} at time zone ${zone}, 'YYYY-MM-DD')`,
          time: sql<string>`to_char(${activityLog.at} at time zone ${zone}, 'HH24:MI:SS')`,
          ip: activityLog.ip,
          platform: activityLog.platform,
          user_agent: activityLog.userAgent,
        })
        .from(activityLog)
        .innerJoin(appUser, eq(appUser.id, activityLog.userId))
        .where(where)
        .orderBy(desc(activityLog.at), desc(activityLog.id))
        .limit(window.limit)
        .offset(window.offset);
      // A change names a currency or a person by its id: the page's records are named as they are now, in one read.
      const named = rows.map((row) => loggedReferences(row.ref_type, row.content));
      const names = await recordNames(db, businessId, named.flat());
      const data = rows.map(({ user_id, user_name, ...row }, index) => ({
        ...row,
        user: { id: user_id, name: user_name, ...nameParts(user_name) },
        names: Object.fromEntries(
          (named[index] ?? []).flatMap(({ resource, id }) => {
            const key = loggedRecordKey(resource, id);
            const name = names.get(key);
            return name === undefined ? [] : [[key, name]];
          }),
        ),
      }));
      return { data, ...window.meta };
    },
  );
}
