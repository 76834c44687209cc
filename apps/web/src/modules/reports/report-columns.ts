import type { BalanceAmounts } from '@hesab/contract';
import { amountCell, formatMoney, localizeDigits, type Money } from '@hesab/domain';
import type { ReactNode } from 'react';
import type { FormatContext } from '../../shared/fields/format-context.ts';
import { formatBusinessDate } from '../../shared/format/dates.ts';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import { balanceAmount, balanceColumnKeys, balanceColumnLabels, type BalanceLayout } from './balance-layout.ts';
import { remainAmount, remainSide, type BookLine } from './book-lines.ts';
import type { StatementLine } from './statement-lines.ts';

/** What the columns format with; a sheet in English headers gets its own `t` and language. */
export type ReportFormat = Pick<FormatContext, 't' | 'language' | 'dateLocale' | 'currencyPrecision'>;

/**
 * An amount column: the app's money format (the language's digits and separators, the currency's decimals) on
 * screen and in print, an exact number in Excel; blank where a line has no such amount.
 */
export function amountColumn<Row>(
  id: string,
  header: string,
  amount: (row: Row) => Money | null,
  format: ReportFormat,
): TableColumn<Row> {
  const text = (row: Row) => {
    const value = amount(row);
    return value === null ? '' : formatMoney(value, { precision: format.currencyPrecision, language: format.language });
  };
  return {
    id,
    header,
    text,
    cell: (row) => {
      const value = amount(row);
      return value === null ? '' : amountCell(value);
    },
    ltr: true,
  };
}

/** Codes are digits: they take the language's digits on screen and stay as typed in Excel. */
function codeColumn<Row>(id: string, header: string, code: (row: Row) => string, format: ReportFormat): TableColumn<Row> {
  return { id, header, text: (row) => localizeDigits(code(row), format.language), cell: code };
}

/** A trial balance line; the totals line has an empty code and no id. */
export type BalanceLine = BalanceAmounts & { id?: number; code: string; name: string };

export function balanceColumns(
  format: ReportFormat,
  layout: BalanceLayout,
  renderName?: (row: BalanceLine) => ReactNode,
): TableColumn<BalanceLine>[] {
  const { t } = format;
  return [
    codeColumn<BalanceLine>('code', t('reports.code'), (row) => row.code, format),
    { id: 'name', header: t('reports.name'), text: (row) => row.name, render: renderName },
    ...balanceColumnKeys(layout).map((key) =>
      amountColumn<BalanceLine>(key, t(`reports.${balanceColumnLabels[key]}`), (row) => balanceAmount(row, key), format),
    ),
  ];
}

export function bookColumns(format: ReportFormat, renderNumber?: (line: BookLine) => ReactNode): TableColumn<BookLine>[] {
  const { t } = format;
  return [
    {
      id: 'date',
      header: t('reports.date'),
      text: (line) => (line.date ? formatBusinessDate(line.date, format.dateLocale, format.language) : ''),
    },
    {
      id: 'number',
      header: t('reports.documentNumber'),
      text: (line) => (line.number === null ? '' : localizeDigits(String(line.number), format.language)),
      cell: (line) => line.number ?? '',
      render: renderNumber,
    },
    {
      id: 'description',
      header: t('reports.description'),
      // A summary line says what it is where a document row has its description.
      text: (line) => (line.label ? t(`reports.${line.label}`) : (line.description ?? '')),
      multiline: true,
    },
    amountColumn<BookLine>('debit', t('reports.debit'), (line) => line.debit, format),
    amountColumn<BookLine>('credit', t('reports.credit'), (line) => line.credit, format),
    amountColumn<BookLine>('cumulative_debtor', t('reports.cumulativeDebtor'), (line) => line.cumulative_debtor, format),
    amountColumn<BookLine>('cumulative_creditor', t('reports.cumulativeCreditor'), (line) => line.cumulative_creditor, format),
    amountColumn<BookLine>('remain', t('reports.remain'), (line) => remainAmount(line.remain), format),
    { id: 'side', header: t('reports.side'), text: (line) => t(`reports.sides.${remainSide(line.remain)}`) },
  ];
}

export function statementColumns(format: ReportFormat): TableColumn<StatementLine>[] {
  const { t } = format;
  return [
    codeColumn<StatementLine>('code', t('reports.code'), (line) => line.code, format),
    { id: 'name', header: t('reports.name'), text: (line) => line.name },
    amountColumn<StatementLine>('amount', t('reports.amount'), (line) => line.amount, format),
  ];
}

/** A line of the summary document: a total-level account's debits and credits of the period. */
export interface TotalDocumentLine {
  code: string;
  name: string;
  debit: Money;
  credit: Money;
}

export function totalDocumentColumns(format: ReportFormat): TableColumn<TotalDocumentLine>[] {
  const { t } = format;
  return [
    codeColumn<TotalDocumentLine>('code', t('reports.code'), (line) => line.code, format),
    { id: 'name', header: t('reports.name'), text: (line) => line.name },
    amountColumn<TotalDocumentLine>('debit', t('reports.debit'), (line) => line.debit, format),
    amountColumn<TotalDocumentLine>('credit', t('reports.credit'), (line) => line.credit, format),
  ];
}

/** "From … to …" in the business's calendar, under a report's title on screen and in print. */
export function periodLabel(format: ReportFormat, period: { from: string; to: string }): string {
  const date = (iso: string) => formatBusinessDate(iso, format.dateLocale, format.language);
  return format.t('reports.period', { from: date(period.from), to: date(period.to) });
}

export function dayLabel(format: ReportFormat, day: string): string {
  return format.t('reports.onDate', { date: formatBusinessDate(day, format.dateLocale, format.language) });
}
