import { treasuryKinds, treasuryResources, type TreasuryKind } from '@hesab/contract';
import type { Database } from '@hesab/db';
import type { DetailSelect } from '../../http/getdetail.ts';
import { requireMember } from '../../http/request-context.ts';
import { actionAccess, type ResourceBinding } from '../resources/index.ts';
import { allowedAccounts, treasuryTables } from './financial-access.ts';
export { isOwnBankAccount } from './financial-access.ts';
import { chequeBookBinding } from './cheque-books.ts';
import { nextTreasuryCode, treasuryHooks } from './treasury-hooks.ts';

/** `GET bank|cash|petty?checkCode`: the code a new account of the kind would get, which the form shows before saving. */
function checkCodeCommand(db: Database, kind: TreasuryKind): DetailSelect {
  return {
    access: actionAccess(treasuryResources[kind], 'create'),
    handler: async (request) => ({ data: await nextTreasuryCode(db, treasuryTables[kind], requireMember(request).businessId) }),
  };
}

/**
 * Bank accounts, cash boxes and petty cash funds (issue 15): the generic engine with the treasury hooks (detail
 * account, opening balance, balance from the ledger, delete refused once posted), the next free code, and for a
 * user with accounts listed, only those in the list and the pickers.
 */
export function treasuryBindings(db: Database): ResourceBinding[] {
  const accounts: ResourceBinding[] = treasuryKinds.map((kind) => ({
    definition: treasuryResources[kind],
    table: treasuryTables[kind],
    hooks: treasuryHooks(kind, treasuryTables[kind]),
    listCommands: { checkCode: checkCodeCommand(db, kind) },
    memberScope: (member) => allowedAccounts(member, treasuryTables[kind]),
  }));
  return [...accounts, chequeBookBinding(db)];
}
export { transferBinding } from './transfer.ts';
export { paidAtInvoice, payBinding, receiveBinding } from './receipts.ts';
export { registerChequeRoutes } from './cheque-routes.ts';
export { chequeOrigin, chequePermissions } from './cheque-records.ts';
export { dueCheques, openChequeStatuses, treasuryAccountBalances, type TreasuryAccountBalance } from './treasury-standing.ts';
export { costBinding, incomeBinding } from './costs.ts';
export { payCompositeBinding, receiveCompositeBinding } from './composite.ts';
export { refuseUnlistedDetail, treasuryAccountAccess } from './financial-access.ts';
export { tillAccounts } from './till-accounts.ts';
export { cardTerminalCommand, manualTerminal, type TerminalCharge, type TerminalDriver, type TerminalOutcome } from './card-terminals.ts';
