import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OfflinePage, OfflinePageQuery, OfflineShortcut, OfflineShortcutItem } from '@hesab/contract';
import { productShortcut, productShortcutItem, type Executor } from '@hesab/db';
import { FieldErrors, type FieldError } from '../../http/errors.ts';
import { idOrderedPage } from '../../http/paging.ts';
import { productNames } from '../products/index.ts';
import type { ResourceHooks, ResourceRow } from '../resources/index.ts';

/* A shortcut page's products (its `items` rows) are kept as rows of their own, each with its page and position,
   which the offline copy reads as its productShortcutItems table. */

interface ItemRow {
  product: number;
}

function itemsOf(values: ResourceRow): ItemRow[] | undefined {
  return Array.isArray(values.items) ? (values.items as ItemRow[]) : undefined;
}

export const shortcutHooks: ResourceHooks = {
  /** Each product on the page must be one of the business's; said on its row. */
  async beforeWrite({ tx, actor }, values) {
    const items = itemsOf(values);
    if (!items || items.length === 0) return;
    const known = await productNames(tx, actor.businessId, items.map((item) => item.product));
    const errors: Record<string, FieldError[]> = {};
    items.forEach((item, index) => {
      if (!known.has(item.product)) errors[`items.${index}.product`] = [{ key: 'invalid-value' }];
    });
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  },
  /** A save's items replace the page's, in the order given. */
  async afterWrite({ tx, actor }, row, values) {
    const items = itemsOf(values);
    if (!items) return;
    const page = Number(row.id);
    await tx.delete(productShortcutItem).where(and(eq(productShortcutItem.businessId, actor.businessId), eq(productShortcutItem.page_id, page)));
    if (items.length === 0) return;
    await tx
      .insert(productShortcutItem)
      .values(items.map((item, index) => ({ businessId: actor.businessId, page_id: page, product_id: item.product, position: index + 1 })));
  },
  async readValues(db, businessId, rows) {
    const pages = rows.map((row) => Number(row.id));
    if (pages.length === 0) return;
    const items = await db
      .select({ page: productShortcutItem.page_id, product: productShortcutItem.product_id })
      .from(productShortcutItem)
      .where(and(eq(productShortcutItem.businessId, businessId), inArray(productShortcutItem.page_id, pages)))
      .orderBy(asc(productShortcutItem.page_id), asc(productShortcutItem.position));
    const byPage = new Map<number, ItemRow[]>(pages.map((page) => [page, []]));
    for (const item of items) byPage.get(item.page)?.push({ product: item.product });
    for (const row of rows) row.items = byPage.get(Number(row.id)) ?? [];
  },
};

/** `productShortcut` of the offline copy: a page of the shortcut pages. */
export function shortcutPage(db: Executor, businessId: number, query: OfflinePageQuery): Promise<OfflinePage<OfflineShortcut>> {
  const { id, title, to, icon, color } = productShortcut;
  return idOrderedPage(db, productShortcut, id, { id, title, to, icon, color }, eq(productShortcut.businessId, businessId), query);
}

/** `productShortcutItems` of the offline copy: a page of the products on every shortcut page. */
export function shortcutItemPage(db: Executor, businessId: number, query: OfflinePageQuery): Promise<OfflinePage<OfflineShortcutItem>> {
  const { id, page_id, product_id, position } = productShortcutItem;
  return idOrderedPage(db, productShortcutItem, id, { id, page_id, product_id, position }, eq(productShortcutItem.businessId, businessId), query);
}

/** The shortcut pages of the business, by title, as a list of them reads them. */
export async function shortcutPages(db: Executor, businessId: number): Promise<OfflineShortcut[]> {
  const { id, title, to, icon, color } = productShortcut;
  const rows = await db.select({ id, title, to, icon, color }).from(productShortcut).where(eq(productShortcut.businessId, businessId)).orderBy(asc(title), asc(id));
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
