import { and, asc, desc, eq, getTableColumns, getTableName, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { documentListFilters, parseSortBy, type DocumentDefinition, type ListQuery, type TagsField } from '@hesab/contract';
import { queryRows, type Database, type Executor } from '@hesab/db';
import { MissingSystemAccountError, PostingRefusal, sumMoney, type Posted, type Posting, type PostingContext, type SystemAccounts } from '@hesab/domain';
import { isServerMessageKey } from '@hesab/i18n';
import { BlockedError, BusinessRuleError, ClientError, FieldErrors, NotFoundError } from '../../http/errors.ts';
import { pageWindow, type PageWindow } from '../../http/paging.ts';
import { textSearch } from '../../http/text-search.ts';
import { writeLog, type Actor } from '../activity-log/index.ts';
import { replaceMovements } from '../inventory/index.ts';
import {
  journalStanding,
  postJournal,
  postJournalsWithSource,
  postJournalWithSource,
  removeJournal,
  repostJournal,
  StaleSystemAccounts,
  type PostedJournal,
  type SourcedJournal,
} from '../ledger/index.ts';
import { columnOf, databaseErrorCode, type TagValues } from '../resources/index.ts';
import { newDocumentFacts, newDocumentsFacts, writeFacts, writeYearFor } from '../tenancy/index.ts';
import type { DocumentAuthorization, DocumentBinding, DocumentRow, DocumentStore, MemberReach, SavedDocument, VariantScope } from './binding.ts';
import { fromColumns, toColumns } from './document-columns.ts';
import { documentSource } from './document-source.ts';
import { groupedCalls } from './grouped-calls.ts';
import { reachCondition } from './reach-condition.ts';
import { findReferences, labelReferences, postingMemory, readForPosting, type PostingReads, type ReferenceTables } from './references.ts';

/** A kind's header table: the columns of `documentHead` (packages/db) and its fields, named as on the wire. */
export type DocumentHeadTable = PgTable & Record<'businessId' | 'id' | 'financialYearId' | 'number' | 'date' | 'journalId' | 'ouid' | 'removedAt' | 'createdBy', PgColumn>;
/** A kind's lines table: `documentLineHead` and its columns. */
export type DocumentLinesTable = PgTable & Record<'businessId' | 'documentId' | 'lineNo', PgColumn>;

/** A document being written, as a kind's hooks see it: the write's transaction, who writes, which document. */
export interface DocumentWrite {
  tx: Executor;
  actor: Actor;
  id: number;
  /** a document being created: nothing of it is stored yet */
  fresh: boolean;
  /** what the store was made with, for the documents a kind's hooks write through stores of their own (an invoice's payments) */
  references: ReferenceTables;
  tags?: TagValues;
}

/**
 * What a kind does beside its own tables, in the same transaction: records its rows write elsewhere (the cheques
 * of a receipt), and checks of what it posts (a payment that would overdraw its account).
 */
export interface DocumentHooks {
  /** before the lines are rewritten and posted: the document as sent, completed here for its posting */
  beforePost?(write: DocumentWrite, document: DocumentRow): Promise<void>;
  /** whether beforePost has anything to do for a new document (unset: whenever there is a beforePost) */
  prepares?(document: DocumentRow): boolean;
  /**
   * whether a new document may be written together with others of its business that wait meanwhile, in one
   * transaction and one statement (a kind written in one statement; unset: never)
   */
  goesTogether?(document: DocumentRow): boolean;
  /**
   * what such a group reads at once before each one's beforePost (their goods, locked and read together); false
   * where this group cannot go together: each is then written alone
   */
  beforeGroup?(writes: readonly DocumentWrite[], documents: readonly DocumentRow[]): Promise<boolean>;
  /** the posting's journal drafted, before it is written (locks to take in a fixed order) and after */
  beforeJournal?(write: DocumentWrite, posted: Posted, accounts: SystemAccounts): Promise<void>;
  afterJournal?(write: DocumentWrite, posted: Posted, accounts: SystemAccounts): Promise<void>;
  /** whether beforeJournal and afterJournal have anything to do for a posting (unset: whenever either is there) */
  guards?(posted: Posted, accounts: SystemAccounts): boolean;
  /** the document removed (to its removed list or for good), its journal gone */
  afterRemove?(write: DocumentWrite): Promise<void>;
  /** a document read for its form: what its rows keep elsewhere */
  read?(tx: Executor, businessId: number, id: number, document: DocumentRow): Promise<void>;
}

/** A kind of document kept in tables of its own, posting a journal (a system document) through the ledger. */
export interface TableDocumentKind<T> {
  definition: DocumentDefinition;
  header: DocumentHeadTable;
  lines?: DocumentLinesTable;
  posting: Posting<T>;
  hooks?: DocumentHooks;
  /**
   * its posting values money in other currencies (a transfer; a receipt in another currency): the context carries
   * the currencies (PostingContext), for every document or for those the predicate picks
   */
  currencies?: boolean | ((document: DocumentRow) => boolean);
  /** who may write a document of the kind beyond its permissions (DocumentBinding's authorize) */
  authorize?: DocumentAuthorization;
  /** the member's access lists, on reads and writes (DocumentBinding's limits) */
  limits?: DocumentAuthorization;
  /** the documents a member sees in the list (DocumentBinding's reach) */
  reach?: DocumentBinding['reach'];
  /** what a member may not see of a read (DocumentBinding's conceal) */
  conceal?: DocumentBinding['conceal'];
  /**
   * a new document with a journal is written by the journal's own statement in its transaction too (header, lines,
   * stock movements and log row), once its hooks have completed it: a kind that moves stock (an invoice)
   */
  oneStatement?: boolean;
}

const duplicateKey = '23505';

/** The name the count of all rows takes beside a list page's columns; no header has such a column. */
const totalColumn = '__total';

/** What was read for a new document before its transaction, and its posting where its hooks did not have to come first. */
interface Early {
  found: PostingReads;
  posted?: Posted;
}

/** A new document waiting to be written with others of its business (createTogether), and what was read for it. */
interface Waiting {
  actor: Actor;
  input: DocumentRow;
  ouid: string | null;
  early: Early;
}

/** A waiting document's answer: written, or refused as it would have been alone. */
type Outcome = { saved: SavedDocument } | { refused: unknown };

const outcomeOf = (saving: Promise<SavedDocument>): Promise<Outcome> => saving.then((saved) => ({ saved }), (refused: unknown) => ({ refused }));

/** What a new document's header is written with beside its fields: its client key and its tags' ids. */
interface NewHeader {
  ouid: string | null;
  tagColumns: Record<string, number[]>;
}


/** The business's currency and those the records named keep their money in, for a posting that values between them. */
async function currenciesOf(tx: Executor, businessId: number, of: ReadonlyMap<string, number>): Promise<NonNullable<PostingContext['currencies']>> {
  return { base: (await writeFacts(tx, businessId)).currency, of };
}

/**
 * Documents of one kind in their own header and lines tables (ARCHITECTURE.md section 4b). Every write is one
 * transaction: header, lines, the journal through the ledger, and the activity-log row. The document's state and
 * lock are its journal's: while that is permanent or locked the document does not change (423 with its number).
 */
export function tableDocuments<T>(db: Database, references: ReferenceTables, kind: TableDocumentKind<T>, tags?: TagValues): DocumentStore {
  const { definition, header, lines, hooks = {} } = kind;
  const tagFields = definition.fields.filter((field): field is TagsField => field.type === 'tags');
  if (tagFields.length > 0 && !tags) throw new Error(`${definition.name} has tags and no way to keep them`);

  /** Each tags field's texts as the ids its column keeps, new tags made in the write's transaction. */
  async function tagColumns(tx: Executor, actor: Actor, input: DocumentRow): Promise<Record<string, number[]>> {
    const columns: Record<string, number[]> = {};
    for (const field of tagFields) columns[field.name] = tags ? await tags.idsOf(tx, actor, input[field.name]) : [];
    return columns;
  }

  /** Whether a document names tags, which its write makes where they are new. */
  const namesTags = (document: DocumentRow) => tagFields.some((field) => Array.isArray(document[field.name]) && (document[field.name] as unknown[]).length > 0);
  /** The tag columns of a document that names none. */
  const noTags: Record<string, number[]> = Object.fromEntries(tagFields.map((field) => [field.name, []]));

  /** Documents read with their tags' texts and colours. */
  async function withTags(reader: Executor, businessId: number, documents: DocumentRow[]): Promise<DocumentRow[]> {
    return tags && tagFields.length > 0 ? tags.show(reader, businessId, tagFields, documents) : documents;
  }
  const type = definition.logType;
  const { variants } = definition;
  /** The series a document is numbered in: its kind's, or its variant's (an invoice's type) where the kind has them. */
  const seriesOf = (document: DocumentRow) => (variants ? `${type}.${String(document[variants.field])}` : type);
  /** What a log row of a kind with variants says: the variant (an invoice's type), so the log names which kind it was. */
  const loggedVariant = (document: DocumentRow) => (variants ? String(document[variants.field]) : null);
  /** What the server filled in of the header, answered with the save. */
  const figuresOf = (document: DocumentRow) => Object.fromEntries(definition.fields.filter((field) => field.readOnly).map((field) => [field.name, document[field.name] ?? null]));
  const linesName = definition.lines?.name;
  const log = (tx: Executor, actor: Actor, action: 'create' | 'update' | 'remove', id: number, number: number, content: string | null = null) =>
    writeLog(tx, actor, { action, type, id, number: String(number), content });
  const inBusiness = (businessId: number, id: number) => and(eq(header.businessId, businessId), eq(header.id, id));

  /** Whether the hooks have work for a new document before it is posted (its cheques to write). */
  const prepares = (document: DocumentRow) => hooks.beforePost !== undefined && (hooks.prepares?.(document) ?? true);
  /** Whether they have work around its journal (accounts it takes money out of, to lock and check). */
  const guards = (posted: Posted, accounts: SystemAccounts) =>
    (hooks.beforeJournal !== undefined || hooks.afterJournal !== undefined) && (hooks.guards?.(posted, accounts) ?? true);
  /** Whether its posting values money in other currencies. */
  const valued = (document: DocumentRow) => (typeof kind.currencies === 'function' ? kind.currencies(document) : kind.currencies === true);
  const source = documentSource(definition, { header, lines, movesStock: kind.oneStatement === true });
  const reached = reachCondition(definition, header, lines);
  const memory = postingMemory(references);

  /** The document's posting, from the records it names and the chart's system accounts; its refusals as the user's. */
  async function postingOf(tx: Executor, businessId: number, document: DocumentRow, found: PostingReads): Promise<Posted> {
    const { accounts, details, currencies } = found;
    try {
      return kind.posting(document as T, { accounts, details, ...(valued(document) ? { currencies: await currenciesOf(tx, businessId, currencies) } : {}) });
    } catch (error) {
      if (error instanceof PostingRefusal && isServerMessageKey(error.key)) throw new FieldErrors({ [error.field]: [{ key: error.key, params: error.params }] });
      throw error instanceof MissingSystemAccountError ? new BusinessRuleError('system-accounts-missing', { roles: error.roles.join(', ') }) : error;
    }
  }

  /** Whether a new document's write is no more than its own rows and its journal: no stock, no tag, no hook's work. */
  const alone = (document: DocumentRow, posted: Posted, found: PostingReads): posted is Posted & { journal: NonNullable<Posted['journal']> } =>
    posted.journal !== null &&
    posted.stock.length === 0 &&
    !namesTags(document) &&
    !guards(posted, found.accounts);

  /**
   * New documents of a business written by their journals' statements: those that arrive while one is being written
   * go together in one statement (postJournalsWithSource), each alone where that cannot be.
   */
  const writeGrouped = groupedCalls<SourcedJournal, { journal: PostedJournal; record: PostedJournal }>(
    (item) => postJournalWithSource(db, item.header, item.draft, item.source, item.log),
    (items) => postJournalsWithSource(db, items),
  );

  /** What new documents' postings read, those of a business arriving while one is read going together. */
  const readGrouped = groupedCalls<{ businessId: number; input: DocumentRow }, PostingReads>(
    ({ businessId, input }) => memory.read(db, businessId, definition, input),
    (items) => memory.readMany(db, items[0]?.businessId ?? 0, definition, items.map(({ input }) => input)),
  );

  /** The document written by its journal's statement, with what its posting read. */
  async function writeAlone(actor: Actor, input: DocumentRow, ouid: string | null, journal: NonNullable<Posted['journal']>, found: PostingReads): Promise<SavedDocument> {
    const { journal: written, record } = await writeGrouped(actor.businessId, {
      header: { businessId: actor.businessId, financialYearId: 'main', state: 'temporary', sourceType: type, createdBy: actor.userId },
      draft: journal,
      source: { ...source.values(actor, input, ouid, noTags), series: seriesOf(input), roles: found.roles },
      log: { actor, entry: { action: 'create', type, content: loggedVariant(input) } },
    });
    return { id: record.id, number: record.number, journal: written.id, figures: figuresOf(input) };
  }

  /**
   * A new document posted with what its posting read for earlier ones (postingMemory), when all of it is
   * remembered and its posting puts every record's detail account on its journal; null where it cannot be, or
   * where the chart, a record, or anything else refused it: read afresh, it is posted or refused as it stands.
   */
  async function createRecalled(actor: Actor, input: DocumentRow, ouid: string | null): Promise<SavedDocument | null> {
    const recalled = valued(input) ? null : memory.recall(actor.businessId, definition, input);
    if (!recalled) return null;
    try {
      const posted = await postingOf(db, actor.businessId, input, recalled);
      const onJournal = new Set(posted.journal?.lines.map((line) => line.detailId));
      if (!alone(input, posted, recalled) || [...recalled.details.values()].some((detail) => !onJournal.has(detail))) return null;
      return await writeAlone(actor, input, ouid, posted.journal, recalled);
    } catch (error) {
      if (error instanceof StaleSystemAccounts || error instanceof ClientError || error instanceof FieldErrors) return null;
      throw error;
    }
  }

  /**
   * A new document whose write is no more than its own rows and its journal, written by the journal's statement:
   * one round trip, no transaction of its own (two where what it names is read first). Null for any other, with
   * what was read and posted for it when its hooks did not have to come first; for a kind written in one statement
   * whose hooks come first (an invoice), what was read, with the reads of others arriving meanwhile: its
   * transaction, which holds locks, then has a round trip fewer, and the write's statement checks what was read.
   */
  async function createAlone(actor: Actor, input: DocumentRow, ouid: string | null): Promise<SavedDocument | Early | null> {
    if (prepares(input)) return kind.oneStatement ? { found: await readGrouped(actor.businessId, { businessId: actor.businessId, input }) } : null;
    const recalled = await createRecalled(actor, input, ouid);
    if (recalled) return recalled;
    const found = await readGrouped(actor.businessId, { businessId: actor.businessId, input });
    const posted = await postingOf(db, actor.businessId, input, found);
    if (!alone(input, posted, found)) return { found, posted };
    try {
      return await writeAlone(actor, input, ouid, posted.journal, found);
    } catch (error) {
      // The chart changed between the read and the write: the transaction reads it again.
      if (error instanceof StaleSystemAccounts) return null;
      throw error;
    }
  }

  /**
   * Lines, stock movements and journal of a document as `document` has it, in the write's transaction; the header
   * row of a document being changed exists, a `fresh` one's is written after, or (`created`, for a kind written in
   * one statement) by its journal's statement, which then answers its number. `early`: what was read and posted for
   * a new document before its transaction.
   */
  async function write(
    writing: DocumentWrite,
    document: DocumentRow,
    journalId: number | null,
    early?: Early,
    created?: NewHeader,
  ): Promise<{ journal: number | null; number?: number }> {
    const { tx, actor, id, fresh } = writing;
    const found = early?.found ?? (await readForPosting(tx, actor.businessId, definition, document, references));
    if (!early?.posted && (!fresh || prepares(document))) await hooks.beforePost?.(writing, document);
    const posted = early?.posted ?? (await postingOf(tx, actor.businessId, document, found));
    const { accounts } = found;
    await hooks.beforeJournal?.(writing, posted, accounts);
    const whole = created && kind.oneStatement && posted.journal ? await writeWhole(writing, document, posted, found, created) : null;
    if (!whole) {
      if (lines && linesName) {
        if (!fresh) await tx.delete(lines).where(and(eq(lines.businessId, actor.businessId), eq(lines.documentId, id)));
        const rows = (document[linesName] as DocumentRow[]).map((line, index) => ({
          ...toColumns(definition.lines?.columns ?? [], line),
          businessId: actor.businessId,
          documentId: id,
          lineNo: index + 1,
        }));
        if (rows.length > 0) await tx.insert(lines).values(rows);
      }
      if (!fresh || posted.stock.length > 0) await replaceMovements(tx, actor.businessId, { kind: type, id }, posted.stock, fresh);
    }
    const written = whole ? whole.journal : await writeJournal(tx, actor, id, journalId, posted.journal);
    await hooks.afterJournal?.(writing, posted, accounts);
    return whole ?? { journal: written };
  }

  /**
   * A new document, its id taken, written whole by its journal's statement: header, lines, stock movements, journal
   * and log row in one round trip. Null where the chart changed since its posting read it: then written as any other.
   */
  async function writeWhole(writing: DocumentWrite, document: DocumentRow, posted: Posted, found: PostingReads, created: NewHeader) {
    const { tx, actor, id } = writing;
    if (!posted.journal) return null;
    try {
      const whole = sourcedJournal(actor, id, document, posted.journal, posted, found, created);
      const { journal, record } = await postJournalWithSource(tx, whole.header, whole.draft, whole.source, whole.log);
      return { journal: journal.id, number: record.number };
    } catch (error) {
      if (error instanceof StaleSystemAccounts) return null;
      throw error;
    }
  }

  /** A new document, its id taken, as its journal's statement writes it: header, lines, stock movements, journal and log row. */
  function sourcedJournal(actor: Actor, id: number, document: DocumentRow, journal: NonNullable<Posted['journal']>, posted: Posted, found: PostingReads, created: NewHeader): SourcedJournal {
    return {
      header: { businessId: actor.businessId, financialYearId: 'main', state: 'temporary', sourceType: type, createdBy: actor.userId },
      draft: journal,
      source: { ...source.values(actor, document, created.ouid, created.tagColumns, { id, stock: posted.stock }), series: seriesOf(document), roles: found.roles },
      log: { actor, entry: { action: 'create', type, content: loggedVariant(document) } },
    };
  }

  /** A new document in a transaction of its own, with what was read for it before (createAlone). */
  function createInTransaction(actor: Actor, input: DocumentRow, ouid: string | null, early: Early | null): Promise<SavedDocument> {
    return db.transaction(async (tx) => {
      const date = String(input.date);
      // The id first and the number last: the series' counter is locked from its number to the commit, so
      // everything else a document writes is done before, and documents of a kind posted at once overlap.
      const { year, id } = await newDocumentFacts(tx, actor.businessId, date, getTableName(header));
      const created = { ouid, tagColumns: await tagColumns(tx, actor, input) };
      const { journal: journalId, number: whole } = await write({ tx, actor, id, fresh: true, references, tags }, input, null, early ?? undefined, created);
      if (whole !== undefined) return { id, number: whole, journal: journalId, figures: figuresOf(input) };
      const [row] = await tx
        .insert(header)
        .values({
          ...toColumns(definition.fields, input),
          ...created.tagColumns,
          businessId: actor.businessId,
          id,
          financialYearId: year.id,
          number: sql`next_document_number(${actor.businessId}, ${seriesOf(input)}, ${year.id})`,
          date,
          journalId,
          ouid,
          createdBy: actor.userId,
        })
        .returning({ number: header.number });
      const number = Number(row?.number);
      await log(tx, actor, 'create', id, number, loggedVariant(input));
      return { id, number, journal: journalId, figures: figuresOf(input) };
    });
  }

  /**
   * New documents of a business that waited while one was written, written together: one transaction, what their
   * hooks read (their goods, locked) read once for all, each completed and posted in turn as if written after the
   * ones before it, then one statement writing them all (postJournalsWithSource). One refused (its stock short, a
   * field) is answered so and the others written; null where they cannot go together (their hooks say so, or the
   * statement's checks failed): each is then written alone, which answers or refuses it as it stands.
   */
  async function createTogether(items: readonly Waiting[]): Promise<Outcome[] | null> {
    const [first] = items;
    if (!first || !hooks.beforeGroup) return null;
    const { beforeGroup } = hooks;
    const businessId = first.actor.businessId;
    return db.transaction(async (tx) => {
      const { ids } = await newDocumentsFacts(tx, businessId, getTableName(header), items.length);
      const members = items.map((item, index) => ({ ...item, write: { tx, actor: item.actor, id: ids[index] ?? 0, fresh: true, references, tags } satisfies DocumentWrite }));
      if (!(await beforeGroup(members.map((member) => member.write), items.map((item) => item.input)))) return null;
      const outcomes = new Map<(typeof members)[number], Outcome>();
      const posting: { member: (typeof members)[number]; posted: Posted; whole: SourcedJournal }[] = [];
      for (const member of members) {
        const { actor, input, ouid, early, write } = member;
        try {
          await writeYearFor(tx, businessId, String(input.date));
          if (!early.posted) await hooks.beforePost?.(write, input);
          const posted = early.posted ?? (await postingOf(tx, businessId, input, early.found));
          if (!posted.journal) return null;
          await hooks.beforeJournal?.(write, posted, early.found.accounts);
          posting.push({ member, posted, whole: sourcedJournal(actor, write.id, input, posted.journal, posted, early.found, { ouid, tagColumns: noTags }) });
        } catch (error) {
          if (!(error instanceof ClientError || error instanceof FieldErrors)) throw error;
          outcomes.set(member, { refused: error });
        }
      }
      const written = posting.length > 0 ? await postJournalsWithSource(tx, posting.map(({ whole }) => whole)) : [];
      if (!written) return null;
      for (const [place, { member, posted }] of posting.entries()) {
        const answer = written[place];
        if (!answer) return null;
        await hooks.afterJournal?.(member.write, posted, member.early.found.accounts);
        outcomes.set(member, { saved: { id: answer.record.id, number: answer.record.number, journal: answer.journal.id, figures: figuresOf(member.input) } });
      }
      return members.map((member) => outcomes.get(member) ?? { refused: new Error('not written') });
    });
  }

  /** New documents of a kind whose hooks group them, those of a business waiting meanwhile written together. */
  const createGrouped = groupedCalls<Waiting, Outcome>(
    (item) => outcomeOf(createInTransaction(item.actor, item.input, item.ouid, item.early)),
    (items) => createTogether(items),
  );

  /** Whether a new document may wait to go with others: its kind's hooks group it, and it names no tag to make. */
  const groupable = (input: DocumentRow) =>
    hooks.goesTogether?.(input) === true && !namesTags(input);

  /** The document's journal as its posting drafted it: reposted, removed, or posted anew; its id. */
  async function writeJournal(tx: Executor, actor: Actor, id: number, journalId: number | null, draft: Posted['journal']): Promise<number | null> {
    if (journalId !== null && draft) {
      await repostJournal(tx, actor.businessId, journalId, draft);
      return journalId;
    }
    if (journalId !== null) await removeJournal(tx, actor.businessId, journalId);
    if (!draft) return null;
    const written = await postJournal(
      tx,
      { businessId: actor.businessId, financialYearId: 'main', state: 'temporary', sourceType: type, sourceId: id, createdBy: actor.userId },
      draft,
    );
    return written.id;
  }

  /** The document locked for this write, refused while its journal is permanent or locked. */
  async function lockedForChange(tx: Executor, businessId: number, id: number, removed: boolean) {
    const [row] = await tx
      .select({
        number: header.number,
        date: header.date,
        journalId: header.journalId,
        removedAt: header.removedAt,
        variant: variants ? columnOf(header, variants.field) : sql<null>`null`,
      })
      .from(header)
      .where(inBusiness(businessId, id))
      .for('update');
    if (!row || (row.removedAt !== null) !== removed) throw new NotFoundError();
    const journalId = row.journalId === null ? null : Number(row.journalId);
    if (journalId !== null) {
      const posted = await journalStanding(tx, businessId, journalId);
      if (posted && (posted.state === 'permanent' || posted.locked)) {
        const key = posted.locked ? 'document-journal-locked' : 'document-journal-permanent';
        throw new BlockedError(key, { document: journalId, number: posted.number }, { number: String(posted.number) });
      }
    }
    return { number: Number(row.number), date: String(row.date), journalId, variant: row.variant };
  }

  async function byKey(businessId: number, ouid: string): Promise<SavedDocument | null> {
    const [row] = await db
      .select({ id: header.id, number: header.number, journal: header.journalId })
      .from(header)
      .where(and(eq(header.businessId, businessId), eq(header.ouid, ouid)));
    return row ? { id: Number(row.id), number: Number(row.number), journal: row.journal === null ? null : Number(row.journal) } : null;
  }

  // Spelled out with the header's name: drizzle writes a column of the outer table unqualified in a select field,
  // which inside a subquery would name the subquery's own column of that name.
  const outer = sql.identifier(getTableName(header));
  const stateColumns = {
    state: sql<string | null>`(select j.state from journal j where j.business_id = ${outer}.business_id and j.id = ${outer}.journal_id)`,
    locked: sql<boolean | null>`(select j.locked from journal j where j.business_id = ${outer}.business_id and j.id = ${outer}.journal_id)`,
  };

  /**
   * The list's filters on the header's `filterable` fields, each `?<field>=<value>` (an invoice's type, its
   * person): a choice the field does not offer, or an id that is no whole number, is refused on the field.
   */
  function fieldFilters(query: ListQuery): SQL[] {
    return definition.fields.flatMap((field) => {
      const value = (query as Record<string, unknown>)[field.name];
      if (!field.filterable || value === undefined || value === '') return [];
      const text = String(value);
      const valid = field.type === 'select' ? field.options.includes(text) : field.type === 'reference' ? /^[1-9]\d{0,17}$/.test(text) : false;
      if (!valid) throw new FieldErrors({ [field.name]: [{ key: 'invalid-value' }] });
      return [eq(columnOf(header, field.name), field.type === 'reference' ? Number(text) : text)];
    });
  }

  /**
   * The list's filters on the lines' `filterable` columns, each `?<column>=<id>` (a product on one of a warehouse
   * document's rows): documents with a line naming it. An id that is no whole number is refused on the column.
   */
  function lineFilters(query: ListQuery): SQL[] {
    if (!lines) return [];
    return (definition.lines?.columns ?? []).flatMap((column) => {
      const value = (query as Record<string, unknown>)[column.name];
      if (column.type !== 'reference' || !column.filterable || value === undefined || value === '') return [];
      const text = String(value);
      if (!/^[1-9]\d{0,17}$/.test(text)) throw new FieldErrors({ [column.name]: [{ key: 'invalid-value' }] });
      const named = sql.identifier(columnOf(lines, column.name).name);
      return [sql`exists (select 1 from ${lines} l where l.business_id = ${outer}.business_id and l.document_id = ${outer}.id and l.${named} = ${Number(text)})`];
    });
  }

  /** The totals a list shows (the accounting list's `amount`), each summed over the document's lines in the page's query. */
  const listTotals = Object.fromEntries(
    (lines ? (definition.totals ?? []) : []).flatMap((total) => {
      if (!total.list || !lines) return [];
      const summed = columnOf(lines, total.column);
      const sum = sql<string>`(select coalesce(sum(l.${sql.identifier(summed.name)}), 0)::text from ${lines} l
        where l.business_id = ${outer}.business_id and l.document_id = ${outer}.id)`;
      return [[total.list.name, sum] as const];
    }),
  );

  /** The options of the variant field (an invoice's types), and those a list shows: the one asked for, within the member's. */
  const variantOptions: readonly string[] = (() => {
    const field = variants ? definition.fields.find((each) => each.name === variants.field) : undefined;
    return field?.type === 'select' ? field.options : [];
  })();
  const shownVariants = (scope: VariantScope | undefined, asked: string | undefined): readonly string[] | undefined =>
    variants ? (asked !== undefined ? [asked] : (scope?.values ?? variantOptions)) : undefined;

  const countWhere = (where: SQL | undefined): SQL => sql`(select count(*) from ${header} where ${where})`;

  /**
   * How many documents stand in the series shown, without counting them: each series is numbered from 1 with no
   * gaps in every year (next_document_number) and a removed document keeps its number, so the last numbers summed,
   * less the removed (a partial index), are the standing ones — a list of a million opens as fast as one of ten.
   */
  function numberedCount(businessId: number, shown: readonly string[] | undefined): SQL {
    const series = shown ? shown.map((variant) => `${type}.${variant}`) : [type];
    const removed = and(
      eq(header.businessId, businessId),
      isNotNull(header.removedAt),
      shown && variants ? inArray(columnOf(header, variants.field), [...shown]) : undefined,
    );
    return sql`((select coalesce(sum(n.last_number), 0) from document_number n where n.business_id = ${businessId} and n.kind in ${series})
        - (select count(*) from ${header} where ${removed}))`;
  }

  /** The head every document carries, from a row of the header table with its journal's state. */
  function headOf(row: Record<string, unknown>) {
    return {
      id: Number(row.id),
      number: Number(row.number),
      date: row.date,
      state: row.state ?? 'temporary',
      locked: row.locked ?? false,
      removed: row.removedAt !== null,
      document: row.journalId === null ? null : Number(row.journalId),
      ...fromColumns(definition.fields, row),
    };
  }

  /** A document for its form: head, fields, lines, totals, and the names of the records it names. */
  async function get(businessId: number, id: number, tx: Executor = db): Promise<DocumentRow> {
    const [row] = await tx
      .select({ ...getTableColumns(header), ...stateColumns })
      .from(header)
      .where(inBusiness(businessId, id));
    if (!row) throw new NotFoundError();
    const document: DocumentRow = headOf(row);
    if (lines && linesName) {
      const stored = await tx
        .select()
        .from(lines)
        .where(and(eq(lines.businessId, businessId), eq(lines.documentId, id)))
        .orderBy(asc(lines.lineNo));
      document[linesName] = stored.map((line) => fromColumns(definition.lines?.columns ?? [], line));
    }
    for (const total of definition.totals ?? []) {
      const rows = (document[linesName ?? ''] ?? []) as DocumentRow[];
      document[total.name] = sumMoney(rows.map((line) => String(line[total.column] ?? '0')));
    }
    labelReferences(definition, document, (await findReferences(tx, businessId, definition, document, references)).names);
    await hooks.read?.(tx, businessId, id, document);
    const [tagged = document] = await withTags(tx, businessId, [document]);
    return tagged;
  }

  return {
    async create(actor, input) {
      const ouid = typeof input.ouid === 'string' ? input.ouid : null;
      const earlier = ouid ? await byKey(actor.businessId, ouid) : null;
      if (earlier) return earlier;
      try {
        const alone = await createAlone(actor, input, ouid);
        if (alone && 'id' in alone) return alone;
        if (!alone || !groupable(input)) return await createInTransaction(actor, input, ouid, alone);
        const outcome = await createGrouped(actor.businessId, { actor, input, ouid, early: alone });
        if ('refused' in outcome) throw outcome.refused;
        return outcome.saved;
      } catch (error) {
        const first = ouid && databaseErrorCode(error) === duplicateKey ? await byKey(actor.businessId, ouid) : null;
        if (first) return first;
        throw error;
      }
    },

    async update(actor, id, input) {
      return db.transaction(async (tx) => {
        const before = await lockedForChange(tx, actor.businessId, id, false);
        // A document stays in the series it was numbered in.
        if (variants && before.variant !== input[variants.field]) throw new FieldErrors({ [variants.field]: [{ key: 'invalid-value' }] });
        const date = String(input.date);
        await writeYearFor(tx, actor.businessId, date);
        const { journal: journalId } = await write({ tx, actor, id, fresh: false, references, tags }, input, before.journalId);
        // The header last, as the kind's hooks completed it (an invoice's totals).
        await tx
          .update(header)
          .set({ ...toColumns(definition.fields, input), ...(await tagColumns(tx, actor, input)), date, journalId })
          .where(inBusiness(actor.businessId, id));
        await log(tx, actor, 'update', id, before.number, loggedVariant(input));
        return { id, number: before.number, journal: journalId, figures: figuresOf(input) };
      });
    },

    /** To the removed list with its number (or, where the kind's removal is final, for good); its journal goes. */
    async remove(actor, id) {
      await db.transaction(async (tx) => {
        const before = await lockedForChange(tx, actor.businessId, id, false);
        if (before.journalId !== null) await removeJournal(tx, actor.businessId, before.journalId);
        await replaceMovements(tx, actor.businessId, { kind: type, id }, []);
        await hooks.afterRemove?.({ tx, actor, id, fresh: false, references, tags });
        if (definition.lifecycle.removal === 'restorable') {
          await tx.update(header).set({ removedAt: sql`now()`, journalId: null }).where(inBusiness(actor.businessId, id));
        } else {
          if (lines) await tx.delete(lines).where(and(eq(lines.businessId, actor.businessId), eq(lines.documentId, id)));
          await tx.delete(header).where(inBusiness(actor.businessId, id));
        }
        await log(tx, actor, 'remove', id, before.number, before.variant === null ? null : String(before.variant));
      });
    },

    /** Back from the removed list: posted again, in the main year, as it was. */
    async restore(actor, id) {
      return db.transaction(async (tx) => {
        const before = await lockedForChange(tx, actor.businessId, id, true);
        await writeYearFor(tx, actor.businessId, before.date);
        const document = await get(actor.businessId, id, tx);
        const { journal: journalId } = await write({ tx, actor, id, fresh: false, references, tags }, document, null);
        await tx.update(header).set({ removedAt: null, journalId }).where(inBusiness(actor.businessId, id));
        await log(tx, actor, 'update', id, before.number, 'restored');
        return { id, number: before.number, journal: journalId };
      });
    },

    get: (businessId, id) => get(businessId, id),

    async list(businessId: number, query: ListQuery, scope?: VariantScope, reach: readonly MemberReach[] = []) {
      const filters = documentListFilters.parse(query);
      const searchable = definition.fields.filter((field) => field.searchable).map((field) => columnOf(header, field.name));
      const byField = [...fieldFilters(query), ...lineFilters(query)];
      const asked = variants ? query[variants.field as keyof ListQuery] : undefined;
      const shown = shownVariants(scope, typeof asked === 'string' && asked !== '' ? asked : undefined);
      const where = and(
        eq(header.businessId, businessId),
        ...byField,
        // A member who sees every variant needs no condition on it.
        shown && variants && shown.length < variantOptions.length ? inArray(columnOf(header, variants.field), [...shown]) : undefined,
        ...reach.map(reached),
        filters.removed === '1' ? isNotNull(header.removedAt) : isNull(header.removedAt),
        filters.from ? gte(header.date, filters.from) : undefined,
        filters.to ? lte(header.date, filters.to) : undefined,
        filters.state ? sql`${stateColumns.state} = ${filters.state}` : undefined,
        query.search ? textSearch([...searchable, header.number], query.search) : undefined,
      );
      const unfiltered = reach.length === 0 && filters.removed !== '1' && !filters.from && !filters.to && !filters.state && !query.search && byField.length === (asked ? 1 : 0);
      const counted = unfiltered && definition.lifecycle.removal === 'restorable' ? numberedCount(businessId, shown) : countWhere(where);
      const sortable = new Map<string, PgColumn>([
        ['number', header.number],
        ['date', header.date],
        ...definition.fields.filter((field) => field.sortable).map((field) => [field.name, columnOf(header, field.name)] as const),
      ]);
      const terms = parseSortBy(query.sortBy).flatMap((term) => {
        const sorted = sortable.get(term.field);
        if (!sorted) throw new FieldErrors({ sortBy: [{ key: 'invalid-value' }] });
        return [term.order === 'desc' ? desc(sorted) : asc(sorted)];
      });
      const order: SQL[] = terms.length > 0 ? terms : [desc(header.date), desc(header.number)];
      // The page's ids first, then their columns: PostgreSQL works out a select's columns (the journal's state, the
      // lines' totals) for the rows an offset skips as well, which far into a long list costs seconds. The count of
      // all rides on the page's statement (run once); a page past the end, with no row to carry it, is counted apart
      // and answered as the last page.
      const pageAt = ({ limit, offset }: PageWindow) => {
        const page = db.select({ pageId: header.id }).from(header).where(where).orderBy(...order).limit(limit).offset(offset).as('page');
        return db
          .select({ ...getTableColumns(header), ...stateColumns, ...listTotals, [totalColumn]: sql<number>`${counted}`.mapWith(Number) })
          .from(header)
          .innerJoin(page, and(eq(header.businessId, businessId), eq(header.id, page.pageId)))
          .orderBy(...order);
      };
      const wanted = pageWindow(Number.MAX_SAFE_INTEGER, query);
      const found = await pageAt(wanted);
      const total = found[0]?.[totalColumn] ?? (wanted.offset === 0 ? 0 : Number((await queryRows<{ total: string }>(db, sql`select ${counted} as total`))[0]?.total ?? 0));
      const window = pageWindow(total, query);
      const rows = (found.length > 0 || window.offset === wanted.offset ? found : await pageAt(window)).map(({ [totalColumn]: _total, ...row }) => row);
      const data = rows.map((row) => ({
        ...headOf(row),
        ...Object.fromEntries(Object.keys(listTotals).map((name) => [name, sumMoney([String(row[name as keyof typeof row] ?? '0')])])),
      }));
      const { names } = await findReferences(db, businessId, definition, data, references);
      for (const document of data) labelReferences(definition, document, names);
      return { data: await withTags(db, businessId, data), ...window.meta };
    },
  };
}

/** The binding of a kind kept in tables of its own: its definition, tables and posting are all it takes. */
export function tableDocumentBinding<T>(kind: TableDocumentKind<T>): DocumentBinding {
  return {
    definition: kind.definition,
    tables: { header: kind.header, lines: kind.lines },
    createStore: (db, references, tags) => tableDocuments(db, references, kind, tags),
    authorize: kind.authorize,
    limits: kind.limits,
    reach: kind.reach,
    conceal: kind.conceal,
  };
}
