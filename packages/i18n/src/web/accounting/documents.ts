import type { Language } from '../../languages.ts';

/** The documents screens' strings; every language has the Persian keys. */
const fa = {
  title: '',
};

export const documentsMessages: Record<Language, typeof fa> = {
  fa,
  en: { title: '' },
  ar: { title: '' },
  ku: { title: '' },
};
