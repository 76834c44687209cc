import type { Language } from '../languages.ts';
import { fa, type WebMessages } from './fa.ts';

export { fa };

/**
 * A language's catalogue for the web app. Persian, the default, comes with the first screen; each other language is
 * a chunk of its own, loaded when it is shown, so a browser downloads only the strings of the language it shows.
 */
export const webMessagesOf: Record<Language, () => Promise<WebMessages>> = {
  fa: () => Promise.resolve(fa),
  en: async () => (await import('./en.ts')).en,
  ar: async () => (await import('./ar.ts')).ar,
  ku: async () => (await import('./ku.ts')).ku,
};
