import type { personScreenMessages as persian } from '../person-screens.ts';

export const personScreenMessages: typeof persian = {
  publicTab: 'المعلومات العامة',
  userTab: 'حساب المستخدم والصلاحيات',
  integratorTab: 'التكامل',
  documentsTab: 'المستندات',
  new: 'شخص جديد',
  list: 'قائمة الأشخاص',
  back: 'رجوع',
  customers: 'العملاء',
  users: 'الموظفون',
  leads: 'العملاء المحتملون',
  debtors: 'المدينون',
  creditors: 'الدائنون',
  statement: 'كشف الحساب',
  addDocuments: 'إضافة مستندات',
  saveBeforeDocuments: 'احفظ الشخص أولاً ثم ارفع مستنداته.',
  remainSms: 'إرسال رسالة برصيد الحساب',
  setDefaultAccount: 'تعيين كحساب افتراضي',
  avatar: 'الصورة',
  attachments: 'المرفقات',
  changeAvatar: 'اختيار صورة',
};
