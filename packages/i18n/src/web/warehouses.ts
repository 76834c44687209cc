import type { Language } from '../languages.ts';

/** Warehouses' and units' strings; every language has the Persian keys. */
const fa = {
  title: 'انبارها',
  item: 'انبار',
  branch: 'شعبه',
  address: 'آدرس',
  storekeeper: 'انباردار',
  units: 'واحدها',
  unit: 'واحد',
};

export const warehousesMessages: Record<Language, typeof fa> = {
  fa,
  en: {
    title: 'Warehouses',
    item: 'Warehouse',
    branch: 'Branch',
    address: 'Address',
    storekeeper: 'Storekeeper',
    units: 'Units',
    unit: 'Unit',
  },
  ar: {
    title: 'المستودعات',
    item: 'مستودع',
    branch: 'الفرع',
    address: 'العنوان',
    storekeeper: 'أمين المستودع',
    units: 'الوحدات',
    unit: 'الوحدة',
  },
  ku: {
    title: 'کۆگاکان',
    item: 'کۆگا',
    branch: 'لق',
    address: 'ناونیشان',
    storekeeper: 'کۆگاوان',
    units: 'یەکەکان',
    unit: 'یەکە',
  },
};
