import { z } from 'zod';
import { invoiceTypes, type InvoiceType } from '@hesab/domain';
import { pagedResponse } from '../../resources/schema.ts';
import type { RouteName } from '../../routes.ts';
import { isoDate } from '../../wire-values.ts';

/*
 * The invoice reports (issue 16): one report over the rows of invoices of a type in a range, read as each screen
 * of spec 01 section 2 needs it: every row (itemsList), one product's rows (productItemReport), the rows summed per
 * product, product group or buyer (productItemsList, productGroupList, taxPayerList), and the investors' shares of
 * the rows of their products, summed per investor or row by row (investorList, itemsInvestorList).
 */

export const invoiceReportKinds = [
  'itemsList',
  'productItemsList',
  'productItemReport',
  'productGroupList',
  'taxPayerList',
  'investorList',
  'itemsInvestorList',
] as const;
export type InvoiceReportKind = (typeof invoiceReportKinds)[number];

/** The reports that list invoice rows one by one; the others sum them per product, group, buyer or investor. */
export const rowReportKinds: readonly InvoiceReportKind[] = ['itemsList', 'productItemReport', 'itemsInvestorList'];

/** The reports of investors' shares, which need the `investors` permission and the `investorSystem` config. */
export const investorReportKinds: readonly InvoiceReportKind[] = ['investorList', 'itemsInvestorList'];

/** The reports the spec gives each type of invoice, each a screen whose name is its permission. */
export const invoiceReportScreens = {
  sell: {
    itemsList: 'SellItemsList',
    productItemsList: 'SellProductItemsList',
    productItemReport: 'SellProductItemReport',
    productGroupList: 'SellProductGroupList',
    investorList: 'SellInvestorList',
    itemsInvestorList: 'SellItemsInvestorList',
    taxPayerList: 'SellTaxPayerList',
  },
  presale: { itemsList: 'PresaleItemsList', productItemsList: 'PresaleProductItemsList' },
  purchase: { itemsList: 'PurchaseItemsList', productItemsList: 'PurchaseProductItemsList', productItemReport: 'PurchaseProductItemReport' },
  returnSell: {
    itemsList: 'ReturnSellItemsList',
    productItemsList: 'ReturnSellProductItemsList',
    investorList: 'ReturnSellInvestorList',
    itemsInvestorList: 'ReturnSellItemsInvestorList',
  },
  returnPurchase: { itemsList: 'ReturnPurchaseItemsList', productItemsList: 'ReturnPurchaseProductItemsList' },
} as const satisfies Record<InvoiceType, Partial<Record<InvoiceReportKind, RouteName>>>;

/** The screen (and permission) of a report of a type, if the spec has one. */
export function invoiceReportScreen(type: InvoiceType, kind: InvoiceReportKind): RouteName | undefined {
  const screens: Partial<Record<InvoiceReportKind, RouteName>> = invoiceReportScreens[type];
  return screens[kind];
}

/** Every report screen with its type and kind, in the order the menu lists them. */
export const invoiceReportRoutes: readonly { route: RouteName; type: InvoiceType; kind: InvoiceReportKind }[] = invoiceTypes.flatMap((type) =>
  invoiceReportKinds.flatMap((kind) => {
    const route = invoiceReportScreen(type, kind);
    return route ? [{ route, type, kind }] : [];
  }),
);

const id = z.coerce.number().int().positive();

/**
 * `GET invoice/report/{kind}?type&from&to&person&product&group&entrepot&investor&search&page&perPage&all`: the
 * invoices of the type dated in the range (both days in, either end open), less removed ones; a row's warehouse is
 * its own or its invoice's; `search` looks in the product's name and code, the party's name and the invoice number.
 */
export const invoiceReportQuery = z.object({
  type: z.enum(invoiceTypes),
  from: isoDate.optional(),
  to: isoDate.optional(),
  person: id.optional(),
  product: id.optional(),
  /** the product's main group */
  group: id.optional(),
  entrepot: id.optional(),
  investor: id.optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
  /** every row on one page: the Excel export of all rows */
  all: z.enum(['true', 'false']).optional(),
});
export type InvoiceReportQuery = z.infer<typeof invoiceReportQuery>;

/**
 * What every line of every report sums: `quantity` in the product's base unit, `amount` count × fee, `discount` the
 * row's and its share of the invoice's, `taxable` what is left (the revenue or cost before VAT), `tax` the VAT and
 * `total` with it. An investor's line adds `share`, its percent of `taxable`.
 */
const amounts = {
  quantity: z.string(),
  amount: z.string(),
  discount: z.string(),
  taxable: z.string(),
  tax: z.string(),
  total: z.string(),
  share: z.string().optional(),
};

/**
 * A line of a report: an invoice row (with its invoice, party, product, unit, count and fee), or a sum of rows
 * (`rows` of them) under a product, a group, a buyer or an investor. Only what the report is about is present.
 */
export const invoiceReportLine = z.object({
  key: z.string(),
  invoice: z.number().int().optional(),
  number: z.number().int().optional(),
  date: isoDate.optional(),
  person: z.number().int().nullable().optional(),
  person_label: z.string().nullable().optional(),
  product: z.number().int().optional(),
  product_code: z.string().nullable().optional(),
  product_label: z.string().nullable().optional(),
  unit_label: z.string().nullable().optional(),
  entrepot_label: z.string().nullable().optional(),
  count: z.string().optional(),
  fee: z.string().optional(),
  group: z.number().int().nullable().optional(),
  group_label: z.string().nullable().optional(),
  /** the buyer's codes the tax authority reads (taxPayerList): economic code, national code or id, postal code */
  economic_code: z.string().nullable().optional(),
  national_code: z.string().nullable().optional(),
  postal_code: z.string().nullable().optional(),
  invoices: z.number().int().optional(),
  investor: z.number().int().optional(),
  investor_label: z.string().nullable().optional(),
  percent: z.string().optional(),
  rows: z.number().int().optional(),
  ...amounts,
});
export type InvoiceReportLine = z.infer<typeof invoiceReportLine>;

export const invoiceReportTotals = z.object(amounts);
export type InvoiceReportTotals = z.infer<typeof invoiceReportTotals>;

export const invoiceReport = pagedResponse(invoiceReportLine).extend({ totals: invoiceReportTotals });
export type InvoiceReport = z.infer<typeof invoiceReport>;

/** The three screens of a product's movements (product/turnover, countTurnover, amountTurnover), one answer. */
export const productTurnoverScreens = ['ProductTurnover', 'ProductCountTurnover', 'ProductAmountTurnover'] as const satisfies readonly RouteName[];

/** `GET products/{id}/turnover?from&to&entrepot&page&perPage&all` */
export const productTurnoverQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  entrepot: id.optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
  all: z.enum(['true', 'false']).optional(),
});
export type ProductTurnoverQuery = z.infer<typeof productTurnoverQuery>;

/**
 * A movement of the product: what wrote it (`kind` an invoice's type, or `initial` the opening stock of the product
 * form), in or out in base units at its unit cost, and the count and value on hand after it.
 */
export const productMovement = z.object({
  key: z.string(),
  date: isoDate,
  kind: z.string(),
  document: z.number().int().nullable(),
  number: z.number().int().nullable(),
  person_label: z.string().nullable(),
  entrepot_label: z.string().nullable(),
  in: z.string(),
  out: z.string(),
  unit_cost: z.string(),
  in_value: z.string(),
  out_value: z.string(),
  count: z.string(),
  value: z.string(),
});
export type ProductMovement = z.infer<typeof productMovement>;

const balance = z.object({ count: z.string(), value: z.string() });

/** A page of movements, the stock before the range (`opening`) and after it (`closing`), and the range's sums. */
export const productTurnover = pagedResponse(productMovement).extend({
  product: z.number().int(),
  product_label: z.string(),
  opening: balance,
  closing: balance,
  totals: z.object({ in: z.string(), out: z.string(), in_value: z.string(), out_value: z.string() }),
});
export type ProductTurnover = z.infer<typeof productTurnover>;
