import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journalProblems, journalTotals } from '../journal.ts';
import { absMoney, addMoney, compareMoney, isZeroMoney, subtractMoney } from '../money.ts';
import { postManualDocument } from './accounting-document.ts';
import { postCost, postIncome } from './cost.ts';
import { postPayment, postReceipt } from './cash-movement.ts';
import { chequeStatuses, nextStatuses, postChequeChange, type ChequeDirection, type ChequeKind, type ChequeStatus } from './cheque.ts';
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
        // One account and detail account on both sides is refused (below).
        const sides = (debit: boolean) => new Set(rows.filter((r) => (r.debit === null) !== debit).map((r) => `${r.account}:${r.detail ?? 0}`));
        const credited = sides(false);
        fc.pre(![...sides(true)].some((key) => credited.has(key)));
        const { journal, stock } = postManualDocument({ date: '2026-03-21', description: null, rows }, context());
        expect(stock).toEqual([]);
        expect(journal?.lines.map((l) => [l.accountId, l.detailId, l.debit, l.credit, l.description])).toEqual(
          rows.map((r) => [r.account, r.detail, r.debit ?? '0', r.credit ?? '0', r.description]),
        );
      }),
    );
  });

  it('refuses a row crediting the account and detail account an earlier row debits, on that row', () => {
    const row = { description: null, debit: null, credit: null };
    const rows = [
      { ...row, account: 5, detail: 7, debit: '10' },
      { ...row, account: 5, detail: 8, credit: '4' },
      { ...row, account: 5, detail: 7, credit: '6' },
    ];
    expect(() => postManualDocument({ date: '2026-03-21', description: null, rows }, context())).toThrow(new PostingRefusal('rows.2.account', 'same-account-both-sides'));
    // The same account on one side twice is two lines of it, not a mistake.
    const twice = [rows[0], { ...row, account: 5, detail: 7, debit: '5' }, { ...row, account: 6, detail: null, credit: '15' }].filter((r) => r !== undefined);
    expect(postManualDocument({ date: '2026-03-21', description: null, rows: twice }, context()).journal?.lines).toHaveLength(3);
  });
});

describe('postTransfer', () => {
  const distinct = fc.tuple(treasury, treasury).filter(([a, b]) => a.kind !== b.kind || a.id !== b.id);

  it('is balanced: the amount leaves the paying account and reaches the receiving one, the fee goes to bank charges', () => {
    fc.assert(
      fc.property(distinct, amount, fc.option(fc.oneof(amount, fc.constant('0'))), ([from, to], total, fee) => {
        const ctx = context();
        const { journal } = postTransfer({ date: '2026-05-01', description: 'x', from, to, amount: total, fee, to_amount: null, rate: null }, ctx);
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
        expect(() => postTransfer({ date: '2026-05-01', description: null, from: account, to: { ...account }, amount: total, fee: null, to_amount: null, rate: null }, context())).toThrow(PostingRefusal);
      }),
    );
    expect(() => postTransfer({ date: '2026-05-01', description: null, from: { kind: 'bank', id: 1 }, to: { kind: 'cash', id: 1 }, amount: '0', fee: null, to_amount: null, rate: null }, context())).toThrow(PostingRefusal);
  });

  it('names the system account the chart lacks instead of posting half a document', () => {
    const withoutCharges = new Map(roles.filter(([role]) => role !== 'bankCharges'));
    const transfer = { date: '2026-05-01', description: null, from: { kind: 'bank', id: 1 }, to: { kind: 'cash', id: 2 }, amount: '10', fee: '1', to_amount: null, rate: null } as const;
    expect(() => postTransfer(transfer, context(withoutCharges))).toThrow(new MissingSystemAccountError(['bankCharges']));
    expect(postTransfer({ ...transfer, fee: null }, context(withoutCharges)).journal?.lines).toHaveLength(2);
  });

  it('between currencies posts the value in the business’s money and each foreign side in its own', () => {
    // Currency 1 is the business's (no decimals), 2 dollars, 3 euros; bank 1 keeps dollars, bank 2 euros.
    const money = { base: { id: 1, decimals: 0 }, of: new Map([['bank:1', 2], ['bank:2', 3], ['cash:1', 1]]) };
    const ctx = { ...context(), currencies: money };
    const base = { date: '2026-05-01', description: null, fee: null, rate: null } as const;
    // Dollars into the rial cash box: the value is what arrives.
    const sold = postTransfer({ ...base, from: { kind: 'bank', id: 1 }, to: { kind: 'cash', id: 1 }, amount: '100', to_amount: '60000000', fee: '1' }, ctx).journal;
    expect(sold?.lines.map((l) => [l.accountId, l.debit, l.credit, l.foreign ?? null])).toEqual([
      [12, '60000000', '0', null],
      [11, '0', '60000000', { currencyId: 2, amount: '100', rate: '600000' }],
      [14, '600000', '0', null],
      [11, '0', '600000', { currencyId: 2, amount: '1', rate: '600000' }],
    ]);
    expect(journalProblems(sold ?? { date: '', description: null, lines: [] })).toEqual([]);
    // Dollars to euros: valued at the rate given for a dollar.
    const exchanged = postTransfer({ ...base, from: { kind: 'bank', id: 1 }, to: { kind: 'bank', id: 2 }, amount: '100', to_amount: '92', rate: '600000' }, ctx).journal;
    expect(exchanged?.lines.map((l) => [l.debit, l.credit, l.foreign?.amount])).toEqual([
      ['60000000', '0', '92'],
      ['0', '60000000', '100'],
    ]);
    expect(() => postTransfer({ ...base, from: { kind: 'bank', id: 1 }, to: { kind: 'bank', id: 2 }, amount: '100', to_amount: '92' }, ctx)).toThrow(new PostingRefusal('rate', 'is-required'));
    expect(() => postTransfer({ ...base, from: { kind: 'cash', id: 1 }, to: { kind: 'bank', id: 2 }, amount: '100', to_amount: null }, ctx)).toThrow(
      new PostingRefusal('to_amount', 'is-required'),
    );
  });
});

describe('postCost and postIncome', () => {
  interface Piece {
    amount: string;
    treasury: TreasuryAccount;
    slot: number;
    account: number;
    detail: number | null;
  }
  // The rows' accounts are 100 and up, apart from the context's treasury accounts (11 to 13) and bank charges (14).
  const piece = fc.record({ amount, treasury, slot: fc.nat(3), account: fc.integer({ min: 100, max: 120 }), detail: fc.option(fc.integer({ min: 1, max: 9 })) });
  const fee = fc.option(fc.oneof(amount, fc.constant('0')));
  const sumOf = (values: readonly string[]) => values.reduce((sum, value) => addMoney(sum, value), '0');

  /** A row per piece, and a treasury row per slot (its first piece's account) with the slot's pieces: the same total. */
  function documentOf(pieces: readonly Piece[], fees: readonly (string | null)[]) {
    const slots = new Map<number, { account: TreasuryAccount; amount: string }>();
    for (const { slot, treasury: account, amount: part } of pieces) {
      const held = slots.get(slot);
      slots.set(slot, { account: held?.account ?? account, amount: addMoney(held?.amount ?? '0', part) });
    }
    return {
      date: '2026-08-01',
      description: 'x',
      rows: pieces.map((p) => ({ account: p.account, detail: p.detail, amount: p.amount, description: null })),
      payments: [...slots.values()].map((s, index) => ({ bank: null, cash: null, petty: null, [s.account.kind]: s.account.id, amount: s.amount, fee: fees[index] ?? null })),
    };
  }

  it('is balanced: each row on its account, the treasury accounts the other side of the same total, the fees to bank charges', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), fc.array(fee, { maxLength: 4 }), fc.boolean(), (pieces, fees, isCost) => {
        const document = documentOf(pieces, fees);
        const { journal, stock } = (isCost ? postCost : postIncome)(document, context());
        if (!journal) throw new Error('a cost posts a journal');
        expect(stock).toEqual([]);
        expect(journalProblems(journal)).toEqual([]);
        const rows = journal.lines.filter((l) => l.accountId >= 100);
        expect(rows.map((l) => [l.accountId, l.detailId, isCost ? l.debit : l.credit])).toEqual(pieces.map((p) => [p.account, p.detail, p.amount]));
        expect(rows.every((l) => isZeroMoney(isCost ? l.credit : l.debit))).toBe(true);
        const charged = sumOf(document.payments.map((p) => p.fee ?? '0'));
        expect(compareMoney(sumOf(journal.lines.filter((l) => l.accountId === 14).map((l) => l.debit)), charged)).toBe(0);
        expect(compareMoney(journalTotals(journal.lines).debit, addMoney(sumOf(pieces.map((p) => p.amount)), charged))).toBe(0);
      }),
    );
  });

  it('posts a cost paid from a bank with a fee and a cash box: the rows, the treasury rows, then the fee', () => {
    const rows = [
      { account: 100, detail: 5, amount: '700', description: 'rent' },
      { account: 101, detail: null, amount: '300', description: null },
    ];
    const payments = [
      { bank: 1, amount: '800', fee: '20' },
      { cash: 2, amount: '200' },
    ];
    const { journal } = postCost({ date: '2026-08-01', description: 'x', rows, payments }, context());
    expect(journal?.lines.map((l) => [l.accountId, l.detailId, l.debit, l.credit, l.description])).toEqual([
      [100, 5, '700', '0', 'rent'],
      [101, null, '300', '0', 'x'],
      [11, 1001, '0', '800', 'x'],
      [12, 2002, '0', '200', 'x'],
      [14, null, '20', '0', 'x'],
      [11, 1001, '0', '20', 'x'],
    ]);
  });

  it('refuses unequal sides on the treasury rows, a treasury row naming no account or two, none at all, a zero amount', () => {
    const row = { account: 100, detail: null, amount: '5', description: null };
    const base = { date: '2026-08-01', description: null, rows: [row] };
    fc.assert(
      fc.property(amount, amount, fc.boolean(), (spent, paid, isCost) => {
        fc.pre(compareMoney(spent, paid) !== 0);
        const document = { ...base, rows: [{ ...row, amount: spent }], payments: [{ cash: 1, amount: paid }] };
        expect(() => (isCost ? postCost : postIncome)(document, context())).toThrow(
          new PostingRefusal('payments', 'payments-unequal', { difference: absMoney(subtractMoney(spent, paid)) }),
        );
      }),
    );
    expect(() => postCost({ ...base, payments: [{ cash: 1, amount: '2' }, { amount: '3' }] }, context())).toThrow(new PostingRefusal('payments.1.bank', 'cash-row-one-account'));
    expect(() => postIncome({ ...base, payments: [{ bank: 1, petty: 2, amount: '5' }] }, context())).toThrow(new PostingRefusal('payments.0.bank', 'cash-row-one-account'));
    expect(() => postCost({ ...base, payments: [] }, context())).toThrow(new PostingRefusal('payments', 'is-required'));
    expect(() => postIncome({ ...base, payments: [{ cash: 1, amount: '-5' }] }, context())).toThrow(new PostingRefusal('payments.0.amount', 'invalid-value'));
  });

  it('refuses a row booked to the very treasury account and detail that pays it or receives it', () => {
    const cashBox = { account: 12, detail: 2002, amount: '5', description: null };
    const other = { account: 100, detail: null, amount: '5', description: null };
    for (const post of [postCost, postIncome]) {
      expect(() => post({ date: '2026-08-01', description: null, rows: [other, cashBox], payments: [{ cash: 2, amount: '10' }] }, context())).toThrow(
        new PostingRefusal('rows.1.account', 'same-account-both-sides'),
      );
    }
  });
});

describe('postReceipt and postPayment', () => {
  const row = fc
    .tuple(treasury, amount, fc.option(fc.oneof(amount, fc.constant('0'))))
    .map(([account, total, fee]) => ({ bank: null, cash: null, petty: null, cheque: null, cheque_id: null, [account.kind]: account.id, amount: total, fee, tracking: null }));
  const party = { person: 7, account: null, detail: null, currency: null, rate: null };
  const withPerson = (ctx: ReturnType<typeof context>) => ({ ...ctx, details: new Map([...ctx.details, ['customer:7', 7007]]) });
  const people = new Map<AccountSystemRole, number>([
    ...roles,
    ['receivable', 21],
    ['payable', 22],
    ['notesReceivable', 31],
    ['notesPayable', 32],
    ['guaranteesReceived', 41],
    ['guaranteesReceivedContra', 42],
    ['guaranteesGiven', 43],
    ['guaranteesGivenContra', 44],
  ]);

  it('is balanced, and moves the rows’ total between the person and the treasury accounts', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), fc.boolean(), (rows, incoming) => {
        const ctx = withPerson(context(people));
        const post = incoming ? postReceipt : postPayment;
        const { journal } = post({ date: '2026-06-01', description: null, ...party, rows }, ctx);
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
    const bare = { bank: null, cash: null, petty: null, amount: '5', fee: null, tracking: null, cheque: null, cheque_id: null };
    expect(() => postReceipt({ date: '2026-06-01', description: null, ...party, rows: [bare] }, ctx)).toThrow(new PostingRefusal('rows.0.bank', 'cash-row-one-account'));
    expect(() => postPayment({ date: '2026-06-01', description: null, ...party, rows: [{ ...bare, bank: 1, cash: 2 }] }, ctx)).toThrow(PostingRefusal);
  });

  it('takes a given account and detail as the party, and refuses both a person and an account, or neither', () => {
    const ctx = withPerson(context(people));
    const rows = [{ bank: 1, cash: null, petty: null, amount: '5', fee: null, tracking: null, cheque: null, cheque_id: null }];
    const { journal } = postReceipt({ date: '2026-06-01', description: null, person: null, account: 99, detail: 5, currency: null, rate: null, rows }, ctx);
    expect(journal?.lines.find((line) => line.accountId === 99)).toMatchObject({ detailId: 5, credit: '5' });
    expect(() => postReceipt({ date: '2026-06-01', description: null, person: 7, account: 99, detail: null, currency: null, rate: null, rows }, ctx)).toThrow(new PostingRefusal('person', 'party-one'));
    expect(() => postPayment({ date: '2026-06-01', description: null, person: null, account: null, detail: null, currency: null, rate: null, rows }, ctx)).toThrow(PostingRefusal);
  });

  it('in another currency values every amount at the rate, keeps the document balanced, and carries the foreign amounts', () => {
    // Whole amounts at a rate of at least one: each is worth at least the business's smallest unit.
    const whole = fc
      .tuple(kind, fc.bigInt({ min: 1n, max: 10n ** 9n }))
      .map(([k, n]) => ({ bank: null, cash: null, petty: null, cheque: null, cheque_id: null, [k]: 1, amount: String(n), fee: null, tracking: null }));
    const rates = fc
      .tuple(fc.integer({ min: 1, max: 900_000 }), fc.integer({ min: 0, max: 9999 }))
      .map(([unit, fraction]) => `${unit}.${String(fraction).padStart(4, '0')}`);
    fc.assert(
      fc.property(fc.array(whole, { minLength: 1, maxLength: 6 }), rates, fc.boolean(), (rows, rate, incoming) => {
        const ctx = { ...withPerson(context(people)), currencies: { base: { id: 1, decimals: 0 }, of: new Map<string, number>() } };
        const { journal } = (incoming ? postReceipt : postPayment)({ date: '2026-06-01', description: null, ...party, currency: 2, rate, rows }, ctx);
        if (!journal) throw new Error('a receipt posts a journal');
        expect(journalProblems(journal)).toEqual([]);
        expect(journal.lines.every((line) => line.foreign?.currencyId === 2 && line.foreign.rate === rate)).toBe(true);
        const sent = rows.reduce((sum, r) => addMoney(sum, r.amount), '0');
        expect(journal.lines.find((line) => line.detailId === 7007)?.foreign?.amount).toBe(sent);
        expect(journal.lines.every((line) => !line.debit.includes('.') && !line.credit.includes('.'))).toBe(true);
      }),
    );
    const ctx = { ...withPerson(context(people)), currencies: { base: { id: 1, decimals: 0 }, of: new Map<string, number>() } };
    const rows = [{ bank: 1, cash: null, petty: null, amount: '5', fee: null, tracking: null, cheque: null, cheque_id: null }];
    expect(() => postReceipt({ date: '2026-06-01', description: null, ...party, currency: 2, rows }, ctx)).toThrow(new PostingRefusal('rate', 'is-required'));
  });

  const cheque = fc.record({ amount, kind: fc.constantFrom<ChequeKind>('normal', 'guarantee') });
  const chequeRow = (value: { amount: string; kind: ChequeKind }, bank: number | null) => ({
    bank,
    cash: null,
    petty: null,
    amount: value.amount,
    fee: null,
    tracking: null,
    cheque: value,
    cheque_id: null,
  });

  it('puts a normal cheque in hand (or payable) against the person, and a guarantee between the memorandum accounts alone', () => {
    fc.assert(
      fc.property(fc.array(cheque, { minLength: 1, maxLength: 6 }), fc.array(row, { maxLength: 3 }), fc.boolean(), (cheques, money, incoming) => {
        const ctx = withPerson(context(people));
        const rows = [...money, ...cheques.map((value) => chequeRow(value, incoming ? null : 1))];
        const { journal } = (incoming ? postReceipt : postPayment)({ date: '2026-06-01', description: null, ...party, rows }, ctx);
        if (!journal) throw new Error('a receipt posts a journal');
        expect(journalProblems(journal)).toEqual([]);
        const sumOf = (values: readonly string[]) => values.reduce((sum, value) => addMoney(sum, value), '0');
        const normal = sumOf(cheques.filter((c) => c.kind === 'normal').map((c) => c.amount));
        const guarantee = sumOf(cheques.filter((c) => c.kind === 'guarantee').map((c) => c.amount));
        const onAccount = (account: number, side: 'debit' | 'credit') => sumOf(journal.lines.filter((l) => l.accountId === account).map((l) => l[side]));
        expect(compareMoney(onAccount(incoming ? 31 : 32, incoming ? 'debit' : 'credit'), normal)).toBe(0);
        expect(compareMoney(onAccount(incoming ? 41 : 43, incoming ? 'debit' : 'credit'), guarantee)).toBe(0);
        expect(compareMoney(onAccount(incoming ? 42 : 44, incoming ? 'credit' : 'debit'), guarantee)).toBe(0);
        const personSide = sumOf(journal.lines.filter((l) => l.detailId === 7007).map((l) => (incoming ? l.credit : l.debit)));
        expect(compareMoney(personSide, addMoney(normal, sumOf(money.map((r) => r.amount))))).toBe(0);
      }),
    );
  });

  it('endorses a received cheque over on a payment out of the cheques in hand, and refuses it on a receipt', () => {
    const ctx = withPerson(context(people));
    const endorsed = { bank: null, cash: null, petty: null, amount: '40', fee: null, tracking: null, cheque: null, cheque_id: 3 };
    const { journal } = postPayment({ date: '2026-06-01', description: null, ...party, rows: [endorsed] }, ctx);
    expect(journal?.lines.map((l) => [l.accountId, l.debit, l.credit])).toEqual([
      [22, '40', '0'],
      [31, '0', '40'],
    ]);
    expect(() => postReceipt({ date: '2026-06-01', description: null, ...party, rows: [endorsed] }, ctx)).toThrow(new PostingRefusal('rows.0.cheque_id', 'invalid-value'));
    expect(() => postPayment({ date: '2026-06-01', description: null, ...party, rows: [chequeRow({ amount: '5', kind: 'normal' }, null)] }, ctx)).toThrow(
      new PostingRefusal('rows.0.bank', 'cheque-bank-required'),
    );
  });
});

describe('postChequeChange', () => {
  const people = new Map<AccountSystemRole, number>([
    ...roles,
    ['receivable', 21],
    ['payable', 22],
    ['notesReceivable', 31],
    ['notesInCollection', 33],
    ['notesPayable', 32],
    ['guaranteesReceived', 41],
    ['guaranteesReceivedContra', 42],
    ['guaranteesGiven', 43],
    ['guaranteesGivenContra', 44],
  ]);
  const ctx = { ...context(people), details: new Map([...context().details, ['customer:7', 7007]]) };
  const directions = fc.constantFrom<ChequeDirection>('received', 'paid');
  const kinds = fc.constantFrom<ChequeKind>('normal', 'guarantee');

  /** A walk along the allowed changes from the first status, posting each. */
  const walk = fc.tuple(directions, kinds, amount, fc.array(fc.nat(), { maxLength: 8 }));

  it('posts every allowed change balanced, and the value always sits on the account of the cheque’s status', () => {
    fc.assert(
      fc.property(walk, ([direction, kind, total, choices]) => {
        const cheque = { direction, kind, amount: total, person: 7, bankAccount: 1 };
        let status: ChequeStatus = direction === 'received' ? 'fund' : 'issued';
        let bank: number | null = null;
        const net = new Map<number, string>();
        for (const choice of choices) {
          const next = nextStatuses(direction, kind, status);
          const to = next[choice % Math.max(next.length, 1)];
          if (to === undefined) break;
          const toBank = to === 'inBank' || (to === 'passed' && direction === 'received') ? 2 : null;
          const { journal } = postChequeChange({ date: '2026-07-01', description: null, cheque, from: status, to, fromBank: bank, toBank }, ctx);
          if (journal) {
            expect(journalProblems(journal)).toEqual([]);
            for (const line of journal.lines) net.set(line.accountId, addMoney(net.get(line.accountId) ?? '0', addMoney(line.debit, `-${line.credit}`)));
          }
          status = to;
          bank = toBank;
        }
        // Whatever the walk, the accounts moved net to zero overall (each change is balanced), and a guarantee never touches a bank.
        const all = [...net.values()].reduce((sum, value) => addMoney(sum, value), '0');
        expect(isZeroMoney(all)).toBe(true);
        if (kind === 'guarantee') expect(net.has(11)).toBe(false);
      }),
    );
  });

  it('allows no change out of passed or canceled, and none to a status it does not list', () => {
    for (const direction of ['received', 'paid'] as const) {
      for (const kind of ['normal', 'guarantee'] as const) {
        expect(nextStatuses(direction, kind, 'passed')).toEqual([]);
        expect(nextStatuses(direction, kind, 'canceled')).toEqual([]);
        for (const status of chequeStatuses) expect(nextStatuses(direction, kind, status)).not.toContain('payed');
      }
    }
  });

  it('deposits a received cheque: Dr in collection, Cr in hand; then passes it: Dr the bank, Cr in collection', () => {
    const cheque = { direction: 'received', kind: 'normal', amount: '500', person: 7, bankAccount: null } as const;
    const deposit = postChequeChange({ date: '2026-07-01', description: null, cheque, from: 'fund', to: 'inBank', fromBank: null, toBank: 2 }, ctx);
    expect(deposit.journal?.lines.map((l) => [l.accountId, l.debit, l.credit])).toEqual([
      [33, '500', '0'],
      [31, '0', '500'],
    ]);
    const passed = postChequeChange({ date: '2026-07-05', description: null, cheque, from: 'inBank', to: 'passed', fromBank: 2, toBank: 2 }, ctx);
    expect(passed.journal?.lines.map((l) => [l.accountId, l.detailId, l.debit, l.credit])).toEqual([
      [11, 1002, '500', '0'],
      [33, null, '0', '500'],
    ]);
    const bounced = postChequeChange({ date: '2026-07-05', description: null, cheque, from: 'fund', to: 'returned', fromBank: null, toBank: null }, ctx);
    expect(bounced.journal?.lines.map((l) => [l.accountId, l.detailId, l.debit, l.credit])).toEqual([
      [21, 7007, '500', '0'],
      [31, null, '0', '500'],
    ]);
    expect(postChequeChange({ date: '2026-07-06', description: null, cheque, from: 'returned', to: 'canceled', fromBank: null, toBank: null }, ctx).journal).toBeNull();
  });
});
