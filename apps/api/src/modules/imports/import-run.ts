import { and, eq, inArray } from 'drizzle-orm';
import { importColumns, type Field, type ImportType } from '@hesab/contract';
import { importJob, type Database, type Executor, type RefusedImportRow } from '@hesab/db';
import { translateServerMessage, type Language } from '@hesab/i18n';
import type { ZodType } from 'zod';
import { refusalsOf } from '../../http/error-handler.ts';
import type { Actor } from '../activity-log/index.ts';
import { webMessage } from '../spreadsheets/index.ts';
import { headerNames, wireValueOf } from './import-values.ts';
import type { ReadSheet } from './sheet-reader.ts';

/** What a type of import writes and with which rules: the form's own validator, and a row written as the form writes it. */
export interface ImportKind {
  fields: readonly Field[];
  /** the same schema the form's route validates with */
  schema: ZodType;
  /** the create permission of what is imported */
  permission: string;
  /** the view permission: the sample and the history */
  viewPermission: string;
  write(tx: Executor, actor: Actor, values: Record<string, unknown>): Promise<unknown>;
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
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ImportRun {
  db: Database;
  actor: Actor;
  jobId: number;
  type: ImportType;
  kind: ImportKind;
  sheet: ReadSheet;
  language: Language;
  dateLocale: string;
}

function reasonText(language: Language, fields: readonly Field[], error: unknown): string | null {
  const refusals = refusalsOf(language, error);
  if (!refusals) return null;
  return refusals
    .map(({ field, message }) => {
      const named = fields.find((each) => each.name === field.split('.')[0]);
      return named ? `${webMessage(language, named.label)}: ${message}` : message;
    })
    .join(' — ');
}

/** The columns of the file the type reads, by the index of their header; the type's columns it lacks among `missing`. */
export function mapColumns(type: ImportType, fields: readonly Field[], header: readonly string[]) {
  const mapped: { field: Field; index: number }[] = [];
  for (const column of importColumns[type]) {
    const field = fields.find((each) => each.name === column.name);
    const index = field ? header.findIndex((text) => headerNames(field, text)) : -1;
    if (field && index >= 0) mapped.push({ field, index });
  }
  const missing = fields.filter((field) => field.required && importColumns[type].some((column) => column.name === field.name) && !mapped.some((each) => each.field === field));
  return { mapped, missing };
}

/**
 * Checks every row with the form's validator, then, only if none is refused, writes them all in one transaction.
 * A file with a bad row writes nothing: its refused rows, with their reasons, stay with the import for its error file.
 */
export async function runImport(run: ImportRun): Promise<void> {
  const { db, actor, jobId, kind, sheet, language } = run;
  const key = progressKey(actor.businessId, jobId);
  const progress: Progress = { checked: 0, written: 0 };
  runningImports.set(key, progress);
  const thisJob = and(eq(importJob.businessId, actor.businessId), eq(importJob.id, jobId));
  const finish = (values: Partial<typeof importJob.$inferInsert>) => db.update(importJob).set({ ...values, finishedAt: new Date() }).where(thisJob);
  try {
    const { mapped } = mapColumns(run.type, kind.fields, sheet.header);
    const refused: RefusedImportRow[] = [];
    const valid: { row: number; cells: string[]; values: Record<string, unknown> }[] = [];
    for (const { row, cells } of sheet.rows) {
      const input: Record<string, unknown> = {};
      for (const { field, index } of mapped) {
        const value = wireValueOf(field, cells[index] ?? '', run.dateLocale);
        if (value !== undefined) input[field.name] = value;
      }
      const parsed = kind.schema.safeParse(input);
      if (parsed.success) valid.push({ row, cells, values: parsed.data as Record<string, unknown> });
      else refused.push({ row, cells, reason: reasonText(language, kind.fields, parsed.error) ?? '' });
      if (++progress.checked % rowsPerTurn === 0) await nextTurn();
    }
    if (refused.length > 0) {
      await finish({ status: 'refused', checked: progress.checked, refused });
      return;
    }
    await db.update(importJob).set({ status: 'writing', checked: progress.checked }).where(thisJob);
    await db.transaction(async (tx) => {
      for (const { row, cells, values } of valid) {
        try {
          await kind.write(tx, actor, values);
        } catch (error) {
          const reason = reasonText(language, kind.fields, error);
          if (reason === null) throw error;
          throw new RefusedRow({ row, cells, reason });
        }
        if (++progress.written % rowsPerTurn === 0) await nextTurn();
      }
    });
    await finish({ status: 'done', written: progress.written });
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
