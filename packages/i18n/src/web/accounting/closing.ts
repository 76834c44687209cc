import type { Language } from '../../languages.ts';

/** The year closing screen's strings; every language has the Persian keys. */
const fa = {
  title: '',
};

export const closingMessages: Record<Language, typeof fa> = {
  fa,
  en: { title: '' },
  ar: { title: '' },
  ku: { title: '' },
};
