import { and, eq, inArray } from 'drizzle-orm';
import type { ImportType } from '@hesab/contract';
import { importJob, type Database, type Executor, type RefusedImportRow } from '@hesab/db';
import { translateServerMessage, type Language } from '@hesab/i18n';
import type { ZodType } from 'zod';
import { refusalsOf } from '../../http/error-handler.ts';
import { FieldErrors } from '../../http/errors.ts';
import type { Actor } from '../activity-log/index.ts';
import type { ReferenceTables } from '../documents/index.ts';
import type { Member } from '../tenancy/index.ts';
import { mapColumns, pathLabel, type ImportTarget } from './import-columns.ts';
import { fileRecords } from './import-records.ts';
import { ReferenceNames } from './reference-names.ts';
import type { ReadSheet } from './sheet-reader.ts';

/** What a type of import writes and with which rules: the form's own validator, and a row written as the form writes it. */
export interface ImportKind {
  target: ImportTarget;
  /** the same schema the form's route validates with */
  schema: ZodType;
  /** the create (or edit) permissions of what is imported (a product's or a service's): any of them reaches the import */
  permissions: readonly string[];
  /** for a type that changes records: the field holding the id of the record a row changes */
  key?: string;
  /** the field `ref_type` fills where a row leaves it empty (an invoice's type, imported from the sales list) */
  refField?: string;
  /** the view permission: the sample and the history */
  viewPermission: string;
  /** writes one record as the form's create does, within the member's reach (a service only with its permission) */
  write(tx: Executor, actor: Actor, member: Member, values: Record<string, unknown>): Promise<unknown>;
  /** where it can: writes many such records at once, all or nothing, without saying which one a refusal is of */
  writeMany?(tx: Executor, actor: Actor, member: Member, values: readonly Record<string, unknown>[]): Promise<unknown>;
  /** after a file is written: the business's open screens hear of the documents it made */
  written?(businessId: number): void;
}

/** Where an import running in this process has got to; the table has it at each phase's end. */
export interface Progress {
  checked: number;
  written: number;
}

export const runningImports = new Map<string, Progress>();
export const progressKey = (businessId: number, id: number) => `${String(businessId)}:${String(id)}`;

/** A row refused while it was written (a code already taken): the transaction ends, and the file is refused with it. */
class RefusedRow extends Error {
  constructor(readonly refused: RefusedImportRow) {
    super('refused row');
  }
}

/** Pauses after this many rows so that the server answers other requests (and progress polls) while a file is read. */
const rowsPerTurn = 500;
/** How many records a kind that writes many at once writes at a time. */
const recordsPerBatch = 2_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A pause each time a count passes another `rowsPerTurn` rows. */
function turnsEvery(): (count: number) => Promise<void> {
  let next = rowsPerTurn;
  return async (count) => {
    if (count < next) return;
    next = count + rowsPerTurn;
    await nextTurn();
  };
}

export interface ImportRun {
  db: Database;
  references: ReferenceTables;
  actor: Actor;
  member: Member;
  jobId: number;
  type: ImportType;
  kind: ImportKind;
  sheet: ReadSheet;
  language: Language;
  dateLocale: string;
  /** `POST import`'s ref_type: the value of the kind's refField in a row without one */
  refType?: string;
}

/** Why a row is refused, each field named; null for an error that is no refusal. `skipped`: paths said already. */
function reasonText(language: Language, target: ImportTarget, error: unknown, skipped: readonly string[] = []): string | null {
  const refusals = refusalsOf(language, error);
  if (!refusals) return null;
  return refusals
    .filter(({ field }) => !skipped.includes(field))
    .map(({ field, message }) => {
      const named = pathLabel(language, target, field);
      return named ? `${named}: ${message}` : message;
    })
    .join(' — ');
}

interface CheckedRecord {
  row: number;
  span: number;
  cells: string[];
  values: Record<string, unknown>;
}

/** Records a file names on several lines (a product's pricing rows, each with its code) as one, their rows in order. */
function sameRecordsTogether(records: readonly CheckedRecord[], key: string): CheckedRecord[] {
  const byKey = new Map<unknown, CheckedRecord>();
  for (const record of records) {
    const earlier = byKey.get(record.values[key]);
    if (!earlier) {
      byKey.set(record.values[key], { ...record, values: { ...record.values } });
      continue;
    }
    earlier.span += record.span;
    for (const [name, value] of Object.entries(record.values)) {
      const before = earlier.values[name];
      earlier.values[name] = Array.isArray(before) && Array.isArray(value) ? [...(before as unknown[]), ...(value as unknown[])] : value;
    }
  }
  return [...byKey.values()];
}

/**
 * Checks every row with the form's validator, then, only if none is refused, writes them all in one transaction.
 * A file with a bad row writes nothing: its refused rows, with their reasons, stay with the import for its error file.
 */
export async function runImport(run: ImportRun): Promise<void> {
  const { db, actor, member, jobId, kind, sheet, language } = run;
  const key = progressKey(actor.businessId, jobId);
  const progress: Progress = { checked: 0, written: 0 };
  runningImports.set(key, progress);
  const thisJob = and(eq(importJob.businessId, actor.businessId), eq(importJob.id, jobId));
  const finish = (values: Partial<typeof importJob.$inferInsert>) => db.update(importJob).set({ ...values, finishedAt: new Date() }).where(thisJob);
  try {
    const { mapped } = mapColumns(run.type, kind.target, sheet.header);
    const names = new ReferenceNames(run.references, db, actor.businessId);
    await names.load(mapped.flatMap((slot) => (slot.field.type === 'reference' ? [slot.field.resource] : [])));
    const refused: RefusedImportRow[] = [];
    const valid: CheckedRecord[] = [];
    const checkTurn = turnsEvery();
    const given = kind.refField !== undefined && run.refType !== undefined ? { [kind.refField]: run.refType } : {};
    for (const { row, span, cells, input, unknown } of fileRecords(sheet, mapped, names, run.dateLocale)) {
      const parsed = kind.schema.safeParse({ ...given, ...input });
      const unnamed = Object.keys(unknown);
      if (parsed.success && unnamed.length === 0) valid.push({ row, span, cells, values: parsed.data as Record<string, unknown> });
      else {
        // A name that names nothing is said once, not again as the empty value the form would refuse.
        const reasons = [reasonText(language, kind.target, new FieldErrors(unknown)), parsed.success ? null : reasonText(language, kind.target, parsed.error, unnamed)];
        refused.push({ row, cells, reason: reasons.filter((reason) => reason !== null && reason !== '').join(' — ') });
      }
      progress.checked += span;
      await checkTurn(progress.checked);
    }
    if (refused.length > 0) {
      await finish({ status: 'refused', checked: progress.checked, refused });
      return;
    }
    const writes = kind.key === undefined ? valid : sameRecordsTogether(valid, kind.key);
    await db.update(importJob).set({ status: 'writing', checked: progress.checked }).where(thisJob);
    const writeTurn = turnsEvery();
    const writeEach = async (tx: Executor, records: readonly CheckedRecord[]) => {
      for (const { row, span, cells, values } of records) {
        try {
          await kind.write(tx, actor, member, values);
        } catch (error) {
          const reason = reasonText(language, kind.target, error);
          if (reason === null) throw error;
          throw new RefusedRow({ row, cells, reason });
        }
        progress.written += span;
        await writeTurn(progress.written);
      }
    };
    await db.transaction(async (tx) => {
      const { writeMany } = kind;
      if (!writeMany) return writeEach(tx, writes);
      for (let start = 0; start < writes.length; start += recordsPerBatch) {
        const batch = writes.slice(start, start + recordsPerBatch);
        try {
          // A savepoint: a batch refused (which does not say by which record) is undone and written record by
          // record, so that the refused one is named as the form would name it.
          await tx.transaction((batchTx) => writeMany(batchTx, actor, member, batch.map((record) => record.values)));
        } catch (error) {
          if (reasonText(language, kind.target, error) === null) throw error;
          await writeEach(tx, batch);
          continue;
        }
        progress.written += batch.reduce((sum, record) => sum + record.span, 0);
        await nextTurn();
      }
    });
    await finish({ status: 'done', written: progress.written });
    kind.written?.(actor.businessId);
  } catch (error) {
    if (error instanceof RefusedRow) await finish({ status: 'refused', checked: progress.checked, written: 0, refused: [error.refused] });
    else await finish({ status: 'failed', written: 0, message: translateServerMessage(language, 'import-failed') });
    if (!(error instanceof RefusedRow)) throw error;
  } finally {
    runningImports.delete(key);
  }
}

/** Imports this process was running when it stopped: nothing of them was written (one transaction), so say so. */
export async function markInterruptedImports(db: Database, language: Language = 'fa'): Promise<void> {
  await db
    .update(importJob)
    .set({ status: 'failed', message: translateServerMessage(language, 'import-interrupted'), finishedAt: new Date() })
    .where(inArray(importJob.status, ['checking', 'writing']));
}
