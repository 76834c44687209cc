import type { statusLabelMessages as fa } from '../status-labels.ts';

export const statusLabelMessages: typeof fa = {
  order: {
    pending: 'بانتظار الدفع',
    processing: 'قيد المعالجة',
    'on-hold': 'معلّق',
    completed: 'مكتمل',
    cancelled: 'ملغى',
    refunded: 'مُسترد',
    failed: 'فاشل',
  },
  taxInvoice: {
    pending: 'بانتظار النظام الضريبي',
    success: 'مسجّلة في النظام الضريبي',
    failed: 'مرفوضة',
  },
  session: {
    done: 'عُقدت',
    'not-held': 'لم تُعقد',
    cancelled: 'أُلغيت',
  },
};
