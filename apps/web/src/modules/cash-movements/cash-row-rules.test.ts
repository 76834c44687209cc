import { describe, expect, it } from 'vitest';
import { cashCellLocked, cashRowKind, chequeMovedOn, settleCashRow } from './cash-row-rules.ts';

const bank = { id: 1, name: 'ملت', label: '', color: null, remain: null };
const cash = { id: 2, name: 'صندوق', label: '', color: null, remain: null };
const cheque = { sayad: '1234567890123456', amount: '2500000', due: '2026-07-01', kind: 'normal' };
const empty = { bank: null, cash: null, petty: null, amount: '', fee: '', tracking: '', cheque: null, cheque_id: null };
const row = (values: Record<string, unknown>) => ({ ...empty, ...values });
const lockedOf = (direction: 'received' | 'paid', values: Record<string, unknown>) =>
  Object.keys(empty).filter((column) => cashCellLocked(direction, row(values), column));

describe('a row of a receipt', () => {
  it('is open until an account, a fee or a cheque says what it is; an amount alone does not', () => {
    expect(cashRowKind(row({}))).toBe('open');
    expect(cashRowKind(row({ amount: '100' }))).toBe('open');
    expect(cashRowKind(row({ cash }))).toBe('account');
    expect(cashRowKind(row({ fee: '5000' }))).toBe('account');
    expect(cashRowKind(row({ cheque, cheque_id: 9 }))).toBe('cheque');
    expect(lockedOf('received', {})).toEqual([]);
  });

  it('on an account locks the cheque, and with a cheque everything but the cheque and the tracking number', () => {
    expect(lockedOf('received', { cash })).toEqual(['cheque', 'cheque_id']);
    expect(lockedOf('received', { cheque, amount: '2500000' })).toEqual(['bank', 'cash', 'petty', 'amount', 'fee', 'cheque_id']);
  });

  it('names one account: picking one clears the others', () => {
    expect(settleCashRow(row({ bank, cash }), 'cash')).toMatchObject({ bank: null, cash, petty: null });
    expect(settleCashRow(row({ bank, cash: null }), 'cash')).toMatchObject({ bank });
  });

  it('takes its cheque’s amount, and loses the cheque’s id with the cheque', () => {
    expect(settleCashRow(row({ cheque }), 'cheque')).toMatchObject({ amount: '2500000' });
    expect(settleCashRow(row({ cheque: null, cheque_id: 9, amount: '2500000' }), 'cheque')).toMatchObject({ amount: '', cheque_id: null });
  });

  it('is shown, not edited, once its cheque has left the hand', () => {
    expect(chequeMovedOn('received', row({ cheque, cheque_status: 'fund' }))).toBe(false);
    expect(chequeMovedOn('received', row({ cheque, cheque_status: 'inBank' }))).toBe(true);
    expect(chequeMovedOn('received', row({ cheque }))).toBe(false);
  });
});

describe('a row of a payment', () => {
  it('on a bank account with no fee may still become a cheque drawn on it, not on a cash box', () => {
    expect(lockedOf('paid', { bank })).toEqual(['cheque_id']);
    expect(lockedOf('paid', { bank, fee: '1000' })).toEqual(['cheque', 'cheque_id']);
    expect(lockedOf('paid', { cash })).toEqual(['cheque', 'cheque_id']);
  });

  it('with its own cheque keeps the bank it is drawn on; its id is no endorsement', () => {
    expect(cashRowKind(row({ bank, cheque, cheque_id: 12 }))).toBe('cheque');
    expect(lockedOf('paid', { bank, cheque, cheque_id: 12 })).toEqual(['cash', 'petty', 'amount', 'fee', 'cheque_id']);
    expect(chequeMovedOn('paid', row({ cheque, cheque_status: 'issued' }))).toBe(false);
  });

  it('endorsing a received cheque over is all it does', () => {
    expect(cashRowKind(row({ cheque_id: 7, amount: '900' }))).toBe('endorsed');
    expect(lockedOf('paid', { cheque_id: 7, amount: '900' })).toEqual(['bank', 'cash', 'petty', 'amount', 'fee', 'cheque']);
  });
});
