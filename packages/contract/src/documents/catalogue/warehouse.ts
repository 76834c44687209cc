import { z } from 'zod';
import type { WarehouseKind } from '@hesab/domain';
import type { Field, RowColumn } from '../../resources/field.ts';
import type { RouteName } from '../../routes.ts';
import { isoDate } from '../../wire-values.ts';
import { defineDocument } from '../definition.ts';

export { warehouseKinds, type WarehouseKind } from '@hesab/domain';

/** Each kind's screens (which are also its permissions), its remove permission and its i18n titles. */
const screens = {
  receipt: { list: 'EntrepotReceiptList', edit: 'EntrepotReceipt', print: 'EntrepotReceiptPrint', remove: 'removeReceiptEntrepot', log: 'entrepotReceipt' },
  tempReceipt: { list: 'EntrepotTempReceiptList', edit: 'EntrepotTempReceipt', remove: 'removeTempReceipt', log: 'entrepotTempReceipt' },
  remittance: { list: 'EntrepotRemittanceList', edit: 'EntrepotRemittance', print: 'EntrepotRemittancePrint', remove: 'removeRemittance', log: 'entrepotRemittance' },
  useRemittance: { list: 'EntrepotUseRemittanceList', edit: 'EntrepotUseRemittance', print: 'EntrepotUseRemittancePrint', remove: 'removeUseRemittance', log: 'entrepotUseRemittance' },
  transferRemittance: {
    list: 'EntrepotTransferRemittanceList',
    edit: 'EntrepotTransferRemittance',
    print: 'EntrepotTransferRemittancePrint',
    remove: 'removeTransferRemittance',
    log: 'entrepotTransferRemittance',
  },
  // The spec names no remove permission of its own for a product stock transfer: it is a transfer's.
  transferProductStock: { list: 'TransferProductStockList', edit: 'TransferProductStock', remove: 'removeTransferRemittance', log: 'transferProductStock' },
  warehousehandling: { list: 'WarehouseHandlingList', edit: 'WarehouseHandling', remove: 'removeWarehouseHandling', log: 'warehouseHandling' },
} as const satisfies Record<WarehouseKind, { list: RouteName; edit: RouteName; print?: RouteName; remove: string; log: string }>;

const person = { name: 'person', type: 'reference', resource: 'customer', label: 'fields.person', list: true, filterable: true } as const satisfies Field;

/** The header fields of each kind beside the warehouse and description every one has. */
const headerOf: Record<WarehouseKind, readonly Field[]> = {
  receipt: [
    person,
    // The temporary receipt it checked out, which its rows count against.
    { name: 'temp_receipt', type: 'number', label: 'warehouseDocuments.fromTempReceipt', readOnly: true },
    // The purchase whose goods it takes in (a business receiving purchases by receipts).
    { name: 'invoice', type: 'number', label: 'warehouseDocuments.ofPurchase', readOnly: true, list: true },
  ],
  tempReceipt: [person],
  remittance: [
    person,
    // The sale whose goods it delivers (a business delivering sales by remittances).
    { name: 'invoice', type: 'number', label: 'warehouseDocuments.ofInvoice', readOnly: true, list: true },
  ],
  useRemittance: [
    { name: 'account', type: 'reference', resource: 'account', label: 'warehouseDocuments.expenseAccount', required: true },
    { name: 'detail', type: 'reference', resource: 'detail', label: 'documents.detail' },
  ],
  transferRemittance: [
    { name: 'to_entrepot', type: 'reference', resource: 'entrepot', label: 'warehouseDocuments.toEntrepot', required: true, list: true, filterable: true },
    // The day the receiving storekeeper confirmed the goods arrived: in transit until then.
    { name: 'confirmed', type: 'date', label: 'warehouseDocuments.confirmed', readOnly: true, list: true },
  ],
  transferProductStock: [],
  warehousehandling: [],
};

// A list filters its documents by a product on one of their rows.
const product = { name: 'product', type: 'reference', resource: 'products', label: 'products.product', required: true, filterable: true } as const satisfies RowColumn;
const unit = { name: 'unit', type: 'reference', resource: 'unit', label: 'invoices.unit' } as const satisfies RowColumn;
const count = { name: 'count', type: 'money', quantity: true, label: 'invoices.count', required: true } as const satisfies RowColumn;
/** What the server fills in: the row in base units, and what one base unit moves at. */
const moved = [
  { name: 'quantity', type: 'money', quantity: true, label: 'invoices.quantity', readOnly: true },
  { name: 'unit_cost', type: 'money', precision: 8, label: 'invoices.unitCost', readOnly: true },
] as const satisfies readonly RowColumn[];
const received = [
  { name: 'cost', type: 'money', label: 'warehouseDocuments.cost' },
  { name: 'batch', type: 'text', label: 'warehouseDocuments.batch', maxLength: 100 },
  { name: 'expire', type: 'date', label: 'warehouseDocuments.expire' },
] as const satisfies readonly RowColumn[];
const description = { name: 'description', type: 'text', label: 'fields.description', maxLength: 500 } as const satisfies RowColumn;

/** Each kind's row columns. */
const columnsOf: Record<WarehouseKind, readonly RowColumn[]> = {
  receipt: [product, unit, count, ...received, description, ...moved],
  tempReceipt: [product, unit, count, ...received, description],
  remittance: [product, unit, count, { name: 'batch', type: 'text', label: 'warehouseDocuments.batch', maxLength: 100 }, description, ...moved],
  useRemittance: [product, unit, count, description, ...moved],
  transferRemittance: [product, unit, count, description, ...moved],
  transferProductStock: [
    product,
    unit,
    count,
    { name: 'to_product', type: 'reference', resource: 'products', label: 'warehouseDocuments.toProduct', required: true },
    { name: 'to_count', type: 'money', quantity: true, label: 'warehouseDocuments.toCount' },
    description,
    ...moved,
    { name: 'to_quantity', type: 'money', quantity: true, label: 'warehouseDocuments.toQuantity', readOnly: true },
  ],
  warehousehandling: [
    product,
    unit,
    { name: 'counted', type: 'money', quantity: true, label: 'warehouseDocuments.counted', required: true },
    { name: 'book', type: 'money', quantity: true, label: 'warehouseDocuments.book', readOnly: true },
    // Counted less the book: what the stocktaking moves.
    { name: 'quantity', type: 'money', quantity: true, label: 'warehouseDocuments.difference', readOnly: true },
    description,
    { name: 'unit_cost', type: 'money', precision: 8, label: 'invoices.unitCost', readOnly: true },
  ],
};

/** The i18n keys of each kind's list and one document. */
const titlesOf = (kind: WarehouseKind) => ({ title: `warehouseDocuments.${kind}.list`, itemTitle: `warehouseDocuments.${kind}.item` });

/**
 * A warehouse document of one kind (issue 17): `POST entrepot/<kind>`, a warehouse, the kind's own header fields, at
 * most 100 rows (spec 02 sections 5 and 9), each of a product, its unit and count; the server fills in each row's
 * base units and the unit cost it moves at.
 */
function warehouseDocument<const K extends WarehouseKind>(kind: K) {
  const { list, edit, remove, log } = screens[kind];
  const print: RouteName | undefined = 'print' in screens[kind] ? screens[kind].print : undefined;
  return defineDocument({
    name: `entrepot/${kind}`,
    ...titlesOf(kind),
    logType: log,
    fields: [
      { name: 'entrepot', type: 'reference', resource: 'entrepot', label: 'invoices.entrepot', required: true, list: true, filterable: true },
      ...headerOf[kind],
      { name: 'description', type: 'textarea', label: 'fields.description', maxLength: 2000, drafts: true, list: true, searchable: true },
    ],
    // A temporary receipt's rows read with what of each receipts made of it took into stock (`checked_out`).
    lines: { name: 'rows', min: 1, max: 100, columns: columnsOf[kind], ...(kind === 'tempReceipt' ? { extras: ['checked_out'] } : {}) },
    lifecycle: { removal: 'restorable' },
    attachments: true,
    permissions: { view: list, create: edit, edit, remove },
    routes: { list, edit, ...(print ? { print } : {}) },
  });
}

export const entrepotReceiptDefinition = warehouseDocument('receipt');
export const entrepotTempReceiptDefinition = warehouseDocument('tempReceipt');
export const entrepotRemittanceDefinition = warehouseDocument('remittance');
export const entrepotUseRemittanceDefinition = warehouseDocument('useRemittance');
export const entrepotTransferRemittanceDefinition = warehouseDocument('transferRemittance');
export const transferProductStockDefinition = warehouseDocument('transferProductStock');
export const warehouseHandlingDefinition = warehouseDocument('warehousehandling');

/** Every warehouse document's definition, by kind. */
export const warehouseDefinitions = {
  receipt: entrepotReceiptDefinition,
  tempReceipt: entrepotTempReceiptDefinition,
  remittance: entrepotRemittanceDefinition,
  useRemittance: entrepotUseRemittanceDefinition,
  transferRemittance: entrepotTransferRemittanceDefinition,
  transferProductStock: transferProductStockDefinition,
  warehousehandling: warehouseHandlingDefinition,
} as const satisfies Record<WarehouseKind, unknown>;

/**
 * `POST entrepot/tempReceipt/{id}/checkout {rows: [{row, count}]}`: goods of a temporary receipt's rows (by number,
 * from 1) taken into stock by a receipt made of them, on the date given (today when none); and
 * `POST entrepot/remittance/{invoice}/checkout`, a sale's rows delivered by a remittance made of them.
 */
export const warehouseCheckout = z.object({
  date: isoDate.optional(),
  rows: z
    .array(z.object({ row: z.number().int().positive(), count: z.string().regex(/^\d+(\.\d+)?$/, 'invalid-value') }))
    .min(1, 'document-no-rows')
    .max(100, 'document-too-many-rows'),
});

/**
 * `GET entrepot/remittance/pending`: sales delivered by remittances with goods still to deliver, each row with what
 * was sold and what remittances delivered (base units of the row's unit as typed: its count).
 */
export const pendingDelivery = z.object({
  invoice: z.number().int(),
  number: z.number().int(),
  date: isoDate,
  person: z.number().int().nullable(),
  person_label: z.string().nullable(),
  entrepot: z.number().int(),
  rows: z.array(z.object({ row: z.number().int(), product: z.number().int(), product_label: z.string(), unit: z.number().int().nullable(), count: z.string(), delivered: z.string() })),
});
export type PendingDelivery = z.infer<typeof pendingDelivery>;

/** `POST entrepot/transferRemittance/{id}/confirm {date?}`: the receiving storekeeper confirms the goods arrived (today when no date). */
export const transferConfirmation = z.object({ date: isoDate.optional() });

/** `GET entrepot/expiring?days&entrepot` (expireDateItems): lots in stock expiring within `days` (30 when none), and those expired. */
export const expiringQuery = z.object({
  days: z.coerce.number().int().min(0).max(3650).default(30),
  entrepot: z.coerce.number().int().positive().optional(),
});
export const expiringLot = z.object({
  product: z.number().int(),
  product_label: z.string(),
  code: z.string().nullable(),
  entrepot: z.number().int(),
  entrepot_label: z.string(),
  batch: z.string().nullable(),
  expire: isoDate,
  /** base units left of the lot */
  quantity: z.string(),
  /** days from today to its expiry; below zero once expired */
  days: z.number().int(),
});
export type ExpiringLot = z.infer<typeof expiringLot>;

/**
 * `DELETE warehouse/0` (spec 02 section 7): the log list's delete of warehouse documents, by the log entries chosen
 * (each names its document); `DELETE warehouse/{id}` deletes the one its entry names.
 */
export const warehouseLogDeletion = z.object({ deleteItems: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(100) });
export type WarehouseLogDeletion = z.infer<typeof warehouseLogDeletion>;
