import type { checksMessages as persian } from '../../accounting/checks.ts';

export const checksMessages: typeof persian = {
  number: 'ژمارەی بەڵگە',
  date: 'بەروار',
  description: 'وەسف',
  problem: 'ناکۆکی',
  account: 'هەژمار',
  problems: {
    'inactive-account': 'هەژمارە دیاریکراوەکە ناچالاک کراوە',
    'inactive-detail': 'هەژمارە وردەکە ناچالاک کراوە',
    'missing-detail': 'هەژمارە وردەکە ئیتر بوونی نییە',
    'outside-year': 'بەرواری بەڵگە لە دەرەوەی ساڵی داراییە',
  },
  conflictingHint: 'بەڵگەکانی ساڵی دارایی ئێستا کە دوای تۆمارکردن لەگەڵ یاسایەک ناکۆک بوون. F5 دووبارە دەپشکنێت.',
  noConflicts: 'هیچ بەڵگەیەکی ناکۆک نییە.',
  numberingHint: 'بەڵگە کاتییەکانی ساڵ بە ڕیزی بەروار دوای دوایین بەڵگەی هەمیشەیی دووبارە ژمارە دەکرێن. ژمارەی بەڵگە هەمیشەییەکان ناگۆڕێت.',
  temporaryCount: '{{n}} بەڵگەی کاتی ژمارە دەکرێن.',
  nothingToNumber: 'هیچ بەڵگەیەکی کاتی بۆ ژمارەکردن نییە.',
  numberingConfirm: '{{n}} بەڵگەی کاتی بە ڕیزی بەروار دووبارە ژمارە بکرێن؟',
  renumber: 'ژمارەکردنی بەڵگەکان',
  renumbered: 'ژمارەی {{n}} بەڵگە گۆڕا.',
};
