import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { arrayParameter, boundStatement, detailBalance, financialYear, journal, journalLine, type Executor } from '@hesab/db';
import type { JournalDraft } from '@hesab/domain';
import { isLanguage, translateServerMessage } from '@hesab/i18n';
import { writeLog, type Actor } from '../activity-log/index.ts';
import { businessSettings } from '../tenancy/index.ts';
import { addParts, removeJournal, replacePart, type LineSource } from './post-journal.ts';

/*
 * A financial year's opening document (سند افتتاحیه): one document, the first of its year, dated on its first day,
 * made of parts. Each opening balance is a part, balanced on its own and tagged with its record: a person's
 * opening balance, a product's initial stock, and the balances carried from the year closed before
 * (`closing`, that year's id). A part is rewritten alone as its record is saved, edited or removed. The document
 * is made with its first part, and goes with its last while it is temporary.
 */

/** Where a year stands for its opening parts; the caller says which of its own messages each reason is. */
export type OpeningRefusal = 'closed-year' | 'permanent' | 'locked' | 'carried';

interface OpeningYear {
  id: number;
  businessId: number;
  name: string;
  startDate: string;
  closed: boolean;
}

type OpeningDocument = typeof journal.$inferSelect;

/** The year's opening document, if it has been made; locked for the caller's transaction when asked. */
export async function openingDocumentOf(tx: Executor, businessId: number, yearId: number, lock = false): Promise<OpeningDocument | null> {
  const query = tx
    .select()
    .from(journal)
    .where(and(eq(journal.businessId, businessId), eq(journal.financialYearId, yearId), eq(journal.sourceType, 'opening')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

interface StandingRow extends Record<string, unknown> {
  year_id: number | string;
  closed: boolean;
  state: 'temporary' | 'permanent' | null;
  locked: boolean | null;
  /** [detail id, balance as text] pairs */
  balances: [number | string, string][];
}

/** The main year's opening standing and detail accounts' balances in one round trip, composed once (boundStatement). */
const standingStatement = boundStatement<{ business: number; details: string }, StandingRow>(
  (v) => sql`
    select y.id as year_id, y.closed, j.state, j.locked,
      (select coalesce(json_agg(json_build_array(b.detail_id, b.balance::text)), '[]'::json) from ${detailBalance} b
        where b.business_id = ${v.business} and b.detail_id = any(${v.details}::bigint[])) as balances
    from ${financialYear} y
    left join ${journal} j on j.business_id = y.business_id and j.financial_year_id = y.id and j.source_type = 'opening'
    where y.business_id = ${v.business} and y.is_main
    limit 1`,
);

/**
 * Where the main year's opening document stands (why its parts cannot change, if they cannot) and the balances of
 * the detail accounts `details` (a list page's), read together: a list shows both, and pays one round trip.
 */
export async function mainYearStanding(
  db: Executor,
  businessId: number,
  details: readonly number[],
): Promise<{ yearId: number; refusal: OpeningRefusal | null; balances: [number | string, string][] }> {
  const [row] = await standingStatement(db, { business: businessId, details: arrayParameter(details) });
  if (!row) throw new Error(`business ${businessId} has no main financial year`);
  const document = row.state === null ? null : { state: row.state, locked: row.locked === true };
  return { yearId: Number(row.year_id), refusal: openingRefusalOf({ closed: row.closed }, document), balances: row.balances };
}

/** The sources among `ids` with a part in another year's opening document: their opening is that year's history. */
export async function openedInOtherYears(db: Executor, businessId: number, type: string, ids: readonly number[], yearId: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: journalLine.sourceId })
    .from(journalLine)
    .innerJoin(journal, and(eq(journal.businessId, journalLine.businessId), eq(journal.id, journalLine.journalId)))
    .where(
      and(
        eq(journalLine.businessId, businessId),
        eq(journalLine.sourceType, type),
        inArray(journalLine.sourceId, [...ids]),
        ne(journal.financialYearId, yearId),
      ),
    );
  return new Set(rows.map((row) => Number(row.id)));
}

/** Why the opening document of `year` cannot take or change parts, if it cannot. */
export function openingRefusalOf(year: Pick<OpeningYear, 'closed'>, document: Pick<OpeningDocument, 'state' | 'locked'> | null): OpeningRefusal | null {
  if (year.closed) return 'closed-year';
  if (document?.state === 'permanent') return 'permanent';
  if (document?.locked) return 'locked';
  return null;
}

/** Why the source's part of `year`'s opening document (read or locked by the caller) cannot change, if it cannot. */
async function partRefusal(db: Executor, year: OpeningYear, document: OpeningDocument | null, source: LineSource): Promise<OpeningRefusal | null> {
  const refusal = openingRefusalOf(year, document);
  if (refusal) return refusal;
  const carried = await openedInOtherYears(db, year.businessId, source.type, [source.id], year.id);
  return carried.size > 0 ? 'carried' : null;
}

/** Why the source's part of `year`'s opening document cannot change, if it cannot: for forms that show it. */
export async function openingPartRefusal(db: Executor, year: OpeningYear, source: LineSource): Promise<OpeningRefusal | null> {
  return partRefusal(db, year, await openingDocumentOf(db, year.businessId, year.id), source);
}

/**
 * Makes the year's opening document, the first of the year: it takes the number after the year's permanent
 * documents (1 while there are none), and the temporary documents from that number on move one up. Under the
 * year's lock, as numbering takes it.
 */
async function createOpeningDocument(tx: Executor, actor: Actor, year: OpeningYear): Promise<OpeningDocument> {
  await tx
    .select({ id: financialYear.id })
    .from(financialYear)
    .where(and(eq(financialYear.businessId, year.businessId), eq(financialYear.id, year.id)))
    .for('no key update');
  const inYear = and(eq(journal.businessId, year.businessId), eq(journal.financialYearId, year.id));
  const [permanent] = await tx.select({ last: max(journal.number) }).from(journal).where(and(inYear, eq(journal.state, 'permanent')));
  const first = (permanent?.last ?? 0) + 1;
  // Two steps, through negative numbers, because the (year, number) key is checked row by row.
  const later = and(inYear, eq(journal.state, 'temporary'), sql`${journal.number} >= ${first}`);
  await tx.update(journal).set({ number: sql`-${journal.number} - 1` }).where(later);
  await tx.update(journal).set({ number: sql`-${journal.number}` }).where(and(inYear, sql`${journal.number} < 0`));
  const { lang } = await businessSettings(tx, year.businessId);
  const description = translateServerMessage(isLanguage(lang) ? lang : 'fa', 'closing-description-opening', { year: year.name });
  const [made] = await tx
    .insert(journal)
    .values({
      businessId: year.businessId,
      financialYearId: year.id,
      number: first,
      date: year.startDate,
      description,
      state: 'temporary',
      sourceType: 'opening',
      createdBy: actor.userId,
    })
    .returning();
  if (!made) throw new Error('opening document not written');
  await writeLog(tx, actor, { action: 'create', type: 'accountingDocument', id: made.id, number: String(made.number), content: description });
  return made;
}

/**
 * Writes the source's part of the year's opening document (no lines: takes it out), making the document with its
 * first part and removing it, while temporary, with its last. Refused with the reason, writing nothing, when the
 * year or the document cannot change or the source was opened in another year.
 */
export async function saveOpeningPart(
  tx: Executor,
  actor: Actor,
  year: OpeningYear,
  source: LineSource,
  lines: JournalDraft['lines'],
): Promise<{ refusal: OpeningRefusal } | { document: OpeningDocument | null }> {
  let document = await openingDocumentOf(tx, year.businessId, year.id, true);
  const refusal = await partRefusal(tx, year, document, source);
  if (refusal) return { refusal };
  if (!document) {
    if (lines.length === 0) return { document: null };
    document = await createOpeningDocument(tx, actor, year);
  }
  const draft = { date: year.startDate, description: document.description, lines };
  await replacePart(tx, year.businessId, document.id, source, draft);
  if (lines.length === 0 && !(await hasLines(tx, year.businessId, document.id))) {
    await removeJournal(tx, year.businessId, document.id);
    return { document: null };
  }
  return { document };
}

/**
 * Writes the parts of new sources (an import's persons, each with its opening balance, written in the caller's
 * transaction) into the year's opening document at once, making the document if it is not there yet; refused as
 * `saveOpeningPart` is (the reason answered), writing nothing.
 */
export async function addOpeningParts(
  tx: Executor,
  actor: Actor,
  year: OpeningYear,
  type: string,
  parts: readonly { sourceId: number; lines: JournalDraft['lines'] }[],
): Promise<OpeningRefusal | null> {
  const written = parts.filter((part) => part.lines.length > 0);
  if (written.length === 0) return null;
  let document = await openingDocumentOf(tx, year.businessId, year.id, true);
  // New sources have no part in another year to be refused for.
  const refusal = openingRefusalOf(year, document);
  if (refusal) return refusal;
  document ??= await createOpeningDocument(tx, actor, year);
  const { description } = document;
  await addParts(tx, year.businessId, document.id, type, written.map(({ sourceId, lines }) => ({ sourceId, draft: { date: year.startDate, description, lines } })));
  return null;
}

async function hasLines(tx: Executor, businessId: number, journalId: number): Promise<boolean> {
  const [line] = await tx
    .select({ id: journalLine.id })
    .from(journalLine)
    .where(and(eq(journalLine.businessId, businessId), eq(journalLine.journalId, journalId)))
    .limit(1);
  return line !== undefined;
}

/** The opening document's part the user writes in the document form (capital, fixed assets…). */
const manualPart = { type: 'manual', id: 0 };

/** The lines of an opening document that records own: every part but the manual one. */
export function recordOwnedLines(tx: Executor, businessId: number, journalId: number) {
  return tx
    .select({ account: journalLine.accountId, detail: journalLine.detailId, debit: journalLine.debit, credit: journalLine.credit })
    .from(journalLine)
    .where(and(eq(journalLine.businessId, businessId), eq(journalLine.journalId, journalId), ne(journalLine.sourceType, manualPart.type)));
}

/** Rewrites the manual part of an opening document with `draft`'s lines, and its description. */
export async function writeManualPart(tx: Executor, businessId: number, journalId: number, draft: JournalDraft): Promise<void> {
  await tx.update(journal).set({ description: draft.description }).where(and(eq(journal.businessId, businessId), eq(journal.id, journalId)));
  await replacePart(tx, businessId, journalId, manualPart, draft);
}
