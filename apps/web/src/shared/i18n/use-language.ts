import { isLanguage, defaultLanguage, type Language } from '@hesab/i18n';
import { useTranslation } from 'react-i18next';
import { useLatinDigitsInPersian } from '../format/digit-script.ts';
import { directionOf, type Direction } from './i18n.ts';

/**
 * The interface language and direction; re-renders the caller when the language changes, or the digits Persian is
 * written in (the business's setting), since callers localize digits with the language.
 */
export function useLanguage(): { language: Language; direction: Direction } {
  const { i18n } = useTranslation();
  useLatinDigitsInPersian();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return { language, direction: directionOf(language) };
}
