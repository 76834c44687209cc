import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { codingSortFields, groupTypes, parseSortBy, type CodingAccount, type CodingInput, type CodingList, type CodingQuery } from '@hesab/contract';
import { account, accountBalance, accountDayBalance, type Database, type Executor } from '@hesab/db';
import { composeAccountCode, isValidAccountNumber, type AccountLevel } from '@hesab/domain';
import { BusinessRuleError, FieldErrors, NotFoundError } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { textSearch } from '../../http/text-search.ts';
import { describeChanges, writeLog, type Actor } from '../activity-log/index.ts';
import { databaseErrorCode } from '../resources/index.ts';

type AccountRow = typeof account.$inferSelect;
type GroupType = (typeof groupTypes)[number];

/** The field a level names its parent by, and the parent's level. */
const parentOf: Record<AccountLevel, { field: 'group' | 'total'; level: AccountLevel } | null> = {
  group: null,
  total: { field: 'group', level: 'group' },
  given: { field: 'total', level: 'total' },
};

/** What a row needs of the rest of the chart: each total's group, each group's type. */
interface ChartContext {
  groupOfTotal: Map<number, number | null>;
  typeOfGroup: Map<number, string | null>;
}

function present(row: AccountRow, chart: ChartContext): CodingAccount {
  const groupId =
    row.level === 'total' ? row.parentId : row.level === 'given' && row.parentId ? (chart.groupOfTotal.get(row.parentId) ?? null) : null;
  const groupType = groupId ? (chart.typeOfGroup.get(groupId) ?? null) : null;
  return {
    id: row.id,
    level: row.level,
    name: row.name,
    number: row.number,
    code: row.code,
    // The spec's given-account dialog calls its nature "type"; groups and totals carry the group's type.
    type: row.level === 'given' ? (row.nature ?? 'neutral') : (row.type ?? groupType),
    balance_type: row.nature,
    kind: row.kind,
    content: row.content,
    status: row.status,
    group: groupId,
    total: row.level === 'given' ? row.parentId : null,
    system: row.systemRole,
    tracking: row.tracking,
    currencyFeature: row.currencyFeature,
    interpretable: row.interpretable,
    some: row.some,
  };
}

/** A group's `type` is one of the group types; a given's names its nature, which a group cannot take. */
function groupTypeOf(input: CodingInput): GroupType {
  const type = input.type ?? 'balanceSheet';
  if (!isGroupType(type)) throw new FieldErrors({ type: [{ key: 'invalid-value' }] });
  return type;
}

function isGroupType(type: string): type is GroupType {
  return (groupTypes as readonly string[]).includes(type);
}

/**
 * The nature written: `balance_type` when sent, else a given's `type` (its dialog's name for the nature, neutral
 * being none). A group type sent as a given's `type` is refused rather than dropped.
 */
function natureOf(input: CodingInput): AccountRow['nature'] {
  if (input.level !== 'given' || input.balance_type !== undefined || input.type === undefined || input.type === null) {
    return input.balance_type ?? null;
  }
  if (isGroupType(input.type)) throw new FieldErrors({ type: [{ key: 'invalid-value' }] });
  return input.type === 'neutral' ? null : input.type;
}

const sortColumns = { code: account.code, name: account.name, level: account.level, status: account.status } as const;

function isCodingSortField(field: string): field is keyof typeof sortColumns {
  return (codingSortFields as readonly string[]).includes(field);
}

/** `sortBy=name:asc,code:desc` over the chart's sortable columns; another field is a 422 on sortBy. */
function codingOrder(sortBy: string | undefined): SQL[] {
  return parseSortBy(sortBy).map((term) => {
    if (!isCodingSortField(term.field)) throw new FieldErrors({ sortBy: [{ key: 'invalid-sort' }] });
    const column = sortColumns[term.field];
    return term.order === 'desc' ? desc(column) : asc(column);
  });
}

/** The chart of accounts of one business: read as a tree or a level, written with composed codes. */
export class CodingStore {
  constructor(private readonly db: Database) {}

  /** The chart, a level or a parent's children in code order; with a page, one page of them in the asked order. */
  async list(businessId: number, query: CodingQuery): Promise<CodingList> {
    const conditions: SQL[] = [eq(account.businessId, businessId)];
    if (query.type) conditions.push(eq(account.level, query.type));
    if (query.parent_id) conditions.push(eq(account.parentId, query.parent_id));
    if (query.search) {
      const match = textSearch([account.name, account.code], query.search);
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const order = [...codingOrder(query.sortBy), asc(account.code), asc(account.id)];
    const chart = await this.chartContext(businessId);
    if (query.page === undefined) {
      const rows = await this.db.select().from(account).where(where).orderBy(...order);
      return { data: rows.map((row) => present(row, chart)) };
    }
    const [counted] = await this.db.select({ total: count() }).from(account).where(where);
    const window = pageWindow(counted?.total ?? 0, { page: query.page, perPage: query.perPage });
    const rows = await this.db.select().from(account).where(where).orderBy(...order).limit(window.limit).offset(window.offset);
    return { data: rows.map((row) => present(row, chart)), ...window.meta };
  }

  private async chartContext(businessId: number): Promise<ChartContext> {
    const upper = await this.db
      .select({ id: account.id, level: account.level, parentId: account.parentId, type: account.type })
      .from(account)
      .where(and(eq(account.businessId, businessId), ne(account.level, 'given')));
    return {
      groupOfTotal: new Map(upper.filter((a) => a.level === 'total').map((a) => [a.id, a.parentId])),
      typeOfGroup: new Map(upper.filter((a) => a.level === 'group').map((a) => [a.id, a.type])),
    };
  }

  async get(businessId: number, id: number): Promise<CodingAccount> {
    const [row] = await this.db.select().from(account).where(and(eq(account.businessId, businessId), eq(account.id, id)));
    if (!row) throw new NotFoundError();
    return present(row, await this.chartContext(businessId));
  }

  private async find(tx: Executor, businessId: number, id: number): Promise<AccountRow> {
    const [row] = await tx.select().from(account).where(and(eq(account.businessId, businessId), eq(account.id, id))).for('update');
    if (!row) throw new NotFoundError();
    return row;
  }

  /** The parent a level requires, checked to be of the level above in this business. */
  private async parentFor(tx: Executor, businessId: number, input: CodingInput): Promise<AccountRow | null> {
    const rule = parentOf[input.level];
    if (!rule) return null;
    const parentId = input[rule.field];
    if (!parentId) throw new FieldErrors({ [rule.field]: [{ key: 'account-parent-required' }] });
    const [parent] = await tx
      .select()
      .from(account)
      .where(and(eq(account.businessId, businessId), eq(account.id, parentId), eq(account.level, rule.level)));
    if (!parent) throw new FieldErrors({ [rule.field]: [{ key: 'invalid-value' }] });
    return parent;
  }

  private values(input: CodingInput) {
    return {
      name: input.name,
      number: input.number,
      type: input.level === 'group' ? groupTypeOf(input) : null,
      nature: natureOf(input),
      kind: input.kind ?? 'always',
      content: input.content ?? null,
      status: input.status ?? 'active',
      tracking: input.tracking ?? false,
      currencyFeature: input.currencyFeature ?? false,
      // Spec 02 section 4: interpretable only while the currency feature is on.
      interpretable: (input.currencyFeature ?? false) && (input.interpretable ?? false),
      some: input.level === 'given' && (input.some ?? false),
    };
  }

  private checkNumber(input: CodingInput): void {
    if (!isValidAccountNumber(input.level, input.number)) throw new FieldErrors({ number: [{ key: 'account-number-invalid' }] });
  }

  private async inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      const code = databaseErrorCode(error);
      // The composed code is unique; the number is what the user typed.
      if (code === '23505') throw new FieldErrors({ number: [{ key: 'duplicate-value' }] });
      // Ledger lines and balances point at the account: one with postings stays.
      if (code === '23503') throw new BusinessRuleError('in-use-cannot-delete');
      throw error;
    }
  }

  async create(actor: Actor, input: CodingInput): Promise<CodingAccount> {
    this.checkNumber(input);
    const id = await this.inTransaction(async (tx) => {
      const parent = await this.parentFor(tx, actor.businessId, input);
      const [row] = await tx
        .insert(account)
        .values({
          businessId: actor.businessId,
          level: input.level,
          parentId: parent?.id ?? null,
          code: composeAccountCode(parent?.code ?? null, input.number),
          ...this.values(input),
          // A total or given is permanent or temporary as its group is, unless said otherwise.
          kind: input.kind ?? parent?.kind ?? 'always',
        })
        .returning();
      if (!row) throw new Error('account not written');
      await this.linkSystemRole(tx, actor, row, input);
      await writeLog(tx, actor, { action: 'create', type: 'account', id: row.id, number: row.code, content: describeChanges({}, input) });
      return row.id;
    });
    return this.get(actor.businessId, id);
  }

  /**
   * Adds an account under the account whose code is `parentCode` (an imported chart's row, whose parent may have
   * been added a row before, in the same transaction); an unknown code is refused on `parent`.
   */
  async createUnder(actor: Actor, input: CodingInput, parentCode: string | null): Promise<CodingAccount> {
    const rule = parentOf[input.level];
    if (!rule || parentCode === null) return this.create(actor, input);
    const [parent] = await this.db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.businessId, actor.businessId), eq(account.code, parentCode), eq(account.level, rule.level)));
    if (!parent) throw new FieldErrors({ parent: [{ key: 'import-unknown-name', params: { name: parentCode } }] });
    return this.create(actor, { ...input, [rule.field]: parent.id });
  }

  /** A new number recomposes the code of the account and of every account under it, in one statement. */
  async update(actor: Actor, id: number, input: CodingInput): Promise<CodingAccount> {
    this.checkNumber(input);
    await this.inTransaction(async (tx) => {
      const before = await this.find(tx, actor.businessId, id);
      if (before.level !== input.level) throw new FieldErrors({ level: [{ key: 'invalid-value' }] });
      const parent = await this.parentFor(tx, actor.businessId, input);
      const code = composeAccountCode(parent?.code ?? null, input.number);
      await tx
        .update(account)
        .set({ ...this.values(input), parentId: parent?.id ?? null })
        .where(and(eq(account.businessId, actor.businessId), eq(account.id, id)));
      await this.linkSystemRole(tx, actor, before, input);
      if (code !== before.code) {
        await tx
          .update(account)
          .set({ code: sql`${code} || substr(${account.code}, ${before.code.length + 1})` })
          .where(and(eq(account.businessId, actor.businessId), sql`left(${account.code}, ${before.code.length}) = ${before.code}`));
      }
      await writeLog(tx, actor, { action: 'update', type: 'account', id, number: code, content: describeChanges(before, { ...input, code }) });
    });
    return this.get(actor.businessId, id);
  }

  /**
   * A given's system link (spec 02): the role moves to this account from the one that held it, so every role always
   * has exactly one account. An account's own role is never dropped or swapped for another: that would leave the
   * role without an account (give it to another account instead).
   */
  private async linkSystemRole(tx: Executor, actor: Actor, target: AccountRow, input: CodingInput): Promise<void> {
    const role = input.level === 'given' ? input.system : undefined;
    if (role === undefined || role === target.systemRole) return;
    if (target.systemRole !== null) throw new BusinessRuleError('system-role-needs-account');
    if (role === null) return;
    const [holder] = await tx
      .update(account)
      .set({ systemRole: null })
      .where(and(eq(account.businessId, actor.businessId), eq(account.systemRole, role)))
      .returning({ id: account.id, code: account.code });
    await tx
      .update(account)
      .set({ systemRole: role })
      .where(and(eq(account.businessId, actor.businessId), eq(account.id, target.id)));
    if (holder) {
      const content = describeChanges({ system: role }, { system: null });
      await writeLog(tx, actor, { action: 'update', type: 'account', id: holder.id, number: holder.code, content });
    }
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.inTransaction(async (tx) => {
      const row = await this.find(tx, actor.businessId, id);
      if (row.systemRole) throw new BusinessRuleError('system-account-cannot-delete');
      const [child] = await tx
        .select({ id: account.id })
        .from(account)
        .where(and(eq(account.businessId, actor.businessId), eq(account.parentId, id)))
        .limit(1);
      if (child) throw new BusinessRuleError('account-has-children');
      // Balance rows left by deleted documents hold zeros; the account's trigger refuses one still posted to (23503).
      await tx.delete(accountDayBalance).where(and(eq(accountDayBalance.businessId, actor.businessId), eq(accountDayBalance.accountId, id)));
      await tx.delete(accountBalance).where(and(eq(accountBalance.businessId, actor.businessId), eq(accountBalance.accountId, id)));
      await tx.delete(account).where(and(eq(account.businessId, actor.businessId), eq(account.id, id)));
      await writeLog(tx, actor, { action: 'remove', type: 'account', id, number: row.code });
    });
  }
}
