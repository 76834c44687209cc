import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessId, createdAt, id, status } from './columns.ts';
import { product } from './inventory.ts';
import { business } from './tenancy.ts';

/* The marketplace panels a business sells through (setting/integrator) and a product's listings on them.
   Property names are the wire's field names. */

const owner = () => businessId().references(() => business.id, { onDelete: 'cascade' });

export const marketplacePanel = pgTable(
  'marketplace_panel',
  {
    businessId: owner(),
    id: id(),
    platform: text('platform').$type<'digikala' | 'sazito'>().notNull(),
    name: text('name').notNull(),
    status: status(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.id] }), uniqueIndex('marketplace_panel_name_key').on(t.businessId, t.platform, t.name)],
);

/** One product row of a product on a panel: its code there and its variant id, listed or not by status. */
export const productPanelRow = pgTable(
  'product_panel_row',
  {
    businessId: owner(),
    id: id(),
    product: bigint('product_id', { mode: 'number' }).notNull(),
    panel: bigint('panel_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    code: text('code').notNull(),
    variant: text('variant_id').notNull(),
    status: status(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({ columns: [t.businessId, t.product], foreignColumns: [product.businessId, product.id] }).onDelete('cascade'),
    // A panel a product is listed on stays until the listing is removed.
    foreignKey({ columns: [t.businessId, t.panel], foreignColumns: [marketplacePanel.businessId, marketplacePanel.id] }),
    index('product_panel_row_product_idx').on(t.businessId, t.product, t.panel, t.lineNo),
  ],
);
