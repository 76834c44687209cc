import { accessVersion, type Database } from '@hesab/db';
import { resolveToken, type AuthenticatedUser } from '../modules/auth/index.ts';
import { findMember, type Member } from '../modules/tenancy/index.ts';

/** Past this many remembered answers the cache starts afresh rather than grow without end. */
const capacity = 20_000;

/**
 * Who a token is, and what its user may do in a business, remembered between requests. Every change to what
 * they are read from (a revoked token, a deactivated user, a membership, a role's permissions, a business's
 * config or plan) moves the access version in the same transaction (migration 0022), so each request reads that
 * one number and starts afresh when it moved: right at once, and in every process on the database. An answer is
 * kept under the version read before it was looked up, so it is never older than its version.
 */
export class AccessCache {
  private version: number | null = null;
  private readonly users = new Map<string, AuthenticatedUser | null>();
  private readonly members = new Map<string, Member | null>();
  private readonly readVersion;

  constructor(private readonly db: Database) {
    this.readVersion = db.select({ version: accessVersion.version }).from(accessVersion).prepare('access_version');
  }

  /** The user of a bearer token, or null for a token that is unknown, revoked, expired or of an inactive user. */
  async user(token: string): Promise<AuthenticatedUser | null> {
    await this.refresh();
    let user = this.users.get(token);
    if (user === undefined) {
      user = await resolveToken(this.db, token);
      this.remember(this.users, token, user);
    }
    return user && user.expiresAt.getTime() > Date.now() ? user : null;
  }

  /** The user's standing in the business of `appKey`, read after `user` in the same request (same version). */
  async member(appKey: string, userId: number): Promise<Member | null> {
    const key = `${String(userId)} ${appKey}`;
    let member = this.members.get(key);
    if (member === undefined) {
      member = await findMember(this.db, appKey, userId);
      this.remember(this.members, key, member);
    }
    return member;
  }

  private async refresh(): Promise<void> {
    const [row] = await this.readVersion.execute();
    // node-postgres reads bigint as a string, PGlite as a number.
    const version = Number(row?.version ?? 0);
    if (version === this.version) return;
    this.users.clear();
    this.members.clear();
    this.version = version;
  }

  private remember<T>(map: Map<string, T>, key: string, value: T): void {
    if (map.size >= capacity) map.clear();
    map.set(key, value);
  }
}
