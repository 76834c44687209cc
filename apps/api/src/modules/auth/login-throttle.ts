import { and, count, eq, gt } from 'drizzle-orm';
import { loginAttempt, type Executor } from '@hesab/db';

/** More than this many failed logins from one address within the window are refused with 429. */
export const maxFailuresPerWindow = 10;
const windowMs = 60_000;

/** Kept in the database, not in memory, so that every server process behind a balancer counts the same. */
export async function isThrottled(db: Executor, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ failures: count() })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.ip, ip),
        eq(loginAttempt.succeeded, false),
        gt(loginAttempt.at, new Date(Date.now() - windowMs)),
      ),
    );
  return (row?.failures ?? 0) >= maxFailuresPerWindow;
}

export async function recordLoginAttempt(
  db: Executor,
  attempt: { ip: string; username: string; succeeded: boolean },
): Promise<void> {
  await db.insert(loginAttempt).values(attempt);
}
