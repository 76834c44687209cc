import { sql, type SQL } from 'drizzle-orm';
import { activityLog, type Executor } from '@hesab/db';

/** Who did a change, and from where: every write of a request carries it to the log. */
export interface Actor {
  businessId: number;
  userId: number;
  ip: string;
  userAgent: string | null;
  platform: string | null;
}

export interface LogEntry {
  action: 'create' | 'update' | 'remove';
  type: string;
  id: string | number;
  number?: string | null;
  content?: string | null;
}

/** Writes one log row inside the caller's transaction, so the change and its log row land together or not at all. */
export async function writeLog(tx: Executor, actor: Actor, entry: LogEntry): Promise<void> {
  await tx.insert(activityLog).values({
    businessId: actor.businessId,
    refAction: entry.action,
    refType: entry.type,
    refId: String(entry.id),
    refNumber: entry.number ?? null,
    content: entry.content ?? null,
    userId: actor.userId,
    ip: actor.ip,
    platform: actor.platform,
    userAgent: actor.userAgent,
  });
}

/**
 * The insert of one log row for each row of `written`, a relation of the statement it runs in with columns `id`
 * and `number`: a write whose id and number its own statement makes logs them there, in the same round trip,
 * and logs nothing when it wrote nothing.
 */
export function logWritten(written: SQL, actor: Actor, entry: Omit<LogEntry, 'id' | 'number'>): SQL {
  return sql`
    insert into activity_log (business_id, ref_action, ref_type, ref_id, ref_number, content, user_id, ip, platform, user_agent)
    select ${actor.businessId}, ${entry.action}, ${entry.type}, w.id::text, w.number::text, ${entry.content ?? null}, ${actor.userId},
           ${actor.ip}, ${actor.platform}, ${actor.userAgent}
    from ${written} w`;
}

/** "field: before → after" for every field whose value changed, for the log's content. */
export function describeChanges(before: Record<string, unknown>, after: Record<string, unknown>): string | null {
  const changes = Object.keys(after)
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => `${key}: ${JSON.stringify(before[key] ?? null)} → ${JSON.stringify(after[key] ?? null)}`);
  return changes.length > 0 ? changes.join('\n') : null;
}
