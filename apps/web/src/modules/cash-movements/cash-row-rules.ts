import type { ChequeDirection } from '@hesab/contract';
import { firstStatus, isZeroMoney } from '@hesab/domain';
import { amountOf } from '../../shared/documents/line-values.ts';
import { chequeOf } from '../../shared/fields/cheque-values.ts';

/*
 * A row of a receipt or payment (issue 15) is one of three things, and the grid lets it be only one: money through a
 * treasury account (one of bank, cash, petty) with its fee; a cheque written with the document (a paid one drawn on a
 * bank account, so a payment's cheque row keeps its bank); or, on a payment, a received cheque in hand endorsed over.
 * A cheque row's amount is its cheque's. The tracking number goes with any of them.
 */

type RowValues = Readonly<Record<string, unknown>>;

const accountColumns: readonly string[] = ['bank', 'cash', 'petty'];
const accountRow = [...accountColumns, 'amount', 'fee', 'tracking'];

/** What a row is so far; `open` until a cell says. */
export type CashRowKind = 'open' | 'account' | 'cheque' | 'endorsed';

const picked = (value: unknown) => value !== null && value !== undefined;

export function cashRowKind(values: RowValues): CashRowKind {
  if (chequeOf(values.cheque)) return 'cheque';
  // A cheque of the document's own also has its id here: only an id without a cheque is one endorsed over.
  if (typeof values.cheque_id === 'number') return 'endorsed';
  const account = accountColumns.some((column) => picked(values[column])) || !isZeroMoney(amountOf(values.fee));
  return account ? 'account' : 'open';
}

/** The cells a row of the kind has. */
function cellsOf(direction: ChequeDirection, kind: Exclude<CashRowKind, 'open'>, values: RowValues): readonly string[] {
  switch (kind) {
    case 'cheque':
      return direction === 'paid' ? ['cheque', 'bank', 'tracking'] : ['cheque', 'tracking'];
    case 'endorsed':
      return ['cheque_id', 'tracking'];
    case 'account': {
      // A payment's row on a bank account, with no fee, may still be a cheque drawn on it.
      const mayBeCheque = direction === 'paid' && !picked(values.cash) && !picked(values.petty) && isZeroMoney(amountOf(values.fee));
      return mayBeCheque ? [...accountRow, 'cheque'] : accountRow;
    }
  }
}

/** Whether what the row already is rules the cell out, or decides it (a cheque row's amount). */
export function cashCellLocked(direction: ChequeDirection, values: RowValues, column: string): boolean {
  const kind = cashRowKind(values);
  return kind !== 'open' && !cellsOf(direction, kind, values).includes(column);
}

/** A row after a change: one treasury account at most; a cheque's amount as the row's, and its id gone with it. */
export function settleCashRow(values: RowValues, changed: string): RowValues {
  const settled: Record<string, unknown> = { ...values };
  if (accountColumns.includes(changed) && picked(values[changed])) {
    for (const other of accountColumns) if (other !== changed) settled[other] = null;
  }
  if (changed === 'cheque') {
    const cheque = chequeOf(values.cheque);
    settled.amount = typeof cheque?.amount === 'string' ? cheque.amount : '';
    if (!cheque) settled.cheque_id = null;
  }
  return settled;
}

/** A row whose own cheque has moved on (deposited, passed): the server no longer changes it with its document. */
export function chequeMovedOn(direction: ChequeDirection, values: RowValues): boolean {
  const status = values.cheque_status;
  return chequeOf(values.cheque) !== null && typeof status === 'string' && status !== firstStatus(direction);
}
