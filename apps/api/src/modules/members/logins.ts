import { and, count, eq, ne, sql } from 'drizzle-orm';
import { appUser, membership, role, type Executor } from '@hesab/db';
import { BusinessRuleError } from '../../http/errors.ts';

/** Whether a login other than `exceptUserId` has this username: usernames are unique whatever their case. */
export async function usernameTaken(tx: Executor, username: string, exceptUserId: number | null): Promise<boolean> {
  const [taken] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(sql`lower(${appUser.username})`, username.toLowerCase()), exceptUserId === null ? undefined : ne(appUser.id, exceptUserId)));
  return taken !== undefined;
}

/** A user's standing in a business as a write sees it (the request's member may be stale inside a transaction). */
export async function standingOf(tx: Executor, businessId: number, userId: number): Promise<{ admin: boolean; permissions: string[] }> {
  const [row] = await tx
    .select({ admin: membership.admin, permissions: role.permissions })
    .from(membership)
    .innerJoin(role, and(eq(role.businessId, membership.businessId), eq(role.id, membership.roleId)))
    .where(and(eq(membership.businessId, businessId), eq(membership.userId, userId)));
  return row ?? { admin: false, permissions: [] };
}

/** A business always keeps at least one active administrator besides the one leaving. */
export async function keepAnAdministrator(tx: Executor, businessId: number, leavingUserId: number): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(membership)
    .where(
      and(
        eq(membership.businessId, businessId),
        eq(membership.admin, true),
        eq(membership.active, true),
        ne(membership.userId, leavingUserId),
      ),
    );
  if ((others?.n ?? 0) === 0) throw new BusinessRuleError('last-administrator');
}
