import type { JournalLine } from '../journal.ts';
import { compareMoney, isZeroMoney, moneyFractionDigits, multiplyMoney, roundMoney, sumMoney, type Money } from '../money.ts';
import { chequeArrivalLines, chequeHolder, type ChequeDirection, type ChequeKind } from './cheque.ts';
import { detailOf, PostingRefusal, positiveAmount, type Posting, type PostingContext } from './posting.ts';
import { systemAccountsOf } from './system-accounts.ts';
import { feeLines, ledgerAccountOf, treasuryAccountOfRow, treasuryKinds, type TreasuryAccount } from './transfer.ts';

/** A cheque written on a row, as the posting reads it: its amount and kind. */
export interface RowCheque {
  amount: Money;
  kind: ChequeKind;
}

/**
 * A row of a receipt or payment: a treasury account (exactly one of bank, cash, petty) with amount and fee; a
 * cheque of the document's own (`cheque`, a paid one drawn on the row's bank); or, on a payment, a received
 * cheque endorsed over (`cheque_id` alone, its amount in `amount`).
 */
export interface CashRow {
  bank: number | null;
  cash: number | null;
  petty: number | null;
  amount: Money | null;
  fee: Money | null;
  tracking: string | null;
  cheque: RowCheque | null;
  cheque_id: number | null;
}

/** A receipt or payment as its posting reads it (issue 15): the party is a person, or a given account and detail. */
export interface CashMovement {
  date: string;
  description: string | null;
  person: number | null;
  account: number | null;
  detail: number | null;
  /** the currency its amounts are in, where not the business's, and the business's money for one unit of it */
  currency: number | null;
  rate: Money | null;
  rows: readonly CashRow[];
}


/** What a row moves: money through a treasury account, a cheque of the document's own, or an endorsed cheque. */
type RowMovement = { treasury: TreasuryAccount; amount: Money } | { cheque: RowCheque } | { endorsed: Money };

function movementOf(row: CashRow, index: number, direction: ChequeDirection): RowMovement {
  const at = (column: string) => `rows.${index}.${column}`;
  const named = treasuryKinds.filter((kind) => row[kind] !== null);
  if (row.cheque) {
    // A paid cheque names the bank account it is drawn on; nothing else names an account beside a cheque.
    const allowed = direction === 'paid' ? named.every((kind) => kind === 'bank') : named.length === 0;
    if (!allowed || (row.fee !== null && !isZeroMoney(row.fee))) throw new PostingRefusal(at('cheque'), 'cheque-row-alone');
    if (direction === 'paid' && row.cheque.kind === 'normal' && row.bank === null) throw new PostingRefusal(at('bank'), 'cheque-bank-required');
    positiveAmount(row.cheque.amount, at('cheque'));
    return { cheque: row.cheque };
  }
  if (row.cheque_id !== null) {
    if (direction === 'received' || named.length > 0) throw new PostingRefusal(at('cheque_id'), 'invalid-value');
    return { endorsed: positiveAmount(row.amount, at('cheque_id')) };
  }
  return { treasury: treasuryAccountOfRow(row, `rows.${index}`), amount: positiveAmount(row.amount, at('amount')) };
}

/** The party's account: a person's receivable (receipt) or payable (payment) with its detail, or the account named. */
function partyAccount(movement: CashMovement, context: PostingContext, direction: ChequeDirection) {
  if ((movement.person === null) === (movement.account === null)) throw new PostingRefusal('person', 'party-one');
  if (movement.person !== null) {
    const role = direction === 'received' ? 'receivable' : 'payable';
    return { accountId: systemAccountsOf(context.accounts, [role])[role], detailId: detailOf(context, 'customer', movement.person) };
  }
  return { accountId: movement.account ?? 0, detailId: movement.detail };
}

/**
 * The lines of a receipt (`received`) or payment (`paid`): each row on its treasury account, cheque account or
 * memorandum pair; the total against the party (Cr on a receipt, Dr on a payment); each bank fee Dr bank charges,
 * Cr the row's account.
 */
function cashLines(movement: CashMovement, context: PostingContext, direction: ChequeDirection): JournalLine[] {
  const { description } = movement;
  const received = direction === 'received';
  const party = partyAccount(movement, context, direction);
  const moneyLine = (place: Pick<JournalLine, 'accountId' | 'detailId'>, amount: Money): JournalLine => ({
    ...place,
    debit: received ? amount : '0',
    credit: received ? '0' : amount,
    description,
  });
  const rows: JournalLine[] = [];
  const fees: JournalLine[] = [];
  const againstParty: Money[] = [];
  movement.rows.forEach((row, index) => {
    const movementOfRow = movementOf(row, index, direction);
    if ('treasury' in movementOfRow) {
      rows.push(moneyLine(ledgerAccountOf(movementOfRow.treasury, context), movementOfRow.amount));
      fees.push(...feeLines(movementOfRow.treasury, row.fee, context, description));
      againstParty.push(movementOfRow.amount);
    } else if ('cheque' in movementOfRow) {
      if (movement.person === null) throw new PostingRefusal(`rows.${index}.cheque`, 'cheque-needs-person');
      const cheque = { ...movementOfRow.cheque, direction, person: movement.person, bankAccount: row.bank };
      const arrival = chequeArrivalLines(cheque, context, description);
      rows.push(...arrival.lines);
      againstParty.push(arrival.againstParty);
    } else {
      // An endorsed cheque leaves the cheques in hand; its drawer is no part of this payment.
      const held = chequeHolder({ direction: 'received', kind: 'normal', amount: movementOfRow.endorsed, person: 0, bankAccount: null }, 'fund', null, context);
      rows.push(moneyLine(held, movementOfRow.endorsed));
      againstParty.push(movementOfRow.endorsed);
    }
  });
  const value = valuation(movement, context);
  const total = sumMoney(againstParty.map((amount) => value.of(amount)));
  const partyLine: JournalLine[] = isZeroMoney(total)
    ? []
    : [{ ...party, debit: received ? '0' : total, credit: received ? total : '0', description, ...value.foreign(sumMoney(againstParty)) }];
  const valued = (lines: JournalLine[]) => lines.map((line) => value.line(line));
  return received ? [...valued(rows), ...partyLine, ...valued(fees)] : [...partyLine, ...valued(rows), ...valued(fees)];
}

/**
 * How a document's amounts enter the ledger: as they are in the business's currency; in another, each amount at the
 * document's rate, rounded to the business's digits, its line carrying the amount and rate it was valued from. The
 * party's total is the sum of the rows' values, so rounding never unbalances the document.
 */
function valuation(movement: CashMovement, context: PostingContext) {
  const money = context.currencies;
  const currency = movement.currency;
  if (!money || currency === null || currency === money.base.id) {
    return { of: (amount: Money) => amount, foreign: () => ({}), line: (line: JournalLine) => line };
  }
  const rate = movement.rate;
  if (rate === null || compareMoney(rate, '0') <= 0) throw new PostingRefusal('rate', rate === null ? 'is-required' : 'invalid-value');
  const of = (amount: Money) => {
    const value = roundMoney(multiplyMoney(amount, rate), moneyFractionDigits(money.base.decimals));
    // An amount worth less than the business's smallest unit would post an empty line.
    if (isZeroMoney(value) && !isZeroMoney(amount)) throw new PostingRefusal('rate', 'invalid-value');
    return value;
  };
  const foreign = (amount: Money) => ({ foreign: { currencyId: currency, amount, rate } });
  return {
    of,
    foreign,
    line: (line: JournalLine): JournalLine => {
      const amount = isZeroMoney(line.debit) ? line.credit : line.debit;
      return { ...line, debit: of(line.debit), credit: of(line.credit), ...foreign(amount) };
    },
  };
}

/** A receipt: Dr each treasury account (or cheques in hand), Cr the party; a fee Dr bank charges, Cr the account. */
export const postReceipt: Posting<CashMovement> = (receipt, context) => ({
  journal: { date: receipt.date, description: receipt.description, lines: cashLines(receipt, context, 'received') },
  stock: [],
});

/** A payment: Dr the party, Cr each treasury account (or cheques payable, or the cheques in hand endorsed over). */
export const postPayment: Posting<CashMovement> = (payment, context) => ({
  journal: { date: payment.date, description: payment.description, lines: cashLines(payment, context, 'paid') },
  stock: [],
});
