import type { productScreenMessages as persian } from '../product-screens.ts';

export const productScreenMessages: typeof persian = {
  specificationsTab: 'المواصفات',
  pricingTab: 'التسعير المتقدم',
  integratorTab: 'التكامل',
  shopTab: 'المتجر',
  newItem: 'عنصر جديد',
  list: 'القائمة',
  back: 'رجوع',
  picture: 'الصورة',
  choosePicture: 'اختيار صورة',
  saveBeforePicture: 'احفظ أولاً ثم ارفع الصورة.',
  costs: 'تكلفة المشتريات',
  costsOptions: { first: 'الأولى', min: 'الأدنى', average: 'المتوسط', max: 'الأعلى', last: 'الأخيرة' },
  noCosts: 'لم تسجل أي مشتريات بعد.',
  selectedWarehouseIsdDuplicate: 'تم اختيار هذا المستودع من قبل.',
};
