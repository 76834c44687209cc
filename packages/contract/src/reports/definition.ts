import { z } from 'zod';
import { isoDate } from '../wire-values.ts';
import type { RouteName } from '../routes.ts';

/*
 * The report engine (ARCHITECTURE 4c): a report is a definition, its parameters, its columns by kind, its
 * grouping, its totals and its drill-down; the API serves it through one route maker and the web renders it with
 * one page, export and print included. A report reads kept balances or an index, never the whole history.
 */

/** How a column shows its value: the web formats each kind the same way on every report, on screen and in Excel. */
export const reportColumnKinds = ['text', 'code', 'money', 'quantity', 'month'] as const;
export type ReportColumnKind = (typeof reportColumnKinds)[number];

export interface ReportColumn<Key extends string> {
  key: Key;
  /** i18n key of the header */
  label: string;
  kind: ReportColumnKind;
  /** summed into the totals line (and each group's subtotal) */
  total?: boolean;
}

/** A parameter chosen from a fixed list, beside the period every report has. */
export interface ReportChoice<Name extends string> {
  name: Name;
  /** i18n key of the field's label; each option's label is `${label}s.${option}` */
  label: string;
  options: readonly [string, ...string[]];
}

/** Where a row leads: a screen (its route, an id for its `:id?`) and the query it opens with. */
export interface ReportLink {
  route: RouteName;
  id?: number;
  query?: Record<string, string>;
}

/** Every report covers a range of days, both in. */
export const reportPeriod = z.object({ from: isoDate, to: isoDate });

export interface ReportDefinition<Row extends z.ZodObject = z.ZodObject, Params extends z.ZodObject = z.ZodObject> {
  /** the screen, which is also the permission that opens the report and its API */
  route: RouteName;
  /** `GET <path>` under the API's root */
  path: string;
  /** i18n key of the title */
  title: string;
  /** the query: the period and any choices */
  params: Params;
  choices: readonly ReportChoice<Extract<keyof z.infer<Params>, string>>[];
  row: Row;
  /** what identifies a row among the others */
  rowKey(row: z.infer<Row>): string;
  columns: readonly ReportColumn<Extract<keyof z.infer<Row>, string>>[];
  /** rows with the same value here sit under one heading with their subtotal; the API sends them in that order */
  groupBy?: Extract<keyof z.infer<Row>, string>;
  /** the drill-down: the row's screen, with the query (and period) the report was asked with */
  link?(row: z.infer<Row>, params: z.infer<Params>): ReportLink | null;
}

/** Checks a definition against its own types: a column, choice or grouping naming a field that does not exist does not compile. */
export function defineReport<Row extends z.ZodObject, Params extends z.ZodObject>(
  definition: ReportDefinition<Row, Params>,
): ReportDefinition<Row, Params> {
  return definition;
}

/** The keys of the columns a report totals. */
export function totalledColumns(definition: ReportDefinition): string[] {
  return definition.columns.filter((column) => column.total).map((column) => column.key);
}

/** `GET <path>`: the rows and the totals of the columns marked `total`, as decimal strings. */
export function reportResponse<Row extends z.ZodObject>(definition: ReportDefinition<Row>) {
  return z.object({ rows: z.array(definition.row), totals: z.record(z.string(), z.string()) });
}
