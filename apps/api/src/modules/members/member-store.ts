import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { memberResource, parseSortBy, type ListQuery } from '@hesab/contract';
import { appUser, membership, role, type Database, type Executor } from '@hesab/db';
import { BusinessRuleError, FieldErrors, NotFoundError } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { parseRecordId } from '../../http/record-id.ts';
import { textSearch } from '../../http/text-search.ts';
import { describeChanges, writeLog, type Actor } from '../activity-log/index.ts';
import { hashPassword, revokeOtherTokens } from '../auth/index.ts';
import { parseJsonFilters, type PagedRecords, type ResourceRow, type ResourceStore } from '../resources/index.ts';
import { keepAnAdministrator, requireMayChangeLogin, standingOf, usernameTaken, usernameUnavailable } from './logins.ts';
import { refuseBeyondUserLimit } from './user-limit.ts';

const columns = {
  id: appUser.id,
  username: appUser.username,
  name: appUser.name,
  role_id: membership.roleId,
  role_id_label: role.name,
  admin: membership.admin,
  status: sql<'active' | 'deactive'>`case when ${membership.active} then 'active' else 'deactive' end`,
};

const sortable = { username: appUser.username, name: appUser.name, role_id: role.name } as const;

function isSortable(field: string): field is keyof typeof sortable {
  return Object.hasOwn(sortable, field);
}

interface MemberInput {
  username?: string;
  name?: string;
  password?: string;
  role_id?: number;
  admin?: boolean;
  status?: 'active' | 'deactive';
}

/**
 * Members of a business (management/user): each row is a login (app_user) and its membership. Removing a member
 * ends the membership; the login stays, since it may belong to other businesses.
 */
export class MemberStore implements ResourceStore {
  constructor(private readonly db: Database) {}

  private base(db: Executor, businessId: number) {
    return db
      .select(columns)
      .from(membership)
      .innerJoin(appUser, eq(appUser.id, membership.userId))
      .innerJoin(role, and(eq(role.businessId, membership.businessId), eq(role.id, membership.roleId)))
      .where(eq(membership.businessId, businessId))
      .$dynamic();
  }

  async list(businessId: number, query: ListQuery): Promise<PagedRecords> {
    const conditions: SQL[] = [eq(membership.businessId, businessId)];
    if (query.search) {
      const match = textSearch([appUser.username, appUser.name], query.search);
      if (match) conditions.push(match);
    }
    const filters = { ...parseJsonFilters(query.filters), ...query };
    if (filters.status === 'active' || filters.status === 'deactive') conditions.push(eq(membership.active, filters.status === 'active'));
    const roleFilter = Number(filters.role_id);
    if (Number.isSafeInteger(roleFilter) && roleFilter > 0) conditions.push(eq(membership.roleId, roleFilter));
    const where = and(...conditions);

    const [counted] = await this.db
      .select({ total: count() })
      .from(membership)
      .innerJoin(appUser, eq(appUser.id, membership.userId))
      .where(where);
    const total = counted?.total ?? 0;
    const window = pageWindow(total, query);
    const terms = parseSortBy(query.sortBy);
    if (terms.some((term) => !isSortable(term.field))) throw new FieldErrors({ sortBy: [{ key: 'invalid-sort' }] });
    const order = (terms.length > 0 ? terms : [memberResource.defaultSort]).map((term) => {
      const column = isSortable(term.field) ? sortable[term.field] : appUser.username;
      return term.order === 'desc' ? desc(column) : asc(column);
    });
    const data = await this.base(this.db, businessId)
      .where(where)
      .orderBy(...order, asc(appUser.id))
      .limit(window.limit)
      .offset(window.offset);
    return { data, ...window.meta };
  }

  private async find(db: Executor, businessId: number, key: string): Promise<ResourceRow> {
    const userId = parseRecordId(key);
    if (userId === null) throw new NotFoundError();
    const [row] = await this.base(db, businessId).where(and(eq(membership.businessId, businessId), eq(membership.userId, userId)));
    if (!row) throw new NotFoundError();
    return row;
  }

  get(businessId: number, key: string): Promise<ResourceRow> {
    return this.find(this.db, businessId, key);
  }

  /** Only an administrator makes or unmakes administrators; others' requests keep the flag as it was. */
  private async actorIsAdmin(tx: Executor, actor: Actor): Promise<boolean> {
    return (await standingOf(tx, actor.businessId, actor.userId)).admin;
  }

  private async checkRole(tx: Executor, businessId: number, roleId: number | undefined): Promise<void> {
    if (roleId === undefined) return;
    const [found] = await tx.select({ id: role.id }).from(role).where(and(eq(role.businessId, businessId), eq(role.id, roleId)));
    if (!found) throw new FieldErrors({ role_id: [{ key: 'invalid-value' }] });
  }

  async create(actor: Actor, raw: ResourceRow): Promise<ResourceRow> {
    const input = raw as MemberInput;
    if (!input.password) throw new FieldErrors({ password: [{ key: 'is-required' }] });
    const password = input.password;
    const userId = await this.db.transaction(async (tx) => {
      await this.checkRole(tx, actor.businessId, input.role_id);
      await requireMayChangeLogin(tx, actor, { userId: null, roleId: input.role_id });
      if (await usernameTaken(tx, String(input.username), null)) throw new FieldErrors({ username: [usernameUnavailable] });
      await refuseBeyondUserLimit(tx, actor.businessId);
      const [user] = await tx
        .insert(appUser)
        .values({ username: String(input.username), name: String(input.name), passwordHash: await hashPassword(password), createdByBusinessId: actor.businessId })
        .returning({ id: appUser.id });
      if (!user) throw new Error('user not created');
      const admin = input.admin === true && (await this.actorIsAdmin(tx, actor));
      await tx.insert(membership).values({
        businessId: actor.businessId,
        userId: user.id,
        roleId: Number(input.role_id),
        admin,
        active: input.status !== 'deactive',
      });
      await writeLog(tx, actor, {
        action: 'create',
        type: memberResource.logType,
        id: user.id,
        number: String(input.username),
        content: describeChanges({}, { username: input.username, name: input.name, role_id: input.role_id, admin }),
      });
      return user.id;
    });
    return this.get(actor.businessId, String(userId));
  }

  async update(actor: Actor, key: string, raw: ResourceRow): Promise<ResourceRow> {
    const input = raw as MemberInput;
    await this.db.transaction(async (tx) => {
      const before = await this.find(tx, actor.businessId, key);
      const userId = before.id as number;
      await this.checkRole(tx, actor.businessId, input.role_id);
      // The form sends the login's name back as it read it: only a different one is a change of the login's own row.
      const credentials = Boolean(input.password) || (input.name !== undefined && input.name !== before.name);
      await requireMayChangeLogin(tx, actor, { userId, roleId: input.role_id, credentials });
      const self = userId === actor.userId;
      const active = input.status !== 'deactive';
      if (self && !active) throw new BusinessRuleError('cannot-deactivate-yourself');
      const admin = (await this.actorIsAdmin(tx, actor)) && !self ? input.admin === true : (before.admin as boolean);
      if (before.admin && before.status === 'active' && !(admin && active)) await keepAnAdministrator(tx, actor.businessId, userId);

      await tx
        .update(membership)
        .set({ roleId: input.role_id ?? (before.role_id as number), admin, active })
        .where(and(eq(membership.businessId, actor.businessId), eq(membership.userId, userId)));
      const userChanges: Partial<typeof appUser.$inferInsert> = {};
      if (input.name) userChanges.name = input.name;
      if (input.password) userChanges.passwordHash = await hashPassword(input.password);
      if (Object.keys(userChanges).length > 0) await tx.update(appUser).set(userChanges).where(eq(appUser.id, userId));
      // A new password ends every session of that user (0 is no token's id, so none is kept).
      if (input.password) await revokeOtherTokens(tx, userId, 0);
      await writeLog(tx, actor, {
        action: 'update',
        type: memberResource.logType,
        id: userId,
        number: String(before.username),
        content: describeChanges(before, { name: input.name, role_id: input.role_id, admin, status: input.status ?? 'active' }),
      });
    });
    return this.get(actor.businessId, key);
  }

  async remove(actor: Actor, key: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.find(tx, actor.businessId, key);
      if (row.id === actor.userId) throw new BusinessRuleError('cannot-remove-yourself');
      await requireMayChangeLogin(tx, actor, { userId: row.id as number });
      if (row.admin) await keepAnAdministrator(tx, actor.businessId, row.id as number);
      await tx
        .delete(membership)
        .where(and(eq(membership.businessId, actor.businessId), inArray(membership.userId, [row.id as number])));
      await writeLog(tx, actor, { action: 'remove', type: memberResource.logType, id: String(row.id), number: String(row.username) });
    });
  }
}
