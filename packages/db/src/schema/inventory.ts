import { sql } from 'drizzle-orm';
import { bigint, boolean, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { branch, category, productGroup, productSubgroup } from './basics.ts';
import { businessId, createdAt, customFields, id, status, tagIds } from './columns.ts';
import { person } from './persons.ts';
import { business, currency } from './tenancy.ts';

/* Warehouses, units, products and services, their pricing rows, and the stock movements every warehouse
   document and invoice writes. Property names are the wire's field names. */

const owner = () => businessId().references(() => business.id, { onDelete: 'cascade' });

export const entrepot = pgTable(
  'entrepot',
  {
    businessId: owner(),
    id: id(),
    name: text('name').notNull(),
    code: text('code'),
    branch: bigint('branch_id', { mode: 'number' }),
    address: text('address'),
    storekeeper: bigint('storekeeper_id', { mode: 'number' }),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('entrepot_name_key').on(t.businessId, t.name),
    uniqueIndex('entrepot_code_key').on(t.businessId, t.code).where(sql`${t.code} is not null`),
    foreignKey({ columns: [t.businessId, t.branch], foreignColumns: [branch.businessId, branch.id] }),
    foreignKey({ columns: [t.businessId, t.storekeeper], foreignColumns: [person.businessId, person.id] }),
  ],
);

export const unit = pgTable(
  'unit',
  {
    businessId: owner(),
    id: id(),
    name: text('name').notNull(),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.id] }), uniqueIndex('unit_name_key').on(t.businessId, t.name)],
);

export interface ProductUnitRow {
  unit: number;
  /** one of this unit is this many base units */
  value: string;
  default?: boolean;
}
export interface InvestorRow {
  investor: number;
  investorSellPercent: string;
  investorReturnSellPercent: string;
}
export interface SellCostRow {
  detail: number;
  amount: string;
}
export interface WoocommerceProductRow {
  woocommercePanelName: string;
  woocommerceId: string;
  woocommerceVariantId?: string | null;
  woocommerceFixCount?: number | null;
}

/** A product or a service (spec 01 section 3). Its stock is never kept here: it is the sum of its movements. */
export const product = pgTable(
  'product',
  {
    businessId: owner(),
    id: id(),
    type: text('type').$type<'product' | 'service'>().notNull().default('product'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    barcode: text('barcode'),
    status: status(),
    unit: bigint('unit_id', { mode: 'number' }),
    group: bigint('group_id', { mode: 'number' }),
    cat1: bigint('cat1_id', { mode: 'number' }),
    cat2: bigint('cat2_id', { mode: 'number' }),
    tags: tagIds(),
    price: numeric('price'),
    priceWithTax: numeric('price_with_tax'),
    taxPercent: numeric('tax_percent').notNull().default('10'),
    taxid: text('taxid'),
    discount: numeric('discount'),
    discountPercent: numeric('discount_percent'),
    displayPriority: integer('display_priority'),
    kind: integer('kind'),
    orderPoint: numeric('order_point'),
    branch: bigint('branch_id', { mode: 'number' }),
    currency: bigint('currency_id', { mode: 'number' }),
    body: text('body'),
    customFields: customFields(),
    barcodes: jsonb('barcodes').$type<{ value: string }[]>().notNull().default([]),
    length: numeric('length'),
    width: numeric('width'),
    height: numeric('height'),
    weight: numeric('weight'),
    units: jsonb('units').$type<ProductUnitRow[]>().notNull().default([]),
    inventoryMethod: text('inventory_method').$type<'average' | 'fifo' | 'lifo'>().notNull().default('average'),
    priceMethod: text('price_method').$type<'first' | 'min' | 'average' | 'max' | 'last'>().notNull().default('max'),
    constructionWagesPercent: numeric('construction_wages_percent'),
    profitPercent: numeric('profit_percent'),
    commissionPercent: numeric('commission_percent'),
    investors: jsonb('investors').$type<InvestorRow[]>().notNull().default([]),
    sellCosts: jsonb('sell_costs').$type<SellCostRow[]>().notNull().default([]),
    markitoId: text('markito_id'),
    basalamId: text('basalam_id'),
    basalamVariantId: text('basalam_variant_id'),
    webziId: text('webzi_id'),
    webziVariantId: text('webzi_variant_id'),
    sazitoId: text('sazito_id'),
    sazitoVariantId: text('sazito_variant_id'),
    portalId: text('portal_id'),
    portalVariantId: text('portal_variant_id'),
    woocommerceId: text('woocommerce_id'),
    woocommerceVariantId: text('woocommerce_variant_id'),
    woocommerceFixCount: integer('woocommerce_fix_count'),
    woocommerceIdItems: jsonb('woocommerce_id_items').$type<WoocommerceProductRow[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('product_code_key').on(t.businessId, t.code),
    uniqueIndex('product_barcode_key').on(t.businessId, t.barcode).where(sql`${t.barcode} is not null`),
    foreignKey({ columns: [t.businessId, t.unit], foreignColumns: [unit.businessId, unit.id] }),
    foreignKey({ columns: [t.businessId, t.group], foreignColumns: [productGroup.businessId, productGroup.id] }),
    foreignKey({ columns: [t.businessId, t.cat1], foreignColumns: [category.businessId, category.id] }),
    foreignKey({ columns: [t.businessId, t.cat2], foreignColumns: [productSubgroup.businessId, productSubgroup.id] }),
    foreignKey({ columns: [t.businessId, t.branch], foreignColumns: [branch.businessId, branch.id] }),
    foreignKey({ columns: [t.businessId, t.currency], foreignColumns: [currency.businessId, currency.id] }),
    index('product_type_name_idx').on(t.businessId, t.type, t.name),
    index('product_group_idx').on(t.businessId, t.group),
  ],
);

/** A pricing row of a product (spec 01 section 3 "Pricing row"); the form replaces a product's rows as a whole. */
export const productPrice = pgTable(
  'product_price',
  {
    businessId: owner(),
    id: id(),
    product: bigint('product_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    type: text('type').$type<'price' | 'discount'>().notNull(),
    name: text('name').notNull(),
    category: bigint('category_id', { mode: 'number' }),
    branch: bigint('branch_id', { mode: 'number' }),
    currency: bigint('currency_id', { mode: 'number' }),
    minCount: numeric('min_count'),
    maxCount: numeric('max_count'),
    percent: numeric('percent'),
    price: numeric('price'),
    woocommerce: boolean('woocommerce').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({ columns: [t.businessId, t.product], foreignColumns: [product.businessId, product.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.businessId, t.category], foreignColumns: [category.businessId, category.id] }),
    foreignKey({ columns: [t.businessId, t.branch], foreignColumns: [branch.businessId, branch.id] }),
    foreignKey({ columns: [t.businessId, t.currency], foreignColumns: [currency.businessId, currency.id] }),
    index('product_price_product_idx').on(t.businessId, t.product, t.lineNo),
  ],
);

/**
 * One movement of stock: a quantity in base units into (positive) or out of (negative) a warehouse on a date,
 * at a unit cost, written by the document of `sourceKind` and `sourceId` in that document's transaction. Stock
 * on hand and costs are read from these rows.
 */
export const stockMovement = pgTable(
  'stock_movement',
  {
    businessId: owner(),
    id: id(),
    product: bigint('product_id', { mode: 'number' }).notNull(),
    entrepot: bigint('entrepot_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    quantity: numeric('quantity').notNull(),
    unitCost: numeric('unit_cost').notNull().default('0'),
    sourceKind: text('source_kind').notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    /** the row of the source document, so a document's movements read back in its order */
    lineNo: integer('line_no').notNull().default(0),
    /** the batch goods came in with and their expiry date, where the receipt gave them; an issue of the batch names them too */
    batch: text('batch'),
    expire: date('expire', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({ columns: [t.businessId, t.product], foreignColumns: [product.businessId, product.id] }),
    foreignKey({ columns: [t.businessId, t.entrepot], foreignColumns: [entrepot.businessId, entrepot.id] }),
    index('stock_movement_product_idx').on(t.businessId, t.product, t.entrepot, t.date),
    index('stock_movement_source_idx').on(t.businessId, t.sourceKind, t.sourceId),
    index('stock_movement_expire_idx').on(t.businessId, t.expire).where(sql`${t.expire} is not null`),
  ],
);

/**
 * Each product and warehouse that stock ever moved between, kept by a trigger on stock_movement (migration 0045) for
 * every statement that writes movements: the stock report pages these places, never the movements themselves.
 */
export const stockPlace = pgTable(
  'stock_place',
  {
    businessId: owner(),
    product: bigint('product_id', { mode: 'number' }).notNull(),
    entrepot: bigint('entrepot_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.product, t.entrepot] }),
    foreignKey({ columns: [t.businessId, t.product], foreignColumns: [product.businessId, product.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.businessId, t.entrepot], foreignColumns: [entrepot.businessId, entrepot.id] }).onDelete('cascade'),
    index('stock_place_entrepot_idx').on(t.businessId, t.entrepot),
  ],
);
