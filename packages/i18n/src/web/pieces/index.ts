import type { Language } from '../../languages.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { fa, type PiecesMessages } from './fa.ts';
import { ku } from './ku.ts';

export type { PiecesMessages };

/** The shared pieces' strings by language, to be merged into the web app's `translation` namespace. */
export const piecesCatalogues: Record<Language, PiecesMessages> = { fa, en, ar, ku };
