import { and, eq, inArray } from 'drizzle-orm';
import { activityLog, type Executor } from '@hesab/db';

/** What a log entry is about: its record's type and id. */
export interface LoggedRecord {
  entry: number;
  refType: string;
  refId: string;
}

/** The records the business's log entries name (the log list's rows a command acts on), entries of another business left out. */
export async function loggedRecords(db: Executor, businessId: number, entries: readonly number[]): Promise<LoggedRecord[]> {
  if (entries.length === 0) return [];
  return db
    .select({ entry: activityLog.id, refType: activityLog.refType, refId: activityLog.refId })
    .from(activityLog)
    .where(and(eq(activityLog.businessId, businessId), inArray(activityLog.id, [...entries])));
}
