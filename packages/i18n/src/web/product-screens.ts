/** The product form's own strings (tabs, header, picture, cost summary); field labels are under products. */
export const productScreenMessages = {
  specificationsTab: 'مشخصات',
  pricingTab: 'قیمت‌گذاری پیشرفته',
  integratorTab: 'یکپارچه‌سازی',
  shopTab: 'فروشگاه',
  newItem: 'مورد جدید',
  list: 'فهرست',
  back: 'بازگشت',
  picture: 'تصویر',
  choosePicture: 'انتخاب تصویر',
  saveBeforePicture: 'پس از ثبت، تصویر را بارگذاری کنید.',
  costs: 'بهای تمام‌شده خریدها',
  costsOptions: { first: 'اولین', min: 'کمترین', average: 'میانگین', max: 'بیشترین', last: 'آخرین' },
  noCosts: 'هنوز خریدی ثبت نشده است.',
  selectedWarehouseIsdDuplicate: 'این انبار قبلاً انتخاب شده است.',
};
