import type { statusLabelMessages as fa } from '../status-labels.ts';

export const statusLabelMessages: typeof fa = {
  order: {
    pending: 'چاوەڕوانی پارەدان',
    processing: 'لە ئامادەکردندایە',
    'on-hold': 'ڕاگیراوە',
    completed: 'تەواوبوو',
    cancelled: 'هەڵوەشاوە',
    refunded: 'گەڕێندراوەتەوە',
    failed: 'سەرنەکەوتوو',
  },
  taxInvoice: {
    pending: 'چاوەڕوانی سیستەمی باج',
    success: 'لە سیستەمی باج تۆمارکرا',
    failed: 'ڕەتکرایەوە',
  },
  session: {
    done: 'بەڕێوەچوو',
    'not-held': 'بەڕێوەنەچوو',
    cancelled: 'هەڵوەشایەوە',
  },
};
