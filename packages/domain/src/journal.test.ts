import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertBalanced,
  balancesOf,
  journalProblems,
  reverseJournal,
  UnbalancedJournalError,
  type JournalDraft,
  type JournalLine,
} from './journal.ts';
import { addMoney, compareMoney, sumMoney } from './money.ts';

const amount = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.integer({ min: 0, max: 2 }))
  .map(([units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

/** A balanced draft: random debit lines, and credits splitting the same total over other lines. */
const balancedDraft: fc.Arbitrary<JournalDraft> = fc
  .tuple(
    fc.array(fc.record({ accountId: fc.integer({ min: 1, max: 30 }), detailId: fc.option(fc.integer({ min: 1, max: 5 })), value: amount }), {
      minLength: 1,
      maxLength: 8,
    }),
    fc.integer({ min: 1, max: 30 }),
  )
  .map(([debits, creditAccount]) => {
    const total = sumMoney(debits.map((d) => d.value));
    const lines: JournalLine[] = [
      ...debits.map((d) => ({ accountId: d.accountId, detailId: d.detailId, debit: d.value, credit: '0' })),
      { accountId: creditAccount, debit: '0', credit: total },
    ];
    return { date: '2026-11-22', description: null, lines };
  });

describe('a journal draft', () => {
  it('posts only when debits equal credits, to the last decimal', () => {
    const draft: JournalDraft = {
      date: '2026-11-22',
      description: 'sale',
      lines: [
        { accountId: 1, debit: '100000000000000000000.01', credit: '0' },
        { accountId: 2, debit: '0', credit: '100000000000000000000.01' },
      ],
    };
    expect(() => assertBalanced(draft)).not.toThrow();
    const off = { ...draft, lines: [draft.lines[0]!, { accountId: 2, debit: '0', credit: '100000000000000000000.02' }] };
    expect(journalProblems(off)).toEqual([{ kind: 'unbalanced', debit: '100000000000000000000.01', credit: '100000000000000000000.02' }]);
    expect(() => assertBalanced(off)).toThrow(UnbalancedJournalError);
  });

  it('refuses empty drafts, lines on both sides, empty lines and negative amounts', () => {
    expect(journalProblems({ date: '2026-01-01', description: null, lines: [] })).toEqual([{ kind: 'no-lines' }]);
    expect(
      journalProblems({
        date: '2026-01-01',
        description: null,
        lines: [
          { accountId: 1, debit: '5', credit: '5' },
          { accountId: 2, debit: '0', credit: '0' },
          { accountId: 3, debit: '-5', credit: '0' },
        ],
      }),
    ).toEqual([
      { kind: 'line-both-sides', line: 0 },
      { kind: 'line-empty', line: 1 },
      { kind: 'line-amount-invalid', line: 2 },
    ]);
  });

  it('every balanced draft posts, and its reversal nets every account to zero', () => {
    fc.assert(
      fc.property(balancedDraft, (draft) => {
        assertBalanced(draft);
        const reversal = reverseJournal(draft, '2026-11-23', 'reversal');
        assertBalanced(reversal);
        for (const balance of balancesOf([...draft.lines, ...reversal.lines]).values()) {
          expect(compareMoney(balance, '0')).toBe(0);
        }
      }),
    );
  });

  it('the balances of any set of posted drafts sum to zero', () => {
    fc.assert(
      fc.property(fc.array(balancedDraft, { minLength: 1, maxLength: 10 }), (drafts) => {
        const balances = balancesOf(drafts.flatMap((d) => d.lines));
        const total = [...balances.values()].reduce(addMoney, '0');
        expect(total).toBe('0');
      }),
    );
  });
});
