export { postManualDocument, type ManualDocument } from './accounting-document.ts';
export { PostingRefusal, type Posted, type Posting, type PostingContext, type StockMovementDraft } from './posting.ts';
export { postTransfer, type Transfer, type TreasuryAccount } from './transfer.ts';
export {
  accountSystemRoles,
  MissingSystemAccountError,
  systemAccountsOf,
  type AccountSystemRole,
  type SystemAccounts,
} from './system-accounts.ts';
export { postPayment, postReceipt, type CashMovement, type CashRow } from './cash-movement.ts';
