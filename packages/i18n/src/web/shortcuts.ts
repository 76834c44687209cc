import type { Language } from '../languages.ts';

/** The cashier's shortcut pages' strings; every language has the Persian keys. */
const fa = {
  title: 'صفحه‌های میان‌بر',
  item: 'صفحهٔ میان‌بر',
  pageTitle: 'عنوان',
  to: 'مقصد',
  icon: 'نماد',
  items: 'کالاهای صفحه',
  product: 'کالا',
};

export const shortcutMessages: Record<Language, typeof fa> = {
  fa,
  en: {
    title: 'Shortcut pages',
    item: 'Shortcut page',
    pageTitle: 'Title',
    to: 'Target',
    icon: 'Icon',
    items: 'Products on the page',
    product: 'Product',
  },
  ar: {
    title: 'صفحات الاختصارات',
    item: 'صفحة اختصارات',
    pageTitle: 'العنوان',
    to: 'الوجهة',
    icon: 'الأيقونة',
    items: 'منتجات الصفحة',
    product: 'المنتج',
  },
  ku: {
    title: 'پەڕەکانی کورتەڕێ',
    item: 'پەڕەی کورتەڕێ',
    pageTitle: 'ناونیشان',
    to: 'مەبەست',
    icon: 'هێما',
    items: 'کاڵاکانی پەڕە',
    product: 'کاڵا',
  },
};
