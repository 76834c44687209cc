import { isLanguage, defaultLanguage, type Language } from '@hesab/i18n';
import { useTranslation } from 'react-i18next';
import { directionOf, type Direction } from './i18n.ts';

/** The interface language and direction; re-renders the caller when the language changes. */
export function useLanguage(): { language: Language; direction: Direction } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return { language, direction: directionOf(language) };
}
