import { z } from 'zod';
import { inventoryMethods, priceMethods } from '@hesab/domain';
import { fileItem } from '../../activity.ts';
import { defineResource, type ResourcePermissions } from '../definition.ts';
import { customFieldsRequirement, type Field, type RowColumn } from '../field.ts';

/** A product is counted and stocked; a service is neither. Fixed once saved (spec 01 section 3). */
export const productTypes = ['product', 'service'] as const;
export type ProductType = (typeof productTypes)[number];

/** Spec 01 sections 2 and 6: products and services are viewed, edited and removed under permissions of their own. */
const productPermissions = { view: 'ProductList', create: 'Product', edit: 'Product', remove: 'removeProduct' } as const;
const servicePermissions = { view: 'ServiceList', create: 'Service', edit: 'Service', remove: 'removeService' } as const;

/** Spec 01 section 9. */
export const defaultTaxPercent = '10';
/** The product kind whose items carry construction wages, profit and commission percents (gold and jewellery). */
export const wagesProductKind = 112;
export const pricingRowTypes = ['price', 'discount'] as const;

const label = (name: string) => `products.${name}`;
const text = (name: string, maxLength = 60) => ({ name, type: 'code', label: label(name), maxLength }) as const;
/** Quantities are decimals in base units; they travel as decimal strings, as money does. */
const quantity = (name: string, required = false) =>
  ({ name, type: 'money', label: label(name), precision: 4, quantity: true, required }) as const;
const amount = (name: string, required = false) => ({ name, type: 'money', label: label(name), required }) as const;
const percent = (name: string, required = false) => ({ name, type: 'percent', label: label(name), required }) as const;
const rows = (name: string, columns: readonly RowColumn[], requires?: Field['requires']) =>
  ({ name, type: 'rows', label: label(name), columns, ...(requires ? { requires } : {}) }) as const;

/** The marketplace and shop ids of the integrator tab, grouped as the reply's `integrator` object. */
export const productIntegratorFields = [
  text('markitoId'),
  text('basalamId'),
  text('basalamVariantId'),
  text('webziId'),
  text('webziVariantId'),
  text('sazitoId'),
  text('sazitoVariantId'),
  text('portalId'),
  text('portalVariantId'),
  text('woocommerceId'),
  text('woocommerceVariantId'),
  { name: 'woocommerceFixCount', type: 'number', label: label('woocommerceFixCount'), min: 0 },
  rows('woocommerceIdItems', [
    { name: 'woocommercePanelName', type: 'text', label: label('woocommercePanelName'), required: true },
    { ...text('woocommerceId'), required: true },
    text('woocommerceVariantId'),
    { name: 'woocommerceFixCount', type: 'number', label: label('woocommerceFixCount'), min: 0 },
  ]),
] as const satisfies readonly Field[];

/** The cells of a pricing row, in the product form and in the product/pricing grid alike. */
export const pricingRowColumns = [
  { name: 'type', type: 'select', label: label('pricingType'), options: pricingRowTypes, required: true },
  { name: 'name', type: 'text', label: 'fields.name', required: true },
  { name: 'category', type: 'reference', resource: 'category', label: label('cat1') },
  { name: 'branch', type: 'reference', resource: 'branch', label: label('branch') },
  { name: 'currency', type: 'reference', resource: 'currency', label: label('currency') },
  quantity('minCount'),
  quantity('maxCount'),
  percent('percent'),
  amount('price'),
  { name: 'woocommerce', type: 'boolean', label: label('woocommerce') },
] as const satisfies readonly RowColumn[];

/**
 * Products and services (spec 01 section 3 "Product / service"): one resource, the type telling them apart.
 * Row collections travel as arrays of objects; initial stock becomes opening stock movements and pricing rows
 * are rows of their own table, both replaced as a whole by a save.
 */
export const productResource = defineResource({
  name: 'products',
  title: 'products.title',
  itemTitle: 'products.item',
  logType: 'product',
  numberField: 'code',
  fields: [
    { name: 'type', type: 'select', label: label('type'), options: productTypes, list: true, filterable: true, lockedOnEdit: true },
    { name: 'name', type: 'text', label: 'fields.name', required: true, list: true, sortable: true, searchable: true },
    // Empty on create: the next free code is given (GET products?checkCode answers it beforehand).
    { name: 'code', type: 'code', label: 'fields.code', list: true, sortable: true, searchable: true, maxLength: 30 },
    { ...text('barcode'), list: true, searchable: true },
    { name: 'status', type: 'status', label: 'fields.status', list: true, filterable: true },
    { name: 'unit', type: 'reference', resource: 'unit', label: label('unit'), list: true },
    { name: 'group', type: 'reference', resource: 'group/main', label: label('group'), list: true, filterable: true },
    { name: 'cat1', type: 'reference', resource: 'category', label: label('cat1'), filterable: true },
    { name: 'cat2', type: 'reference', resource: 'group/sub', parentField: 'group', label: label('cat2') },
    { name: 'tags', type: 'tags', label: 'fields.tags', list: true, filterable: true },
    { ...quantity('stock'), readOnly: true, list: true },
    { ...amount('price'), list: true, sortable: true },
    amount('priceWithTax'),
    { ...percent('taxPercent'), list: true },
    text('taxid', 30),
    amount('discount'),
    percent('discountPercent'),
    { name: 'displayPriority', type: 'number', label: label('displayPriority'), min: 0 },
    { name: 'kind', type: 'number', label: label('kind'), min: 0 },
    quantity('orderPoint'),
    { name: 'branch', type: 'reference', resource: 'branch', label: label('branch') },
    { name: 'currency', type: 'reference', resource: 'currency', label: label('currency') },
    { name: 'body', type: 'textarea', label: label('body') },
    { name: 'customFields', type: 'customFields', label: 'fields.customFields', requires: customFieldsRequirement },
    rows('barcodes', [{ ...text('value'), label: label('barcodeValue'), required: true }]),
    quantity('length'),
    quantity('width'),
    quantity('height'),
    quantity('weight'),
    rows('units', [
      { name: 'unit', type: 'reference', resource: 'unit', label: label('unit'), required: true },
      { ...quantity('value', true), label: label('unitValue') },
      { name: 'default', type: 'boolean', label: label('defaultUnit') },
    ]),
    rows('initial_stocks', [
      { name: 'entrepot', type: 'reference', resource: 'entrepot', label: label('entrepot'), required: true },
      // A negative opening count is taken and clamped at 0 (spec 01 section 5), not refused.
      { ...quantity('stock'), signed: true },
      { ...amount('price'), label: label('fee') },
    ]),
    { name: 'inventoryMethod', type: 'select', label: label('inventoryMethod'), options: inventoryMethods },
    { name: 'priceMethod', type: 'select', label: label('priceMethod'), options: priceMethods },
    percent('constructionWagesPercent'),
    percent('profitPercent'),
    percent('commissionPercent'),
    rows(
      'investors',
      [
        { name: 'investor', type: 'reference', resource: 'customer', label: label('investor'), required: true },
        percent('investorSellPercent', true),
        percent('investorReturnSellPercent', true),
      ],
      { permission: 'investors', config: 'investorSystem' },
    ),
    rows('sellCosts', [
      { name: 'detail', type: 'reference', resource: 'detail', label: label('costDetail'), required: true },
      amount('amount', true),
    ]),
    rows('pricing', pricingRowColumns),
    ...productIntegratorFields,
    { name: 'digikalaPanel', type: 'panels', platform: 'digikala', label: 'marketplacePanels.digikalaPanel' },
    { name: 'sazitoPanel', type: 'panels', platform: 'sazito', label: 'marketplacePanels.sazitoPanel' },
  ],
  permissions: productPermissions,
  kinds: {
    field: 'type',
    default: 'product',
    permissions: { product: productPermissions, service: servicePermissions } satisfies Record<ProductType, ResourcePermissions>,
  },
  defaultSort: { field: 'name', order: 'asc' },
  picker: { extras: { code: 'code' } },
  routes: { list: 'ProductList', edit: 'Product' },
  editExtras: ['fin_id', 'group_id', 'unit_id', 'integrator', 'initial', 'shop', 'costs', 'avatar'] satisfies (keyof ProductEditExtras)[],
});

const decimal = z.string();
const nullableDecimal = z.string().nullable();

/** One pricing row as the form and the product/pricing grid have it. */
export const pricingRow = z.object({
  type: z.enum(pricingRowTypes),
  name: z.string(),
  category: z.number().int().nullable().optional(),
  branch: z.number().int().nullable().optional(),
  currency: z.number().int().nullable().optional(),
  minCount: nullableDecimal.optional(),
  maxCount: nullableDecimal.optional(),
  percent: nullableDecimal.optional(),
  price: nullableDecimal.optional(),
  woocommerce: z.boolean().optional(),
});
export type PricingRow = z.infer<typeof pricingRow>;

/** One initial stock row: a warehouse, a count in base units and its unit cost (fee). */
export const initialStockRow = z.object({ entrepot: z.number().int(), entrepot_label: z.string().nullable(), stock: decimal, price: decimal });
export type InitialStockRow = z.infer<typeof initialStockRow>;

export const costSummarySchema = z.object({
  first: nullableDecimal,
  min: nullableDecimal,
  average: nullableDecimal,
  max: nullableDecimal,
  last: nullableDecimal,
});

/**
 * What `GET products/{id}/edit` (and a save's `data`) adds to the fields: `fin_id`, `group_id` and `unit_id` as the
 * spec's POST answer names them; the integrator tab's ids together; the initial stock with whether it may still
 * change (`initial.editable`: the main year is open and the opening journal a temporary, unlocked one); the
 * shop tab; and the cost summary of its receipts. (The marketplace panels are fields: digikalaPanel, sazitoPanel.)
 */
export const productEditExtras = z.object({
  fin_id: z.number().int(),
  group_id: z.number().int().nullable(),
  unit_id: z.number().int().nullable(),
  integrator: z.record(z.string(), z.unknown()),
  initial: z.object({ editable: z.boolean(), rows: z.array(initialStockRow) }),
  shop: z.object({ body: z.string().nullable() }),
  costs: costSummarySchema,
  /** the latest picture uploaded (type `product`), shown on the form and the shop */
  avatar: fileItem.nullable(),
});
export type ProductEditExtras = z.infer<typeof productEditExtras>;

/** `GET products?checkCode`: the next free code in `data`. */
export const nextCodeReply = z.object({ data: z.string() });

/**
 * `GET products?updateProduct=active&product=<id>&barcode&price&taxPercent&discountPercent`: the quick-edit
 * dialog's save. A price must be given and above zero (pleasEnterPrice); priceWithTax follows it.
 */
export const quickEditQuery = z.object({
  updateProduct: z.literal('active'),
  product: z.coerce.number().int().positive(),
  barcode: z.string().trim().max(60).optional(),
  price: z.string().trim().regex(/^\d{1,24}(\.\d{1,6})?$/, 'pleasEnterPrice'),
  taxPercent: z.string().trim().regex(/^\d{1,3}(\.\d{1,6})?$/, 'invalid-value').optional(),
  discountPercent: z.string().trim().regex(/^\d{1,3}(\.\d{1,6})?$/, 'invalid-value').optional(),
});
