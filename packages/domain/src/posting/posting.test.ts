import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journalProblems, journalTotals } from '../journal.ts';
import { addMoney, compareMoney, isZeroMoney } from '../money.ts';
import { postManualDocument } from './accounting-document.ts';
import { postPayment, postReceipt } from './cash-movement.ts';
import { MissingSystemAccountError, type AccountSystemRole } from './system-accounts.ts';
import { PostingRefusal } from './posting.ts';
import { postTransfer, type TreasuryAccount } from './transfer.ts';

/** Positive amounts as the wire carries them: whole or with up to 4 decimals. */
const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 9999 }))
  .filter(([whole, fraction]) => whole > 0n || fraction > 0)
  .map(([whole, fraction]) => (fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(4, '0')}`));
const kind = fc.constantFrom<TreasuryAccount['kind']>('bank', 'cash', 'petty');
const treasury = fc.record({ kind, id: fc.integer({ min: 1, max: 50 }) });

const roles: [AccountSystemRole, number][] = [
  ['bank', 11],
  ['cash', 12],
  ['petty', 13],
  ['bankCharges', 14],
];
const context = (accounts = new Map(roles)) => ({
  accounts,
  // Every treasury account's detail: a number of its own per kind and id.
  details: new Map(['bank', 'cash', 'petty'].flatMap((k, n) => Array.from({ length: 50 }, (_, i) => [`${k}:${i + 1}`, 1000 * (n + 1) + i + 1] as const))),
});

describe('postManualDocument', () => {
  it('writes the document’s lines as they are, an empty side as 0, in their order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ account: fc.integer({ min: 1 }), detail: fc.option(fc.integer({ min: 1 })), debit: fc.option(amount), credit: fc.option(amount), description: fc.option(fc.string()) }), { minLength: 1, maxLength: 20 }), (rows) => {
        const { journal, stock } = postManualDocument({ date: '2026-03-21', description: null, rows }, context());
        expect(stock).toEqual([]);
        expect(journal?.lines.map((l) => [l.accountId, l.detailId, l.debit, l.credit, l.description])).toEqual(
          rows.map((r) => [r.account, r.detail, r.debit ?? '0', r.credit ?? '0', r.description]),
        );
      }),
    );
  });
});

describe('postTransfer', () => {
  const distinct = fc.tuple(treasury, treasury).filter(([a, b]) => a.kind !== b.kind || a.id !== b.id);

  it('is balanced: the amount leaves the paying account and reaches the receiving one, the fee goes to bank charges', () => {
    fc.assert(
      fc.property(distinct, amount, fc.option(fc.oneof(amount, fc.constant('0'))), ([from, to], total, fee) => {
        const ctx = context();
        const { journal } = postTransfer({ date: '2026-05-01', description: 'x', from, to, amount: total, fee }, ctx);
        if (!journal) throw new Error('a transfer posts a journal');
        expect(journalProblems(journal)).toEqual([]);
        const paid = fee && !isZeroMoney(fee) ? fee : '0';
        expect(compareMoney(journalTotals(journal.lines).debit, addMoney(total, paid))).toBe(0);
        const fromDetail = ctx.details.get(`${from.kind}:${from.id}`);
        const credits = journal.lines.filter((l) => !isZeroMoney(l.credit));
        expect(credits.every((l) => l.detailId === fromDetail && l.accountId === ctx.accounts.get(from.kind))).toBe(true);
        const received = journal.lines.find((l) => l.detailId === ctx.details.get(`${to.kind}:${to.id}`) && !isZeroMoney(l.debit));
        expect(received?.debit).toBe(total);
        expect(journal.lines.some((l) => l.accountId === 14)).toBe(paid !== '0');
      }),
    );
  });

  it('refuses the account it pays from as the one it pays to, and a zero amount', () => {
    fc.assert(
      fc.property(treasury, amount, (account, total) => {
        expect(() => postTransfer({ date: '2026-05-01', description: null, from: account, to: { ...account }, amount: total, fee: null }, context())).toThrow(PostingRefusal);
      }),
    );
    expect(() => postTransfer({ date: '2026-05-01', description: null, from: { kind: 'bank', id: 1 }, to: { kind: 'cash', id: 1 }, amount: '0', fee: null }, context())).toThrow(PostingRefusal);
  });

  it('names the system account the chart lacks instead of posting half a document', () => {
    const withoutCharges = new Map(roles.filter(([role]) => role !== 'bankCharges'));
    const transfer = { date: '2026-05-01', description: null, from: { kind: 'bank', id: 1 }, to: { kind: 'cash', id: 2 }, amount: '10', fee: '1' } as const;
    expect(() => postTransfer(transfer, context(withoutCharges))).toThrow(new MissingSystemAccountError(['bankCharges']));
    expect(postTransfer({ ...transfer, fee: null }, context(withoutCharges)).journal?.lines).toHaveLength(2);
  });
});

describe('postReceipt and postPayment', () => {
  const row = fc
    .tuple(treasury, amount, fc.option(fc.oneof(amount, fc.constant('0'))))
    .map(([account, total, fee]) => ({ bank: null, cash: null, petty: null, [account.kind]: account.id, amount: total, fee, tracking: null }));
  const withPerson = (ctx: ReturnType<typeof context>) => ({ ...ctx, details: new Map([...ctx.details, ['customer:7', 7007]]) });
  const people = new Map<AccountSystemRole, number>([...roles, ['receivable', 21], ['payable', 22]]);

  it('is balanced, and moves the rows’ total between the person and the treasury accounts', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), fc.boolean(), (rows, incoming) => {
        const ctx = withPerson(context(people));
        const post = incoming ? postReceipt : postPayment;
        const { journal } = post({ date: '2026-06-01', description: null, person: 7, rows }, ctx);
        if (!journal) throw new Error('a receipt posts a journal');
        expect(journalProblems(journal)).toEqual([]);
        const personLine = journal.lines.find((line) => line.detailId === 7007);
        const total = rows.reduce((sum, r) => addMoney(sum, r.amount), '0');
        expect(personLine?.accountId).toBe(incoming ? 21 : 22);
        expect(compareMoney(incoming ? (personLine?.credit ?? '0') : (personLine?.debit ?? '0'), total)).toBe(0);
        const fees = rows.filter((r) => r.fee !== null && !isZeroMoney(r.fee)).length;
        expect(journal.lines.filter((line) => line.accountId === 14)).toHaveLength(fees);
      }),
    );
  });

  it('refuses a row that names no treasury account, or two', () => {
    const ctx = withPerson(context(people));
    const bare = { bank: null, cash: null, petty: null, amount: '5', fee: null, tracking: null };
    expect(() => postReceipt({ date: '2026-06-01', description: null, person: 7, rows: [bare] }, ctx)).toThrow(new PostingRefusal('rows.0.bank', 'cash-row-one-account'));
    expect(() => postPayment({ date: '2026-06-01', description: null, person: 7, rows: [{ ...bare, bank: 1, cash: 2 }] }, ctx)).toThrow(PostingRefusal);
  });
});
