import { absMoney, compareMoney, type Money } from '@hesab/domain';
import type { ExportTable } from '../../shared/resources/table-columns.ts';

/** A line of a financial statement (an account and its amount) or of the summary document. */
export interface StatementLine {
  code: string;
  name: string;
  amount: Money;
}

/** A line that names itself, such as a total: no code. */
export function labelledLine(name: string, amount: Money): StatementLine {
  return { code: '', name, amount };
}

/** Net profit, or net loss (shown without its minus) when expenses exceed income. */
export function netResult(netProfit: Money): { label: 'netProfit' | 'netLoss'; amount: Money } {
  return { label: compareMoney(netProfit, '0') < 0 ? 'netLoss' : 'netProfit', amount: absMoney(netProfit) };
}

/** One part of a stacked sheet: a heading row, then its table's rows. */
export interface SheetSection {
  title: string;
  table: ExportTable;
}

/**
 * Several tables of the same columns as one Excel sheet (a statement's sections one under the other): each
 * section opens with its title in a row of its own, and an empty row parts the sections.
 */
export function stackSheets(sections: readonly SheetSection[], after: readonly (string | number)[][] = []): ExportTable {
  const headers = sections[0]?.table.headers ?? [];
  const blank = headers.map(() => '');
  const titleRow = (title: string) => [title, ...headers.slice(1).map(() => '')];
  const rows = sections.flatMap((section, index) => [...(index > 0 ? [blank] : []), titleRow(section.title), ...section.table.rows]);
  return { headers, rows: after.length > 0 ? [...rows, blank, ...after] : rows };
}
