/** Warehouses' and units' strings; every language has the Persian keys. */
export const warehousesMessages = {
  title: 'انبارها',
  item: 'انبار',
  branch: 'شعبه',
  address: 'آدرس',
  storekeeper: 'انباردار',
  units: 'واحدها',
  unit: 'واحد',
};
