import type { PlanOption } from './permissions.ts';

/**
 * The web app's named routes (spec 01 section 2). A route's name is also the permission string that opens it:
 * the guard sends a user whose permission list lacks the name, or whose plan has the route's plan option off, to
 * /403 (Dashboard excepted).
 * Later modules add their screens here; the menu and the guard read this one list.
 */
export const appRoutes = {
  Dashboard: { path: '/', icon: 'dashboard', title: 'menu.dashboard' },
  // The start page: the member's bookmarks and the menu's screens, by section.
  Home: { path: '/home', icon: 'home', title: 'menu.home', hidden: true },
  // A saved report's link (?report=<screen>&<parameters>), opening that report's own screen behind its permission.
  reportViewer: { path: '/reportViewer/index', icon: 'summarize', title: 'menu.reportViewer', hidden: true },
  // A page of an address the server allows (FRAME_ORIGINS) in a frame (?url=).
  iframe: { path: '/ov', icon: 'web', title: 'menu.frame', hidden: true },
  profile: { path: '/users/profile', icon: 'person', title: 'menu.profile' },
  // The till's local print agent and the documents sent to it: this device's, so open to whoever is logged in.
  PrintQueue: { path: '/print/index', icon: 'print', title: 'menu.printQueue' },
  BranchList: { path: '/branches/list', icon: 'account_tree', title: 'menu.branches' },
  GroupMainList: { path: '/group/main/list', icon: 'category', title: 'menu.mainGroups' },
  GroupSubList: { path: '/group/sub/list', icon: 'segment', title: 'menu.subGroups' },
  CategoryList: { path: '/category/list', icon: 'label', title: 'menu.categories' },
  Departman: { path: '/departman', icon: 'apartment', title: 'menu.departments' },
  CurrencyList: { path: '/currency/list', aliases: ['/currency/index'], icon: 'currency_exchange', title: 'menu.currencies' },
  Currency: { path: '/currency/edit/:id?', icon: 'currency_exchange', title: 'menu.currency', hidden: true },
  YearList: { path: '/accounting/year/list', aliases: ['/accounting/year/index'], icon: 'event', title: 'menu.years' },
  Year: { path: '/accounting/year/edit/:id?', icon: 'event', title: 'menu.year', hidden: true },
  RoleList: { path: '/role/list', aliases: ['/role/index'], icon: 'admin_panel_settings', title: 'menu.roles' },
  Role: { path: '/role/edit/:id?', icon: 'admin_panel_settings', title: 'menu.role', hidden: true },
  RolePermissions: { path: '/role/permissions/:id', icon: 'rule', title: 'menu.rolePermissions', hidden: true },
  ManagementUser: { path: '/management/user', icon: 'manage_accounts', title: 'menu.users' },
  Setting: { path: '/setting/index', icon: 'tune', title: 'menu.businessSettings' },
  SettingIntegrator: { path: '/setting/integrator', icon: 'storefront', title: 'menu.integrator', planOption: 'integratorSystem' },
  // Screens of plan options whose modules later issues build: declared here with their option, so the menu, the
  // web guard and the API's access already gate them (spec 01 section 6); each opens once its page is added.
  SettingWebService: { path: '/setting/webService', icon: 'key', title: 'menu.webService', planOption: 'web_service' },
  SettingPortal: { path: '/setting/portal', icon: 'language', title: 'menu.portal', planOption: 'portalIntegrator' },
  SettingWoocommerce: { path: '/setting/woocommerce', icon: 'shopping_bag', title: 'menu.woocommerce', planOption: 'woocommerceIntegrator' },
  SettingTaxPayer: { path: '/setting/taxPayerSystem', icon: 'receipt', title: 'menu.taxPayerSystem', planOption: 'taxPayerSystem' },
  CommissionList: { path: '/commission/list', icon: 'percent', title: 'menu.commissions', planOption: 'commissionSystem' },
  TranslationList: { path: '/translation/list', icon: 'translate', title: 'menu.translations', planOption: 'translationSystem' },
  LearningList: { path: '/learning/list', icon: 'school', title: 'menu.learning', planOption: 'learningSystem' },
  // Marketplace orders (spec 01 section 2), the dealings with Digikala its plan option opens.
  DigikalaOrderList: { path: '/orders/digikala/list', icon: 'local_shipping', title: 'menu.digikalaOrders', planOption: 'digikalaIntegrator' },
  DigikalaOrderItems: { path: '/orders/digikala/items', icon: 'inventory', title: 'menu.digikalaOrderItems', planOption: 'digikalaIntegrator' },
  DigikalaBackorderItems: { path: '/backorders/digikala/items', icon: 'assignment_return', title: 'menu.digikalaBackorderItems', planOption: 'digikalaIntegrator' },
  DetailList: { path: '/detail/list', aliases: ['/detail/index'], icon: 'badge', title: 'menu.details' },
  Detail: { path: '/detail/edit/:id?', icon: 'badge', title: 'menu.detail', hidden: true },
  CustomerList: {
    path: '/customer/list',
    aliases: ['/lead/list', '/users/list', '/debtor/list', '/creditor/list'],
    icon: 'person',
    title: 'menu.customers',
  },
  Customer: { path: '/customer/edit/:id?', aliases: ['/customer'], icon: 'person', title: 'menu.customer', hidden: true },
  PersonPicker: { path: '/person/picker/:type', icon: 'person', title: 'menu.personPicker', hidden: true },
  AccountingCoding: { path: '/accounting/coding', icon: 'account_tree', title: 'menu.coding' },
  AccountingList: { path: '/accounting/list', icon: 'receipt_long', title: 'menu.accountingDocuments' },
  AccountingDocument: { path: '/accounting/edit/:id?', aliases: ['/accounting/new'], icon: 'receipt_long', title: 'menu.accountingDocument', hidden: true },
  AccountingBalance: { path: '/accounting/balance', icon: 'balance', title: 'menu.trialBalance' },
  AccountingBalanceSheet: { path: '/accounting/balanceSheet', icon: 'balance', title: 'menu.balanceSheet' },
  ReportProfitCost: { path: '/report/profitCost', icon: 'balance', title: 'menu.profitCost' },
  AccountingBook: { path: '/accounting/book', aliases: ['/report/turnover'], icon: 'menu_book', title: 'menu.book' },
  ReportTurnoverList: { path: '/report/turnoverlist/:id?', icon: 'menu_book', title: 'menu.turnoverList', hidden: true },
  // accounting/group/{id?} and accounting/total/{id?} (spec 02) open the list with the account's dialog.
  AccountingGroupList: { path: '/accounting/group/list', aliases: ['/accounting/group/:id?'], icon: 'account_tree', title: 'menu.groupAccounts', hidden: true },
  AccountingTotalList: { path: '/accounting/total/list', aliases: ['/accounting/total/:id?'], icon: 'account_tree', title: 'menu.totalAccounts', hidden: true },
  AccountingGivenList: { path: '/accounting/given/list', icon: 'account_tree', title: 'menu.givenAccounts', hidden: true },
  AccountingPrint: { path: '/accounting/print/:id?', icon: 'print', title: 'menu.printDocument', hidden: true },
  AccountingTotalDocument: { path: '/accounting/totalDocument', icon: 'summarize', title: 'menu.totalDocument' },
  ConvertTempToPermanentDocuments: { path: '/accounting/ConvertTempToPermanentDocuments', icon: 'verified', title: 'menu.convertToPermanent' },
  DocumentNumbering: { path: '/accounting/documentNumbering', icon: 'format_list_numbered', title: 'menu.documentNumbering' },
  ConflictingDocumentsList: { path: '/accounting/conflictingDocumentsList', icon: 'report_problem', title: 'menu.conflictingDocuments' },
  ReportReview: { path: '/accounting/report/review', aliases: ['/report/review'], icon: 'summarize', title: 'reportEngine.review.title' },
  ContraryNatureDocument: { path: '/accounting/contraryNatureDocument', icon: 'swap_vert', title: 'menu.contraryNature' },
  ClosingOpeningDocument: { path: '/accounting/closingOpeningDocument', icon: 'event_repeat', title: 'menu.closingOpening' },
  // The year closing's first step alone: the temporary accounts closed into the result, the year left open.
  CloseDocumentAccount: { path: '/accounting/closeDocumentAccount', icon: 'lock_clock', title: 'menu.closeDocumentAccount' },
  logList: { path: '/users/log', icon: 'history', title: 'menu.log' },
  EntrepotList: { path: '/entrepot/list', aliases: ['/entrepot/index'], icon: 'warehouse', title: 'warehouses.title' },
  Entrepot: { path: '/entrepot/edit/:id?', icon: 'warehouse', title: 'warehouses.item', hidden: true },
  EntrepotReceiptList: { path: '/entrepot/receipt/list', icon: 'move_to_inbox', title: 'warehouseDocuments.receipt.list' },
  EntrepotReceipt: { path: '/entrepot/receipt/edit/:id?', aliases: ['/entrepot/receipt/new'], icon: 'move_to_inbox', title: 'warehouseDocuments.receipt.item', hidden: true },
  EntrepotReceiptPrint: { path: '/entrepot/receipt/print/:id?', icon: 'print', title: 'warehouseDocuments.receipt.print', hidden: true },
  EntrepotReceiptPending: { path: '/entrepot/receipt/pending', icon: 'move_to_inbox', title: 'warehouseDocuments.pendingReceipts' },
  EntrepotReceiptCheckout: { path: '/entrepot/receipt/checkout/:id', icon: 'move_to_inbox', title: 'warehouseDocuments.receive', hidden: true },
  EntrepotTempReceiptList: { path: '/entrepot/tempReceipt/list', icon: 'pending_actions', title: 'warehouseDocuments.tempReceipt.list' },
  EntrepotTempReceipt: { path: '/entrepot/tempReceipt/edit/:id?', aliases: ['/entrepot/tempReceipt/new'], icon: 'pending_actions', title: 'warehouseDocuments.tempReceipt.item', hidden: true },
  EntrepotTempReceiptCheckout: { path: '/entrepot/tempReceipt/checkout/:id', icon: 'move_to_inbox', title: 'warehouseDocuments.checkout', hidden: true },
  EntrepotRemittanceList: { path: '/entrepot/remittance/list', icon: 'outbox', title: 'warehouseDocuments.remittance.list' },
  EntrepotRemittance: { path: '/entrepot/remittance/edit/:id?', aliases: ['/entrepot/remittance/new'], icon: 'outbox', title: 'warehouseDocuments.remittance.item', hidden: true },
  EntrepotRemittancePrint: { path: '/entrepot/remittance/print/:id?', icon: 'print', title: 'warehouseDocuments.remittance.print', hidden: true },
  EntrepotRemittancePending: { path: '/entrepot/remittance/pending', icon: 'outbox', title: 'warehouseDocuments.pending' },
  EntrepotRemittanceCheckout: { path: '/entrepot/remittance/checkout/:id', icon: 'outbox', title: 'warehouseDocuments.deliver', hidden: true },
  EntrepotUseRemittanceList: { path: '/entrepot/useRemittance/list', icon: 'build', title: 'warehouseDocuments.useRemittance.list' },
  EntrepotUseRemittance: { path: '/entrepot/useRemittance/edit/:id?', aliases: ['/entrepot/useRemittance/new'], icon: 'build', title: 'warehouseDocuments.useRemittance.item', hidden: true },
  EntrepotUseRemittancePrint: { path: '/entrepot/useRemittance/print/:id?', icon: 'print', title: 'warehouseDocuments.useRemittance.print', hidden: true },
  EntrepotTransferRemittanceList: { path: '/entrepot/transferRemittance/list', icon: 'local_shipping', title: 'warehouseDocuments.transferRemittance.list' },
  EntrepotTransferRemittance: { path: '/entrepot/transferRemittance/edit/:id?', aliases: ['/entrepot/transferRemittance/new'], icon: 'local_shipping', title: 'warehouseDocuments.transferRemittance.item', hidden: true },
  EntrepotTransferRemittancePrint: { path: '/entrepot/transferRemittance/print/:id?', icon: 'print', title: 'warehouseDocuments.transferRemittance.print', hidden: true },
  ExpireDateItems: { path: '/entrepot/expireDateItems', icon: 'event_busy', title: 'warehouseDocuments.expiring.title' },
  TransferProductStockList: { path: '/entrepot/transferProductStock/list', icon: 'swap_horiz', title: 'warehouseDocuments.transferProductStock.list' },
  TransferProductStock: { path: '/entrepot/transferProductStock/edit/:id?', aliases: ['/entrepot/transferProductStock/new'], icon: 'swap_horiz', title: 'warehouseDocuments.transferProductStock.item', hidden: true },
  WarehouseHandlingList: { path: '/entrepot/warehousehandling/list', icon: 'fact_check', title: 'warehouseDocuments.warehousehandling.list' },
  WarehouseHandling: { path: '/entrepot/warehousehandling/edit/:id?', aliases: ['/entrepot/warehousehandling/new'], icon: 'fact_check', title: 'warehouseDocuments.warehousehandling.item', hidden: true },
  UnitList: { path: '/unit/list', icon: 'straighten', title: 'warehouses.units' },
  ProductList: { path: '/product/list', icon: 'inventory_2', title: 'products.productList' },
  Product: { path: '/product/edit/:id?', aliases: ['/product/new'], icon: 'inventory_2', title: 'products.product', hidden: true },
  ServiceList: { path: '/service/list', icon: 'home_repair_service', title: 'products.serviceList' },
  Service: { path: '/service/edit/:id?', aliases: ['/service/new'], icon: 'home_repair_service', title: 'products.service', hidden: true },
  ProductEntrepotList: { path: '/product/entrepotList/:id?', icon: 'warehouse', title: 'products.entrepotList', hidden: true },
  ProductPricing: { path: '/product/pricing', icon: 'label', title: 'productTools.pricing.title' },
  ProductBarcode: { path: '/product/barcode', aliases: ['/labelprint'], icon: 'print', title: 'productTools.labels.title' },
  BankList: { path: '/bank/list', aliases: ['/bank/index'], icon: 'account_balance', title: 'treasury.banks' },
  Bank: { path: '/bank/edit/:id?', icon: 'account_balance', title: 'treasury.bankAccount', hidden: true },
  CashList: { path: '/cash/list', aliases: ['/cash/index'], icon: 'point_of_sale', title: 'treasury.cashes' },
  Cash: { path: '/cash/edit/:id?', icon: 'point_of_sale', title: 'treasury.cash', hidden: true },
  PettyList: { path: '/petty/list', aliases: ['/petty/index'], icon: 'wallet', title: 'treasury.petties' },
  Petty: { path: '/petty/edit/:id?', icon: 'wallet', title: 'treasury.petty', hidden: true },
  ReceiveList: { path: '/receive/cash/list', icon: 'south_west', title: 'treasury.receipts' },
  Receive: { path: '/receive/cash/edit/:id?', aliases: ['/receive/cash/index'], icon: 'south_west', title: 'treasury.receipt', hidden: true },
  PayList: { path: '/pay/cash/list', icon: 'north_east', title: 'treasury.payments' },
  Pay: { path: '/pay/cash/edit/:id?', aliases: ['/pay/cash/index'], icon: 'north_east', title: 'treasury.payment', hidden: true },
  ReceivePrint: { path: '/receive/cash/print/:id?', icon: 'print', title: 'treasury.receiptPrint', hidden: true },
  PayPrint: { path: '/pay/cash/print/:id?', icon: 'print', title: 'treasury.paymentPrint', hidden: true },
  ReceiveCompositeList: { path: '/receive/composite/list', icon: 'call_merge', title: 'treasury.compositeReceipts' },
  ReceiveComposite: { path: '/receive/composite/edit/:id?', aliases: ['/receive/composite/index'], icon: 'call_merge', title: 'treasury.compositeReceipt', hidden: true },
  PayCompositeList: { path: '/pay/composite/list', icon: 'call_split', title: 'treasury.compositePayments' },
  PayComposite: { path: '/pay/composite/edit/:id?', aliases: ['/pay/composite/index'], icon: 'call_split', title: 'treasury.compositePayment', hidden: true },
  TransferList: { path: '/transfer/cash/list', icon: 'swap_horiz', title: 'treasury.transfers' },
  Transfer: { path: '/transfer/cash/edit/:id?', aliases: ['/transfer/cash/index'], icon: 'swap_horiz', title: 'treasury.transfer', hidden: true },
  CostList: { path: '/cost/list', icon: 'request_quote', title: 'treasury.costs' },
  Cost: { path: '/cost/edit/:id?', aliases: ['/cost/index'], icon: 'request_quote', title: 'treasury.cost', hidden: true },
  IncomeList: { path: '/income/list', icon: 'savings', title: 'treasury.incomes' },
  Income: { path: '/income/edit/:id?', aliases: ['/income/index'], icon: 'savings', title: 'treasury.income', hidden: true },
  ChequeReceiveList: { path: '/check/recieve/list', aliases: ['/check/recieve/index'], icon: 'receipt_long', title: 'cheques.receivedList' },
  ChequeReceive: { path: '/check/recieve/edit/:id', icon: 'receipt_long', title: 'cheques.received', hidden: true },
  ChequePayList: { path: '/check/pay/list', aliases: ['/check/pay/index'], icon: 'receipt', title: 'cheques.paidList' },
  ChequePay: { path: '/check/pay/edit/:id', icon: 'receipt', title: 'cheques.paid', hidden: true },
  // The removed lists as routes of their own (the lists' removed toggle stays): each opens its list's removed view.
  PaymentsRemovedList: { path: '/payments/removedList', icon: 'delete_sweep', title: 'reportEngine.removedLists.paymentsRemoved' },
  ChequeRemovedList: { path: '/check/removedChecks', icon: 'delete_sweep', title: 'cheques.removedList' },
  ChequeBookList: { path: '/checkpage/list', aliases: ['/checkpage/index'], icon: 'menu_book', title: 'cheques.books' },
  ChequeBook: { path: '/checkpage/edit/:id?', icon: 'menu_book', title: 'cheques.book', hidden: true },
  SellList: { path: '/sell/list', icon: 'point_of_sale', title: 'invoices.sells' },
  Sell: { path: '/sell/edit/:id?', aliases: ['/sell/index'], icon: 'point_of_sale', title: 'invoices.sell', hidden: true },
  SellPrint: { path: '/sell/print/:id?', icon: 'print', title: 'invoiceScreens.sellPrint', hidden: true },
  InvoicePrint: { path: '/invoice/print/:id?', icon: 'print', title: 'invoiceScreens.invoicePrint', hidden: true },
  RollPrint: { path: '/rollprint/invoice/:id?', icon: 'receipt', title: 'invoiceScreens.rollPrint', hidden: true },
  // The counter's sale screen (issue 19): full screen, and working without a network.
  SellCasher: { path: '/sell/indexCasher', icon: 'point_of_sale', title: 'cashier.title', fullScreen: true },
  SellCasherEdit: { path: '/sell/edit/indexCasher/:id?', icon: 'point_of_sale', title: 'cashier.edit', hidden: true, fullScreen: true },
  ReturnSellCasher: { path: '/sell/returnSellCasher', icon: 'assignment_return', title: 'cashier.returnTitle', fullScreen: true },
  SellOfflineList: { path: '/sell/offline/list', icon: 'cloud_off', title: 'cashier.offlineList' },
  ShortcutList: { path: '/shortcut/list', icon: 'point_of_sale', title: 'shortcuts.title' },
  Shortcut: { path: '/shortcut/edit/:id?', icon: 'point_of_sale', title: 'shortcuts.item', hidden: true },
  PresaleList: { path: '/presale/list', icon: 'request_quote', title: 'invoices.presales' },
  Presale: { path: '/presale/edit/:id?', aliases: ['/presale/index'], icon: 'request_quote', title: 'invoices.presale', hidden: true },
  SellReservedItems: { path: '/sell/reserved/items', icon: 'pending_actions', title: 'invoiceScreens.reservedItems' },
  PurchaseList: { path: '/purchase/list', icon: 'shopping_cart', title: 'invoices.purchases' },
  Purchase: { path: '/purchase/edit/:id?', aliases: ['/purchase/new'], icon: 'shopping_cart', title: 'invoices.purchase', hidden: true },
  ReturnSellList: { path: '/returnSell/list', icon: 'assignment_return', title: 'invoices.returnSells' },
  ReturnSell: { path: '/returnSell/edit/:id?', aliases: ['/returnSell/index'], icon: 'assignment_return', title: 'invoices.returnSell', hidden: true },
  ReturnPurchaseList: { path: '/returnPurchase/list', icon: 'assignment_returned', title: 'invoices.returnPurchases' },
  ReturnPurchase: { path: '/returnPurchase/edit/:id?', aliases: ['/returnPurchase/index'], icon: 'assignment_returned', title: 'invoices.returnPurchase', hidden: true },
  // The invoice reports (issue 16): the spec's screens of each type, served by one report of invoice rows.
  InvoicesRemovedList: { path: '/invoices/removedList', icon: 'delete_sweep', title: 'reportEngine.removedLists.invoicesRemoved' },
  SellProducts: { path: '/sell/products', icon: 'inventory', title: 'reportEngine.sellProducts.title' },
  SellItemsList: { path: '/sell/itemsList', icon: 'list_alt', title: 'invoiceReports.routes.SellItemsList' },
  SellProductItemsList: { path: '/sell/productItemsList', icon: 'inventory', title: 'invoiceReports.routes.SellProductItemsList' },
  SellProductItemReport: { path: '/sell/productItemReport', icon: 'query_stats', title: 'invoiceReports.routes.SellProductItemReport' },
  SellProductGroupList: { path: '/sell/productGroupList', icon: 'category', title: 'invoiceReports.routes.SellProductGroupList' },
  SellInvestorList: { path: '/sell/investorList', icon: 'handshake', title: 'invoiceReports.routes.SellInvestorList' },
  SellItemsInvestorList: { path: '/sell/itemsInvestorList', icon: 'handshake', title: 'invoiceReports.routes.SellItemsInvestorList' },
  SellTaxPayerList: { path: '/sell/taxPayerList', icon: 'account_balance', title: 'invoiceReports.routes.SellTaxPayerList', planOption: 'taxPayerSystem' },
  PresaleItemsList: { path: '/presale/itemsList', icon: 'list_alt', title: 'invoiceReports.routes.PresaleItemsList' },
  PresaleProductItemsList: { path: '/presale/productItemsList', icon: 'inventory', title: 'invoiceReports.routes.PresaleProductItemsList' },
  PurchaseItemsList: { path: '/purchase/itemsList', icon: 'list_alt', title: 'invoiceReports.routes.PurchaseItemsList' },
  PurchaseProductItemsList: { path: '/purchase/productItemsList', icon: 'inventory', title: 'invoiceReports.routes.PurchaseProductItemsList' },
  PurchaseProductItemReport: { path: '/purchase/productItemReport', icon: 'query_stats', title: 'invoiceReports.routes.PurchaseProductItemReport' },
  ReturnSellItemsList: { path: '/returnSell/itemsList', icon: 'list_alt', title: 'invoiceReports.routes.ReturnSellItemsList' },
  ReturnSellProductItemsList: { path: '/returnSell/productItemsList', icon: 'inventory', title: 'invoiceReports.routes.ReturnSellProductItemsList' },
  ReturnSellInvestorList: { path: '/returnSell/investorList', icon: 'handshake', title: 'invoiceReports.routes.ReturnSellInvestorList' },
  ReturnSellItemsInvestorList: { path: '/returnSell/itemsInvestorList', icon: 'handshake', title: 'invoiceReports.routes.ReturnSellItemsInvestorList' },
  ReturnPurchaseItemsList: { path: '/returnPurchase/itemsList', icon: 'list_alt', title: 'invoiceReports.routes.ReturnPurchaseItemsList' },
  ReturnPurchaseProductItemsList: { path: '/returnPurchase/productItemsList', icon: 'inventory', title: 'invoiceReports.routes.ReturnPurchaseProductItemsList' },
  InvoiceProductProfitable: { path: '/invoice/report/productProfitable', icon: 'trending_up', title: 'invoiceReports.routes.InvoiceProductProfitable' },
  ProductTurnover: { path: '/product/turnover/:id?', icon: 'timeline', title: 'invoiceReports.routes.ProductTurnover' },
  ProductCountTurnover: { path: '/product/countTurnover/:id?', icon: 'timeline', title: 'invoiceReports.routes.ProductCountTurnover' },
  ProductAmountTurnover: { path: '/product/amountTurnover/:id?', icon: 'timeline', title: 'invoiceReports.routes.ProductAmountTurnover' },
} as const satisfies Record<string, AppRoute>;

export interface AppRoute {
  /** path as the browser shows it; `:id?` marks the optional id of a screen that creates and edits */
  path: string;
  /** other paths of the same screen (the spec's index routes) */
  aliases?: readonly string[];
  /** a Material icon name */
  icon: string;
  /** i18n key of the menu title */
  title: string;
  /** reached from another screen, never from the menu */
  hidden?: boolean;
  /** the plan option the screen and the API behind it need `active` (spec 01 section 6) */
  planOption?: PlanOption;
  /** the screen fills the window, without the menu and bars of the others (the cashier's counter) */
  fullScreen?: boolean;
}

export type RouteName = keyof typeof appRoutes;

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(appRoutes, name);
}

/** Routes that need no login; /login and /mlogin are for guests only. */
export const publicPaths = ['/login', '/mlogin', '/logout', '/mlogout', '/403'] as const;
export const guestOnlyPaths = ['/login', '/mlogin'] as const;

/** Whoever is logged in may open these whatever the permission list says. */
export const alwaysAllowedRoutes: readonly RouteName[] = ['Dashboard', 'PrintQueue', 'Home', 'reportViewer', 'iframe'];
