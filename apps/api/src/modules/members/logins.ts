import { and, eq, ne, sql } from 'drizzle-orm';
import { appUser, membership, role, type Executor } from '@hesab/db';
import { BusinessRuleError, ForbiddenError, type FieldError } from '../../http/errors.ts';
import type { Actor } from '../activity-log/index.ts';

/** Whether a login other than `exceptUserId` has this username: usernames are unique whatever their case, across every business. */
export async function usernameTaken(tx: Executor, username: string, exceptUserId: number | null): Promise<boolean> {
  const [taken] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(sql`lower(${appUser.username})`, username.toLowerCase()), exceptUserId === null ? undefined : ne(appUser.id, exceptUserId)));
  return taken !== undefined;
}

/** The refusal of a username taken: it only says the name cannot be used, so no one learns who else uses the service. */
export const usernameUnavailable = { key: 'username-unavailable' } as const satisfies FieldError;

/** A user's standing in a business as a write sees it (the request's member may be stale inside a transaction). */
export async function standingOf(tx: Executor, businessId: number, userId: number): Promise<{ admin: boolean; permissions: string[] }> {
  const [row] = await tx
    .select({ admin: membership.admin, permissions: role.permissions })
    .from(membership)
    .innerJoin(role, and(eq(role.businessId, membership.businessId), eq(role.id, membership.roleId)))
    .where(and(eq(membership.businessId, businessId), eq(membership.userId, userId)));
  return row ?? { admin: false, permissions: [] };
}

/**
 * A business always keeps at least one active administrator besides the one leaving (420). The active
 * administrators' rows stay locked to the end of the transaction, so two administrators removing each other at
 * once cannot both see the other one staying.
 */
export async function keepAnAdministrator(tx: Executor, businessId: number, leavingUserId: number): Promise<void> {
  const administrators = await tx
    .select({ userId: membership.userId })
    .from(membership)
    .where(and(eq(membership.businessId, businessId), eq(membership.admin, true), eq(membership.active, true)))
    .for('update');
  if (!administrators.some((row) => row.userId !== leavingUserId)) throw new BusinessRuleError('last-administrator');
}

async function roleRights(tx: Executor, businessId: number, roleId: number): Promise<string[]> {
  const [row] = await tx.select({ permissions: role.permissions }).from(role).where(and(eq(role.businessId, businessId), eq(role.id, roleId)));
  return row?.permissions ?? [];
}

type Standing = Awaited<ReturnType<typeof standingOf>>;

function requireWithin(standing: Standing, permissions: readonly string[]): void {
  if (standing.admin) return;
  if (permissions.some((permission) => !standing.permissions.includes(permission))) throw new ForbiddenError('beyond-your-rights');
}

/** Refuses (403) a non-administrator giving, in a role or by a role, rights it does not hold itself. */
export async function requireRightsWithin(tx: Executor, actor: Actor, permissions: readonly string[]): Promise<void> {
  requireWithin(await standingOf(tx, actor.businessId, actor.userId), permissions);
}

/**
 * Refuses (403) a non-administrator editing or removing a role an administrator holds, or one holding a right it
 * lacks: emptying the administrators' role, or narrowing a role past what its editor could give back, is not theirs.
 * An administrator may change any role, one administrators hold included: the admin flag, not the role, gives them
 * every right, and someone has to be able to fix every role.
 */
export async function requireMayChangeRole(tx: Executor, actor: Actor, changed: { id: number; permissions: readonly string[] }): Promise<void> {
  const standing = await standingOf(tx, actor.businessId, actor.userId);
  if (standing.admin) return;
  const [heldByAdministrator] = await tx
    .select({ userId: membership.userId })
    .from(membership)
    .where(and(eq(membership.businessId, actor.businessId), eq(membership.roleId, changed.id), eq(membership.admin, true)))
    .limit(1);
  if (heldByAdministrator) throw new ForbiddenError('administrator-role');
  requireWithin(standing, changed.permissions);
}

/**
 * Whether a login is the business's own: made by it (its users list or a person's form), and a member of no other
 * business, since a login that joined or opened another serves that one too. A login its human signed up is never a
 * business's own.
 */
export async function ownsLogin(tx: Executor, businessId: number, userId: number): Promise<boolean> {
  const [user] = await tx.select({ createdBy: appUser.createdByBusinessId }).from(appUser).where(eq(appUser.id, userId));
  if (user?.createdBy !== businessId) return false;
  const [elsewhere] = await tx
    .select({ businessId: membership.businessId })
    .from(membership)
    .where(and(eq(membership.userId, userId), ne(membership.businessId, businessId)))
    .limit(1);
  return elsewhere === undefined;
}

/**
 * The one check of every change that reaches a member's login (its password, role, access lists, status, its
 * membership's end), from the users list and from a person's form alike. Only an administrator touches an
 * administrator; a non-administrator touches only logins whose rights it holds itself (setting a password is
 * logging in as that user), and gives a login only a role within its own rights, itself included, so nobody
 * raises their own rights. The login's own row (`credentials`: its password, username or name) is set only on
 * the business's own logins, by administrators too: setting the password of a login that also opens another
 * business would open that business (403 otherwise; its owner changes it on their profile, or here as themselves).
 */
export async function requireMayChangeLogin(
  tx: Executor,
  actor: Actor,
  change: { userId: number | null; roleId?: number | null; credentials?: boolean },
): Promise<void> {
  const standing = await standingOf(tx, actor.businessId, actor.userId);
  if (!standing.admin) {
    if (change.userId !== null) {
      const target = await standingOf(tx, actor.businessId, change.userId);
      if (target.admin) throw new ForbiddenError('administrator-only');
      requireWithin(standing, target.permissions);
    }
    if (change.roleId !== undefined && change.roleId !== null) requireWithin(standing, await roleRights(tx, actor.businessId, change.roleId));
  }
  const target = change.userId;
  if (change.credentials === true && target !== null && target !== actor.userId && !(await ownsLogin(tx, actor.businessId, target))) {
    throw new ForbiddenError('login-not-yours');
  }
}
