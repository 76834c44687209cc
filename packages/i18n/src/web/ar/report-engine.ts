import type { reportEngineMessages as persian } from '../report-engine.ts';

export const reportEngineMessages: typeof persian = {
  total: 'المجموع',
  subtotal: 'مجموع {{group}}',
  removedLists: {
    invoicesRemoved: 'الفواتير المحذوفة',
    paymentsRemoved: 'المقبوضات والمدفوعات المحذوفة',
  },
  empty: 'لا شيء في هذه الفترة.',
  sellProducts: {
    title: 'السلع المباعة',
    code: 'رمز السلعة',
    product: 'السلعة',
    soldQuantity: 'الكمية المباعة',
    soldAmount: 'مبلغ المبيعات',
    returnedQuantity: 'الكمية المرتجعة',
    returnedAmount: 'مبلغ المرتجعات',
    netQuantity: 'صافي الكمية',
    netAmount: 'صافي المبيعات',
  },
  review: {
    title: 'مراجعة الحسابات',
    month: 'الشهر',
    code: 'رمز الحساب',
    name: 'الحساب',
    debit: 'مدين',
    credit: 'دائن',
    remain: 'رصيد الشهر',
    level: 'مستوى الحساب',
    levels: { given: 'مساعد', total: 'عام' },
  },
};
