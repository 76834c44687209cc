import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { appUser, sessionToken, type Executor } from '@hesab/db';

export interface AuthenticatedUser {
  /** the session's token; null for a call made with an API key, which has no session */
  tokenId: number | null;
  userId: number;
  name: string;
  lang: string;
  /** when the token stops opening the session, so that a remembered one is not used past it */
  expiresAt: Date;
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random bearer token; only its digest is stored, so a leaked table opens no session. */
export async function issueToken(
  db: Executor,
  input: { userId: number; ttlHours: number; ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessionToken).values({
    tokenHash: digest(token),
    userId: input.userId,
    expiresAt: new Date(Date.now() + input.ttlHours * 3_600_000),
    ip: input.ip,
    userAgent: input.userAgent ?? null,
  });
  return token;
}

export async function resolveToken(db: Executor, token: string): Promise<AuthenticatedUser | null> {
  const [row] = await db
    .select({ tokenId: sessionToken.id, userId: appUser.id, name: appUser.name, lang: appUser.lang, expiresAt: sessionToken.expiresAt })
    .from(sessionToken)
    .innerJoin(appUser, eq(appUser.id, sessionToken.userId))
    .where(
      and(
        eq(sessionToken.tokenHash, digest(token)),
        isNull(sessionToken.revokedAt),
        gt(sessionToken.expiresAt, new Date()),
        eq(appUser.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Executor, tokenId: number | null): Promise<void> {
  if (tokenId === null) return;
  await db.update(sessionToken).set({ revokedAt: new Date() }).where(eq(sessionToken.id, tokenId));
}

/** Ends every other session of a user, as after a password change. */
export async function revokeOtherTokens(db: Executor, userId: number, keepTokenId: number | null): Promise<void> {
  await db
    .update(sessionToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessionToken.userId, userId), isNull(sessionToken.revokedAt), keepTokenId === null ? undefined : ne(sessionToken.id, keepTokenId)));
}

/** Every token of the user revoked: after a password reset, whoever held a session with the old one is out. */
export async function revokeAllTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessionToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessionToken.userId, userId), isNull(sessionToken.revokedAt)));
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
