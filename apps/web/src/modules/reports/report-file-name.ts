import { toLatinDigits } from '@hesab/domain';
import { formatBusinessDate } from '../../shared/format/dates.ts';
import type { ReportFormat } from './report-columns.ts';

/** Characters no file system takes in a name; a date's slashes among them. */
const unsafeInFileName = /[\\/:*?"<>|]+/g;

/** A date in a file name: the business's calendar (Jalali for a Persian business), dashes for slashes. */
function fileDate(isoDate: string, format: ReportFormat): string {
  return formatBusinessDate(isoDate, format.dateLocale, 'en');
}

/** A report's period as its file name writes it: "از 1405-01-01 تا 1405-12-29" in the user's language. */
export function filePeriod(format: ReportFormat, period: { from: string; to: string }): string {
  return format.t('reports.period', { from: fileDate(period.from, format), to: fileDate(period.to, format) });
}

/** A report's day as its file name writes it. */
export function fileDay(format: ReportFormat, day: string): string {
  return format.t('reports.onDate', { date: fileDate(day, format) });
}

/**
 * An Excel file's name from what a person looks for in a folder of them: the report's title, what it is of (an
 * account's name), its dates. Latin digits, so that names sort and match in any file manager.
 */
export function reportFileName(parts: readonly (string | undefined)[]): string {
  const name = parts
    .filter((part): part is string => part !== undefined && part.trim() !== '')
    .join(' - ')
    .replace(unsafeInFileName, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return `${toLatinDigits(name)}.xlsx`;
}
