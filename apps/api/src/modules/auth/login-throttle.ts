import { and, count, eq, gt, max, min, sql, type SQL } from 'drizzle-orm';
import { loginAttempt, type Database, type Executor } from '@hesab/db';
import { TooManyRequestsError } from '../../http/errors.ts';

/*
 * Login throttling (issue 36) counts failures three ways, so that one guesser slows the guessing without locking out
 * the others behind the same address (an office's one public address):
 * - one account from one address: more than 10 failures a minute and that pair waits out the minute;
 * - one account from any address: after 10 failures in 15 minutes each further try waits 2, 4, 8... seconds up to a
 *   minute, so guessing crawls while the owner is only ever kept a minute;
 * - one address over every account (spraying): after 30 failures in 15 minutes the address is refused for the
 *   accounts that have not logged in from it in the last 30 days. A right password is no exception (it would tell
 *   the sprayer which guess was right); the office's own users, who have logged in from there before, go through.
 */

/** More than this many failures of one account from one address within a minute are refused. */
export const maxPairFailures = 10;
const pairWindowMs = 60_000;

export const accountFreeFailures = 10;
const accountWindowMs = 15 * 60_000;
const firstAccountWaitMs = 2_000;
const longestAccountWaitMs = 60_000;

/** Failures of every account from one address within its window before the address is refused to new accounts. */
export const maxAddressFailures = 30;
const addressWindowMs = 15 * 60_000;
/** How long a login from an address makes the account known there. */
const knownPairMs = 30 * 24 * 3_600_000;

/** First keys of the advisory locks serialising the checks of one address and of one account. */
const addressLock = 7320;
const accountLock = 7321;

export type LoginAdmission =
  | { admitted: true; attemptId: number }
  | { admitted: false; reason: 'pair' | 'address' | 'account'; waitSeconds: number };

async function failuresSince(tx: Executor, match: SQL, since: number) {
  const [row] = await tx
    .select({ failures: count(), first: min(loginAttempt.at), last: max(loginAttempt.at) })
    .from(loginAttempt)
    .where(and(match, eq(loginAttempt.succeeded, false), gt(loginAttempt.at, new Date(since))));
  return { failures: row?.failures ?? 0, first: row?.first ?? null, last: row?.last ?? null };
}

/** Seconds until the oldest failure counted leaves its window, and with it the count drops under the limit. */
const secondsUntil = (first: Date | null, windowMs: number, now: number) => Math.max(1, Math.ceil(((first?.getTime() ?? now) + windowMs - now) / 1000));

async function loggedInFrom(tx: Executor, ip: string, account: SQL, now: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: loginAttempt.id })
    .from(loginAttempt)
    .where(and(eq(loginAttempt.ip, ip), account, eq(loginAttempt.succeeded, true), gt(loginAttempt.at, new Date(now - knownPairMs))))
    .limit(1);
  return row !== undefined;
}

/**
 * Admits a login attempt, counting it as a failure until `recordLoginSuccess`, or refuses it. The counts and the
 * checks run under locks of the address and the account, so parallel guesses are counted one after the other
 * instead of all passing one check. Kept in the database, so that every server process counts the same.
 */
export async function admitLoginAttempt(db: Database, attempt: { ip: string; username: string }): Promise<LoginAdmission> {
  const account = attempt.username.toLowerCase();
  const ofAccount = eq(sql`lower(${loginAttempt.username})`, account);
  return db.transaction(async (tx) => {
    // Always the address first, then the account: one order, so two attempts never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(${addressLock}, hashtext(${attempt.ip}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${accountLock}, hashtext(${account}))`);
    const now = Date.now();
    const fromAddress = eq(loginAttempt.ip, attempt.ip);
    const pair = await failuresSince(tx, and(fromAddress, ofAccount) ?? fromAddress, now - pairWindowMs);
    if (pair.failures >= maxPairFailures) return { admitted: false, reason: 'pair', waitSeconds: secondsUntil(pair.first, pairWindowMs, now) };

    const accountFailures = await failuresSince(tx, ofAccount, now - accountWindowMs);
    if (accountFailures.failures >= accountFreeFailures && accountFailures.last) {
      const wait = Math.min(firstAccountWaitMs * 2 ** (accountFailures.failures - accountFreeFailures), longestAccountWaitMs);
      const left = accountFailures.last.getTime() + wait - now;
      if (left > 0) return { admitted: false, reason: 'account', waitSeconds: Math.ceil(left / 1000) };
    }

    const address = await failuresSince(tx, fromAddress, now - addressWindowMs);
    if (address.failures >= maxAddressFailures && !(await loggedInFrom(tx, attempt.ip, ofAccount, now))) {
      return { admitted: false, reason: 'address', waitSeconds: secondsUntil(address.first, addressWindowMs, now) };
    }
    const [row] = await tx
      .insert(loginAttempt)
      .values({ ip: attempt.ip, username: attempt.username, succeeded: false })
      .returning({ id: loginAttempt.id });
    if (!row) throw new Error('login attempt not recorded');
    return { admitted: true, attemptId: row.id };
  });
}

/** The 429 a refused attempt answers, with its wait in Retry-After. */
export function loginRefusal(admission: Extract<LoginAdmission, { admitted: false }>): TooManyRequestsError {
  const { waitSeconds } = admission;
  if (admission.reason === 'pair') return new TooManyRequestsError('too-many-login-attempts', {}, waitSeconds);
  if (admission.reason === 'account') return new TooManyRequestsError('login-wait', { seconds: waitSeconds }, waitSeconds);
  return new TooManyRequestsError('login-address-wait', { minutes: Math.ceil(waitSeconds / 60) }, waitSeconds);
}

export async function recordLoginSuccess(db: Executor, attemptId: number): Promise<void> {
  await db.update(loginAttempt).set({ succeeded: true }).where(eq(loginAttempt.id, attemptId));
}
