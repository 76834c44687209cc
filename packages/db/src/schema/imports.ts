import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businessId, createdAt, id } from './columns.ts';

/** A refused row of an imported file: its row number in the file, its cells as read, and why, in the user's language. */
export interface RefusedImportRow {
  row: number;
  cells: string[];
  reason: string;
}

/**
 * An imported spreadsheet (issue 18): what it was, who sent it, and how far it has got. The rows are checked, then
 * written in one transaction; a file with a bad row writes nothing and keeps its refused rows for the error file.
 */
export const importJob = pgTable(
  'import_job',
  {
    businessId: businessId(),
    id: id(),
    type: text('type').notNull(),
    refType: text('ref_type'),
    /** the file's name as it was sent */
    title: text('title').notNull(),
    status: text('status').$type<'checking' | 'writing' | 'done' | 'refused' | 'failed'>().notNull(),
    /** the rows the file holds (spec 02's count_item) */
    countItem: integer('count_item').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    written: integer('written').notNull().default(0),
    /** the file's header row, for the error file */
    header: jsonb('header').$type<string[]>().notNull().default([]),
    refused: jsonb('refused').$type<RefusedImportRow[]>().notNull().default([]),
    /** why a file failed as a whole (unreadable, or the server stopped), in the user's language */
    message: text('message'),
    registrar: bigint('registrar', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.id] }), index('import_job_type_idx').on(t.businessId, t.type, t.createdAt)],
);
