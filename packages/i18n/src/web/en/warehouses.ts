import type { warehousesMessages as persian } from '../warehouses.ts';

export const warehousesMessages: typeof persian = {
  title: 'Warehouses',
  item: 'Warehouse',
  branch: 'Branch',
  address: 'Address',
  storekeeper: 'Storekeeper',
  units: 'Units',
  unit: 'Unit',
};
