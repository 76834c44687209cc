import { and, count, eq, gt, max, sql, type SQL } from 'drizzle-orm';
import { loginAttempt, type Database, type Executor } from '@hesab/db';

/** More than this many failed logins from one address within a minute are refused with 429. */
export const maxFailuresPerWindow = 10;
const addressWindowMs = 60_000;

/**
 * Failed logins of one account (from any address) within its window before each further try has to wait. The
 * wait doubles with every failure up to a minute: guessing slows to a crawl, while the real user is only ever
 * kept waiting a minute, never locked out.
 */
export const accountFreeFailures = 10;
const accountWindowMs = 15 * 60_000;
const firstAccountWaitMs = 2_000;
const longestAccountWaitMs = 60_000;

/** First keys of the advisory locks serialising the checks of one address and of one account. */
const addressLock = 7320;
const accountLock = 7321;

export type LoginAdmission =
  | { admitted: true; attemptId: number }
  | { admitted: false; reason: 'address' }
  | { admitted: false; reason: 'account'; waitSeconds: number };

async function failuresSince(tx: Executor, match: SQL, since: number) {
  const [row] = await tx
    .select({ failures: count(), last: max(loginAttempt.at) })
    .from(loginAttempt)
    .where(and(match, eq(loginAttempt.succeeded, false), gt(loginAttempt.at, new Date(since))));
  return { failures: row?.failures ?? 0, last: row?.last ?? null };
}

/**
 * Admits a login attempt, counting it as a failure until `recordLoginSuccess`, or refuses it. The count and the
 * check run under locks of the address and the account, so parallel guesses are counted one after the other
 * instead of all passing one check. Kept in the database, so that every server process counts the same.
 */
export async function admitLoginAttempt(db: Database, attempt: { ip: string; username: string }): Promise<LoginAdmission> {
  const account = attempt.username.toLowerCase();
  return db.transaction(async (tx) => {
    // Always the address first, then the account: one order, so two attempts never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(${addressLock}, hashtext(${attempt.ip}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${accountLock}, hashtext(${account}))`);
    const now = Date.now();
    const fromAddress = await failuresSince(tx, eq(loginAttempt.ip, attempt.ip), now - addressWindowMs);
    if (fromAddress.failures >= maxFailuresPerWindow) return { admitted: false, reason: 'address' };

    const ofAccount = await failuresSince(tx, eq(sql`lower(${loginAttempt.username})`, account), now - accountWindowMs);
    if (ofAccount.failures >= accountFreeFailures && ofAccount.last) {
      const wait = Math.min(firstAccountWaitMs * 2 ** (ofAccount.failures - accountFreeFailures), longestAccountWaitMs);
      const left = ofAccount.last.getTime() + wait - now;
      if (left > 0) return { admitted: false, reason: 'account', waitSeconds: Math.ceil(left / 1000) };
    }
    const [row] = await tx
      .insert(loginAttempt)
      .values({ ip: attempt.ip, username: attempt.username, succeeded: false })
      .returning({ id: loginAttempt.id });
    if (!row) throw new Error('login attempt not recorded');
    return { admitted: true, attemptId: row.id };
  });
}

export async function recordLoginSuccess(db: Executor, attemptId: number): Promise<void> {
  await db.update(loginAttempt).set({ succeeded: true }).where(eq(loginAttempt.id, attemptId));
}
