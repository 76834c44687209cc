import type { Language } from '../../languages.ts';

/** The reports screens' strings; every language has the Persian keys. */
const fa = {
  title: '',
};

export const reportsMessages: Record<Language, typeof fa> = {
  fa,
  en: { title: '' },
  ar: { title: '' },
  ku: { title: '' },
};
