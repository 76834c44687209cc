export { postManualDocument, type ManualDocument } from './accounting-document.ts';
export { type Posted, type Posting, type PostingContext, type StockMovementDraft } from './posting.ts';
export {
  accountSystemRoles,
  MissingSystemAccountError,
  systemAccountsOf,
  type AccountSystemRole,
  type SystemAccounts,
} from './system-accounts.ts';
