import { describe, expect, it } from 'vitest';
import { bookListParams, bookSearch } from './book-state.ts';
import { defaultDay, isPeriod, readChoice, readDay, readPeriod, withParams } from './report-period.ts';

const year = { startDate: '2025-03-21', endDate: '2026-03-20' };
const book = bookListParams(year);

describe('a report period in the URL', () => {
  it('covers the financial year unless the URL names a range', () => {
    expect(readPeriod(new URLSearchParams(), year)).toEqual({ from: '2025-03-21', to: '2026-03-20' });
    expect(readPeriod(new URLSearchParams('from=2025-04-01&to=2025-04-30'), year)).toEqual({ from: '2025-04-01', to: '2025-04-30' });
  });

  it('falls back to the year for a reversed or broken range', () => {
    expect(readPeriod(new URLSearchParams('from=2025-05-01&to=2025-04-01'), year)).toEqual({ from: year.startDate, to: year.endDate });
    expect(readPeriod(new URLSearchParams('from=1404/01/01&to=2025-04-01'), year).from).toBe(year.startDate);
    expect(isPeriod('2025-04-01', '2025-04-01')).toBe(true);
    expect(isPeriod('2025-04-01', null)).toBe(false);
  });

  it('puts a day of balance inside the year', () => {
    expect(defaultDay(year, '2025-06-01')).toBe('2025-06-01');
    expect(defaultDay(year, '2027-01-01')).toBe(year.endDate);
    expect(defaultDay(year, '2020-01-01')).toBe(year.startDate);
    expect(readDay(new URLSearchParams('date=2025-07-07'), year, '2025-06-01')).toBe('2025-07-07');
  });

  it('reads only the choices offered and keeps the other values when one changes', () => {
    expect(readChoice(new URLSearchParams('level=total'), 'level', ['total', 'given'] as const, 'given')).toBe('total');
    expect(readChoice(new URLSearchParams('level=x'), 'level', ['total', 'given'] as const, 'given')).toBe('given');
    const next = withParams(new URLSearchParams('level=total&hideZero=1'), { hideZero: undefined, layout: '8' });
    expect(next.toString()).toBe('level=total&layout=8');
  });
});

describe('the book in the URL', () => {
  it('round-trips account, detail, range and page', () => {
    const search = bookSearch({ account: 12, detail: 3, from: '2025-04-01', to: '2025-04-30', page: 2, perPage: 100 });
    expect(book.read(search)).toEqual({ account: 12, detail: 3, from: '2025-04-01', to: '2025-04-30', page: 2, perPage: 100 });
  });

  it('opens on the first page of 50 rows without an account until one is chosen', () => {
    expect(book.read(new URLSearchParams('account=abc&perPage=7'))).toEqual({
      account: null,
      detail: null,
      from: year.startDate,
      to: year.endDate,
      page: 1,
      perPage: 50,
    });
    expect(bookSearch({ account: 5, from: '2025-04-01', to: '2025-04-30', page: 1, perPage: 50 }).toString()).toBe(
      'account=5&from=2025-04-01&to=2025-04-30',
    );
  });
});
