import { z } from 'zod';
import { accountKinds, accountLevels, accountNatures, groupTypes } from './coding.ts';
import { userNameParts } from './activity.ts';
import type { Field } from './resources/index.ts';

/*
 * Spreadsheet imports (spec 02 "Imports and uploads", section 7; issue 18): `GET import/sample?type=` (the sample
 * .xlsx), `POST import` (multipart selectedFile, type, ref_type, items), `GET import?getType=list&type=` (the
 * history), `GET import/{id}` (status and progress) and `GET import/{id}/errors` (the .xlsx of refused rows).
 */

/** The types a file may be imported as; the others of the spec (accountStructure, invoice…) follow their modules. */
export const importTypes = ['customer', 'product', 'pricing', 'integrator', 'accountingDocument', 'invoice', 'entrepot', 'warehouseHandling', 'accountStructure'] as const;
export type ImportType = (typeof importTypes)[number];

/** The resource each type writes: its list offers the import, and its form's rules check each row. */
export const importResources = {
  customer: 'customer',
  product: 'products',
  pricing: 'products',
  integrator: 'products',
  accountingDocument: 'accounting',
  invoice: 'invoice',
  entrepot: 'entrepot/receipt',
  warehouseHandling: 'entrepot/warehousehandling',
  accountStructure: 'coding',
} as const satisfies Record<ImportType, string>;

/**
 * Types that change records already made, by the column naming each (its code, or its name): only the columns the
 * file has are written, and the rows of a record named on several lines are taken together. The others add records.
 */
export const importKeys: Partial<Record<ImportType, string>> = { pricing: 'code', integrator: 'code' };

/** The import types that write a resource, the one adding its records first; none where it takes no import. */
export const importTypesOf = (resource: string): ImportType[] => importTypes.filter((type) => importResources[type] === resource);

/**
 * A column of an import: a field of the resource (or document) by name, or `<rows field>.<column>` for a column of
 * its rows (a document's lines among them). A row of the file whose own columns are all empty adds its rows' cells
 * to the record above it (a product's opening stock in a second warehouse, a document's second line). `split`
 * reads one cell as several rows, divided by commas (barcodes). A reference is written by the name (or code) of the
 * record it names. The example is the sample's first row's cell, or its rows' cells in order.
 */
export interface ImportColumn {
  name: string;
  example: string | readonly string[];
  split?: boolean;
}

/** The columns of each type, in the sample's order, each headed by its field's label. */
export const importColumns: Record<ImportType, readonly ImportColumn[]> = {
  customer: [
    { name: 'firstname', example: 'علی' },
    { name: 'lastname', example: 'رضایی' },
    { name: 'national_code', example: '0012345679' },
    { name: 'national_id', example: '' },
    { name: 'mobile', example: '09121234567' },
    { name: 'phone', example: '02166554433' },
    { name: 'email', example: '' },
    { name: 'address', example: 'تهران، خیابان آزادی' },
    { name: 'postal_code', example: '1234567890' },
    { name: 'city', example: 'تهران' },
    { name: 'business_name', example: '' },
    { name: 'financial_code', example: '' },
    { name: 'birth_date', example: '1370/05/12' },
    { name: 'tags', example: 'عمده' },
    { name: 'initial_price', example: '2500000' },
    { name: 'nature_initial_price', example: 'بدهکار' },
    { name: 'content', example: '' },
  ],
  product: [
    { name: 'type', example: 'کالا' },
    { name: 'name', example: 'دفتر ۱۰۰ برگ' },
    { name: 'code', example: '' },
    { name: 'barcode', example: '6260000000017' },
    { name: 'barcodes.value', example: '6260000000024، 6260000000031', split: true },
    { name: 'unit', example: 'عدد' },
    { name: 'group', example: '' },
    { name: 'cat1', example: '' },
    { name: 'tags', example: 'لوازم التحریر' },
    { name: 'price', example: '450000' },
    { name: 'taxPercent', example: '10' },
    { name: 'discountPercent', example: '' },
    { name: 'orderPoint', example: '20' },
    { name: 'taxid', example: '' },
    { name: 'body', example: '' },
    { name: 'units.unit', example: 'بسته' },
    { name: 'units.value', example: '10' },
    { name: 'initial_stocks.entrepot', example: 'انبار مرکزی' },
    { name: 'initial_stocks.stock', example: '120' },
    { name: 'initial_stocks.price', example: '300000' },
  ],
  // A product's pricing rows, in place of those it has; the example names the business's first product.
  pricing: [
    { name: 'code', example: '' },
    { name: 'pricing.type', example: 'قیمت' },
    { name: 'pricing.name', example: 'عمده' },
    { name: 'pricing.category', example: '' },
    { name: 'pricing.minCount', example: '10' },
    { name: 'pricing.maxCount', example: '' },
    { name: 'pricing.percent', example: '' },
    { name: 'pricing.price', example: '420000' },
  ],
  // A product's ids on the marketplaces and shops (the integrator tab).
  integrator: [
    { name: 'code', example: '' },
    { name: 'markitoId', example: 'MK-1001' },
    { name: 'basalamId', example: '' },
    { name: 'basalamVariantId', example: '' },
    { name: 'webziId', example: '' },
    { name: 'webziVariantId', example: '' },
    { name: 'sazitoId', example: '' },
    { name: 'sazitoVariantId', example: '' },
    { name: 'portalId', example: '' },
    { name: 'portalVariantId', example: '' },
    { name: 'woocommerceId', example: 'WC-2002' },
    { name: 'woocommerceVariantId', example: '' },
  ],
  // Accounting documents, each on the lines its rows take; the example's date is today's.
  accountingDocument: [
    { name: 'date', example: '' },
    { name: 'description', example: 'اجاره دفتر' },
    { name: 'rows.account', example: ['اجاره', 'سایر حساب‌های پرداختنی'] },
    { name: 'rows.detail', example: '' },
    { name: 'rows.debit', example: ['50000000', ''] },
    { name: 'rows.credit', example: ['', '50000000'] },
    { name: 'rows.description', example: ['اجاره آذر', 'بدهی به موجر'] },
  ],
  // Sales, purchases and their returns, each on the lines its rows take; the names are the business's first
  // customer, warehouse and products where it lacks the example's (a row without a product is left out).
  invoice: [
    { name: 'date', example: '' },
    { name: 'type', example: 'فروش' },
    { name: 'person', example: 'علی رضایی' },
    { name: 'entrepot', example: 'انبار مرکزی' },
    { name: 'supplier_number', example: '' },
    { name: 'description', example: 'فروش نقدی' },
    { name: 'discount', example: '' },
    { name: 'shipping', example: '' },
    { name: 'rows.product', example: ['دفتر ۱۰۰ برگ', 'خودکار'] },
    { name: 'rows.count', example: ['2', '1'] },
    { name: 'rows.fee', example: ['450000', '440000'] },
    { name: 'rows.discount', example: ['', '10000'] },
    { name: 'rows.tax', example: ['10', '10'] },
    { name: 'rows.description', example: ['', 'با تخفیف'] },
  ],
  // Warehouse receipts, each on the lines its rows take.
  entrepot: [
    { name: 'date', example: '' },
    { name: 'entrepot', example: 'انبار مرکزی' },
    { name: 'person', example: 'پخش البرز' },
    { name: 'description', example: 'ورود کالای امانی' },
    { name: 'rows.product', example: ['دفتر ۱۰۰ برگ', 'خودکار'] },
    { name: 'rows.unit', example: '' },
    { name: 'rows.count', example: ['24', '100'] },
    { name: 'rows.cost', example: ['300000', '12000'] },
    { name: 'rows.batch', example: '' },
    { name: 'rows.expire', example: '' },
    { name: 'rows.description', example: '' },
  ],
  // Stocktaking counts: a warehouse's products as counted, each on the lines its rows take.
  warehouseHandling: [
    { name: 'date', example: '' },
    { name: 'entrepot', example: 'انبار مرکزی' },
    { name: 'description', example: 'انبارگردانی پایان فصل' },
    { name: 'rows.product', example: ['دفتر ۱۰۰ برگ', 'خودکار'] },
    { name: 'rows.counted', example: ['98', '10'] },
    { name: 'rows.description', example: ['', 'شمارش دوم'] },
  ],
  // Accounts added to the chart, each under the account whose code `parent` gives (one made a row above among them).
  accountStructure: [
    { name: 'level', example: ['حساب کل', 'حساب معین'] },
    { name: 'number', example: ['09', '01'] },
    { name: 'name', example: ['هزینه‌های اداری', 'لوازم مصرفی'] },
    { name: 'parent', example: ['8', '809'] },
    { name: 'type', example: '' },
    { name: 'balance_type', example: ['بدهکار', 'بدهکار'] },
    { name: 'kind', example: '' },
    { name: 'content', example: '' },
  ],
};

export const importStatuses = ['checking', 'writing', 'done', 'refused', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/**
 * The chart's columns as an import reads them (`POST coding`'s fields, with the parent by its code): the chart is
 * kept by the accounting module, not as a resource, so its import names its fields here.
 */
export const accountImportFields = [
  { name: 'level', type: 'select', label: 'coding.fields.level', options: accountLevels, required: true },
  { name: 'number', type: 'code', label: 'coding.fields.number', required: true },
  { name: 'name', type: 'text', label: 'coding.fields.name', required: true },
  { name: 'parent', type: 'code', label: 'coding.fields.parent' },
  { name: 'type', type: 'select', label: 'coding.fields.type', options: groupTypes },
  { name: 'balance_type', type: 'select', label: 'coding.fields.nature', options: accountNatures },
  { name: 'kind', type: 'select', label: 'coding.fields.kind', options: accountKinds },
  { name: 'content', type: 'text', label: 'coding.fields.content' },
] as const satisfies readonly Field[];

/** `POST import`'s fields beside the file. */
export const importRequest = z.object({
  type: z.enum(importTypes),
  ref_type: z.string().max(100).optional(),
  /** the panel chosen in the dialog's selector, where the type has one */
  items: z.string().max(2000).optional(),
});

/**
 * An import as the history lists it and as its progress is polled: the spec's row (id, file.title, status,
 * count_item, user.firstname, user.lastname, time) and the flat title and registrar the web app reads.
 */
export const importItem = z.object({
  id: z.number().int(),
  type: z.string(),
  file: z.object({ title: z.string() }),
  user: userNameParts,
  title: z.string(),
  status: z.enum(importStatuses),
  count_item: z.number().int(),
  checked: z.number().int(),
  written: z.number().int(),
  refused: z.number().int(),
  /** the registrar's name */
  registrar: z.string(),
  time: z.string(),
  message: z.string().nullable(),
});
export type ImportItem = z.infer<typeof importItem>;

export const importHistoryQuery = z.object({ getType: z.literal('list'), type: z.enum(importTypes) });
export const importHistory = z.object({ data: z.array(importItem) });
export const importSampleQuery = z.object({ type: z.enum(importTypes) });

/** `GET import/{id}`: the import, and its first refused rows with their reasons. */
export const importDetail = importItem.extend({ errors: z.array(z.object({ row: z.number().int(), reason: z.string() })) });
export type ImportDetail = z.infer<typeof importDetail>;
