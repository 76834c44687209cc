import type { Permission } from './permission-groups.ts';

/**
 * The role editor's starting points (issue 36): each fills a role with what that job needs, everything each of its
 * permissions needs included (a test holds them closed under permissionNeeds), and no remove permission.
 */
export const rolePresets = {
  /** sells at the till and takes returns there, adding the walk-in customer */
  cashier: [
    'profile', 'SellCasher', 'SellCasherEdit', 'ReturnSellCasher', 'SellOfflineList', 'Sell', 'SellList', 'ReturnSell',
    'ReturnSellList', 'RollPrint', 'SellPrint', 'ShortcutList', 'CustomerList', 'Customer',
  ],
  /** keeps the books: documents, treasury, cheques, people and every report, reading the invoices */
  accountant: [
    'profile', 'SellList', 'PresaleList', 'ReturnSellList', 'PurchaseList', 'ReturnPurchaseList', 'CustomerList',
    'Customer', 'PersonPicker', 'BankList', 'Bank', 'CashList', 'Cash', 'PettyList', 'Petty', 'ReceiveList', 'Receive',
    'ReceivePrint', 'PayList', 'Pay', 'PayPrint', 'ReceiveCompositeList', 'ReceiveComposite', 'PayCompositeList',
    'PayComposite', 'TransferList', 'Transfer', 'CostList', 'Cost', 'IncomeList', 'Income', 'ChequeReceiveList',
    'ChequeReceive', 'ChequePayList', 'ChequePay', 'ChequeBookList', 'ChequeBook', 'AccountingCoding',
    'AccountingGroupList', 'AccountingTotalList', 'AccountingGivenList', 'DetailList', 'Detail', 'AccountingList',
    'AccountingDocument', 'AccountingPrint', 'ConvertTempToPermanentDocuments', 'DocumentNumbering',
    'ConflictingDocumentsList', 'AccountingBook', 'ReportTurnoverList', 'AccountingBalance', 'AccountingTotalDocument',
    'ReportReview', 'ReportProfitCost', 'AccountingBalanceSheet', 'SellItemsList', 'PurchaseItemsList',
    'InvoiceProductProfitable',
  ],
  /** receives, delivers, moves and counts goods, and keeps the product cards */
  storekeeper: [
    'profile', 'EntrepotList', 'EntrepotReceiptList', 'EntrepotReceipt', 'EntrepotReceiptPrint', 'EntrepotReceiptPending',
    'EntrepotReceiptCheckout', 'EntrepotTempReceiptList', 'EntrepotTempReceipt', 'EntrepotTempReceiptCheckout',
    'EntrepotRemittanceList', 'EntrepotRemittance', 'EntrepotRemittancePrint', 'EntrepotRemittancePending',
    'EntrepotRemittanceCheckout', 'EntrepotUseRemittanceList', 'EntrepotUseRemittance', 'EntrepotUseRemittancePrint',
    'EntrepotTransferRemittanceList', 'EntrepotTransferRemittance', 'EntrepotTransferRemittancePrint',
    'TransferProductStockList', 'TransferProductStock', 'WarehouseHandlingList', 'WarehouseHandling', 'ExpireDateItems',
    'ProductList', 'Product', 'ProductEntrepotList', 'ProductBarcode', 'UnitList', 'GroupMainList', 'GroupSubList',
    'CategoryList', 'ProductTurnover', 'ProductCountTurnover',
  ],
  /** the sales visitor: takes customers' orders as presales on the road */
  visitor: ['profile', 'PresaleList', 'Presale', 'PresaleItemsList', 'CustomerList', 'Customer', 'ProductList'],
} as const satisfies Record<string, readonly Permission[]>;

export type RolePreset = keyof typeof rolePresets;
export const rolePresetNames = Object.keys(rolePresets) as RolePreset[];
