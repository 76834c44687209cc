import type { Language } from '@hesab/i18n';
import { webMessages } from '@hesab/i18n/web';
import { createInstance, type TFunction } from 'i18next';

const i18n = createInstance();
void i18n.init({
  resources: Object.fromEntries(Object.entries(webMessages).map(([language, messages]) => [language, { translation: messages }])),
  lng: 'fa',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The app's catalogues without the browser (no stored language): for unit tests of columns and sheets. */
export const translationsIn = (language: Language): TFunction => i18n.getFixedT(language);
