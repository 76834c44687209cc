/** The cashier's shortcut pages' strings; every language has the Persian keys. */
export const shortcutMessages = {
  title: 'صفحه‌های میان‌بر',
  item: 'صفحهٔ میان‌بر',
  pageTitle: 'عنوان',
  to: 'مقصد',
  icon: 'نماد',
  items: 'کالاهای صفحه',
  product: 'کالا',
};
