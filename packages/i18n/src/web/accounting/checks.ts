/** The document checks' strings (conflicting documents, document numbering); every language has the Persian keys. */
export const checksMessages = {
  number: 'شماره سند',
  date: 'تاریخ',
  description: 'شرح',
  problem: 'مغایرت',
  account: 'حساب',
  problems: {
    'inactive-account': 'حساب معین غیرفعال شده است',
    'inactive-detail': 'حساب تفصیلی غیرفعال شده است',
    'missing-detail': 'حساب تفصیلی دیگر وجود ندارد',
    'outside-year': 'تاریخ سند خارج از بازه سال مالی است',
  },
  conflictingHint: 'اسنادی از سال مالی جاری که پس از ثبت با قاعده‌ای مغایر شده‌اند. F5 دوباره بررسی می‌کند.',
  noConflicts: 'هیچ سند مغایری پیدا نشد.',
  numberingHint:
    'اسناد موقت سال مالی به ترتیب تاریخ و پس از آخرین سند دائم دوباره شماره می‌خورند. شماره اسناد دائم، که چاپ شده‌اند، تغییر نمی‌کند.',
  temporaryCount: '{{n}} سند موقت شماره‌گذاری می‌شود.',
  nothingToNumber: 'سند موقتی برای شماره‌گذاری نیست.',
  numberingConfirm: '{{n}} سند موقت به ترتیب تاریخ دوباره شماره‌گذاری شود؟',
  renumber: 'شماره‌گذاری اسناد',
  renumbered: 'شماره {{n}} سند تغییر کرد.',
};
