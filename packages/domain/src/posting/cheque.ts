import type { JournalLine } from '../journal.ts';
import type { Money } from '../money.ts';
import { detailOf, type Posting, type PostingContext } from './posting.ts';
import { systemAccountsOf, type AccountSystemRole } from './system-accounts.ts';
import { ledgerAccountOf } from './transfer.ts';

/** A cheque's statuses (spec 01 section 4), as labels show them. */
export const chequeStatuses = ['issued', 'fund', 'passed', 'returned', 'canceled', 'inBank', 'payed'] as const;
export type ChequeStatus = (typeof chequeStatuses)[number];
export const chequeDirections = ['received', 'paid'] as const;
export type ChequeDirection = (typeof chequeDirections)[number];
export const chequeKinds = ['normal', 'guarantee'] as const;
export type ChequeKind = (typeof chequeKinds)[number];

/** Where a cheque starts: a received one in hand (the fund), a paid one issued. */
export function firstStatus(direction: ChequeDirection): ChequeStatus {
  return direction === 'received' ? 'fund' : 'issued';
}

/**
 * The changes a cheque's status may make, by direction and kind. A received cheque in hand is deposited (inBank),
 * cashed straight into a bank (passed), bounced (returned) or given back (canceled); one in the bank passes,
 * bounces, or is taken back in hand; a bounced one is held again, deposited again, or given back. A paid cheque
 * passes, bounces or is taken back (canceled); a bounced one is issued again or taken back. A guarantee is only given
 * back. Endorsing a received cheque over (payed) is a row of a payment, never a change of its own.
 */
const transitions: Record<ChequeDirection, Record<ChequeKind, Partial<Record<ChequeStatus, readonly ChequeStatus[]>>>> = {
  received: {
    normal: { fund: ['inBank', 'passed', 'returned', 'canceled'], inBank: ['passed', 'returned', 'fund'], returned: ['fund', 'inBank', 'canceled'] },
    guarantee: { fund: ['canceled'] },
  },
  paid: {
    normal: { issued: ['passed', 'returned', 'canceled'], returned: ['issued', 'canceled'] },
    guarantee: { issued: ['canceled'] },
  },
};

export function nextStatuses(direction: ChequeDirection, kind: ChequeKind, status: ChequeStatus): readonly ChequeStatus[] {
  return transitions[direction][kind][status] ?? [];
}

/** The statuses at which a cheque is in a bank account, which the change to it names. */
export function takesBank(direction: ChequeDirection, status: ChequeStatus): boolean {
  return direction === 'received' && (status === 'inBank' || status === 'passed');
}

/** A cheque as its postings read it. */
export interface ChequeOfPosting {
  direction: ChequeDirection;
  kind: ChequeKind;
  amount: Money;
  /** the drawer of a received cheque, the payee of a paid one */
  person: number;
  /** the bank account a paid cheque is drawn on */
  bankAccount: number | null;
}

/** A change of a cheque's status on a date; `fromBank` and `toBank` are where it was and goes, at a bank status. */
export interface ChequeChange {
  date: string;
  description: string | null;
  cheque: ChequeOfPosting;
  from: ChequeStatus;
  to: ChequeStatus;
  fromBank: number | null;
  toBank: number | null;
}

type LedgerPlace = Pick<JournalLine, 'accountId' | 'detailId'>;

const guaranteeRoles: Record<ChequeDirection, { held: AccountSystemRole; contra: AccountSystemRole }> = {
  received: { held: 'guaranteesReceived', contra: 'guaranteesReceivedContra' },
  paid: { held: 'guaranteesGiven', contra: 'guaranteesGivenContra' },
};

function roleAccount(context: PostingContext, role: AccountSystemRole, detailId: number | null = null): LedgerPlace {
  return { accountId: systemAccountsOf(context.accounts, [role])[role], detailId };
}

/**
 * The account that holds a cheque's value at a status: for a received cheque the debit it is kept on (in hand,
 * in collection, the bank it passed into, or the drawer again once bounced or given back), for a paid one the
 * credit (cheques payable, the bank it passed from, or the payee again). A guarantee sits in the memorandum accounts.
 */
export function chequeHolder(cheque: ChequeOfPosting, status: ChequeStatus, bank: number | null, context: PostingContext): LedgerPlace {
  if (cheque.kind === 'guarantee') {
    const roles = guaranteeRoles[cheque.direction];
    return roleAccount(context, status === firstStatus(cheque.direction) ? roles.held : roles.contra);
  }
  const person = () => detailOf(context, 'customer', cheque.person);
  if (cheque.direction === 'received') {
    if (status === 'fund') return roleAccount(context, 'notesReceivable');
    if (status === 'inBank') return roleAccount(context, 'notesInCollection');
    if (status === 'passed' && bank !== null) return ledgerAccountOf({ kind: 'bank', id: bank }, context);
    return roleAccount(context, 'receivable', person());
  }
  if (status === 'issued') return roleAccount(context, 'notesPayable');
  if (status === 'passed' && cheque.bankAccount !== null) return ledgerAccountOf({ kind: 'bank', id: cheque.bankAccount }, context);
  return roleAccount(context, 'payable', person());
}

/**
 * A change of status moves the cheque's value from the account that held it to the one that holds it now: for a
 * received cheque Dr the new holder, Cr the old; for a paid one the reverse. A change between two statuses held
 * by one account (a bounced cheque given back) posts nothing.
 */
export const postChequeChange: Posting<ChequeChange> = (change, context) => {
  const before = chequeHolder(change.cheque, change.from, change.fromBank, context);
  const after = chequeHolder(change.cheque, change.to, change.toBank, context);
  if (before.accountId === after.accountId && before.detailId === after.detailId) return { journal: null, stock: [] };
  const [debit, credit] = change.cheque.direction === 'received' ? [after, before] : [before, after];
  const { amount, description } = { amount: change.cheque.amount, description: change.description };
  return {
    journal: {
      date: change.date,
      description,
      lines: [
        { ...debit, debit: amount, credit: '0', description },
        { ...credit, debit: '0', credit: amount, description },
      ],
    },
    stock: [],
  };
};

/**
 * A cheque coming in with a receipt or going out with a payment: a normal one onto (or off) its first holder
 * against the party's line, a guarantee between the memorandum accounts alone, the party untouched.
 */
export function chequeArrivalLines(cheque: ChequeOfPosting, context: PostingContext, description: string | null): { lines: JournalLine[]; againstParty: Money } {
  const held = chequeHolder(cheque, firstStatus(cheque.direction), null, context);
  const side = (place: LedgerPlace, debit: boolean): JournalLine => ({
    ...place,
    debit: debit ? cheque.amount : '0',
    credit: debit ? '0' : cheque.amount,
    description,
  });
  const received = cheque.direction === 'received';
  if (cheque.kind === 'guarantee') {
    const contra = roleAccount(context, guaranteeRoles[cheque.direction].contra);
    return { lines: [side(held, received), side(contra, !received)], againstParty: '0' };
  }
  return { lines: [side(held, received)], againstParty: cheque.amount };
}
