import {
  appRoutes,
  bankResource,
  cashResource,
  pettyResource,
  documentDefinitions,
  invoiceDefinition,
  invoiceReportRoutes,
  invoiceTypes,
  isRouteName,
  reportDefinitions,
  resources,
  warehouseDefinitions,
  warehouseKinds,
  type ChequeDirection,
  type DocumentDefinition,
  type InvoiceType,
  type ResourceDefinition,
  type RouteName,
} from '@hesab/contract';
import { createElement, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyChunk } from '../../shared/errors/chunk-load.ts';

export type RoutePageComponent = LazyExoticComponent<ComponentType>;

function resourceListPage(definition: ResourceDefinition): RoutePageComponent {
  return lazyChunk(async () => {
    const { ResourceListPage } = await import('../../shared/resources/resource-list-page.tsx');
    return { default: () => createElement(ResourceListPage, { definition }) };
  });
}

function resourceEditPage(definition: ResourceDefinition): RoutePageComponent {
  return lazyChunk(async () => {
    const { ResourceEditPage } = await import('../../shared/resources/resource-edit-page.tsx');
    return { default: () => createElement(ResourceEditPage, { definition }) };
  });
}

/** A treasury account's form: the generic page with its next free code and opening-balance rules. */
function treasuryEditPage(definition: ResourceDefinition): RoutePageComponent {
  return lazyChunk(async () => {
    const { TreasuryEditPage } = await import('../../modules/treasury/treasury-edit-page.tsx');
    return { default: () => createElement(TreasuryEditPage, { definition }) };
  });
}

/** A list of cheques: one direction's, or the removed ones. */
function chequeListPage(props: { direction?: ChequeDirection; removed?: boolean }): RoutePageComponent {
  return lazyChunk(async () => {
    const { ChequeListPage } = await import('../../modules/cheques/cheque-list-page.tsx');
    return { default: () => createElement(ChequeListPage, props) };
  });
}

/** A cheque's page, of the direction its route opens. */
function chequePage(direction: ChequeDirection): RoutePageComponent {
  return lazyChunk(async () => {
    const { ChequePage } = await import('../../modules/cheques/cheque-page.tsx');
    return { default: () => createElement(ChequePage, { direction }) };
  });
}

/** A document kind's page built from its definition alone, or one variant's: its list, its form or its printout. */
function documentPage(definition: DocumentDefinition, page: 'list' | 'edit' | 'print', variant?: string): RoutePageComponent {
  return lazyChunk(async () => {
    if (page === 'list') {
      const { DocumentListPage } = await import('../../shared/documents/document-list-page.tsx');
      return { default: () => createElement(DocumentListPage, { definition, variant }) };
    }
    if (page === 'edit') {
      const { DocumentPage } = await import('../../shared/documents/document-page.tsx');
      return { default: () => createElement(DocumentPage, { definition, variant }) };
    }
    const { DocumentPrintPage } = await import('../../shared/documents/document-print-page.tsx');
    return { default: () => createElement(DocumentPrintPage, { definition }) };
  });
}

/** An invoice's form, list or printout, of the type its route opens. */
function invoicePage(page: 'InvoicePage' | 'InvoiceListPage' | 'InvoicePrintPage', type: InvoiceType): RoutePageComponent {
  return lazyChunk(async () => {
    const pages = await import('../../modules/invoices/invoice-pages.tsx');
    const Page = pages[page];
    return { default: () => createElement(Page, { type }) };
  });
}

/** Each type of invoice's form and list with the invoices' layout and printout; the printouts; the reserved items. */
function invoicePages(): Partial<Record<RouteName, RoutePageComponent>> {
  const pages: Partial<Record<RouteName, RoutePageComponent>> = {};
  for (const type of invoiceTypes) {
    const routes = invoiceDefinition.variants.routes[type];
    if (routes) {
      pages[routes.edit] = invoicePage('InvoicePage', type);
      pages[routes.list] = invoicePage('InvoiceListPage', type);
    }
  }
  pages.SellPrint = invoicePage('InvoicePrintPage', 'sell');
  // invoice/print prints an invoice of any type.
  pages.InvoicePrint = lazyChunk(async () => {
    const { InvoicePrintPage } = await import('../../modules/invoices/invoice-pages.tsx');
    return { default: () => createElement(InvoicePrintPage, {}) };
  });
  // A counter sale's receipt on an 80 mm roll.
  pages.RollPrint = lazyChunk(async () => ({ default: (await import('../../modules/invoices/roll-print-page.tsx')).RollPrintPage }));
  pages.SellReservedItems = lazyChunk(async () => ({
    default: (await import('../../modules/invoices/reserved-items-page.tsx')).ReservedItemsPage,
  }));
  // The cashier (issue 19): the counter's screen, a kept sale corrected on it, and the sales kept on the device.
  pages.SellCasher = lazyChunk(async () => ({ default: (await import('../../modules/cashier/cashier-page.tsx')).CashierPage }));
  pages.SellCasherEdit = pages.SellCasher;
  pages.ReturnSellCasher = lazyChunk(async () => {
    const { CashierPage } = await import('../../modules/cashier/cashier-page.tsx');
    return { default: () => createElement(CashierPage, { kind: 'returnSell' }) };
  });
  pages.SellOfflineList = lazyChunk(async () => ({ default: (await import('../../modules/cashier/offline-sales-page.tsx')).OfflineSalesPage }));
  return pages;
}

/** Each invoice report's screen: one page taking the report's type and kind (issue 16). */
function invoiceReportPages(): Partial<Record<RouteName, RoutePageComponent>> {
  const pages: Partial<Record<RouteName, RoutePageComponent>> = {};
  for (const report of invoiceReportRoutes) {
    pages[report.route] = lazyChunk(async () => {
      const { InvoiceReportPage } = await import('../../modules/reports/invoice-report-page.tsx');
      return { default: () => createElement(InvoiceReportPage, report) };
    });
  }
  return pages;
}

/** Each report on the report engine: one page rendering its definition. */
function engineReportPages(): Partial<Record<RouteName, RoutePageComponent>> {
  const pages: Partial<Record<RouteName, RoutePageComponent>> = {};
  for (const definition of reportDefinitions) {
    pages[definition.route] = lazyChunk(async () => {
      const { EngineReportPage } = await import('../../modules/reports/engine-report-page.tsx');
      return { default: () => createElement(EngineReportPage, { definition }) };
    });
  }
  return pages;
}

/** A removed list as a route of its own: its kind's list in its removed view, where the toggle leads back to the list. */
function removedListPage(route: RouteName): RoutePageComponent {
  return lazyChunk(async () => {
    const { Navigate } = await import('react-router');
    return { default: () => createElement(Navigate, { to: `${appRoutes[route].path}?removed=1`, replace: true }) };
  });
}

/** A product's turnover in one of its three variants. */
function productTurnoverPage(variant: 'turnover' | 'count' | 'amount'): RoutePageComponent {
  return lazyChunk(async () => {
    const { ProductTurnoverPage } = await import('../../modules/reports/product-turnover-page.tsx');
    return { default: () => createElement(ProductTurnoverPage, { variant }) };
  });
}

/**
 * Each document kind gets its list, form and print pages, and each variant of a kind (an invoice's type) its own list
 * and form, which win over the kind's at a route they share; a kind with a layout of its own names its pages below.
 */
function documentPages(): Partial<Record<RouteName, RoutePageComponent>> {
  const pages: Partial<Record<RouteName, RoutePageComponent>> = {};
  const definitions: readonly DocumentDefinition[] = documentDefinitions;
  for (const definition of definitions) {
    pages[definition.routes.list] = documentPage(definition, 'list');
    pages[definition.routes.edit] = documentPage(definition, 'edit');
    if (definition.routes.print) pages[definition.routes.print] = documentPage(definition, 'print');
    for (const [variant, routes] of Object.entries(definition.variants?.routes ?? {})) {
      pages[routes.list] = documentPage(definition, 'list', variant);
      pages[routes.edit] = documentPage(definition, 'edit', variant);
    }
  }
  return pages;
}

/** Each definition with routes gets its list page and, when its form has a route, its form page. */
function resourcePages(): Partial<Record<RouteName, RoutePageComponent>> {
  const pages: Partial<Record<RouteName, RoutePageComponent>> = {};
  for (const definition of resources) {
    if (!definition.routes) continue;
    pages[definition.routes.list] = resourceListPage(definition);
    if (definition.routes.edit) pages[definition.routes.edit] = resourceEditPage(definition);
  }
  return pages;
}

/** An invoice delivery's page (pending list or checkout) for sales (remittances) or purchases (receipts). */
function deliveryPage(page: 'PendingDeliveriesPage' | 'InvoiceCheckoutPage', kind: 'remittance' | 'receipt'): RoutePageComponent {
  return lazyChunk(async () => {
    const pages = await import('../../modules/warehouse/invoice-deliveries.tsx');
    const Page = pages[page];
    return { default: () => createElement(Page, { kind }) };
  });
}

/** Each warehouse document's form and, where it has one, its printout, with the warehouse's layouts (issue 17). */
function warehousePages(): Partial<Record<RouteName, RoutePageComponent>> {
  const pages: Partial<Record<RouteName, RoutePageComponent>> = {};
  for (const kind of warehouseKinds) {
    const { routes }: DocumentDefinition = warehouseDefinitions[kind];
    pages[routes.edit] = lazyChunk(async () => {
      const { WarehouseDocumentPage } = await import('../../modules/warehouse/warehouse-pages.tsx');
      return { default: () => createElement(WarehouseDocumentPage, { kind }) };
    });
    if (routes.print) {
      pages[routes.print] = lazyChunk(async () => {
        const { WarehouseDocumentPrintPage } = await import('../../modules/warehouse/warehouse-pages.tsx');
        return { default: () => createElement(WarehouseDocumentPrintPage, { kind }) };
      });
    }
  }
  return pages;
}

/**
 * The page of each named route in the contract's appRoutes: the generic resource pages, then the screens
 * written by hand (which win over a generic page of the same route). A route without a page is not served yet.
 */
export const routePages: Partial<Record<RouteName, RoutePageComponent>> = {
  ...resourcePages(),
  ...documentPages(),
  ...warehousePages(),
  Dashboard: lazyChunk(async () => ({
    default: (await import('../../modules/dashboard/dashboard-page.tsx')).DashboardPage,
  })),
  profile: lazyChunk(async () => ({
    default: (await import('../../modules/profile/profile-page.tsx')).ProfilePage,
  })),
  Home: lazyChunk(async () => {
    const { HomePage } = await import('../../modules/home/home-page.tsx');
    // Screens the contract declares before this build has their page are left out, as the menu leaves them.
    return { default: () => createElement(HomePage, { served: (item) => item.name === undefined || !isRouteName(item.name) || routePages[item.name] !== undefined }) };
  }),
  reportViewer: lazyChunk(async () => ({
    default: (await import('../../modules/report-viewer/report-viewer-page.tsx')).ReportViewerPage,
  })),
  iframe: lazyChunk(async () => ({
    default: (await import('../../modules/frame-viewer/frame-page.tsx')).FramePage,
  })),
  PrintQueue: lazyChunk(async () => ({
    default: (await import('../../modules/print-queue/print-queue-page.tsx')).PrintQueuePage,
  })),
  CustomerList: lazyChunk(async () => ({
    default: (await import('../../modules/persons/person-list-page.tsx')).PersonListPage,
  })),
  PersonPicker: lazyChunk(async () => ({
    default: (await import('../../modules/persons/person-picker-page.tsx')).PersonPickerPage,
  })),
  Customer: lazyChunk(async () => ({
    default: (await import('../../modules/persons/person-edit-page.tsx')).PersonEditPage,
  })),
  ProductList: lazyChunk(async () => ({
    default: (await import('../../modules/products/product-list-page.tsx')).ProductListPage,
  })),
  Product: lazyChunk(async () => {
    const { ProductEditPage } = await import('../../modules/products/product-edit-page.tsx');
    return { default: () => createElement(ProductEditPage, { type: 'product' }) };
  }),
  Service: lazyChunk(async () => {
    const { ProductEditPage } = await import('../../modules/products/product-edit-page.tsx');
    return { default: () => createElement(ProductEditPage, { type: 'service' }) };
  }),
  ServiceList: lazyChunk(async () => ({
    default: (await import('../../modules/products/product-list-page.tsx')).ProductListPage,
  })),
  EntrepotTempReceiptCheckout: lazyChunk(async () => ({
    default: (await import('../../modules/warehouse/temp-receipt-checkout.tsx')).TempReceiptCheckoutPage,
  })),
  Setting: lazyChunk(async () => ({
    default: (await import('../../modules/settings/business-settings-page.tsx')).BusinessSettingsPage,
  })),
  SettingWebService: lazyChunk(async () => ({
    default: (await import('../../modules/api-keys/api-keys-page.tsx')).ApiKeysPage,
  })),
  EntrepotRemittancePending: deliveryPage('PendingDeliveriesPage', 'remittance'),
  EntrepotRemittanceCheckout: deliveryPage('InvoiceCheckoutPage', 'remittance'),
  EntrepotReceiptPending: deliveryPage('PendingDeliveriesPage', 'receipt'),
  EntrepotReceiptCheckout: deliveryPage('InvoiceCheckoutPage', 'receipt'),
  ExpireDateItems: lazyChunk(async () => ({
    default: (await import('../../modules/warehouse/expiring-page.tsx')).ExpiringPage,
  })),
  ProductEntrepotList: lazyChunk(async () => ({
    default: (await import('../../modules/products/warehouse-stock-page.tsx')).WarehouseStockPage,
  })),
  ProductPricing: lazyChunk(async () => ({
    default: (await import('../../modules/products/pricing-grid-page.tsx')).PricingGridPage,
  })),
  ProductBarcode: lazyChunk(async () => ({
    default: (await import('../../modules/products/label-print-page.tsx')).LabelPrintPage,
  })),
  RoleList: lazyChunk(async () => ({
    default: (await import('../../modules/roles/role-list-page.tsx')).RoleListPage,
  })),
  RolePermissions: lazyChunk(async () => ({
    default: (await import('../../modules/roles/role-permissions-page.tsx')).RolePermissionsPage,
  })),
  AccountingCoding: lazyChunk(async () => ({
    default: (await import('../../modules/accounting/coding/coding-page.tsx')).CodingPage,
  })),
  AccountingGroupList: lazyChunk(async () => ({
    default: (await import('../../modules/accounting/coding/account-list-page.tsx')).GroupListPage,
  })),
  AccountingTotalList: lazyChunk(async () => ({
    default: (await import('../../modules/accounting/coding/account-list-page.tsx')).TotalListPage,
  })),
  AccountingGivenList: lazyChunk(async () => ({
    default: (await import('../../modules/accounting/coding/account-list-page.tsx')).GivenListPage,
  })),
  AccountingBalance: lazyChunk(async () => ({
    default: (await import('../../modules/reports/accounting-balance-page.tsx')).AccountingBalancePage,
  })),
  AccountingBook: lazyChunk(async () => ({
    default: (await import('../../modules/reports/accounting-book-page.tsx')).AccountingBookPage,
  })),
  ReportTurnoverList: lazyChunk(async () => ({
    default: (await import('../../modules/reports/turnover-list-page.tsx')).TurnoverListPage,
  })),
  ReportProfitCost: lazyChunk(async () => ({
    default: (await import('../../modules/reports/report-profit-cost-page.tsx')).ReportProfitCostPage,
  })),
  AccountingBalanceSheet: lazyChunk(async () => ({
    default: (await import('../../modules/reports/accounting-balance-sheet-page.tsx')).AccountingBalanceSheetPage,
  })),
  AccountingTotalDocument: lazyChunk(async () => ({
    default: (await import('../../modules/reports/accounting-total-document-page.tsx')).AccountingTotalDocumentPage,
  })),
  ContraryNatureDocument: lazyChunk(async () => ({
    default: (await import('../../modules/reports/contrary-nature-page.tsx')).ContraryNatureDocumentPage,
  })),
  logList: lazyChunk(async () => ({
    default: (await import('../../modules/activity-log/activity-log-page.tsx')).ActivityLogPage,
  })),
  DocumentNumbering: lazyChunk(async () => ({
    default: (await import('../../modules/document-checks/document-numbering-page.tsx')).DocumentNumberingPage,
  })),
  ConflictingDocumentsList: lazyChunk(async () => ({
    default: (await import('../../modules/document-checks/conflicting-documents-page.tsx')).ConflictingDocumentsPage,
  })),
  ClosingOpeningDocument: lazyChunk(async () => ({
    default: (await import('../../modules/year-closing/year-closing-page.tsx')).YearClosingPage,
  })),
  CloseDocumentAccount: lazyChunk(async () => {
    const { YearClosingPage } = await import('../../modules/year-closing/year-closing-page.tsx');
    return { default: () => createElement(YearClosingPage, { scope: 'accounts' }) };
  }),
  AccountingDocument: lazyChunk(async () => ({
    default: (await import('../../modules/accounting-documents/accounting-pages.tsx')).AccountingDocumentPage,
  })),
  AccountingList: lazyChunk(async () => ({
    default: (await import('../../modules/accounting-documents/accounting-pages.tsx')).AccountingListPage,
  })),
  AccountingPrint: lazyChunk(async () => ({
    default: (await import('../../modules/accounting-documents/accounting-pages.tsx')).AccountingPrintPage,
  })),
  Bank: treasuryEditPage(bankResource),
  Cash: treasuryEditPage(cashResource),
  Petty: treasuryEditPage(pettyResource),
  ConvertTempToPermanentDocuments: lazyChunk(async () => ({
    default: (await import('../../modules/accounting-documents/accounting-pages.tsx')).ConvertPermanentPage,
  })),
  Receive: lazyChunk(async () => ({
    default: (await import('../../modules/cash-movements/cash-movement-pages.tsx')).ReceivePage,
  })),
  Pay: lazyChunk(async () => ({
    default: (await import('../../modules/cash-movements/cash-movement-pages.tsx')).PayPage,
  })),
  ReceivePrint: lazyChunk(async () => ({
    default: (await import('../../modules/cash-movements/cash-movement-pages.tsx')).ReceivePrintPage,
  })),
  PayPrint: lazyChunk(async () => ({
    default: (await import('../../modules/cash-movements/cash-movement-pages.tsx')).PayPrintPage,
  })),
  ChequeReceiveList: chequeListPage({ direction: 'received' }),
  ChequePayList: chequeListPage({ direction: 'paid' }),
  ChequeRemovedList: chequeListPage({ removed: true }),
  InvoicesRemovedList: removedListPage('SellList'),
  PaymentsRemovedList: removedListPage('PayList'),
  ChequeReceive: chequePage('received'),
  ChequePay: chequePage('paid'),
  ...invoicePages(),
  ...invoiceReportPages(),
  ...engineReportPages(),
  InvoiceProductProfitable: lazyChunk(async () => ({
    default: (await import('../../modules/reports/product-profit-page.tsx')).ProductProfitPage,
  })),
  ProductTurnover: productTurnoverPage('turnover'),
  ProductCountTurnover: productTurnoverPage('count'),
  ProductAmountTurnover: productTurnoverPage('amount'),
};
