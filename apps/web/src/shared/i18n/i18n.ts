import { defaultLanguage, isLanguage, isRightToLeft, languages, type Language } from '@hesab/i18n';
import { webMessages } from '@hesab/i18n/web';
import { createInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../api/session-store.ts';

export type Direction = 'rtl' | 'ltr';

export function storedLanguage(): Language | null {
  const value = localStorage.getItem(storageKeys.lang);
  return isLanguage(value) ? value : null;
}

const resources: Resource = Object.fromEntries(
  languages.map((language) => [language, { translation: webMessages[language] }]),
);

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage() ?? defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  interpolation: { escapeValue: false },
  // Resources are bundled, so the first render can translate without waiting.
  initAsync: false,
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

export function directionOf(language: Language): Direction {
  return isRightToLeft(language) ? 'rtl' : 'ltr';
}

/** Switches the interface language (and with it the direction) and remembers the choice. */
export function chooseLanguage(language: Language): void {
  localStorage.setItem(storageKeys.lang, language);
  void i18n.changeLanguage(language);
}
