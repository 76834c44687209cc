import type { shortcutMessages as persian } from '../shortcuts.ts';

export const shortcutMessages: typeof persian = {
  title: 'Shortcut pages',
  item: 'Shortcut page',
  pageTitle: 'Title',
  to: 'Target',
  icon: 'Icon',
  items: 'Products on the page',
  product: 'Product',
};
