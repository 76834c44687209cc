import { bigint, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { businessId, createdAt, id } from './columns.ts';
import { product } from './inventory.ts';
import { business } from './tenancy.ts';

/* The cashier's shortcut pages: pages of large touch buttons, each a product. Property names are the wire's. */

const owner = () => businessId().references(() => business.id, { onDelete: 'cascade' });

/** A page of shortcut buttons (spec 02 "Offline local database": a shortcut has title, to, icon, color). */
export const productShortcut = pgTable(
  'product_shortcut',
  {
    businessId: owner(),
    id: id(),
    title: text('title').notNull(),
    to: text('to'),
    icon: text('icon'),
    color: text('color'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.id] })],
);

/**
 * A product on a shortcut page, in the page's order. It goes with its page, and with its product: a button is no use
 * of a product that should keep it from being removed.
 */
export const productShortcutItem = pgTable(
  'product_shortcut_item',
  {
    businessId: owner(),
    id: id(),
    page_id: bigint('page_id', { mode: 'number' }).notNull(),
    product_id: bigint('product_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({ columns: [t.businessId, t.page_id], foreignColumns: [productShortcut.businessId, productShortcut.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.businessId, t.product_id], foreignColumns: [product.businessId, product.id] }).onDelete('cascade'),
    index('product_shortcut_item_page_idx').on(t.businessId, t.page_id, t.position),
    index('product_shortcut_item_product_idx').on(t.businessId, t.product_id),
  ],
);
