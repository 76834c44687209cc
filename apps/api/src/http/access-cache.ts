import { accessVersion, type Database, type Listen, type Unlisten } from '@hesab/db';
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

/** The channel the access version's trigger tells each move on (migration 0066). */
const channel = 'hesab_access_version';

/**
 * Who a token is, and what its user may do in a business, remembered between requests. Every change to what
 * they are read from (a revoked token, a deactivated user, a membership, a role's permissions, a business's
 * config or plan) moves the access version in the same transaction (migration 0022), and tells every listening
 * process so when it commits (migration 0066): a process that listens starts afresh when told, and reads nothing
 * on the way. Without a live LISTEN (none given, not yet started, or its connection dropped until it is back and the
 * version read again) each request reads the version, as every request did before. An answer looked up while the
 * cache started afresh is not kept: it may have been read before the change.
 */
export class AccessCache {
  private version: number | null = null;
  /** Moves each time the remembered answers are dropped. */
  private generation = 0;
  /** Whether a live LISTEN tells this process of every move since the version was last read. */
  private told = false;
  /** Moves each time the LISTEN starts or stops, so a read begun under another one does not count. */
  private listenings = 0;
  private listening = false;
  private unlisten: Unlisten | undefined;
  private readonly users = new Map<string, AuthenticatedUser | null>();
  private readonly members = new Map<string, Member | null>();
  private readonly keys = new Map<string, KeyCaller | null>();
  private readonly readVersion;

  constructor(
    private readonly db: Database,
    private readonly listen?: Listen,
  ) {
    this.readVersion = db.select({ version: accessVersion.version }).from(accessVersion).prepare('access_version');
  }

  /** Starts listening for the version's moves (a no-op without `listen`). */
  async start(): Promise<void> {
    if (!this.listen || this.unlisten) return;
    this.unlisten = await this.listen(channel, (payload) => this.moved(Number(payload)), (listening) => this.listeningChanged(listening));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /**
   * Reads the version now, whatever was heard: after a write of this process, so that its own change (a logout, a
   * role narrowed) holds on its very next request although the notice of it may still be on its way.
   */
  async settle(): Promise<void> {
    if (this.told) await this.read();
  }

  /** The user of a bearer token, or null for a token that is unknown, revoked, expired or of an inactive user. */
  async user(token: string): Promise<AuthenticatedUser | null> {
    await this.refresh();
    let user = this.users.get(token);
    if (user === undefined) {
      const generation = this.generation;
      user = await resolveToken(this.db, token);
      this.remember(this.users, token, user, generation);
    }
    return user && user.expiresAt.getTime() > Date.now() ? user : null;
  }

  /** The user's standing in the business of `appKey`, read after `user` in the same request (same version). */
  async member(appKey: string, userId: number): Promise<Member | null> {
    const key = `${String(userId)} ${appKey}`;
    let member = this.members.get(key);
    if (member === undefined) {
      const generation = this.generation;
      member = await findMember(this.db, appKey, userId);
      this.remember(this.members, key, member, generation);
    }
    return member;
  }

  /** Who calls with an API key, or null for a key that is unknown, revoked, or whose maker left the business. */
  async apiKey(token: string): Promise<KeyCaller | null> {
    await this.refresh();
    let caller = this.keys.get(token);
    if (caller === undefined) {
      const generation = this.generation;
      caller = await this.keyCaller(token);
      this.remember(this.keys, token, caller, generation);
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
    if (!this.told) await this.read();
  }

  private async read(): Promise<void> {
    const listenings = this.listenings;
    const [row] = await this.readVersion.execute();
    // node-postgres reads bigint as a string, PGlite as a number.
    this.moved(Number(row?.version ?? 0));
    // Read while one LISTEN was live from before to after: every later move will be heard.
    if (this.listening && listenings === this.listenings) this.told = true;
  }

  private moved(version: number): void {
    if (version === this.version) return;
    this.users.clear();
    this.members.clear();
    this.keys.clear();
    this.generation++;
    this.version = version;
  }

  private listeningChanged(listening: boolean): void {
    this.listening = listening;
    this.listenings++;
    // What was sent while no LISTEN was live is lost: the version is read again before the cache is trusted.
    this.told = false;
  }

  private remember<T>(map: Map<string, T>, key: string, value: T, generation: number): void {
    if (generation !== this.generation) return;
    if (map.size >= capacity) map.clear();
    map.set(key, value);
  }
}
