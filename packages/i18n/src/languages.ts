/** The interface languages of the product; Persian is the default. */
export const languages = ['fa', 'en', 'ar', 'ku'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fa';

/** Persian, Arabic and (Sorani) Kurdish are written right to left. */
export function isRightToLeft(language: Language): boolean {
  return language !== 'en';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header, or the default. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLanguage(tag)) return tag;
  }
  return defaultLanguage;
}
