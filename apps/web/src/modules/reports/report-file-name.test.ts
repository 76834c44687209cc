import { describe, expect, it } from 'vitest';
import { translationsIn } from '../../shared/i18n/test-translations.ts';
import type { ReportFormat } from './report-columns.ts';
import { fileDay, filePeriod, reportFileName } from './report-file-name.ts';

const format: ReportFormat = { t: translationsIn('fa'), language: 'fa', dateLocale: 'fa', currencyPrecision: 0 };

describe('reportFileName', () => {
  it('names the book by its title, the account and the Jalali period', () => {
    const period = filePeriod(format, { from: '2026-03-21', to: '2027-03-20' });
    expect(reportFileName(['دفتر حساب', 'صندوق ۲', period])).toBe('دفتر حساب - صندوق 2 - از 1405-01-01 تا 1405-12-29.xlsx');
  });

  it('writes a day in the Jalali calendar', () => {
    expect(reportFileName(['ترازنامه', fileDay(format, '2027-03-20')])).toMatch(/^ترازنامه - .*1405-12-29\.xlsx$/);
  });

  it('leaves out missing parts and characters a file system refuses', () => {
    expect(reportFileName(['تراز: آزمایشی', undefined, ' ', 'a/b'])).toBe('تراز- آزمایشی - a-b.xlsx');
  });
});
