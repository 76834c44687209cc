import { appRoutes, documentDefinitions, type ChequeDirection, type ChequeRead, type ChequeStatus } from '@hesab/contract';
import { generatePath } from 'react-router';
import { documentFormPath } from '../../shared/documents/document-paths.ts';

/** The statuses a cheque of the direction can have; a received one is endorsed over (payed) by a payment's row. */
export const directionStatuses: Record<ChequeDirection, readonly ChequeStatus[]> = {
  received: ['fund', 'inBank', 'passed', 'returned', 'canceled', 'payed'],
  paid: ['issued', 'passed', 'returned', 'canceled'],
};

/** Not settled yet: in hand, in the bank for collection, issued and not passed. */
export const openStatuses: Record<ChequeDirection, readonly ChequeStatus[]> = { received: ['fund', 'inBank'], paid: ['issued'] };

export type StatusColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** A status's label colour: waiting ones blue or amber, settled green, bounced red, given back grey. */
export const statusColors: Record<ChequeStatus, StatusColor> = {
  issued: 'info',
  fund: 'primary',
  inBank: 'warning',
  passed: 'success',
  returned: 'error',
  canceled: 'default',
  payed: 'secondary',
};

/** A cheque's page: check/recieve/edit/{id} or check/pay/edit/{id}. */
export function chequePath(cheque: Pick<ChequeRead, 'id' | 'direction'>): string {
  return generatePath(appRoutes[cheque.direction === 'received' ? 'ChequeReceive' : 'ChequePay'].path, { id: String(cheque.id) });
}

/** The form of the receipt or payment a cheque came with; null for a kind the web does not know. */
export function sourcePath(source: ChequeRead['source']): string | null {
  const definition = documentDefinitions.find((each) => each.name === source.kind);
  return definition ? documentFormPath(definition, source.id) : null;
}

/** The accounting document a change of status posted, at its own route. */
export function journalPath(id: number): string {
  return generatePath(appRoutes.AccountingDocument.path, { id: String(id) });
}
