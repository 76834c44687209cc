import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKeyRow } from '@hesab/contract';
import { apiKey, type Database, type Executor } from '@hesab/db';

/*
 * The business's own API keys (issue 36). A key reads `hk_<business id>_<secret>`: the business it names picks the
 * row, the secret's sha-256 finds it, as a session token's digest does, so a leaked table opens nothing.
 */

const keyPattern = /^hk_(\d{1,15})_([A-Za-z0-9_-]{43})$/;

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a bearer token is an API key rather than a session token. */
export const isApiKey = (token: string): boolean => token.startsWith('hk_');

/** A key as a request made with it needs it: whose it is, what it may do, until when. */
export interface ResolvedApiKey {
  businessId: number;
  id: number;
  name: string;
  userId: number;
  permissions: readonly string[];
  /** the last day it works, ISO; null: until revoked */
  expiresOn: string | null;
}

/** The key a token is, or null for one that is malformed, unknown or revoked. */
export async function resolveApiKey(db: Executor, token: string): Promise<ResolvedApiKey | null> {
  const match = keyPattern.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const businessId = Number(match[1]);
  const [row] = await db
    .select({ id: apiKey.id, name: apiKey.name, userId: apiKey.userId, permissions: apiKey.permissions, expiresOn: apiKey.expiresOn })
    .from(apiKey)
    .where(and(eq(apiKey.businessId, businessId), eq(apiKey.keyHash, digest(match[2])), isNull(apiKey.revokedAt)))
    .limit(1);
  return row ? { ...row, businessId } : null;
}

const listedColumns = {
  id: apiKey.id,
  name: apiKey.name,
  prefix: apiKey.prefix,
  permissions: apiKey.permissions,
  userId: apiKey.userId,
  createdAt: apiKey.createdAt,
  expiresOn: apiKey.expiresOn,
  revokedAt: apiKey.revokedAt,
  lastUsedAt: apiKey.lastUsedAt,
};

type Listed = Pick<typeof apiKey.$inferSelect, keyof typeof listedColumns>;

const rowOf = (row: Listed, users: ReadonlyMap<number, string>): ApiKeyRow => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  permissions: row.permissions,
  user: users.get(row.userId) ?? '',
  created_at: row.createdAt.toISOString(),
  expires_on: row.expiresOn,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** The business's keys, newest first; `users` names the members who made them. */
export async function listApiKeys(db: Executor, businessId: number, userNames: (ids: number[]) => Promise<ReadonlyMap<number, string>>): Promise<ApiKeyRow[]> {
  const rows = await db.select(listedColumns).from(apiKey).where(eq(apiKey.businessId, businessId)).orderBy(desc(apiKey.id));
  const users = await userNames([...new Set(rows.map((row) => row.userId))]);
  return rows.map((row) => rowOf(row, users));
}

/** Makes a key; answers its row and the whole key, which is never read again. */
export async function issueApiKey(
  tx: Executor,
  input: { businessId: number; userId: number; userName: string; name: string; permissions: readonly string[]; expiresOn: string | null },
): Promise<ApiKeyRow & { key: string }> {
  const secret = randomBytes(32).toString('base64url');
  const key = `hk_${String(input.businessId)}_${secret}`;
  const [row] = await tx
    .insert(apiKey)
    .values({
      businessId: input.businessId,
      name: input.name,
      keyHash: digest(secret),
      prefix: key.slice(0, key.length - secret.length + 4),
      permissions: [...input.permissions],
      userId: input.userId,
      expiresOn: input.expiresOn,
    })
    .returning(listedColumns);
  if (!row) throw new Error('api key not written');
  return { ...rowOf(row, new Map([[input.userId, input.userName]])), key };
}

/** Revokes a key of the business for good; answers its name, or null where it has no such key standing. */
export async function revokeApiKey(tx: Executor, businessId: number, id: number): Promise<string | null> {
  const [row] = await tx
    .update(apiKey)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKey.businessId, businessId), eq(apiKey.id, id), isNull(apiKey.revokedAt)))
    .returning({ name: apiKey.name });
  return row?.name ?? null;
}

/**
 * Counts a call of the key in its current minute, in the database so that every server process counts alike, and
 * answers how many seconds it must wait when the minute's calls are spent (0: go ahead).
 */
export async function countApiCall(db: Database, businessId: number, id: number, perMinute: number): Promise<number> {
  const fresh = sql`${apiKey.windowStart} is null or ${apiKey.windowStart} <= now() - interval '1 minute'`;
  const [row] = await db
    .update(apiKey)
    .set({
      windowStart: sql`case when ${fresh} then now() else ${apiKey.windowStart} end`,
      windowCalls: sql`case when ${fresh} then 1 else ${apiKey.windowCalls} + 1 end`,
      lastUsedAt: sql`now()`,
    })
    .where(and(eq(apiKey.businessId, businessId), eq(apiKey.id, id)))
    .returning({ calls: apiKey.windowCalls, wait: sql<string>`ceil(extract(epoch from ${apiKey.windowStart} + interval '1 minute' - now()))` });
  if (!row || row.calls <= perMinute) return 0;
  return Math.max(1, Number(row.wait));
}
