import { formatMoney, localizeDigits } from '@hesab/domain';
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

/** Every server message's key, for a reader that looks among a family of them (the document kinds' names). */
export const serverMessageKeys = Object.keys(en) as readonly ServerMessageKey[];

/** Params a user copies or types back exactly as sent: a code, a link, a username, a reference, a path. */
const verbatim = new Set(['code', 'link', 'username', 'reference', 'path']);
/** Figures that name rather than count, written without thousands separators: a document's number, a year, a date. */
const names = new Set(['number', 'year', 'row', 'sayad', 'date', 'jalali', 'mobile', 'closed', 'opened']);
/** A figure among a message's params: a number, an amount, a date, a mobile as written ("0912 403 3356"). */
const figure = /^[-+]?\d[\d.,/ -]*$/;
const plainNumber = /^-?\d+(\.\d+)?$/;

/** A param as it reads in the message: figures in the language's digits, counts and amounts grouped ("۲۰۰٬۰۰۰٬۰۰۰"). */
function shownParam(language: Language, name: string, value: string | number): string {
  const text = String(value);
  if (verbatim.has(name) || !figure.test(text)) return text;
  if (names.has(name) || !plainNumber.test(text)) return localizeDigits(text, language);
  return formatMoney(text, { precision: text.split('.')[1]?.length ?? 0, language, trimZeros: true });
}

/**
 * The server's message in the user's language, with {{name}} placeholders filled in. Every message a user reads, a
 * success as well as a refusal, writes its figures as the language does.
 */
export function translateServerMessage(
  language: Language,
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? shownParam(language, name, params[name] ?? '') : whole,
  );
}
