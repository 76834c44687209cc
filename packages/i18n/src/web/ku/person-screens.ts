import type { personScreenMessages as persian } from '../person-screens.ts';

export const personScreenMessages: typeof persian = {
  publicTab: 'زانیاریی گشتی',
  userTab: 'هەژماری بەکارهێنەر و دەسەڵات',
  integratorTab: 'یەکخستن',
  documentsTab: 'بەڵگەنامەکان',
  new: 'کەسی نوێ',
  list: 'لیستی کەسەکان',
  back: 'گەڕانەوە',
  customers: 'کڕیاران',
  users: 'کارمەندان',
  leads: 'کڕیارە ئەگەرییەکان',
  debtors: 'قەرزداران',
  creditors: 'خاوەن قەرزەکان',
  statement: 'کەشفی حساب',
  addDocuments: 'زیادکردنی بەڵگەنامە',
  saveBeforeDocuments: 'سەرەتا کەسەکە پاشەکەوت بکە، پاشان بەڵگەنامەکانی باربکە.',
  remainSms: 'ناردنی نامەی ماوەی حساب',
  setDefaultAccount: 'کردن بە هەژماری بنەڕەت',
  avatar: 'وێنە',
  attachments: 'هاوپێچەکان',
  changeAvatar: 'هەڵبژاردنی وێنە',
};
