import type { Language } from '../../languages.ts';

/** The coding screens' strings; every language has the Persian keys. */
const fa = {
  title: '',
};

export const codingMessages: Record<Language, typeof fa> = {
  fa,
  en: { title: '' },
  ar: { title: '' },
  ku: { title: '' },
};
