import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { loginRoles, userAccessFields } from '@hesab/contract';
import { appUser, branch, department, detailAccount, entrepot, membership, role, type Executor } from '@hesab/db';
import { BusinessRuleError, FieldErrors, ForbiddenError, type FieldError } from '../../http/errors.ts';
import type { Actor } from '../activity-log/index.ts';
import { hashPassword, revokeOtherTokens } from '../auth/index.ts';
import { keepAnAdministrator, ownsLogin, refuseBeyondUserLimit, requireMayChangeLogin, standingOf, usernameTaken, usernameUnavailable } from '../members/index.ts';
import type { ResourceRow } from '../resources/index.ts';

/*
 * The person's user-account tab (spec 02 sections 3, 4 and 6): a login (app_user) linked by person.userId, with
 * a membership of this business holding its role, admin flag and access lists. The password is never read back.
 */

const accessLists = ['entrepotAccess', 'branchAccess', 'department_access', 'user_financial'] as const;
const accessFlags = ['deactiveChangeSellPrice', 'deactiveBranchAccess'] as const;
type AccessList = (typeof accessLists)[number];
type AccessFlag = (typeof accessFlags)[number];

interface Login extends Record<AccessList, number[]>, Record<AccessFlag, boolean> {
  userId: number | null;
  username: string | null;
  role: number | null;
  role_label: string | null;
  admin: boolean;
  /** whether the login may open this business now: its membership exists and is active */
  active: boolean;
}

const noLogin: Login = {
  userId: null,
  username: null,
  role: null,
  role_label: null,
  admin: false,
  active: false,
  entrepotAccess: [],
  branchAccess: [],
  department_access: [],
  user_financial: [],
  deactiveChangeSellPrice: false,
  deactiveBranchAccess: false,
};

/** The wire's name of each access column of the membership. */
const accessColumns = {
  entrepotAccess: membership.entrepotAccess,
  branchAccess: membership.branchAccess,
  department_access: membership.departmentAccess,
  user_financial: membership.financialAccess,
  deactiveChangeSellPrice: membership.deactiveChangeSellPrice,
  deactiveBranchAccess: membership.deactiveBranchAccess,
} as const satisfies Record<AccessList | AccessFlag, PgColumn>;

async function loginsOf(db: Executor, businessId: number, userIds: number[]): Promise<Map<number, Login>> {
  if (userIds.length === 0) return new Map();
  // A membership ended from the users list leaves the login linked but shut out of this business.
  const rows = await db
    .select({
      userId: appUser.id,
      username: appUser.username,
      role: membership.roleId,
      role_label: role.name,
      admin: membership.admin,
      active: membership.active,
      ...accessColumns,
    })
    .from(appUser)
    .leftJoin(membership, and(eq(membership.userId, appUser.id), eq(membership.businessId, businessId)))
    .leftJoin(role, and(eq(role.businessId, membership.businessId), eq(role.id, membership.roleId)))
    .where(inArray(appUser.id, userIds));
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        ...noLogin,
        userId: row.userId,
        username: row.username,
        role: row.role,
        role_label: row.role_label,
        admin: row.admin === true,
        active: row.active === true,
        ...Object.fromEntries(accessLists.map((name) => [name, row[name] ?? []])),
        ...Object.fromEntries(accessFlags.map((name) => [name, row[name] === true])),
      },
    ]),
  );
}

/** Adds the user-account values to persons as they are read: one query for a page of them. */
export async function readLogins(db: Executor, businessId: number, rows: ResourceRow[]): Promise<void> {
  const userIds = rows.map((row) => row.userId).filter((id): id is number => typeof id === 'number');
  const logins = await loginsOf(db, businessId, userIds);
  for (const row of rows) {
    const { userId: _userId, active: _active, ...shown } = (typeof row.userId === 'number' && logins.get(row.userId)) || noLogin;
    Object.assign(row, shown);
  }
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function idsOf(value: unknown, stored: number[]): number[] {
  return Array.isArray(value) ? [...new Set(value.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b) : stored;
}

/** The login the form asks for: what it sends over what is stored; an empty username keeps the login. */
function wantedLogin(values: ResourceRow, stored: Login): Login {
  const wanted: Login = {
    ...stored,
    username: textOf(values.username) ?? stored.username,
    role: typeof values.role === 'number' ? values.role : stored.role,
    admin: typeof values.admin === 'boolean' ? values.admin : stored.admin,
  };
  for (const name of accessLists) wanted[name] = idsOf(values[name], [...stored[name]].sort((a, b) => a - b));
  for (const name of accessFlags) if (typeof values[name] === 'boolean') wanted[name] = values[name];
  return wanted;
}

const comparedFields = ['username', 'role', 'admin', ...accessLists, ...accessFlags] as const;

function changedFields(wanted: Login, stored: Login): string[] {
  return comparedFields.filter((name) => JSON.stringify(wanted[name]) !== JSON.stringify(stored[name]));
}

/** Ids of a list that are no record of the business in `table`. */
async function unknownIds(tx: Executor, table: PgTable & { businessId: PgColumn; id: PgColumn }, businessId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.businessId, businessId), inArray(table.id, ids)));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

const listTables = { entrepotAccess: entrepot, branchAccess: branch, department_access: department, user_financial: detailAccount } as const;

async function loginErrors(
  tx: Executor,
  context: { businessId: number; config: Readonly<Record<string, string>>; merged: ResourceRow },
  values: ResourceRow,
  stored: Login,
  wanted: Login,
  changed: string[],
): Promise<Record<string, FieldError[]>> {
  const errors: Record<string, FieldError[]> = {};
  const refuse = (field: string, key: FieldError['key']) => void (errors[field] ??= []).push({ key });
  if (context.config.userAccessSystem !== 'active') {
    for (const name of userAccessFields) if (changed.includes(name)) refuse(name, 'user-access-off');
  }
  if (!wanted.username) refuse('username', 'is-required');
  else if (!loginRoles.some((name) => context.merged[name] === true)) refuse('username', 'login-roles-only');
  else if (wanted.username !== stored.username && (await usernameTaken(tx, wanted.username, stored.userId))) (errors.username ??= []).push(usernameUnavailable);
  const password = textOf(values.password);
  if (stored.userId === null && !password) refuse('password', 'is-required');
  if (password && password !== values.passwordConfirmation) refuse('passwordConfirmation', 'passwords-do-not-match');
  if (wanted.role === null) refuse('role', 'is-required');
  for (const [name, table] of Object.entries(listTables)) {
    if (changed.includes(name) && (await unknownIds(tx, table, context.businessId, wanted[name as AccessList])).length > 0) refuse(name, 'invalid-value');
  }
  return errors;
}

/**
 * Refuses (403) a change reaching a login to a member without usersList, and one beyond the member's rights;
 * answers whether the member administers the business.
 */
async function requireLoginChange(tx: Executor, actor: Actor, change: { userId: number | null; roleId?: number | null; credentials?: boolean }): Promise<boolean> {
  const standing = await standingOf(tx, actor.businessId, actor.userId);
  if (!standing.admin && !standing.permissions.includes('usersList')) throw new ForbiddenError('forbidden');
  await requireMayChangeLogin(tx, actor, change);
  return standing.admin;
}

/**
 * Makes or changes the person's login in the save's transaction and sets values.userId. Changing anything of it,
 * or opening or shutting it by the person's status or roles, needs usersList (403), and the admin flag needs an
 * administrator (403); the rules of the tab answer 422. The membership is active only while the person is active
 * and holds a login role, so a deactivated person, or one no longer a user, student, teacher or translator, can no
 * longer open the business.
 */
export async function saveLogin(
  tx: Executor,
  actor: Actor,
  context: { config: Readonly<Record<string, string>>; merged: ResourceRow; name: string },
  values: ResourceRow,
  before: ResourceRow | null,
): Promise<void> {
  const storedUserId = typeof before?.userId === 'number' ? before.userId : null;
  const stored = (storedUserId !== null && (await loginsOf(tx, actor.businessId, [storedUserId])).get(storedUserId)) || noLogin;
  const wanted = wantedLogin(values, stored);
  const password = textOf(values.password);
  const sent = { ...values };
  // The password is written to the login only: never to the person's row or its log.
  delete values.password;
  delete values.passwordConfirmation;
  const changed = changedFields(wanted, stored);
  if (password) changed.push('password');
  // Nothing asked of a person without a login, or of one whose membership was ended from the users list.
  if (changed.length === 0 && stored.role === null) return;

  const active = context.merged.status !== 'deactive' && loginRoles.some((name) => context.merged[name] === true);
  if (changed.length > 0 || stored.active !== active) {
    const administers = await requireLoginChange(tx, actor, {
      userId: stored.userId,
      roleId: changed.includes('role') ? wanted.role : undefined,
      credentials: changed.includes('username') || changed.includes('password'),
    });
    if (changed.includes('admin') && !administers) throw new ForbiddenError('admin-only');
  }
  if (changed.length > 0) {
    const errors = await loginErrors(tx, { businessId: actor.businessId, ...context }, sent, stored, wanted, changed);
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  }
  const username = wanted.username;
  const roleId = wanted.role;
  if (username === null || roleId === null) throw new Error('checked by loginErrors');

  if (stored.active && !active && stored.userId === actor.userId) throw new BusinessRuleError('cannot-deactivate-yourself');
  if (stored.active && stored.admin && (!active || !wanted.admin)) await keepAnAdministrator(tx, actor.businessId, stored.userId ?? 0);

  // A person given a login takes a user's place of the plan's.
  if (stored.role === null) await refuseBeyondUserLimit(tx, actor.businessId);
  const userId = await writeLogin(tx, actor, stored.userId, { username, name: context.name, password });
  const membershipValues = {
    roleId,
    admin: wanted.admin,
    active,
    entrepotAccess: wanted.entrepotAccess,
    branchAccess: wanted.branchAccess,
    departmentAccess: wanted.department_access,
    financialAccess: wanted.user_financial,
    deactiveChangeSellPrice: wanted.deactiveChangeSellPrice,
    deactiveBranchAccess: wanted.deactiveBranchAccess,
  };
  await tx
    .insert(membership)
    .values({ businessId: actor.businessId, userId, ...membershipValues })
    .onConflictDoUpdate({ target: [membership.businessId, membership.userId], set: membershipValues });
  values.userId = userId;
}

/**
 * The login's own row: made by this business with the person's name, renamed with it, its password changed only
 * when sent. Another's login (whose username and password requireMayChangeLogin let only its owner change) keeps the
 * name its owner gave it.
 */
async function writeLogin(
  tx: Executor,
  actor: Actor,
  userId: number | null,
  input: { username: string; name: string; password: string | null },
): Promise<number> {
  if (userId === null) {
    if (!input.password) throw new Error('checked by loginErrors');
    const [made] = await tx
      .insert(appUser)
      .values({ username: input.username, name: input.name, passwordHash: await hashPassword(input.password), createdByBusinessId: actor.businessId })
      .returning({ id: appUser.id });
    if (!made) throw new Error('login not written');
    return made.id;
  }
  const changes: Partial<typeof appUser.$inferInsert> = { username: input.username };
  if (userId === actor.userId || (await ownsLogin(tx, actor.businessId, userId))) changes.name = input.name;
  if (input.password) changes.passwordHash = await hashPassword(input.password);
  await tx.update(appUser).set(changes).where(eq(appUser.id, userId));
  // A new password ends every session of that login (0 is no token's id, so none is kept).
  if (input.password) await revokeOtherTokens(tx, userId, 0);
  return userId;
}

/** Removing a person ends its login's membership of this business; the login itself may serve others. */
export async function endLogin(tx: Executor, actor: Actor, row: ResourceRow): Promise<void> {
  if (typeof row.userId !== 'number') return;
  const login = (await loginsOf(tx, actor.businessId, [row.userId])).get(row.userId);
  if (!login?.role) return;
  if (row.userId === actor.userId) throw new BusinessRuleError('cannot-remove-yourself');
  await requireLoginChange(tx, actor, { userId: row.userId });
  if (login.admin && login.active) await keepAnAdministrator(tx, actor.businessId, row.userId);
  await tx.delete(membership).where(and(eq(membership.businessId, actor.businessId), eq(membership.userId, row.userId)));
}
