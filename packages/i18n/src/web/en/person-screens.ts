import type { personScreenMessages as persian } from '../person-screens.ts';

export const personScreenMessages: typeof persian = {
  publicTab: 'Public information',
  userTab: 'User account and access',
  integratorTab: 'Integrations',
  documentsTab: 'Documents',
  new: 'New person',
  list: 'People list',
  back: 'Back',
  customers: 'Customers',
  users: 'Staff',
  leads: 'Leads',
  debtors: 'Debtors',
  creditors: 'Creditors',
  statement: 'Statement',
  addDocuments: 'Add documents',
  saveBeforeDocuments: 'Save the person first, then upload their documents.',
  remainSms: 'Text the balance reminder',
  setDefaultAccount: 'Make the default account',
  avatar: 'Picture',
  attachments: 'Attachments',
  changeAvatar: 'Choose a picture',
};
