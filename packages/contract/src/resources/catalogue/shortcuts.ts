import type { RouteName } from '../../routes.ts';
import { defineResource } from '../definition.ts';

/**
 * The cashier sells: a sale's create permission opens the offline copy of what it sells from, its shortcut pages
 * among it (the invoice definition's `permissions.create`, named here as the catalogue cannot import the documents').
 */
export const cashierPermission = 'Sell' satisfies RouteName;

const label = (name: string) => `shortcuts.${name}`;

/**
 * A page of the cashier's touch buttons (spec 02 "Offline local database": a shortcut has title, to, icon and
 * color), with its products in the page's order. `POST shortcut` is the spec's own call, as JSON or as multipart
 * fields; the items are kept as rows of their own (productShortcutItems: id, page_id, product_id, position).
 */
export const productShortcutResource = defineResource({
  name: 'shortcut',
  title: 'shortcuts.title',
  itemTitle: 'shortcuts.item',
  logType: 'productShortcut',
  numberField: 'title',
  fields: [
    { name: 'title', type: 'text', label: label('pageTitle'), required: true, list: true, sortable: true, searchable: true },
    { name: 'to', type: 'text', label: label('to'), list: true },
    { name: 'icon', type: 'text', label: label('icon'), maxLength: 60, list: true },
    { name: 'color', type: 'color', label: 'fields.color', list: true },
    {
      name: 'items',
      type: 'rows',
      label: label('items'),
      columns: [{ name: 'product', type: 'reference', resource: 'products', label: label('product'), required: true }],
    },
  ],
  // Made and arranged on screens of their own; the till reads them with the copy (cashierPermission).
  permissions: { view: 'ShortcutList', create: 'Shortcut', edit: 'Shortcut', remove: null },
  routes: { list: 'ShortcutList', edit: 'Shortcut' },
  defaultSort: { field: 'title', order: 'asc' },
});
