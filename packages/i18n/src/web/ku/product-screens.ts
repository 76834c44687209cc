import type { productScreenMessages as persian } from '../product-screens.ts';

export const productScreenMessages: typeof persian = {
  specificationsTab: 'تایبەتمەندییەکان',
  pricingTab: 'نرخدانانی پێشکەوتوو',
  integratorTab: 'یەکخستن',
  shopTab: 'فرۆشگا',
  newItem: 'بڕگەی نوێ',
  list: 'لیست',
  back: 'گەڕانەوە',
  picture: 'وێنە',
  choosePicture: 'هەڵبژاردنی وێنە',
  saveBeforePicture: 'سەرەتا پاشەکەوت بکە، پاشان وێنەکە باربکە.',
  costs: 'تێچووی کڕینەکان',
  costsOptions: { first: 'یەکەم', min: 'کەمترین', average: 'ناوەند', max: 'زۆرترین', last: 'دوایین' },
  noCosts: 'هێشتا هیچ کڕینێک تۆمار نەکراوە.',
  selectedWarehouseIsdDuplicate: 'ئەم کۆگایە پێشتر هەڵبژێردراوە.',
};
