import type { featurePermissions, removePermissions } from './permissions.ts';
import { isRouteName, type RouteName } from './routes.ts';

/** A permission a role can hold, by name: a screen's (its route's), a feature's or a remove permission. */
export type Permission = RouteName | (typeof featurePermissions)[number] | (typeof removePermissions)[number];

/**
 * Every permission by the module the role editor shows it under (issue 36): each in exactly one group, in the
 * menu's order within a group.
 */
export const permissionGroups = {
  sales: [
    'SellList', 'Sell', 'SellPrint', 'InvoicePrint', 'RollPrint', 'SellCasher', 'SellCasherEdit', 'ReturnSellCasher',
    'SellOfflineList', 'ShortcutList', 'Shortcut', 'PresaleList', 'Presale', 'SellReservedItems', 'ReturnSellList',
    'ReturnSell', 'CommissionList', 'DigikalaOrderList', 'DigikalaOrderItems', 'DigikalaBackorderItems', 'removeSell',
    'removePresale', 'removeReturnSell',
  ],
  purchases: ['PurchaseList', 'Purchase', 'ReturnPurchaseList', 'ReturnPurchase', 'removePurchase', 'removeReturnPurchase'],
  warehouse: [
    'EntrepotList', 'Entrepot', 'EntrepotReceiptList', 'EntrepotReceipt', 'EntrepotReceiptPrint', 'EntrepotReceiptPending',
    'EntrepotReceiptCheckout', 'EntrepotTempReceiptList', 'EntrepotTempReceipt', 'EntrepotTempReceiptCheckout',
    'EntrepotRemittanceList', 'EntrepotRemittance', 'EntrepotRemittancePrint', 'EntrepotRemittancePending',
    'EntrepotRemittanceCheckout', 'EntrepotUseRemittanceList', 'EntrepotUseRemittance', 'EntrepotUseRemittancePrint',
    'EntrepotTransferRemittanceList', 'EntrepotTransferRemittance', 'EntrepotTransferRemittancePrint',
    'TransferProductStockList', 'TransferProductStock', 'WarehouseHandlingList', 'WarehouseHandling', 'ExpireDateItems',
    'removeReceiptEntrepot', 'removeTempReceipt', 'removeRemittance', 'removeUseRemittance', 'removeTransferRemittance',
    'removeWarehouseHandling', 'removeProduction', 'removeBundling', 'removeFormula',
  ],
  products: [
    'ProductList', 'Product', 'ServiceList', 'Service', 'ProductEntrepotList', 'ProductPricing', 'ProductBarcode',
    'UnitList', 'GroupMainList', 'GroupSubList', 'CategoryList', 'removeCategoryItem', 'investors', 'customFields',
    'removeProduct', 'removeService',
  ],
  treasury: [
    'BankList', 'Bank', 'CashList', 'Cash', 'PettyList', 'Petty', 'ReceiveList', 'Receive', 'ReceivePrint', 'PayList',
    'Pay', 'PayPrint', 'ReceiveCompositeList', 'ReceiveComposite', 'PayCompositeList', 'PayComposite', 'TransferList',
    'Transfer', 'CostList', 'Cost', 'IncomeList', 'Income', 'PaymentsRemovedList', 'removeBank', 'removeCash',
    'removeReceiveTreasury', 'removePayTreasury', 'removeCost', 'removeIncome',
  ],
  cheques: [
    'ChequeReceiveList', 'ChequeReceive', 'ChequePayList', 'ChequePay', 'ChequeRemovedList', 'ChequeBookList', 'ChequeBook',
    'removeRecieveCheck', 'removePayCheck',
  ],
  accounting: [
    'AccountingCoding', 'AccountingGroupList', 'AccountingTotalList', 'AccountingGivenList', 'DetailList', 'Detail',
    'AccountingList', 'AccountingDocument', 'AccountingPrint', 'ConvertTempToPermanentDocuments', 'DocumentNumbering',
    'ConflictingDocumentsList', 'ContraryNatureDocument', 'ClosingOpeningDocument', 'CloseDocumentAccount', 'lockDocuments', 'removeAccount',
    'removeDetails',
  ],
  persons: ['CustomerList', 'Customer', 'PersonPicker', 'documents'],
  reports: [
    'AccountingBook', 'ReportTurnoverList', 'AccountingBalance', 'AccountingTotalDocument', 'ReportReview',
    'ReportProfitCost', 'AccountingBalanceSheet', 'InvoicesRemovedList', 'SellProducts', 'SellItemsList',
    'SellProductItemsList', 'SellProductItemReport', 'SellProductGroupList', 'SellInvestorList', 'SellItemsInvestorList',
    'SellTaxPayerList', 'PresaleItemsList', 'PresaleProductItemsList', 'PurchaseItemsList', 'PurchaseProductItemsList',
    'PurchaseProductItemReport', 'ReturnSellItemsList', 'ReturnSellProductItemsList', 'ReturnSellInvestorList',
    'ReturnSellItemsInvestorList', 'ReturnPurchaseItemsList', 'ReturnPurchaseProductItemsList', 'InvoiceProductProfitable',
    'ProductTurnover', 'ProductCountTurnover', 'ProductAmountTurnover',
  ],
  settings: [
    'Setting', 'CurrencyList', 'Currency', 'YearList', 'Year', 'BranchList', 'Departman', 'SettingIntegrator',
    'SettingPortal', 'SettingWoocommerce', 'SettingWebService', 'SettingTaxPayer', 'TranslationList', 'LearningList',
  ],
  users: ['profile', 'RoleList', 'Role', 'RolePermissions', 'ManagementUser', 'usersList', 'logList'],
} as const satisfies Record<string, readonly Permission[]>;

export type PermissionGroup = keyof typeof permissionGroups;
export const permissionGroupNames = Object.keys(permissionGroups) as PermissionGroup[];

/**
 * What a permission is of no use without, beyond a screen's list (`Sell` needs `SellList`, see permissionNeeds):
 * a print or a step of a document needs the document, a remove permission the screen that edits what it removes,
 * the till the sale and the return it writes, a part of a screen that screen.
 */
const declaredNeeds = new Map<string, readonly string[]>(
  Object.entries({
  SellPrint: ['SellList'],
  RollPrint: ['SellList'],
  SellCasher: ['Sell'],
  SellCasherEdit: ['SellCasher'],
  ReturnSellCasher: ['ReturnSell'],
  SellOfflineList: ['SellCasher'],
  EntrepotReceiptPrint: ['EntrepotReceiptList'],
  EntrepotReceiptCheckout: ['EntrepotReceiptPending', 'EntrepotReceipt'],
  EntrepotTempReceiptCheckout: ['EntrepotTempReceiptList', 'EntrepotReceipt'],
  EntrepotRemittancePrint: ['EntrepotRemittanceList'],
  EntrepotRemittanceCheckout: ['EntrepotRemittancePending', 'EntrepotRemittance'],
  EntrepotUseRemittancePrint: ['EntrepotUseRemittanceList'],
  EntrepotTransferRemittancePrint: ['EntrepotTransferRemittanceList'],
  ProductEntrepotList: ['ProductList'],
  ProductPricing: ['ProductList'],
  ProductBarcode: ['ProductList'],
  ReceivePrint: ['ReceiveList'],
  PayPrint: ['PayList'],
  AccountingGroupList: ['AccountingCoding'],
  AccountingTotalList: ['AccountingCoding'],
  AccountingGivenList: ['AccountingCoding'],
  AccountingDocument: ['AccountingList'],
  AccountingPrint: ['AccountingList'],
  lockDocuments: ['AccountingList'],
  ReportTurnoverList: ['AccountingBook'],
  PersonPicker: ['CustomerList'],
  documents: ['CustomerList'],
  RolePermissions: ['Role'],
  removeSell: ['Sell'],
  removePresale: ['Presale'],
  removeReturnSell: ['ReturnSell'],
  removePurchase: ['Purchase'],
  removeReturnPurchase: ['ReturnPurchase'],
  removeReceiptEntrepot: ['EntrepotReceipt'],
  removeTempReceipt: ['EntrepotTempReceipt'],
  removeRemittance: ['EntrepotRemittance'],
  removeUseRemittance: ['EntrepotUseRemittance'],
  removeTransferRemittance: ['EntrepotTransferRemittance'],
  removeWarehouseHandling: ['WarehouseHandling'],
  removeProduct: ['Product'],
  removeService: ['Service'],
  removeBank: ['Bank'],
  removeCash: ['Cash'],
  removeReceiveTreasury: ['Receive'],
  removePayTreasury: ['Pay'],
  removeCost: ['Cost'],
  removeIncome: ['Income'],
  removeRecieveCheck: ['ChequeReceive'],
  removePayCheck: ['ChequePay'],
  removeAccount: ['AccountingCoding'],
  removeDetails: ['Detail'],
  } satisfies Partial<Record<Permission, readonly Permission[]>>),
);

/** A screen that edits (`Sell`) needs its list (`SellList`) where the routes have one. */
function listOf(permission: string): string | undefined {
  const list = `${permission}List`;
  return isRouteName(permission) && isRouteName(list) ? list : undefined;
}

/** The permissions one permission needs directly. */
export function permissionNeeds(permission: string): readonly string[] {
  const list = listOf(permission);
  const declared = declaredNeeds.get(permission) ?? [];
  return list === undefined ? declared : [list, ...declared];
}

/** The permissions with all they need, directly or through another: what a role must hold to use them. */
export function withNeededPermissions(permissions: Iterable<string>): string[] {
  const closed = new Set<string>();
  const add = (permission: string) => {
    if (closed.has(permission)) return;
    closed.add(permission);
    permissionNeeds(permission).forEach(add);
  };
  for (const permission of permissions) add(permission);
  return [...closed];
}

/** The held permissions that need `permission` (directly or through another): what is of no use once it goes. */
export function permissionsNeeding(permission: string, held: Iterable<string>): string[] {
  return [...held].filter((other) => other !== permission && withNeededPermissions([other]).includes(permission));
}
