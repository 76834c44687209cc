import { describe, expect, it } from 'vitest';
import { bookStanding, isLeafOf, leafIsFree, leafSerials } from './cheque-book.ts';

describe('cheque book leaves', () => {
  const book = { first_serial: '000120', leaves: 5, voided: [{ serial: '121' }] };

  it('counts the serials up from the first, as wide as it', () => {
    expect(leafSerials(book)).toEqual(['000120', '000121', '000122', '000123', '000124']);
    expect(isLeafOf(book, '124')).toBe(true);
    expect(isLeafOf(book, '000125')).toBe(false);
    expect(isLeafOf(book, '119')).toBe(false);
    expect(isLeafOf(book, '0001-22')).toBe(true);
    expect(isLeafOf(book, '-')).toBe(false);
  });

  it('tells used, voided and free leaves apart; the next is the first free one', () => {
    expect(bookStanding(book, ['000120', '0123'])).toEqual({ used: 2, voided: 1, free: 2, next: '000122' });
    expect(bookStanding({ ...book, leaves: 2 }, ['120'])).toEqual({ used: 1, voided: 1, free: 0, next: null });
    expect(leafIsFree(book, ['120'], '000122')).toBe(true);
    expect(leafIsFree(book, ['120'], '121')).toBe(false);
  });
});
