import type { Language } from '@hesab/i18n';

/** Each language is listed under its own name, so a reader finds theirs whatever the current language. */
export const languageNames: Record<Language, string> = {
  fa: 'فارسی',
  en: 'English',
  ar: 'العربية',
  ku: 'کوردی',
};
