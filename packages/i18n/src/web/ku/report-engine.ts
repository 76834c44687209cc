import type { reportEngineMessages as persian } from '../report-engine.ts';

export const reportEngineMessages: typeof persian = {
  total: 'کۆی گشتی',
  subtotal: 'کۆی {{group}}',
  removedLists: {
    invoicesRemoved: 'پسوولە سڕاوەکان',
    paymentsRemoved: 'وەرگرتن و پارەدانە سڕاوەکان',
  },
  empty: 'لەم ماوەیەدا هیچ نییە.',
  sellProducts: {
    title: 'کاڵا فرۆشراوەکان',
    code: 'کۆدی کاڵا',
    product: 'کاڵا',
    soldQuantity: 'ژمارەی فرۆشراو',
    soldAmount: 'بڕی فرۆشتن',
    returnedQuantity: 'ژمارەی گەڕاوە',
    returnedAmount: 'بڕی گەڕاوە',
    netQuantity: 'ژمارەی پوخت',
    netAmount: 'فرۆشتنی پوخت',
  },
  review: {
    title: 'پێداچوونەوەی هەژمارەکان',
    month: 'مانگ',
    code: 'کۆدی هەژمار',
    name: 'هەژمار',
    debit: 'قەرزدار',
    credit: 'قەرزدەر',
    remain: 'ماوەی مانگ',
    level: 'ئاستی هەژمار',
    levels: { given: 'یاریدەدەر', total: 'گشتی' },
  },
};
