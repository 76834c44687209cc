import type { checksMessages as persian } from '../../accounting/checks.ts';

export const checksMessages: typeof persian = {
  number: 'رقم القيد',
  date: 'التاريخ',
  description: 'البيان',
  problem: 'المخالفة',
  account: 'الحساب',
  problems: {
    'inactive-account': 'تم إيقاف الحساب المعيّن',
    'inactive-detail': 'تم إيقاف الحساب التفصيلي',
    'missing-detail': 'الحساب التفصيلي لم يعد موجوداً',
    'outside-year': 'تاريخ القيد خارج السنة المالية',
  },
  conflictingHint: 'قيود السنة المالية الحالية التي خالفت قاعدة بعد تسجيلها. F5 يعيد الفحص.',
  noConflicts: 'لا توجد قيود متعارضة.',
  numberingHint: 'تُرقَّم القيود المؤقتة للسنة من جديد حسب التاريخ بعد آخر قيد دائم. أرقام القيود الدائمة لا تتغير.',
  temporaryCount: 'سيتم ترقيم {{n}} قيداً مؤقتاً.',
  nothingToNumber: 'لا توجد قيود مؤقتة للترقيم.',
  numberingConfirm: 'إعادة ترقيم {{n}} قيداً مؤقتاً حسب التاريخ؟',
  renumber: 'ترقيم القيود',
  renumbered: 'تغيّر رقم {{n}} قيداً.',
};
