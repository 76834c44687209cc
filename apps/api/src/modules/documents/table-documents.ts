import { and, asc, count, desc, eq, getTableColumns, getTableName, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { documentListFilters, parseSortBy, type DocumentDefinition, type Field, type ListQuery, type TagsField } from '@hesab/contract';
import { queryRows, type Database, type Executor } from '@hesab/db';
import { MissingSystemAccountError, PostingRefusal, sumMoney, type Posted, type Posting, type PostingContext, type SystemAccounts } from '@hesab/domain';
import { isServerMessageKey } from '@hesab/i18n';
import { BlockedError, BusinessRuleError, FieldErrors, NotFoundError } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { textSearch } from '../../http/text-search.ts';
import { loadSystemAccounts } from '../accounting/index.ts';
import { writeLog, type Actor } from '../activity-log/index.ts';
import { replaceMovements } from '../inventory/index.ts';
import { journalStanding, postJournal, removeJournal, repostJournal } from '../ledger/index.ts';
import { columnOf, databaseErrorCode, type TagValues } from '../resources/index.ts';
import { defaultCurrency, mainYearFor } from '../tenancy/index.ts';
import type { DocumentAuthorization, DocumentBinding, DocumentRow, DocumentStore, SavedDocument } from './binding.ts';
import { checkReferences, findReferences, labelReferences, type ReferenceTables } from './references.ts';

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
}

/**
 * What a kind does beside its own tables, in the same transaction: records its rows write elsewhere (the cheques
 * of a receipt), and checks of what it posts (a payment that would overdraw its account).
 */
export interface DocumentHooks {
  /** before the lines are rewritten and posted: the document as sent, completed here for its posting */
  beforePost?(write: DocumentWrite, document: DocumentRow): Promise<void>;
  /** the posting's journal drafted, before it is written (locks to take in a fixed order) and after */
  beforeJournal?(write: DocumentWrite, posted: Posted, accounts: SystemAccounts): Promise<void>;
  afterJournal?(write: DocumentWrite, posted: Posted, accounts: SystemAccounts): Promise<void>;
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
}

const duplicateKey = '23505';


/**
 * A field's values as its columns keep them: a treasury account `{kind, id}` in `<name>_kind` and `<name>`, any
 * other field in the column of its name.
 */
function toColumns(fields: readonly Field[], values: DocumentRow): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name] ?? null;
    // A cheque is kept in the cheque table by the kind's hooks, a tags field's ids by `tagColumns`.
    if (field.readOnly || field.type === 'cheque' || field.type === 'tags') continue;
    if (field.type === 'treasury') {
      const account = value as { kind: string; id: number } | null;
      row[`${field.name}_kind`] = account?.kind ?? null;
      row[field.name] = account?.id ?? null;
    } else row[field.name] = value;
  }
  return row;
}

function fromColumns(fields: readonly Field[], row: Record<string, unknown>): DocumentRow {
  const values: DocumentRow = {};
  for (const field of fields) {
    const value = row[field.name] ?? null;
    if (field.type === 'treasury') values[field.name] = value === null ? null : { kind: row[`${field.name}_kind`], id: Number(value) };
    else if (field.type === 'money' || field.type === 'percent') values[field.name] = value === null ? null : sumMoney([String(value)]);
    else values[field.name] = value;
  }
  return values;
}

/** The business's currency and those the records named keep their money in, for a posting that values between them. */
async function currenciesOf(tx: Executor, businessId: number, of: ReadonlyMap<string, number>): Promise<NonNullable<PostingContext['currencies']>> {
  const base = await defaultCurrency(tx, businessId);
  if (!base) throw new Error(`business ${businessId} has no default currency`);
  return { base: { id: Number(base.id), decimals: base.decimals }, of };
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

  /** Documents read with their tags' texts and colours. */
  async function withTags(reader: Executor, businessId: number, documents: DocumentRow[]): Promise<DocumentRow[]> {
    return tags && tagFields.length > 0 ? tags.show(reader, businessId, tagFields, documents) : documents;
  }
  const type = definition.logType;
  const linesName = definition.lines?.name;
  const log = (tx: Executor, actor: Actor, action: 'create' | 'update' | 'remove', id: number, number: number, content: string | null = null) =>
    writeLog(tx, actor, { action, type, id, number: String(number), content });
  const inBusiness = (businessId: number, id: number) => and(eq(header.businessId, businessId), eq(header.id, id));

  /**
   * Header, lines, stock movements and journal of a document as `document` has it; the header row exists. A `fresh`
   * document (just created) has no lines or movements yet to replace.
   */
  async function write(tx: Executor, actor: Actor, id: number, document: DocumentRow, journalId: number | null, fresh = false): Promise<number | null> {
    const { details, currencies } = await checkReferences(tx, actor.businessId, definition, document, references);
    const writing = { tx, actor, id, fresh };
    await hooks.beforePost?.(writing, document);
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
    const accounts = await loadSystemAccounts(tx, actor.businessId);
    let posted;
    try {
      const valued = typeof kind.currencies === 'function' ? kind.currencies(document) : kind.currencies === true;
      posted = kind.posting(document as T, { accounts, details, ...(valued ? { currencies: await currenciesOf(tx, actor.businessId, currencies) } : {}) });
    } catch (error) {
      if (error instanceof PostingRefusal && isServerMessageKey(error.key)) throw new FieldErrors({ [error.field]: [{ key: error.key, params: error.params }] });
      throw error instanceof MissingSystemAccountError ? new BusinessRuleError('system-accounts-missing', { roles: error.roles.join(', ') }) : error;
    }
    if (!fresh || posted.stock.length > 0) await replaceMovements(tx, actor.businessId, { kind: type, id }, posted.stock);
    await hooks.beforeJournal?.(writing, posted, accounts);
    const written = await writeJournal(tx, actor, id, journalId, posted.journal);
    await hooks.afterJournal?.(writing, posted, accounts);
    return written;
  }

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
      .select({ number: header.number, date: header.date, journalId: header.journalId, removedAt: header.removedAt })
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
    return { number: Number(row.number), date: String(row.date), journalId };
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
        return await db.transaction(async (tx) => {
          const date = String(input.date);
          const year = await mainYearFor(tx, actor.businessId, date);
          // The id first and the number last: the series' counter is locked from its number to the commit, so
          // everything else a document writes is done before, and documents of a kind posted at once overlap.
          const [taken] = await queryRows<{ id: string }>(tx, sql`select nextval(pg_get_serial_sequence(${getTableName(header)}, 'id')) as id`);
          const id = Number(taken?.id);
          const journalId = await write(tx, actor, id, input, null, true);
          const [row] = await tx
            .insert(header)
            .values({
              ...toColumns(definition.fields, input),
              ...(await tagColumns(tx, actor, input)),
              businessId: actor.businessId,
              id,
              financialYearId: year.id,
              number: sql`next_document_number(${actor.businessId}, ${type}, ${year.id})`,
              date,
              journalId,
              ouid,
              createdBy: actor.userId,
            })
            .returning({ number: header.number });
          const number = Number(row?.number);
          await log(tx, actor, 'create', id, number);
          return { id, number, journal: journalId };
        });
      } catch (error) {
        const first = ouid && databaseErrorCode(error) === duplicateKey ? await byKey(actor.businessId, ouid) : null;
        if (first) return first;
        throw error;
      }
    },

    async update(actor, id, input) {
      return db.transaction(async (tx) => {
        const before = await lockedForChange(tx, actor.businessId, id, false);
        const date = String(input.date);
        await mainYearFor(tx, actor.businessId, date);
        await tx
          .update(header)
          .set({ ...toColumns(definition.fields, input), ...(await tagColumns(tx, actor, input)), date })
          .where(inBusiness(actor.businessId, id));
        const journalId = await write(tx, actor, id, input, before.journalId);
        if (journalId !== before.journalId) await tx.update(header).set({ journalId }).where(inBusiness(actor.businessId, id));
        await log(tx, actor, 'update', id, before.number);
        return { id, number: before.number, journal: journalId };
      });
    },

    /** To the removed list with its number (or, where the kind's removal is final, for good); its journal goes. */
    async remove(actor, id) {
      await db.transaction(async (tx) => {
        const before = await lockedForChange(tx, actor.businessId, id, false);
        if (before.journalId !== null) await removeJournal(tx, actor.businessId, before.journalId);
        await replaceMovements(tx, actor.businessId, { kind: type, id }, []);
        await hooks.afterRemove?.({ tx, actor, id, fresh: false });
        if (definition.lifecycle.removal === 'restorable') {
          await tx.update(header).set({ removedAt: sql`now()`, journalId: null }).where(inBusiness(actor.businessId, id));
        } else {
          if (lines) await tx.delete(lines).where(and(eq(lines.businessId, actor.businessId), eq(lines.documentId, id)));
          await tx.delete(header).where(inBusiness(actor.businessId, id));
        }
        await log(tx, actor, 'remove', id, before.number);
      });
    },

    /** Back from the removed list: posted again, in the main year, as it was. */
    async restore(actor, id) {
      return db.transaction(async (tx) => {
        const before = await lockedForChange(tx, actor.businessId, id, true);
        await mainYearFor(tx, actor.businessId, before.date);
        const document = await get(actor.businessId, id, tx);
        const journalId = await write(tx, actor, id, document, null);
        await tx.update(header).set({ removedAt: null, journalId }).where(inBusiness(actor.businessId, id));
        await log(tx, actor, 'update', id, before.number, 'restored');
        return { id, number: before.number, journal: journalId };
      });
    },

    get: (businessId, id) => get(businessId, id),

    async list(businessId: number, query: ListQuery) {
      const filters = documentListFilters.parse(query);
      const searchable = definition.fields.filter((field) => field.searchable).map((field) => columnOf(header, field.name));
      const where = and(
        eq(header.businessId, businessId),
        filters.removed === '1' ? isNotNull(header.removedAt) : isNull(header.removedAt),
        filters.from ? gte(header.date, filters.from) : undefined,
        filters.to ? lte(header.date, filters.to) : undefined,
        filters.state ? sql`${stateColumns.state} = ${filters.state}` : undefined,
        query.search ? textSearch([...searchable, header.number], query.search) : undefined,
      );
      const [counted] = await db.select({ total: count() }).from(header).where(where);
      const window = pageWindow(counted?.total ?? 0, query);
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
      const rows = await db
        .select({ ...getTableColumns(header), ...stateColumns, ...listTotals })
        .from(header)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
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
  };
}
