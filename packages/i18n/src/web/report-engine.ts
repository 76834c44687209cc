/** The reports on the report engine: their titles, columns and choices. */
export const reportEngineMessages = {
  total: 'جمع کل',
  subtotal: 'جمع {{group}}',
  removedLists: {
    invoicesRemoved: 'فاکتورهای حذف‌شده',
    paymentsRemoved: 'دریافت و پرداخت‌های حذف‌شده',
  },
  empty: 'در این بازه چیزی نیست.',
  sellProducts: {
    title: 'کالاهای فروخته‌شده',
    code: 'کد کالا',
    product: 'کالا',
    soldQuantity: 'تعداد فروش',
    soldAmount: 'مبلغ فروش',
    returnedQuantity: 'تعداد برگشتی',
    returnedAmount: 'مبلغ برگشتی',
    netQuantity: 'تعداد خالص',
    netAmount: 'فروش خالص',
  },
  review: {
    title: 'مرور حساب‌ها',
    month: 'ماه',
    code: 'کد حساب',
    name: 'حساب',
    debit: 'بدهکار',
    credit: 'بستانکار',
    remain: 'مانده ماه',
    level: 'سطح حساب',
    levels: { given: 'معین', total: 'کل' },
  },
};
