export { postManualDocument, type ManualDocument } from './accounting-document.ts';
export { PostingRefusal, type Posted, type Posting, type PostingContext, type StockMovementDraft } from './posting.ts';
export { postTransfer, type Transfer, type TreasuryAccount } from './transfer.ts';
export { postCost, postIncome, type CostDocument, type CostPayment, type CostRow } from './cost.ts';
export {
  invoiceBreakdown,
  invoiceDeliveries,
  invoiceTotals,
  invoiceTypes,
  postInvoice,
  purchaseUnitCosts,
  shareByWeight,
  type InvoiceBreakdown,
  type InvoiceDelivery,
  type InvoiceDocument,
  type InvoicePayment,
  type InvoiceRow,
  type InvoiceRowTotals,
  type InvoiceTotals,
  type InvoiceType,
} from './invoice.ts';
export { postCompositePayment, postCompositeReceipt, type CompositeDocument, type PartyRow } from './composite.ts';
export {
  accountSystemRoles,
  MissingSystemAccountError,
  systemAccountsOf,
  type AccountSystemRole,
  type SystemAccounts,
} from './system-accounts.ts';
export { postPayment, postReceipt, type CashMovement, type CashRow, type RowCheque } from './cash-movement.ts';
export {
  chequeDirections,
  chequeHolder,
  chequeKinds,
  chequeStatuses,
  firstStatus,
  nextStatuses,
  postChequeChange,
  takesBank,
  type ChequeChange,
  type ChequeDirection,
  type ChequeKind,
  type ChequeOfPosting,
  type ChequeStatus,
} from './cheque.ts';
export { postWarehouseDocument, warehouseKinds, type WarehouseDocument, type WarehouseKind, type WarehouseRow } from './warehouse.ts';
