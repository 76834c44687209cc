import type { productScreenMessages as persian } from '../product-screens.ts';

export const productScreenMessages: typeof persian = {
  specificationsTab: 'Specifications',
  pricingTab: 'Advanced pricing',
  integratorTab: 'Integrations',
  shopTab: 'Shop',
  newItem: 'New item',
  list: 'List',
  back: 'Back',
  picture: 'Picture',
  choosePicture: 'Choose a picture',
  saveBeforePicture: 'Save first, then upload the picture.',
  costs: 'Cost of purchases',
  costsOptions: { first: 'First', min: 'Lowest', average: 'Average', max: 'Highest', last: 'Last' },
  noCosts: 'No purchase recorded yet.',
  selectedWarehouseIsdDuplicate: 'This warehouse is already chosen.',
};
