import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { activityLog, insertRows, type Executor, type Placeholders } from '@hesab/db';

/** Who did a change, and from where: every write of a request carries it to the log. */
export interface Actor {
  businessId: number;
  userId: number;
  ip: string;
  userAgent: string | null;
  platform: string | null;
  /** whether the member holds a permission, for a write whose permission depends on what it changes (a cheque dropped) */
  holds(permission: string): boolean;
}

export interface LogEntry {
  action: 'create' | 'update' | 'remove' | 'call';
  type: string;
  id: string | number;
  number?: string | null;
  content?: string | null;
}

/** Writes one log row inside the caller's transaction, so the change and its log row land together or not at all. */
export async function writeLog(tx: Executor, actor: Actor, entry: LogEntry): Promise<void> {
  await tx.insert(activityLog).values(logRow(actor, entry));
}

/** Writes the log rows of many changes (an import's records) in one insert, inside the caller's transaction. */
export async function writeLogs(tx: Executor, actor: Actor, entries: readonly LogEntry[]): Promise<void> {
  if (entries.length > 0) await insertRows(tx, activityLog, entries.map((entry) => logRow(actor, entry)));
}

function logRow(actor: Actor, entry: LogEntry) {
  return {
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
  };
}

/** A log row's values as a statement that writes it is bound with (`boundStatement`); null where it logs nothing. */
export interface LogValues {
  logAction: LogEntry['action'] | null;
  logType: string | null;
  logContent: string | null;
  logUser: number | null;
  logIp: string | null;
  logPlatform: string | null;
  logUserAgent: string | null;
}

export function logValues(actor: Actor, entry: Omit<LogEntry, 'id' | 'number'>): LogValues {
  return {
    logAction: entry.action,
    logType: entry.type,
    logContent: entry.content ?? null,
    logUser: actor.userId,
    logIp: actor.ip,
    logPlatform: actor.platform,
    logUserAgent: actor.userAgent,
  };
}

/**
 * The insert of one log row for each row of `written`, a relation of the statement it runs in with columns `id`
 * and `number`: a write whose id and number its own statement makes logs them there, in the same round trip,
 * and logs nothing when it wrote nothing. The values are the statement's placeholders.
 */
export function logWritten(written: SQL, business: Placeholder, values: Placeholders<LogValues>): SQL {
  return sql`
    insert into activity_log (business_id, ref_action, ref_type, ref_id, ref_number, content, user_id, ip, platform, user_agent)
    select ${business}, ${values.logAction}, ${values.logType}, w.id::text, w.number::text, ${values.logContent}, ${values.logUser}::bigint,
           ${values.logIp}, ${values.logPlatform}, ${values.logUserAgent}
    from ${written} w`;
}

/** "field: before → after" for every field whose value changed, for the log's content. */
export function describeChanges(before: Record<string, unknown>, after: Record<string, unknown>): string | null {
  const changes = Object.keys(after)
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => `${key}: ${JSON.stringify(before[key] ?? null)} → ${JSON.stringify(after[key] ?? null)}`);
  return changes.length > 0 ? changes.join('\n') : null;
}
