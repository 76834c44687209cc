import type { Language } from '../languages.ts';
import { ar } from './ar.ts';
import { en, type ServerMessageKey } from './en.ts';
import { fa } from './fa.ts';
import { ku } from './ku.ts';

export type { ServerMessageKey };

const catalogues: Record<Language, Record<ServerMessageKey, string>> = { fa, en, ar, ku };

export function isServerMessageKey(key: string): key is ServerMessageKey {
  return Object.hasOwn(en, key);
}

/** The server's message in the user's language, with {{name}} placeholders filled in. */
export function translateServerMessage(
  language: Language,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
