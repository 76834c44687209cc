import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ChequeDirection, ChequeListQuery, ChequeRead, ChequeStatus, ChequeStatusBody } from '@hesab/contract';
import { cheque, chequeEvent, treasuryPayment, treasuryReceipt, type Executor } from '@hesab/db';
import { MissingSystemAccountError, nextStatuses, postChequeChange, PostingRefusal, sumMoney, takesBank } from '@hesab/domain';
import type { ServerMessageKey } from '@hesab/i18n';
import { BusinessRuleError, FieldErrors, NotFoundError } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { loadSystemAccounts } from '../accounting/index.ts';
import { writeLog, type Actor } from '../activity-log/index.ts';
import { findNamedRecords, type OriginTable, type ReferenceTables } from '../documents/index.ts';
import { userNames } from '../auth/index.ts';
import { journalStanding, postJournal } from '../ledger/index.ts';
import { mainYearFor } from '../tenancy/index.ts';
import { lockCredited, refuseOverdraft } from './overdraft.ts';

export type ChequeRecord = typeof cheque.$inferSelect;

/**
 * The journals a cheque's changes post name the cheque: its serial (its Sayad id where it has none) and its person.
 * The cheque's own screen is reached from its list, not from a document form.
 */
export const chequeOrigin: OriginTable = {
  type: 'cheque',
  document: null,
  table: cheque,
  number: sql`coalesce(h.serial, h.sayad)`,
  party: { resource: 'customer', id: sql`h.person_id` },
};

/** A cheque as a receipt's or payment's row writes it (`chequeColumns` of the contract). */
export interface ChequeValues {
  sayad: string;
  serial: string | null;
  bank: string | null;
  branch: string | null;
  owner: string | null;
  amount: string;
  due: string;
  issue_date: string | null;
  kind: 'normal' | 'guarantee';
  description: string | null;
}

/** What a cheque's row wrote of it, as its record keeps it. */
export function chequeValuesOf(record: ChequeRecord): ChequeValues {
  return {
    sayad: record.sayad,
    serial: record.serial,
    bank: record.bank,
    branch: record.branch,
    owner: record.owner,
    amount: sumMoney([record.amount]),
    due: record.due,
    issue_date: record.issue_date,
    kind: record.kind,
    description: record.description,
  };
}

/** The server message naming a status, for messages that name one. */
export function chequeStatusKey(status: string): ServerMessageKey {
  return `cheque-status-${status as ChequeStatus}`;
}

const personResource = 'customer';
/** The documents a cheque comes with or is endorsed by, by their source type. */
const sourceTables = [
  ['receive', treasuryReceipt],
  ['pay', treasuryPayment],
] as const;

/** Cheques: the list and due lists, one cheque with its history, and a change of its status with its journal. */
export function chequeRecords(db: Executor, references: ReferenceTables) {
  function readOf(record: ChequeRecord, names: Map<string, string>, numbers: Map<string, number>): ChequeRead {
    const direction = record.direction;
    return {
      id: Number(record.id),
      direction,
      ...chequeValuesOf(record),
      person: record.person === null ? null : Number(record.person),
      person_label: record.person === null ? null : (names.get(`${personResource}:${record.person}`) ?? null),
      status: record.status as ChequeStatus,
      bank_account: record.bank_account === null ? null : Number(record.bank_account),
      bank_account_label: record.bank_account === null ? null : (names.get(`bank:${record.bank_account}`) ?? null),
      source: { kind: record.sourceType, id: Number(record.sourceId), number: numbers.get(`${record.sourceType}:${record.sourceId}`) ?? null },
      removed: record.removedAt !== null,
      next: record.removedAt === null ? [...nextStatuses(direction, record.kind, record.status as ChequeStatus)] : [],
    };
  }

  /** The cheques read with their people's and banks' names and their documents' numbers. */
  async function readAll(tx: Executor, businessId: number, records: readonly ChequeRecord[]): Promise<ChequeRead[]> {
    const { names } = await findNamedRecords(tx, businessId, [
      ...records.map((record) => ({ resource: personResource, id: record.person })),
      ...records.map((record) => ({ resource: 'bank', id: record.bank_account })),
    ], references);
    const sources = await sourceDocuments(tx, businessId, records);
    const numbers = new Map([...sources].map(([key, source]) => [key, source.number]));
    return records.map((record) => readOf(record, names, numbers));
  }

  /** The receipts and payments named (`{sourceType, sourceId}`): each one's number and journal, by `kind:id`. */
  async function sourceDocuments(tx: Executor, businessId: number, named: readonly { sourceType: string | null; sourceId: number | null }[]) {
    const found = new Map<string, { number: number; journalId: number | null }>();
    for (const [kind, table] of sourceTables) {
      const ids = named.flatMap((source) => (source.sourceType === kind && source.sourceId !== null ? [Number(source.sourceId)] : []));
      if (ids.length === 0) continue;
      const rows = await tx
        .select({ id: table.id, number: table.number, journalId: table.journalId })
        .from(table)
        .where(and(eq(table.businessId, businessId), inArray(table.id, ids)));
      for (const row of rows) found.set(`${kind}:${row.id}`, { number: Number(row.number), journalId: row.journalId === null ? null : Number(row.journalId) });
    }
    return found;
  }

  /** `banks`: the bank accounts a member limited to some reaches (cheques on others are left out); null for all. */
  async function list(businessId: number, directions: readonly ChequeDirection[], query: ChequeListQuery, banks: readonly number[] | null) {
    const personMatch = query.search ? await matchingPeople(businessId, query.search) : [];
    const where = and(
      eq(cheque.businessId, businessId),
      inArray(cheque.direction, [...directions]),
      banks ? or(isNull(cheque.bank_account), inArray(cheque.bank_account, [...banks])) : undefined,
      query.removed === '1' ? isNotNull(cheque.removedAt) : isNull(cheque.removedAt),
      query.status && query.status.length > 0 ? inArray(cheque.status, query.status) : undefined,
      query.kind ? eq(cheque.kind, query.kind) : undefined,
      query.dueFrom ? gte(cheque.due, query.dueFrom) : undefined,
      query.dueTo ? lte(cheque.due, query.dueTo) : undefined,
      query.search
        ? or(ilike(cheque.sayad, `%${query.search}%`), ilike(cheque.serial, `%${query.search}%`), personMatch.length > 0 ? inArray(cheque.person, personMatch) : undefined)
        : undefined,
    );
    const [counted] = await db
      .select({ total: count(), amount: sql<string>`coalesce(sum(${cheque.amount}), 0)::text` })
      .from(cheque)
      .where(where);
    const window = pageWindow(counted?.total ?? 0, query);
    const records = await db
      .select()
      .from(cheque)
      .where(where)
      .orderBy(asc(cheque.due), asc(cheque.id))
      .limit(window.limit)
      .offset(window.offset);
    return { data: await readAll(db, businessId, records), ...window.meta, totals: { amount: sumMoney([counted?.amount ?? '0']) } };
  }

  /** The people whose name matches a search, for the list's search by name. */
  async function matchingPeople(businessId: number, search: string): Promise<number[]> {
    const target = references(personResource);
    if (!target) return [];
    const rows = await db
      .select({ id: target.table.id })
      .from(target.table)
      .where(and(eq(target.table.businessId, businessId), sql`${sql.identifier(target.labelField)} ilike ${`%${search}%`}`))
      .limit(500);
    return rows.map((row) => Number(row.id));
  }

  async function find(tx: Executor, businessId: number, id: number, lock = false): Promise<ChequeRecord> {
    const query = tx
      .select()
      .from(cheque)
      .where(and(eq(cheque.businessId, businessId), eq(cheque.id, id)));
    const [record] = lock ? await query.for('update') : await query;
    if (!record) throw new NotFoundError();
    return record;
  }

  /** One cheque with its history, each change with its date, bank, journal and user. */
  async function get(businessId: number, id: number) {
    const record = await find(db, businessId, id);
    const [read] = await readAll(db, businessId, [record]);
    if (!read) throw new NotFoundError();
    const events = await db
      .select()
      .from(chequeEvent)
      .where(and(eq(chequeEvent.businessId, businessId), eq(chequeEvent.chequeId, id)))
      .orderBy(asc(chequeEvent.date), asc(chequeEvent.id));
    // An arrival or endorsement is posted by its document: its journal is the document's.
    const documents = await sourceDocuments(db, businessId, events);
    const users = await userNames(db, events.flatMap((event) => (event.userId === null ? [] : [Number(event.userId)])));
    const banks = (await findNamedRecords(db, businessId, events.map((event) => ({ resource: 'bank', id: event.bankAccount })), references)).names;
    const history = [];
    for (const event of events) {
      const journalId = event.journalId ?? documents.get(`${event.sourceType}:${event.sourceId}`)?.journalId ?? null;
      const standing = journalId === null ? null : await journalStanding(db, businessId, Number(journalId));
      history.push({
        status: event.status as ChequeStatus,
        date: event.date,
        bank_account: event.bankAccount === null ? null : Number(event.bankAccount),
        bank_account_label: event.bankAccount === null ? null : (banks.get(`bank:${event.bankAccount}`) ?? null),
        document: journalId === null ? null : Number(journalId),
        document_number: standing ? Number(standing.number) : null,
        user: event.userId === null ? null : (users.get(Number(event.userId)) ?? null),
        at: event.createdAt.toISOString(),
      });
    }
    return { ...read, history };
  }

  /**
   * A change of status on a date: allowed by the cheque's lifecycle, dated no earlier than its last change, in the
   * main year; it posts its journal (a system document of source `cheque`), refused where it would overdraw the
   * bank a paid cheque passes from; the cheque and its history change with it, all in one transaction.
   */
  async function changeStatus(
    actor: Actor,
    id: number,
    body: ChequeStatusBody,
    mayChange: (record: { direction: ChequeDirection; banks: readonly number[] }, tx: Executor) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      const record = await find(tx, actor.businessId, id, true);
      if (record.removedAt !== null) throw new NotFoundError();
      // The banks money moves through: the one it goes into, and the one a paid cheque passes out of.
      const banks = [body.bank ?? null, body.status === 'passed' ? record.bank_account : null].flatMap((bank) => (bank === null ? [] : [Number(bank)]));
      await mayChange({ direction: record.direction, banks }, tx);
      const from = record.status as ChequeStatus;
      if (!nextStatuses(record.direction, record.kind, from).includes(body.status)) {
        throw new BusinessRuleError('cheque-status-refused', { sayad: record.sayad }, { status: chequeStatusKey(from), to: chequeStatusKey(body.status) });
      }
      const [last] = await tx
        .select({ date: chequeEvent.date })
        .from(chequeEvent)
        .where(and(eq(chequeEvent.businessId, actor.businessId), eq(chequeEvent.chequeId, id)))
        .orderBy(desc(chequeEvent.date))
        .limit(1);
      if (last && body.date < last.date) throw new FieldErrors({ date: [{ key: 'cheque-date-before-last' }] });
      await mainYearFor(tx, actor.businessId, body.date);
      const toBank = takesBank(record.direction, body.status) ? (body.bank ?? (from === 'inBank' ? record.bank_account : null)) : null;
      if (takesBank(record.direction, body.status) && toBank === null) throw new FieldErrors({ bank: [{ key: 'is-required' }] });
      const fromBank = record.direction === 'received' ? record.bank_account : null;
      const { details } = await findNamedRecords(tx, actor.businessId, [
        { resource: personResource, id: record.person },
        { resource: 'bank', id: toBank },
        { resource: 'bank', id: fromBank },
        { resource: 'bank', id: record.direction === 'paid' ? record.bank_account : null },
      ], references);
      if (toBank !== null && !details.has(`bank:${toBank}`)) throw new FieldErrors({ bank: [{ key: 'invalid-value' }] });
      const accounts = await loadSystemAccounts(tx, actor.businessId);
      const chequeOfPosting = {
        direction: record.direction,
        kind: record.kind,
        amount: sumMoney([record.amount]),
        person: Number(record.person),
        bankAccount: record.bank_account === null ? null : Number(record.bank_account),
      };
      let posted;
      try {
        posted = postChequeChange({ date: body.date, description: body.description ?? null, cheque: chequeOfPosting, from, to: body.status, fromBank, toBank }, { accounts, details });
      } catch (error) {
        if (error instanceof PostingRefusal) throw new FieldErrors({ [error.field]: [{ key: 'invalid-value' }] });
        throw error instanceof MissingSystemAccountError ? new BusinessRuleError('system-accounts-missing', { roles: error.roles.join(', ') }) : error;
      }
      let journalId: number | null = null;
      if (posted.journal) {
        await lockCredited(tx, actor.businessId, posted, accounts);
        const written = await postJournal(
          tx,
          { businessId: actor.businessId, financialYearId: 'main', state: 'temporary', sourceType: 'cheque', sourceId: id, createdBy: actor.userId },
          posted.journal,
        );
        journalId = written.id;
        await refuseOverdraft(tx, actor.businessId, posted, accounts);
      }
      // A received cheque stays with the bank it went into while it is there or passed; back in hand it has none.
      const bankAccount = record.direction === 'received' ? toBank : record.bank_account;
      await tx.update(cheque).set({ status: body.status, bank_account: bankAccount }).where(and(eq(cheque.businessId, actor.businessId), eq(cheque.id, id)));
      await tx.insert(chequeEvent).values({ businessId: actor.businessId, chequeId: id, status: body.status, date: body.date, bankAccount: toBank, journalId, userId: actor.userId });
      await writeLog(tx, actor, { action: 'update', type: 'cheque', id, number: record.sayad, content: body.status });
      return { id, status: body.status, document: journalId };
    });
  }

  return { list, get, changeStatus };
}

export type ChequeRecords = ReturnType<typeof chequeRecords>;

/** Which cheques a member may see or change: a direction's list permission, and its form's. */
export const chequePermissions = {
  received: { view: 'ChequeReceiveList', change: 'ChequeReceive' },
  paid: { view: 'ChequePayList', change: 'ChequePay' },
} as const satisfies Record<ChequeDirection, { view: string; change: string }>;

