import type { ChequeDirection, payDefinition, receiveDefinition } from '@hesab/contract';
import type { DocumentLayout, LeadingColumn } from '../../shared/documents/document-layout.ts';
import { cashCellLocked, chequeMovedOn, settleCashRow } from './cash-row-rules.ts';
import { endorsedChequeCell } from './endorsed-cheque-cell.tsx';

/*
 * What receipts and payments add to the pages their definitions build: a row is an account's, a cheque's or (on a
 * payment) an endorsed cheque's, and the grid locks the cells the others have; a cheque row takes its cheque's amount;
 * a row whose cheque has moved on is shown, not edited.
 */

/** The status of a row's cheque, once saved: why a row whose cheque has moved on is not edited. */
const chequeStatus: LeadingColumn = {
  id: 'cheque-status',
  label: 'cheques.status',
  width: 96,
  text: (line, { t }) => (typeof line.values.cheque_status === 'string' ? t(`cheques.statusOptions.${line.values.cheque_status}`) : ''),
};

function cashMovementLayout(direction: ChequeDirection) {
  return {
    // Narrower than their types' widths, so a receipt's row and its cheque fit a laptop's screen.
    widths: { bank: 140, cash: 140, petty: 140, amount: 115, fee: 85, tracking: 85, cheque: 185 },
    leading: [chequeStatus],
    cellLocked: (line, column) => cashCellLocked(direction, line.values, column),
    settle: settleCashRow,
    lineLocked: (line) => chequeMovedOn(direction, line.values),
  } as const satisfies DocumentLayout<typeof receiveDefinition | typeof payDefinition>;
}

export const receiveLayout: DocumentLayout<typeof receiveDefinition> = {
  ...cashMovementLayout('received'),
  // A receipt's cheques are its own: the id of each is carried back, never picked.
  hidden: ['cheque_id'],
};

const paid = cashMovementLayout('paid');

export const payLayout: DocumentLayout<typeof payDefinition> = {
  ...paid,
  widths: { ...paid.widths, cheque_id: 170 },
  cells: { cheque_id: endorsedChequeCell },
};
