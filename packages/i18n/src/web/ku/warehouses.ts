import type { warehousesMessages as persian } from '../warehouses.ts';

export const warehousesMessages: typeof persian = {
  title: 'کۆگاکان',
  item: 'کۆگا',
  branch: 'لق',
  address: 'ناونیشان',
  storekeeper: 'کۆگاوان',
  units: 'یەکەکان',
  unit: 'یەکە',
};
