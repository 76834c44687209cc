import { reportResponse, totalledColumns, type ReportColumn, type ReportDefinition } from '@hesab/contract';
import { formatBusinessMonth, localizeDigits, sumMoney } from '@hesab/domain';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import { quantityColumn } from './invoice-report-columns.ts';
import { amountColumn, type ReportFormat } from './report-columns.ts';

/* A report definition's columns and lines as the table, print and Excel take them (ARCHITECTURE 4c). */

export type EngineReport = z.infer<ReturnType<typeof reportResponse>>;

/** A row of the report, or a summary line (a group's subtotal, the totals) whose `summary` names it in the first column. */
export interface EngineLine {
  values: Record<string, unknown>;
  summary?: string;
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function columnOf(column: ReportColumn<string>, header: string, format: ReportFormat, first: boolean): TableColumn<EngineLine> {
  const value = (line: EngineLine) => line.values[column.key];
  const money = (line: EngineLine) => (typeof value(line) === 'string' ? textOf(value(line)) : null);
  switch (column.kind) {
    case 'money':
      return amountColumn<EngineLine>(column.key, header, money, format);
    case 'quantity':
      return quantityColumn<EngineLine>(column.key, header, money, format);
    case 'code':
      return { id: column.key, header, text: (line) => line.summary && first ? line.summary : localizeDigits(textOf(value(line)), format.language), cell: (line) => line.summary && first ? line.summary : textOf(value(line)) };
    case 'month':
      return {
        id: column.key,
        header,
        text: (line) => (line.summary && first ? line.summary : textOf(value(line)) && formatBusinessMonth(textOf(value(line)), format.dateLocale, format.language)),
      };
    case 'text':
      return { id: column.key, header, text: (line) => (line.summary && first ? line.summary : textOf(value(line))), multiline: true };
  }
}

interface ColumnOptions {
  /** a column left out (the grouping column under its groups' headings) */
  without?: string;
  /** draws a row's drill-down link in its first text column */
  render?: (line: EngineLine, text: string) => ReactNode;
}

/** The definition's columns, headers through `t`; a summary line names itself in the first one shown. */
export function engineColumns(definition: ReportDefinition, format: ReportFormat, { without, render }: ColumnOptions = {}): TableColumn<EngineLine>[] {
  const linkColumn = definition.columns.find((column) => column.kind === 'text')?.key;
  return definition.columns
    .filter((column) => column.key !== without)
    .map((column, index) => {
      const shown = columnOf(column, format.t(column.label), format, index === 0);
      if (!render || column.key !== linkColumn) return shown;
      return { ...shown, render: (line: EngineLine) => (line.summary ? shown.text(line) : render(line, shown.text(line))) };
    });
}

/** A summary line: the totalled columns' sums, named in the first column. */
function summaryLine(definition: ReportDefinition, summary: string, rows: readonly Record<string, unknown>[]): EngineLine {
  const values = Object.fromEntries(totalledColumns(definition).map((key) => [key, sumMoney(rows.map((row) => textOf(row[key]) || '0'))]));
  return { values, summary };
}

export interface EngineGroup {
  key: string;
  /** the group's heading: its grouping column's text */
  title: string;
  lines: EngineLine[];
  subtotal: EngineLine;
}

/** The rows in the groups of the definition's grouping column (one group without a title where it has none), each with its subtotal. */
export function engineGroups(definition: ReportDefinition, report: EngineReport, format: ReportFormat): EngineGroup[] {
  const { groupBy } = definition;
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of report.rows) {
    const key = groupBy ? textOf(row[groupBy]) : '';
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const groupColumn = definition.columns.find((column) => column.key === groupBy);
  return [...groups].map(([key, rows]) => {
    const title = groupColumn ? (columnOf(groupColumn, '', format, false).text({ values: rows[0] ?? {} })) : '';
    return {
      key,
      title,
      lines: rows.map((values) => ({ values })),
      subtotal: summaryLine(definition, format.t('reportEngine.subtotal', { group: title }), rows),
    };
  });
}

/** The totals line of the whole report, from the API's totals. */
export function engineTotals(report: EngineReport, format: ReportFormat): EngineLine {
  return { values: report.totals, summary: format.t('reportEngine.total') };
}
