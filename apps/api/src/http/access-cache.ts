import { accessVersion, type Database } from '@hesab/db';
import { resolveApiKey, type ResolvedApiKey } from '../modules/api-keys/index.ts';
import { findUser, resolveToken, type AuthenticatedUser } from '../modules/auth/index.ts';
import { findMemberOf, findMember, type Member } from '../modules/tenancy/index.ts';

/**
 * A call made with an API key: the key, the member who made it limited to the key's permissions (an administrator's
 * key holds what it was given, no more), and that member's user.
 */
export interface KeyCaller {
  key: ResolvedApiKey;
  user: AuthenticatedUser;
  member: Member;
}

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
  private readonly keys = new Map<string, KeyCaller | null>();
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

  /** Who calls with an API key, or null for a key that is unknown, revoked, or whose maker left the business. */
  async apiKey(token: string): Promise<KeyCaller | null> {
    await this.refresh();
    let caller = this.keys.get(token);
    if (caller === undefined) {
      caller = await this.keyCaller(token);
      this.remember(this.keys, token, caller);
    }
    return caller;
  }

  private async keyCaller(token: string): Promise<KeyCaller | null> {
    const key = await resolveApiKey(this.db, token);
    if (!key) return null;
    const [member, user] = await Promise.all([findMemberOf(this.db, key.businessId, key.userId), findUser(this.db, key.userId)]);
    if (!member || !user?.active) return null;
    const permissions = new Set(key.permissions.filter((permission) => member.admin || member.permissions.has(permission)));
    return {
      key,
      // A key ends by its own expiry day, in the business's time zone (the access plugin's check), not a session's.
      user: { tokenId: null, userId: user.id, name: user.name, lang: user.lang, expiresAt: new Date(8.64e15) },
      member: { ...member, admin: false, permissions },
    };
  }

  private async refresh(): Promise<void> {
    const [row] = await this.readVersion.execute();
    // node-postgres reads bigint as a string, PGlite as a number.
    const version = Number(row?.version ?? 0);
    if (version === this.version) return;
    this.users.clear();
    this.members.clear();
    this.keys.clear();
    this.version = version;
  }

  private remember<T>(map: Map<string, T>, key: string, value: T): void {
    if (map.size >= capacity) map.clear();
    map.set(key, value);
  }
}
