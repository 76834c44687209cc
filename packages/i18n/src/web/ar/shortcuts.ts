import type { shortcutMessages as persian } from '../shortcuts.ts';

export const shortcutMessages: typeof persian = {
  title: 'صفحات الاختصارات',
  item: 'صفحة اختصارات',
  pageTitle: 'العنوان',
  to: 'الوجهة',
  icon: 'الأيقونة',
  items: 'منتجات الصفحة',
  product: 'المنتج',
};
