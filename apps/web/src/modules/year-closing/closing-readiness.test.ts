import { yearClosingKinds, type YearClosingState } from '@hesab/contract';
import { languages } from '@hesab/i18n';
import { webMessages } from '@hesab/i18n/web';
import { describe, expect, it } from 'vitest';
import { readinessOf } from './closing-readiness.ts';

const open: YearClosingState = {
  year_id: 1,
  year_name: 'سال مالی 1405',
  start_date: '2026-03-21',
  end_date: '2027-03-20',
  closed: false,
  temporary_documents: 0,
  temporary_accounts_open: true,
  next_year: { id: null, name: 'سال مالی 1406', start_date: '2027-03-21', end_date: '2028-03-19' },
  documents: [],
  opening_balance: '0',
  capital_account: null,
};

describe('what the closing screen offers', () => {
  it('offers both steps for an open year with only permanent documents', () => {
    expect(readinessOf(open, '2027-03-21')).toEqual({ canCloseAccounts: true, canCloseYear: true, endsLater: false });
  });

  it('holds both back while temporary documents remain, and everything once the year is closed', () => {
    expect(readinessOf({ ...open, temporary_documents: 2 }, '2027-03-21')).toMatchObject({ canCloseAccounts: false, canCloseYear: false });
    expect(readinessOf({ ...open, closed: true }, '2027-03-21')).toEqual({ canCloseAccounts: false, canCloseYear: false, endsLater: false });
  });

  it('closes the year even when the temporary accounts are already closed', () => {
    expect(readinessOf({ ...open, temporary_accounts_open: false }, '2027-03-21')).toMatchObject({ canCloseAccounts: false, canCloseYear: true });
  });

  it('warns before closing a year that has not ended', () => {
    expect(readinessOf(open, '2026-11-22').endsLater).toBe(true);
    expect(readinessOf(open, '2027-03-20').endsLater).toBe(false);
  });

  it.each(languages)('names every kind of closing document in %s', (language) => {
    const kinds: Record<string, string> = webMessages[language].closing.kinds;
    expect(yearClosingKinds.filter((kind) => !kinds[kind])).toEqual([]);
  });
});
