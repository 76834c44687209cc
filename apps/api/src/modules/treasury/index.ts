import { treasuryKinds, treasuryResources, type TreasuryKind } from '@hesab/contract';
import { bankAccount, cashBox, pettyCash, type Database } from '@hesab/db';
import type { DetailSelect } from '../../http/getdetail.ts';
import { requireMember } from '../../http/request-context.ts';
import { actionAccess, type ResourceBinding, type ResourceTable } from '../resources/index.ts';
import { nextTreasuryCode, treasuryHooks } from './treasury-hooks.ts';

const tables: Record<TreasuryKind, ResourceTable> = { bank: bankAccount, cash: cashBox, petty: pettyCash };

/** `GET bank|cash|petty?checkCode`: the code a new account of the kind would get, which the form shows before saving. */
function checkCodeCommand(db: Database, kind: TreasuryKind): DetailSelect {
  return {
    access: actionAccess(treasuryResources[kind], 'create'),
    handler: async (request) => ({ data: await nextTreasuryCode(db, tables[kind], requireMember(request).businessId) }),
  };
}

/**
 * Bank accounts, cash boxes and petty cash funds (issue 15): the generic engine with the treasury hooks (detail
 * account, opening balance, balance from the ledger, delete refused once posted) and the next free code.
 */
export function treasuryBindings(db: Database): ResourceBinding[] {
  return treasuryKinds.map((kind) => ({
    definition: treasuryResources[kind],
    table: tables[kind],
    hooks: treasuryHooks(kind, tables[kind]),
    listCommands: { checkCode: checkCodeCommand(db, kind) },
  }));
}
export { transferBinding } from './transfer.ts';
export { payBinding, receiveBinding } from './receipts.ts';
