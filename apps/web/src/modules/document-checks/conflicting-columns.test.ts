import type { ConflictingDocument } from '@hesab/contract';
import { webMessages } from '@hesab/i18n/web';
import { describe, expect, it } from 'vitest';
import { translationsIn } from '../../shared/i18n/test-translations.ts';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { conflictingColumns } from './conflicting-columns.ts';

const row: ConflictingDocument = {
  id: 7,
  number: 12,
  date: '2026-05-01',
  description: 'فروش',
  problem: 'inactive-detail',
  account_code: '10301',
  account_name: 'حساب‌های دریافتنی',
};


describe('conflicting documents', () => {
  it('name the broken rule in the language and show codes in its digits', () => {
    const columns = conflictingColumns({ t: translationsIn('fa'), language: 'fa', dateLocale: 'fa' });
    expect(columns.map((column) => column.text(row))).toEqual([
      '۱۲',
      '۱۴۰۵/۰۲/۱۱',
      'فروش',
      webMessages.fa.checks.problems['inactive-detail'],
      '۱۰۳۰۱ حساب‌های دریافتنی',
    ]);
  });

  it('export numbers and codes as they are, with English headers on request', () => {
    const columns = conflictingColumns({ t: translationsIn('en'), language: 'en', dateLocale: 'fa' });
    const sheet = exportTable(columns, [row], 1, 'Row');
    expect(sheet.headers).toEqual(['Row', 'Number', 'Date', 'Description', 'Problem', 'Account']);
    expect(sheet.rows[0]?.slice(0, 2)).toEqual([1, 12]);
    expect(sheet.rows[0]?.[5]).toBe('10301 حساب‌های دریافتنی');
  });
});
