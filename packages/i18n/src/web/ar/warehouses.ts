import type { warehousesMessages as persian } from '../warehouses.ts';

export const warehousesMessages: typeof persian = {
  title: 'المستودعات',
  item: 'مستودع',
  branch: 'الفرع',
  address: 'العنوان',
  storekeeper: 'أمين المستودع',
  units: 'الوحدات',
  unit: 'الوحدة',
};
