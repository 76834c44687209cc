import { and, asc, count, desc, eq, gte, inArray, lte, max, or, sql } from 'drizzle-orm';
import { documentListFilters, type DocumentDefinition, type ListQuery } from '@hesab/contract';
import { account, arrayParameter, detailAccount, financialYear, journal, journalLine, type Database, type Executor } from '@hesab/db';
import { PostingRefusal, sumMoney, type JournalDraft, type Posted, type Posting } from '@hesab/domain';
import { isServerMessageKey } from '@hesab/i18n';
import { BusinessRuleError, FieldErrors, NotFoundError } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { textSearch } from '../../http/text-search.ts';
import { writeLog, type Actor } from '../activity-log/index.ts';
import { databaseErrorCode } from '../resources/index.ts';
import { journalOriginKey, type JournalOrigin, type JournalOrigins, type OriginRef } from './journal-origins.ts';
import { postJournal, removeJournal, repostJournal } from './post-journal.ts';

export type JournalHead = typeof journal.$inferSelect;

/**
 * A kind of document kept as its journal (the manual accounting document): its lines are the journal's lines, so
 * it is written once, by the posting statement, and keeps the ledger's speed.
 */
export interface JournalDocumentKind<T> {
  definition: DocumentDefinition;
  posting: Posting<T>;
  /**
   * writes a document the kind keeps in its own way (the year's opening document, in parts, whose records' parts may
   * meet on one account): the journal it wrote, or null where the document is no such one
   */
  rewrite?(tx: Executor, actor: Actor, before: JournalHead, document: T): Promise<JournalDraft | null>;
  /** refuses to delete a document the kind still needs (an opening document whose records own parts) */
  beforeRemove?(tx: Executor, businessId: number, before: JournalHead): Promise<void>;
  /** the documents that wrote system journals, which name them in the list and the form */
  origins?: JournalOrigins;
}

/** Journals a user writes by hand; every other source's journal changes only through its source. */
const handWritten = new Set(['manual', 'opening']);

/** The (business, ouid) key refused a second document with the same client key. */
const duplicateKey = '23505';

/** The journal of `id`, locked for this transaction. */
async function lockedHead(tx: Executor, businessId: number, id: number): Promise<JournalHead> {
  const [row] = await tx.select().from(journal).where(and(eq(journal.businessId, businessId), eq(journal.id, id))).for('update');
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * A journal that may change: temporary, unlocked and written by hand. A system journal (a receipt's, an invoice's)
 * is refused naming its source, since it changes only with it.
 */
async function changeableJournal(tx: Executor, businessId: number, id: number): Promise<JournalHead> {
  const row = await lockedHead(tx, businessId, id);
  if (!handWritten.has(row.sourceType)) {
    const source = `document-kind-${row.sourceType}`;
    throw new BusinessRuleError('system-document-cannot-change', {}, { source: isServerMessageKey(source) ? source : 'document-kind-other' });
  }
  if (row.state === 'permanent') throw new BusinessRuleError('permanent-document-cannot-change');
  if (row.locked) throw new BusinessRuleError('locked-document-cannot-change');
  return row;
}

/** Where a document's journal stands: its number, state and lock (a document changes only while it is temporary and unlocked). */
export async function journalStanding(tx: Executor, businessId: number, id: number) {
  const [row] = await tx
    .select({ number: journal.number, state: journal.state, locked: journal.locked })
    .from(journal)
    .where(and(eq(journal.businessId, businessId), eq(journal.id, id)));
  return row ?? null;
}

/** The first of the journals `ids` that is permanent or locked, which nothing may change; null when none is. */
export async function unchangeableJournal(tx: Executor, businessId: number, ids: readonly number[]) {
  if (ids.length === 0) return null;
  const [row] = await tx
    .select({ id: journal.id, number: journal.number, state: journal.state, locked: journal.locked })
    .from(journal)
    .where(and(eq(journal.businessId, businessId), sql`${journal.id} = any(${arrayParameter(ids)}::bigint[])`, sql`(${journal.state} = 'permanent' or ${journal.locked})`))
    .orderBy(asc(journal.number))
    .limit(1);
  return row ? { ...row, id: Number(row.id) } : null;
}

/** A hand-written document's posting, a refusal of it (one account on both sides) a 422 on its field. */
export function postingOf<T>(posting: Posting<T>, document: T): Posted {
  try {
    return posting(document, { accounts: new Map(), details: new Map() });
  } catch (error) {
    if (error instanceof PostingRefusal && isServerMessageKey(error.key)) throw new FieldErrors({ [error.field]: [{ key: error.key, params: error.params }] });
    throw error;
  }
}

/** What a read of a journal says of its source: the document that wrote it, null for one written by hand. */
function sourceOf(origin: JournalOrigin | undefined, sourceType: string) {
  return {
    source_kind: origin?.kind ?? sourceType,
    source_document: origin?.document ?? null,
    source_id: origin?.id ?? null,
    source_number: origin?.number ?? null,
  };
}

/**
 * A journal's description: a system journal's names its document first, then what the document's description says
 * (a sale's "sent by post"); a hand-written one's is as written.
 */
export function describedAs(stored: string | null, origin: JournalOrigin | undefined): string | null {
  const own = stored?.trim() ? stored : null;
  if (!origin) return own;
  return own ? `${origin.description} — ${own}` : origin.description;
}

/** Journals kept as documents of one kind, written through the kind's posting. */
export function journalDocuments<T>(db: Database, kind: JournalDocumentKind<T>) {
  const type = kind.definition.logType;
  /** The origins of the journals read: a system journal's description, where it was written without one, is made from its document. */
  const originsOf = (businessId: number, journals: readonly OriginRef[]) =>
    kind.origins ? kind.origins(db, businessId, journals.filter((journal) => !handWritten.has(journal.sourceType))) : Promise.resolve(new Map<string, JournalOrigin>());
  const draftOf = (document: T) => {
    const { journal: draft } = postingOf(kind.posting, document);
    if (!draft) throw new Error(`${type} posted no journal`);
    return draft;
  };
  const log = (tx: Executor, actor: Actor, action: 'create' | 'update' | 'remove', id: number, number: number, content: string | null = null) =>
    writeLog(tx, actor, { action, type, id, number: String(number), content });

  async function byKey(businessId: number, ouid: string) {
    const [row] = await db
      .select({ id: journal.id, number: journal.number })
      .from(journal)
      .where(and(eq(journal.businessId, businessId), eq(journal.ouid, ouid)));
    return row ? { id: row.id, number: row.number, journal: row.id } : null;
  }

  return {
    /**
     * One statement and no explicit transaction: the statement is a transaction of its own (document, lines,
     * balances and log row), and the year it locks for numbering is held from the number to the commit. A client
     * key seen before answers the document it made; two requests with one key at once meet at its unique index.
     */
    async create(actor: Actor, input: Record<string, unknown>) {
      const document = input as T;
      const ouid = typeof input.ouid === 'string' ? input.ouid : null;
      const earlier = ouid ? await byKey(actor.businessId, ouid) : null;
      if (earlier) return earlier;
      const draft = draftOf(document);
      try {
        const posted = await postJournal(
          db,
          { businessId: actor.businessId, financialYearId: 'main', state: 'temporary', sourceType: 'manual', createdBy: actor.userId, ouid },
          draft,
          { actor, entry: { action: 'create', type, content: draft.description } },
        );
        return { ...posted, journal: posted.id };
      } catch (error) {
        const first = ouid && databaseErrorCode(error) === duplicateKey ? await byKey(actor.businessId, ouid) : null;
        if (first) return first;
        throw error;
      }
    },

    /** Only a temporary document changes; a permanent one is corrected by a reversing document. */
    async update(actor: Actor, id: number, input: Record<string, unknown>) {
      const document = input as T;
      return db.transaction(async (tx) => {
        const before = await changeableJournal(tx, actor.businessId, id);
        let draft = (await kind.rewrite?.(tx, actor, before, document)) ?? null;
        if (!draft) {
          draft = draftOf(document);
          await repostJournal(tx, actor.businessId, id, draft);
        }
        await log(tx, actor, 'update', id, before.number, draft.description);
        return { id, number: before.number, journal: id };
      });
    },

    async remove(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const before = await changeableJournal(tx, actor.businessId, id);
        await kind.beforeRemove?.(tx, actor.businessId, before);
        await removeJournal(tx, actor.businessId, id);
        await log(tx, actor, 'remove', id, before.number);
      });
    },

    /** ConvertTempToPermanentDocuments: the chosen temporary documents become permanent, for good. */
    async makePermanent(actor: Actor, ids: readonly number[]) {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(journal)
          .set({ state: 'permanent' })
          .where(and(eq(journal.businessId, actor.businessId), inArray(journal.id, [...ids]), eq(journal.state, 'temporary')))
          .returning({ id: journal.id, number: journal.number });
        for (const row of changed) await log(tx, actor, 'update', row.id, row.number, 'state: permanent');
        return changed.length;
      });
    },

    /** lock and unlock (lockDocuments): a locked document cannot be edited or deleted until it is unlocked. */
    async lock(actor: Actor, ids: readonly number[], locked: boolean) {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(journal)
          .set({ locked })
          .where(and(eq(journal.businessId, actor.businessId), inArray(journal.id, [...ids]), eq(journal.locked, !locked)))
          .returning({ id: journal.id, number: journal.number });
        for (const row of changed) await log(tx, actor, 'update', row.id, row.number, `locked: ${locked}`);
        return changed.length;
      });
    },

    /**
     * documentNumbering: the main year's temporary documents are numbered again in date order, after the last
     * permanent document, whose numbers stay as printed. Answers how many numbers changed.
     */
    async renumber(actor: Actor) {
      return db.transaction(async (tx) => {
        const [year] = await tx
          .select({ id: financialYear.id })
          .from(financialYear)
          .where(and(eq(financialYear.businessId, actor.businessId), eq(financialYear.isMain, true)))
          .for('update');
        if (!year) throw new Error(`business ${actor.businessId} has no main financial year`);
        const inYear = and(eq(journal.businessId, actor.businessId), eq(journal.financialYearId, year.id));
        const [permanent] = await tx.select({ last: max(journal.number) }).from(journal).where(and(inYear, eq(journal.state, 'permanent')));
        const temporary = await tx
          .select({ id: journal.id, number: journal.number })
          .from(journal)
          .where(and(inYear, eq(journal.state, 'temporary')))
          .orderBy(asc(journal.date), asc(journal.number));
        const first = (permanent?.last ?? 0) + 1;
        const moved = temporary.map((row, index) => ({ id: row.id, from: row.number, to: first + index })).filter((row) => row.from !== row.to);
        if (moved.length === 0) return 0;
        // Two steps, through negative numbers, because the (year, number) key is checked row by row.
        const ids = moved.map((row) => row.id);
        await tx.update(journal).set({ number: sql`-${journal.number}` }).where(and(inYear, inArray(journal.id, ids)));
        const target = sql.join(moved.map((row) => sql`(${row.id}::bigint, ${row.to}::int)`), sql`, `);
        await tx.execute(sql`
          update journal set number = m.to_number
          from (values ${target}) as m(id, to_number)
          where journal.business_id = ${actor.businessId} and journal.id = m.id`);
        for (const row of moved) await log(tx, actor, 'update', row.id, row.to, `number: ${row.from} → ${row.to}`);
        return moved.length;
      });
    },

    async get(businessId: number, id: number) {
      const [head] = await db.select().from(journal).where(and(eq(journal.businessId, businessId), eq(journal.id, id)));
      if (!head) throw new NotFoundError();
      const origin = (await originsOf(businessId, [head])).get(journalOriginKey(head));
      const description = describedAs(head.description, origin);
      const lines = await db
        .select({ line: journalLine, code: account.code, name: account.name, detailName: detailAccount.name })
        .from(journalLine)
        .innerJoin(account, and(eq(account.businessId, journalLine.businessId), eq(account.id, journalLine.accountId)))
        .leftJoin(detailAccount, and(eq(detailAccount.businessId, journalLine.businessId), eq(detailAccount.id, journalLine.detailId)))
        .where(and(eq(journalLine.businessId, businessId), eq(journalLine.journalId, id)))
        .orderBy(asc(journalLine.lineNo));
      return {
        id: head.id,
        number: head.number,
        date: head.date,
        description,
        state: head.state,
        locked: head.locked,
        removed: false,
        source_type: head.sourceType,
        ...sourceOf(origin, head.sourceType),
        debit_total: sumMoney(lines.map((l) => l.line.debit)),
        credit_total: sumMoney(lines.map((l) => l.line.credit)),
        rows: lines.map(({ line, code, name, detailName }) => ({
          account: line.accountId,
          detail: line.detailId === 0 ? null : line.detailId,
          debit: sumMoney([line.debit]),
          credit: sumMoney([line.credit]),
          description: line.description?.trim() ? line.description : origin ? description : line.description,
          source_type: line.sourceType,
          account_code: code,
          account_name: name,
          detail_name: detailName,
        })),
      };
    },

    async list(businessId: number, query: ListQuery) {
      const filters = documentListFilters.parse(query);
      // A system journal is found by the description it is shown with, made from its document, as by its own.
      const matching = query.search && kind.origins ? await kind.origins.matching(db, businessId, query.search) : [];
      const search = query.search
        ? or(
            textSearch([journal.description, journal.number], query.search),
            ...matching.map(({ sourceType, sourceIds }) => and(eq(journal.sourceType, sourceType), sql`${journal.sourceId} in (${sourceIds})`)),
          )
        : undefined;
      const where = and(
        eq(journal.businessId, businessId),
        filters.state ? eq(journal.state, filters.state) : undefined,
        filters.from ? gte(journal.date, filters.from) : undefined,
        filters.to ? lte(journal.date, filters.to) : undefined,
        search,
      );
      const [counted] = await db.select({ total: count() }).from(journal).where(where);
      const window = pageWindow(counted?.total ?? 0, query);
      const data = await db
        .select({
          id: journal.id,
          number: journal.number,
          date: journal.date,
          description: journal.description,
          state: journal.state,
          locked: journal.locked,
          source_type: journal.sourceType,
          sourceId: journal.sourceId,
          // Spelled out: drizzle writes a column of the outer table unqualified in a select field, which inside this
          // subquery would name the line's own id.
          amount: sql<string>`(select coalesce(sum(l.debit), 0)::text from journal_line l where l.business_id = "journal"."business_id" and l.journal_id = "journal"."id")`,
        })
        .from(journal)
        .where(where)
        .orderBy(desc(journal.date), desc(journal.number))
        .limit(window.limit)
        .offset(window.offset);
      const origins = await originsOf(
        businessId,
        data.map((row) => ({ sourceType: row.source_type, sourceId: row.sourceId })),
      );
      return {
        data: data.map(({ sourceId, ...row }) => {
          const origin = origins.get(journalOriginKey({ sourceType: row.source_type, sourceId }));
          return { ...row, description: describedAs(row.description, origin), ...sourceOf(origin, row.source_type) };
        }),
        ...window.meta,
      };
    },
  };
}
