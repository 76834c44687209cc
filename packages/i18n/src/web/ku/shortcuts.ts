import type { shortcutMessages as persian } from '../shortcuts.ts';

export const shortcutMessages: typeof persian = {
  title: 'پەڕەکانی کورتەڕێ',
  item: 'پەڕەی کورتەڕێ',
  pageTitle: 'ناونیشان',
  to: 'مەبەست',
  icon: 'هێما',
  items: 'کاڵاکانی پەڕە',
  product: 'کاڵا',
};
