import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancesOf, journalProblems, sumMoney } from '@hesab/domain';
import { transferLines, type LedgerBalance } from './closing-lines.ts';
import { nextYearSpan } from '../tenancy/index.ts';

/** Signed decimal strings with up to 3 fraction digits, zero included. */
const amount = fc
  .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 3 }))
  .map(([units, scale]) => {
    const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return sumMoney([units < 0n ? `-${text}` : text]);
  });

const balances: fc.Arbitrary<LedgerBalance[]> = fc.uniqueArray(
  fc.record({ accountId: fc.integer({ min: 1, max: 20 }), detailId: fc.integer({ min: 0, max: 4 }), balance: amount }),
  { selector: (b) => `${b.accountId}:${b.detailId}`, maxLength: 12 },
);

const target = 99;

describe('year-end transfer lines', () => {
  it('bring every balance to zero against the target, and always balance', () => {
    fc.assert(
      fc.property(balances, (given) => {
        const lines = transferLines(given, target, 'close');
        if (lines.length > 0) expect(journalProblems({ date: '2027-03-20', description: null, lines })).toEqual([]);
        const moved = balancesOf(lines);
        for (const b of given) {
          const key = b.detailId ? `${b.accountId}:${b.detailId}` : String(b.accountId);
          expect(sumMoney([b.balance, moved.get(key) ?? '0'])).toBe('0');
        }
        // The target takes exactly what the accounts gave up.
        expect(moved.get(String(target)) ?? '0').toBe(sumMoney(given.map((b) => b.balance)));
      }),
    );
  });

  it('restore exactly the balances a closing took away', () => {
    fc.assert(
      fc.property(balances, (given) => {
        const restored = balancesOf(transferLines(given, target, 'restore'));
        for (const b of given) {
          const key = b.detailId ? `${b.accountId}:${b.detailId}` : String(b.accountId);
          expect(restored.get(key) ?? '0').toBe(sumMoney([b.balance]));
        }
      }),
    );
  });

  it('show both sides on the target and leave its own balance alone', () => {
    const lines = transferLines(
      [
        { accountId: 1, detailId: 0, balance: '150.5' },
        { accountId: 2, detailId: 7, balance: '-100' },
        { accountId: 3, detailId: 0, balance: '-50.5' },
        { accountId: target, detailId: 0, balance: '12' },
      ],
      target,
      'close',
    );
    expect(lines).toEqual([
      { accountId: 1, detailId: null, debit: '0', credit: '150.5' },
      { accountId: 2, detailId: 7, debit: '100', credit: '0' },
      { accountId: 3, detailId: null, debit: '50.5', credit: '0' },
      { accountId: target, detailId: null, debit: '150.5', credit: '0' },
      { accountId: target, detailId: null, debit: '0', credit: '150.5' },
    ]);
    expect(transferLines([], target, 'close')).toEqual([]);
  });
});

describe('the next financial year', () => {
  it('starts the day after and lasts one Jalali year', () => {
    expect(nextYearSpan('2027-03-20')).toEqual({ name: 'سال مالی 1406', startDate: '2027-03-21', endDate: '2028-03-19' });
    // 1403 is a leap year: its Esfand has 30 days.
    expect(nextYearSpan('2024-03-19')).toEqual({ name: 'سال مالی 1403', startDate: '2024-03-20', endDate: '2025-03-20' });
    // A year that starts mid-year ends the day before the same Jalali date a year on.
    expect(nextYearSpan('2026-09-22')).toEqual({ name: 'سال مالی 1405', startDate: '2026-09-23', endDate: '2027-09-22' });
  });
});
