import { defaultLanguage, isLanguage, isRightToLeft, languages, type Language } from '@hesab/i18n';
import { fa, webMessagesOf } from '@hesab/i18n/web/load';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../api/session-store.ts';

export type Direction = 'rtl' | 'ltr';

export function storedLanguage(): Language | null {
  const value = localStorage.getItem(storageKeys.lang);
  return isLanguage(value) ? value : null;
}

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources: { [defaultLanguage]: { translation: fa } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  interpolation: { escapeValue: false },
  // Persian is bundled, so a first render in it can translate without waiting.
  initAsync: false,
});

/** Shows `language`, its catalogue loaded first where it is not yet (each language but Persian is a chunk of its own). */
async function show(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', await webMessagesOf[language]());
  await i18n.changeLanguage(language);
}

/**
 * The stored language shown: the first render waits for it, so a screen never flashes in Persian first. Where its
 * catalogue cannot load (offline before the app was ever cached), the app opens in Persian.
 */
export const languageReady: Promise<void> = show(storedLanguage() ?? defaultLanguage).catch(() => undefined);

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

export function directionOf(language: Language): Direction {
  return isRightToLeft(language) ? 'rtl' : 'ltr';
}

/** Switches the interface language (and with it the direction) and remembers the choice. */
export function chooseLanguage(language: Language): void {
  localStorage.setItem(storageKeys.lang, language);
  void show(language);
}
