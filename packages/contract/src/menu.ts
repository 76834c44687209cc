import { planOptionOf, type ConfigFlag, type MenuItem, type PlanOption } from './permissions.ts';
import { appRoutes, type RouteName } from './routes.ts';
import { investorReportKinds, invoiceReportRoutes } from './documents/catalogue/invoice-reports.ts';

/** One entry of the menu as the product defines it; the server cuts it down to what a user may open. */
export interface MenuNode {
  /** a screen; its permission is its name */
  route?: RouteName;
  /** another path of the route's screen (one kind of a shared list), with the title below */
  to?: string;
  /** a group of entries, or a route entry's own title */
  title?: string;
  icon?: string;
  children?: MenuNode[];
  /** shown only while this plan option is `active` */
  planOption?: PlanOption;
  /** shown only while this configuration flag is `active` */
  configFlag?: ConfigFlag;
}

/** The invoice reports, each type's in the spec's order; investors' shares only where the business runs the investor system. */
const invoiceReportMenu: MenuNode[] = [
  ...invoiceReportRoutes.map(({ route, kind }): MenuNode => (investorReportKinds.includes(kind) ? { route, configFlag: 'investorSystem' } : { route })),
  { route: 'InvoiceProductProfitable' },
  { route: 'SellProducts' },
];

export const menuTree: MenuNode[] = [
  { route: 'Dashboard' },
  {
    title: 'menu.basicInformation',
    icon: 'inventory_2',
    children: [
      { route: 'GroupMainList' },
      { route: 'GroupSubList' },
      { route: 'CategoryList' },
      { route: 'BranchList' },
      { route: 'Departman' },
      { route: 'UnitList' },
    ],
  },
  {
    title: 'menu.people',
    icon: 'groups',
    children: [
      { route: 'Customer', to: '/customer', title: 'menu.newPerson', icon: 'person_add' },
      { route: 'CustomerList' },
      { route: 'CustomerList', to: '/lead/list', title: 'menu.leads', icon: 'contact_phone' },
      { route: 'CustomerList', to: '/users/list', title: 'menu.personUsers', icon: 'badge' },
      { route: 'CustomerList', to: '/debtor/list', title: 'menu.debtors', icon: 'trending_up' },
      { route: 'CustomerList', to: '/creditor/list', title: 'menu.creditors', icon: 'trending_down' },
    ],
  },
  {
    title: 'products.menu',
    icon: 'inventory_2',
    children: [
      { route: 'Product', to: '/product/new', title: 'products.newProduct', icon: 'add_box' },
      { route: 'ProductList' },
      { route: 'Service', to: '/service/new', title: 'products.newService', icon: 'add_box' },
      { route: 'ServiceList' },
      { route: 'ProductPricing' },
      { route: 'ProductBarcode' },
      { route: 'EntrepotList' },
      { route: 'ProductTurnover', to: '/product/turnover' },
      { route: 'ProductCountTurnover', to: '/product/countTurnover' },
      { route: 'ProductAmountTurnover', to: '/product/amountTurnover' },
    ],
  },
  {
    title: 'warehouseDocuments.menu',
    icon: 'warehouse',
    children: [
      { route: 'EntrepotReceiptList' },
      { route: 'EntrepotReceiptPending' },
      { route: 'EntrepotTempReceiptList' },
      { route: 'EntrepotRemittanceList' },
      { route: 'EntrepotRemittancePending' },
      { route: 'EntrepotUseRemittanceList' },
      { route: 'EntrepotTransferRemittanceList' },
      { route: 'TransferProductStockList' },
      { route: 'WarehouseHandlingList' },
      { route: 'ExpireDateItems' },
    ],
  },
  {
    title: 'invoices.menu',
    icon: 'storefront',
    children: [
      { route: 'SellList' },
      { route: 'SellCasher' },
      { route: 'ReturnSellCasher' },
      { route: 'SellOfflineList' },
      { route: 'ShortcutList' },
      { route: 'PresaleList' },
      { route: 'SellReservedItems' },
      { route: 'ReturnSellList' },
      { route: 'PurchaseList' },
      { route: 'ReturnPurchaseList' },
      { route: 'InvoicesRemovedList' },
      { route: 'CommissionList' },
      { route: 'DigikalaOrderList' },
      { route: 'DigikalaOrderItems' },
      { route: 'DigikalaBackorderItems' },
      { title: 'invoiceReports.menu', icon: 'assessment', children: invoiceReportMenu },
    ],
  },
  {
    title: 'treasury.menu',
    icon: 'account_balance_wallet',
    children: [
      { route: 'BankList' },
      { route: 'CashList' },
      { route: 'PettyList' },
      { route: 'ReceiveList' },
      { route: 'PayList' },
      { route: 'ReceiveCompositeList' },
      { route: 'PayCompositeList' },
      { route: 'TransferList' },
      { route: 'CostList' },
      { route: 'IncomeList' },
      { route: 'PaymentsRemovedList' },
      { route: 'ChequeReceiveList' },
      { route: 'ChequePayList' },
      { route: 'ChequeRemovedList' },
      { route: 'ChequeBookList' },
    ],
  },
  {
    title: 'menu.accounting',
    icon: 'account_balance',
    children: [
      { route: 'AccountingCoding' },
      { route: 'DetailList' },
      { route: 'AccountingList' },
      { route: 'AccountingBook' },
      { route: 'AccountingBalance' },
      { route: 'AccountingTotalDocument' },
      { route: 'ReportReview' },
      { route: 'ReportProfitCost' },
      { route: 'AccountingBalanceSheet' },
      { route: 'ConvertTempToPermanentDocuments' },
      { route: 'DocumentNumbering' },
      { route: 'ConflictingDocumentsList' },
      { route: 'ContraryNatureDocument' },
      { route: 'ClosingOpeningDocument' },
      { route: 'CloseDocumentAccount' },
    ],
  },
  {
    title: 'menu.settings',
    icon: 'settings',
    children: [
      { route: 'Setting' },
      { route: 'CurrencyList' },
      { route: 'YearList' },
      { route: 'RoleList' },
      { route: 'ManagementUser' },
      { route: 'SettingIntegrator' },
      { route: 'SettingPortal' },
      { route: 'SettingWoocommerce' },
      { route: 'SettingWebService' },
      { route: 'SettingTaxPayer' },
      { route: 'logList' },
    ],
  },
  { route: 'PrintQueue' },
  // Both a plan option (their route's) and the business's own switch (config) open these.
  { route: 'TranslationList', configFlag: 'translationSystem' },
  { route: 'LearningList', configFlag: 'learningSystem' },
  { route: 'profile' },
];

export interface MenuFilter {
  mayOpen(route: RouteName): boolean;
  planOption(option: PlanOption): boolean;
  configFlag(flag: ConfigFlag): boolean;
}

/** The menu a user sees: entries they may open, groups that keep at least one entry. */
export function buildMenu(nodes: MenuNode[], filter: MenuFilter): MenuItem[] {
  const items: MenuItem[] = [];
  for (const node of nodes) {
    // A screen's own plan option (appRoutes) hides it wherever the menu lists it, bookmarks included.
    const needed = [node.planOption, node.route === undefined ? undefined : planOptionOf(node.route)];
    if (needed.some((option) => option !== undefined && !filter.planOption(option))) continue;
    if (node.configFlag && !filter.configFlag(node.configFlag)) continue;
    if (node.route) {
      if (!filter.mayOpen(node.route)) continue;
      const route = appRoutes[node.route];
      items.push({ title: node.title ?? route.title, icon: node.icon ?? route.icon, name: node.route, to: node.to ?? route.path });
      continue;
    }
    const children = buildMenu(node.children ?? [], filter);
    if (children.length > 0) items.push({ title: node.title ?? '', icon: node.icon ?? 'folder', children });
  }
  return items;
}

/** The address a menu entry opens: its own path, else its screen's. */
export const addressOfMenuEntry = (node: MenuNode): string | undefined => node.to ?? (node.route === undefined ? undefined : appRoutes[node.route].path);

function* menuEntries(nodes: readonly MenuNode[]): Generator<MenuNode> {
  for (const node of nodes) {
    if (node.route) yield node;
    if (node.children) yield* menuEntries(node.children);
  }
}

/**
 * The menu entry a bookmark (`menuBookmark`) names: by the address it opens (`/debtor/list`), or, as bookmarks were
 * first kept, by its screen's name (the first entry of that screen).
 */
export function menuEntryOfBookmark(bookmark: string, nodes: readonly MenuNode[] = menuTree): MenuNode | undefined {
  const entries = [...menuEntries(nodes)];
  return entries.find((node) => addressOfMenuEntry(node) === bookmark) ?? entries.find((node) => node.route === bookmark);
}

/**
 * The title of a menu entry that opens this exact path with a title of its own (one kind of a shared list, such
 * as /lead/list), so the open-tabs bar names the page as the menu does; undefined elsewhere.
 */
export function menuTitleOfPath(pathname: string, nodes: readonly MenuNode[] = menuTree): string | undefined {
  for (const node of nodes) {
    if (node.route && node.to === pathname && node.title) return node.title;
    const found = node.children ? menuTitleOfPath(pathname, node.children) : undefined;
    if (found) return found;
  }
  return undefined;
}
