/** The labels of spec 02's status vocabularies (contract: statusVocabularies); every language has these keys. */
export const statusLabelMessages = {
  order: {
    pending: 'در انتظار پرداخت',
    processing: 'در حال پردازش',
    'on-hold': 'در انتظار بررسی',
    completed: 'تکمیل‌شده',
    cancelled: 'لغوشده',
    refunded: 'مسترد شده',
    failed: 'ناموفق',
  },
  taxInvoice: {
    pending: 'در انتظار پاسخ سامانه',
    success: 'ثبت‌شده در سامانه',
    failed: 'رد شده',
  },
  session: {
    done: 'برگزار شد',
    'not-held': 'برگزار نشد',
    cancelled: 'لغو شد',
  },
};
