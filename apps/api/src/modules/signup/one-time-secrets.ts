import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, max, or, sql } from 'drizzle-orm';
import { oneTimeSecret, type Executor } from '@hesab/db';
import { TooManyRequestsError } from '../../http/errors.ts';

/*
 * Codes and links sent once (issue 20). Only a secret's sha-256 is kept; it works once, until it expires, and a
 * code only until its fifth wrong try. Sending is throttled per number and per address from the same rows.
 */

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A number gets a new code at most once a minute and five times an hour; an address asks twenty times an hour. */
const numberGapMs = 60_000;
const perNumberHourly = 5;
const perAddressHourly = 20;
const hourMs = 3_600_000;
/** A code's wrong tries before it stops working (the number then asks for a new one). */
export const wrongTriesAllowed = 5;
/** First key of the advisory lock serialising the codes sent to one number. */
const numberLock = 7330;

export type SecretPurpose = 'register' | 'reset';

/** A sign-up answer saying a number or username is taken, counted with the codes (kept as a used, expired row). */
const probe = 'probe';

/**
 * What the number was sent and the address asked within the hour: codes, and answers that a number or username is
 * taken (`probe` rows, which no code lookup matches), or those answers alone.
 */
async function askedWithinHour(tx: Executor, request: { mobile: string; ip: string }, only?: typeof probe) {
  await tx.execute(sql`select pg_advisory_xact_lock(${numberLock}, hashtext(${request.mobile}))`);
  const [asked] = await tx
    .select({
      toNumber: count(sql`case when ${oneTimeSecret.mobile} = ${request.mobile} then 1 end`),
      fromAddress: count(sql`case when ${oneTimeSecret.ip} = ${request.ip} then 1 end`),
      last: max(sql<Date>`case when ${oneTimeSecret.mobile} = ${request.mobile} then ${oneTimeSecret.createdAt} end`),
    })
    .from(oneTimeSecret)
    .where(
      and(
        eq(oneTimeSecret.channel, 'sms'),
        only === undefined ? undefined : eq(oneTimeSecret.purpose, only),
        gt(oneTimeSecret.createdAt, new Date(Date.now() - hourMs)),
        or(eq(oneTimeSecret.mobile, request.mobile), eq(oneTimeSecret.ip, request.ip)),
      ),
    );
  return { toNumber: asked?.toNumber ?? 0, fromAddress: asked?.fromAddress ?? 0, last: asked?.last ? new Date(asked.last).getTime() : null };
}

const overHourly = (asked: { toNumber: number; fromAddress: number }) => asked.fromAddress >= perAddressHourly || asked.toNumber >= perNumberHourly;

/**
 * Refuses a code to `mobile` from `ip` beyond the throttle (429), and otherwise holds the number's lock to the end of
 * the transaction, so two requests at once are counted one after the other. Asked before anything is looked up, so
 * a refusal says nothing of the number.
 */
export async function admitCode(tx: Executor, request: { mobile: string; ip: string }): Promise<void> {
  const asked = await askedWithinHour(tx, request);
  if (overHourly(asked)) throw new TooManyRequestsError('too-many-codes', {}, hourMs / 1000);
  if (asked.last !== null && Date.now() - asked.last < numberGapMs) {
    const seconds = Math.ceil((asked.last + numberGapMs - Date.now()) / 1000);
    throw new TooManyRequestsError('code-wait', { seconds }, seconds);
  }
}

/**
 * Refuses sign-up to an address or number that was told too often within the hour that a number or username is
 * taken, as many as the codes it may ask: those answers would otherwise list, unthrottled, who has an account. Asked
 * before the lookup, so a refusal says nothing of the name; only the answers that something is taken are counted,
 * so a code just sent never keeps its number from signing up.
 */
export async function admitAvailabilityAnswer(tx: Executor, request: { mobile: string; ip: string }): Promise<void> {
  if (overHourly(await askedWithinHour(tx, request, probe))) throw new TooManyRequestsError('too-many-signup-tries', {}, hourMs / 1000);
}

export async function countTakenAnswer(tx: Executor, request: { mobile: string; ip: string }): Promise<void> {
  const now = new Date();
  await tx.insert(oneTimeSecret).values({ purpose: probe, channel: 'sms', mobile: request.mobile, secretHash: '', ip: request.ip, expiresAt: now, usedAt: now });
}

/** A new six-digit code for the number (and the account it resets), kept as its hash; answers the code to send. */
export async function issueCode(
  tx: Executor,
  input: { purpose: SecretPurpose; mobile: string; userId?: number; ip: string; minutes: number },
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.insert(oneTimeSecret).values({
    purpose: input.purpose,
    channel: 'sms',
    mobile: input.mobile,
    userId: input.userId ?? null,
    secretHash: digest(code),
    ip: input.ip,
    expiresAt: new Date(Date.now() + input.minutes * 60_000),
  });
  return code;
}

/** A new link token for the account's reset by e-mail, kept as its hash; answers the token to send. */
export async function issueLinkToken(tx: Executor, input: { userId: number; ip: string; minutes: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(oneTimeSecret).values({
    purpose: 'reset',
    channel: 'email',
    userId: input.userId,
    secretHash: digest(token),
    ip: input.ip,
    expiresAt: new Date(Date.now() + input.minutes * 60_000),
  });
  return token;
}

const live = () => and(isNull(oneTimeSecret.usedAt), gt(oneTimeSecret.expiresAt, new Date()), lt(oneTimeSecret.wrongTries, wrongTriesAllowed));

/**
 * The code typed for the number's latest live code of `purpose` (and of the account, where given): used up when
 * right, answering the account it was sent for; a wrong one counts against the code, which the caller commits before
 * refusing.
 */
export async function useCodeOf(
  tx: Executor,
  input: { purpose: SecretPurpose; mobile?: string; userId?: number; code: string },
): Promise<{ used: true; userId: number | null; mobile: string | null } | { used: false }> {
  const [latest] = await tx
    .select({ id: oneTimeSecret.id, secretHash: oneTimeSecret.secretHash, userId: oneTimeSecret.userId, mobile: oneTimeSecret.mobile })
    .from(oneTimeSecret)
    .where(
      and(
        eq(oneTimeSecret.purpose, input.purpose),
        eq(oneTimeSecret.channel, 'sms'),
        input.mobile === undefined ? undefined : eq(oneTimeSecret.mobile, input.mobile),
        input.userId === undefined ? undefined : eq(oneTimeSecret.userId, input.userId),
        live(),
      ),
    )
    .orderBy(desc(oneTimeSecret.id))
    .limit(1)
    .for('update');
  if (!latest) return { used: false };
  if (latest.secretHash !== digest(input.code)) {
    await tx.update(oneTimeSecret).set({ wrongTries: sql`${oneTimeSecret.wrongTries} + 1` }).where(eq(oneTimeSecret.id, latest.id));
    return { used: false };
  }
  await tx.update(oneTimeSecret).set({ usedAt: new Date() }).where(eq(oneTimeSecret.id, latest.id));
  return { used: true, userId: latest.userId, mobile: latest.mobile };
}

/**
 * A secret found by itself alone (a reset link's token, or a reset code sent without saying whose): used up when
 * live, answering its account. Where two live codes are the same, neither is taken.
 */
export async function useSecret(tx: Executor, input: { channel: 'sms' | 'email'; secret: string }): Promise<number | null> {
  const found = await tx
    .select({ id: oneTimeSecret.id, userId: oneTimeSecret.userId })
    .from(oneTimeSecret)
    .where(and(eq(oneTimeSecret.purpose, 'reset'), eq(oneTimeSecret.channel, input.channel), eq(oneTimeSecret.secretHash, digest(input.secret)), live()))
    .limit(2)
    .for('update');
  const [only] = found;
  if (found.length !== 1 || !only || only.userId === null) return null;
  await tx.update(oneTimeSecret).set({ usedAt: new Date() }).where(eq(oneTimeSecret.id, only.id));
  return only.userId;
}
