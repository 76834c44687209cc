import { z } from 'zod';
import { inventoryMethods, invoiceDeliveries, invoiceTypes, type InvoiceType } from '@hesab/domain';
import type { RouteName } from '../../routes.ts';
import { isoDate } from '../../wire-values.ts';
import { defineDocument, type DocumentPermissions } from '../definition.ts';
import { chequeColumns } from './cheques.ts';
import { treasuryRows } from './costs.ts';

export { invoiceTypes, type InvoiceType } from '@hesab/domain';

/** Each type's screens, which are also its permissions, and its remove permission (spec 01 section 6). */
const screens: Record<InvoiceType, { list: RouteName; edit: RouteName; print: RouteName; remove: string }> = {
  sell: { list: 'SellList', edit: 'Sell', print: 'SellPrint', remove: 'removeSell' },
  presale: { list: 'PresaleList', edit: 'Presale', print: 'InvoicePrint', remove: 'removePresale' },
  purchase: { list: 'PurchaseList', edit: 'Purchase', print: 'InvoicePrint', remove: 'removePurchase' },
  returnSell: { list: 'ReturnSellList', edit: 'ReturnSell', print: 'InvoicePrint', remove: 'removeReturnSell' },
  returnPurchase: { list: 'ReturnPurchaseList', edit: 'ReturnPurchase', print: 'InvoicePrint', remove: 'removeReturnPurchase' },
};

const permissionsOf = (type: InvoiceType): DocumentPermissions => {
  const { list, edit, remove } = screens[type];
  return { view: list, create: edit, edit, remove };
};

/**
 * An invoice (issue 16): a sale, a pre-invoice, a purchase, or the return of a sale or a purchase, by `type`, each
 * numbered in a series of its own. The header names the party, the warehouse and the invoice's discount and
 * shipping; each row a product or service, its unit and count, fee, discount (an amount or a percent) and VAT
 * percent, and where the business allows it a warehouse of its own. The server fills in what the posting reads:
 * each row's kind, its count in base units, the unit cost its stock moves at and its product's tax-authority id, and
 * the invoice's sum, VAT and
 * payable (invoiceTotals). What is paid at the invoice (`payments`, treasury rows, and `cheques`) is posted by a
 * receipt or payment the invoice keeps linked to it (its `invoice`), and summed in `paid`.
 */
export const invoiceDefinition = defineDocument({
  name: 'invoice',
  title: 'invoices.title',
  itemTitle: 'invoices.invoice',
  logType: 'invoice',
  fields: [
    { name: 'type', type: 'select', options: invoiceTypes, label: 'invoices.type', required: true, list: true, filterable: true, lockedOnEdit: true },
    { name: 'person', type: 'reference', resource: 'customer', label: 'fields.person', list: true, filterable: true },
    { name: 'entrepot', type: 'reference', resource: 'entrepot', label: 'invoices.entrepot', required: true },
    { name: 'branch', type: 'reference', resource: 'branch', label: 'treasury.branch' },
    { name: 'visitor', type: 'reference', resource: 'customer', label: 'invoices.visitor' },
    { name: 'due_date', type: 'date', label: 'invoices.dueDate' },
    { name: 'supplier_number', type: 'text', label: 'invoices.supplierNumber', maxLength: 50, searchable: true },
    // Fees, discounts, shipping and payments in another currency than the business's, with the business's money for
    // one unit of it; the totals round to that currency's decimals and the ledger takes each amount at the rate.
    { name: 'currency', type: 'reference', resource: 'currency', label: 'treasury.currency' },
    { name: 'rate', type: 'money', label: 'fields.rate', precision: 4, quantity: true },
    { name: 'discount', type: 'money', label: 'invoices.discount' },
    { name: 'shipping', type: 'money', label: 'invoices.shipping' },
    { name: 'returns', type: 'number', label: 'invoices.returns', min: 1 },
    { name: 'sum', type: 'money', label: 'invoices.sum', readOnly: true },
    { name: 'tax', type: 'money', label: 'invoices.tax', readOnly: true },
    { name: 'payable', type: 'money', label: 'invoices.payable', readOnly: true, list: true },
    // Paid at the invoice: posted by the receipt (a sale, a purchase's return) or payment linked to it.
    treasuryRows('invoices.payments', false),
    // Cheques taken at a sale (or a purchase's return), or written at a purchase (or a sale's return) on one of the
    // business's bank accounts (`account`): rows of its receipt or payment, each kept in the cheques with its history.
    { name: 'cheques', type: 'rows', label: 'invoices.cheques', columns: [...chequeColumns, { name: 'account', type: 'reference', resource: 'bank', label: 'treasury.bankAccount' }] },
    { name: 'paid', type: 'money', label: 'invoices.paid', readOnly: true, list: true },
    // How a sale's goods leave: with it, or by the remittances made against it (the business's setting when written).
    { name: 'delivery', type: 'select', options: invoiceDeliveries, label: 'invoices.delivery', readOnly: true },
    { name: 'tags', type: 'tags', label: 'fields.tags', list: true },
    { name: 'description', type: 'textarea', label: 'fields.description', maxLength: 2000, drafts: true, list: true, searchable: true },
  ],
  lines: {
    name: 'rows',
    min: 1,
    max: 500,
    columns: [
      { name: 'product', type: 'reference', resource: 'products', label: 'invoices.product', required: true },
      { name: 'unit', type: 'reference', resource: 'unit', label: 'invoices.unit' },
      { name: 'count', type: 'money', quantity: true, label: 'invoices.count', required: true },
      { name: 'fee', type: 'money', label: 'invoices.fee', required: true },
      { name: 'discount', type: 'money', label: 'invoices.rowDiscount' },
      { name: 'discountPercent', type: 'percent', label: 'invoices.discountPercent' },
      { name: 'tax', type: 'percent', label: 'invoices.taxPercent' },
      { name: 'entrepot', type: 'reference', resource: 'entrepot', label: 'invoices.entrepot' },
      { name: 'description', type: 'text', label: 'fields.description', maxLength: 500 },
      { name: 'kind', type: 'select', options: ['product', 'service'], label: 'invoices.kind', readOnly: true },
      { name: 'quantity', type: 'money', quantity: true, label: 'invoices.quantity', readOnly: true },
      { name: 'unit_cost', type: 'money', precision: 8, label: 'invoices.unitCost', readOnly: true },
      { name: 'taxable', type: 'money', label: 'invoices.taxable', readOnly: true },
      { name: 'total', type: 'money', label: 'invoices.total', readOnly: true },
      { name: 'tax_id', type: 'text', label: 'invoices.taxId', readOnly: true, maxLength: 30 },
    ],
    // A sale delivered by remittances reads with what of each row they delivered (`delivered`).
    extras: ['delivered'],
  },
  lifecycle: { removal: 'restorable' },
  attachments: true,
  permissions: permissionsOf('sell'),
  variants: {
    field: 'type',
    permissions: Object.fromEntries(invoiceTypes.map((type) => [type, permissionsOf(type)])),
    routes: Object.fromEntries(invoiceTypes.map((type) => [type, { list: screens[type].list, edit: screens[type].edit, print: screens[type].print }])),
  },
  routes: { list: 'SellList', edit: 'Sell' },
});

/** `GET products/{id}/cost?date` (today when none): a product's stock on a date and what its method issues the next unit at. */
export const productCostQuery = z.object({ date: isoDate.optional() });
export const productCost = z.object({
  product: z.number().int(),
  date: isoDate,
  method: z.enum(inventoryMethods),
  /** base units on hand after every movement up to the date, and what they cost */
  on_hand: z.string(),
  value: z.string(),
  unit_cost: z.string(),
});
export type ProductCost = z.infer<typeof productCost>;

/** `POST products/rebuildCost`: every sale of the business costed again; the products read and the sales reposted. */
export const costRebuild = z.object({ products: z.number().int(), sales: z.number().int(), message: z.string() });
/**
 * The lines of `POST products/rebuildCost` to a client accepting `application/x-ndjson`: progress after each batch of
 * products, then the answer, or the refusal (the status the plain request would answer, and its message).
 */
export const costRebuildProgress = z.object({ progress: z.object({ done: z.number().int(), total: z.number().int() }) });
export const costRebuildFailure = z.looseObject({ status: z.number().int(), message: z.string() });

/** `POST invoice/{id}/convert`: a pre-invoice made a sale with its rows, on its own date or the one given. */
export const invoiceConversion = z.object({ date: isoDate.optional() });

/** `GET invoice/reserved?product&entrepot` (sell/reserved/items): what each open pre-invoice reserves of a product. */
export const reservedQuery = z.object({ product: z.coerce.number().int().positive().optional(), entrepot: z.coerce.number().int().positive().optional() });
export const reservedItem = z.object({
  invoice: z.number().int(),
  number: z.number().int(),
  date: isoDate,
  person: z.number().int().nullable(),
  product: z.number().int(),
  entrepot: z.number().int(),
  quantity: z.string(),
});
export type ReservedItem = z.infer<typeof reservedItem>;

/** `GET invoice/report/productProfitable?from&to`: each product's sales less their returns over a range, before VAT. */
export const profitQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export const productProfit = z.object({
  product: z.number().int(),
  name: z.string(),
  /** base units sold less those returned */
  quantity: z.string(),
  revenue: z.string(),
  cost: z.string(),
  profit: z.string(),
});
export type ProductProfit = z.infer<typeof productProfit>;
export const productProfitReport = z.object({ data: z.array(productProfit), totals: productProfit.pick({ revenue: true, cost: true, profit: true }) });

/**
 * `GET invoice/proposedFee?type&product&person&branch&unit&count`: the fee a row of an invoice of `type` is proposed at
 * (one of `unit`): a sale's from the product's price and pricing rows, a purchase's (or its return's) the last purchase's.
 */
export const proposedFeeQuery = z.object({
  type: z.enum(['sell', 'presale', 'purchase', 'returnPurchase']).default('sell'),
  product: z.coerce.number().int().positive(),
  person: z.coerce.number().int().positive().optional(),
  branch: z.coerce.number().int().positive().optional(),
  unit: z.coerce.number().int().positive().optional(),
  count: z.string().regex(/^\d+(\.\d+)?$/, 'invalid-value').default('1'),
});
export type ProposedFeeQuery = z.infer<typeof proposedFeeQuery>;
export const proposedFee = z.object({
  data: z.object({
    /** none where the product has no price and no pricing row prices it */
    fee: z.string().nullable(),
    /** a discount row's percent off, where one fits */
    discountPercent: z.string().nullable(),
    /** the name of the pricing row the fee came from; none for the product's own price or a purchase's last fee */
    from: z.string().nullable(),
  }),
});
