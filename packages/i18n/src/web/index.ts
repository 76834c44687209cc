import type { Language } from '../languages.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { fa, type WebMessages } from './fa.ts';
import { ku } from './ku.ts';

export type { WebMessages };

/** The web app's catalogues by language. */
export const webMessages: Record<Language, WebMessages> = { fa, en, ar, ku };
