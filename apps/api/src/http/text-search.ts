import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toLatinDigits } from '@hesab/domain';

/** Arabic ye and kaf are folded into the Persian letters on both sides, so a search finds either spelling. */
const arabicLetters = 'يك';
const persianLetters = 'یک';

/** A text as searches compare it: Latin digits, Persian ye and kaf, lower case. */
export function foldedForSearch(text: string): string {
  return toLatinDigits(text).replace(/ي/g, 'ی').replace(/ك/g, 'ک').toLowerCase();
}

/** A free-text search over columns: case-insensitive, digits in any script, LIKE wildcards taken literally. */
export function textSearch(columns: readonly (PgColumn | SQL)[], term: string): SQL | undefined {
  const folded = foldedForSearch(term);
  const pattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(sql`translate(${column}::text, ${arabicLetters}, ${persianLetters})`, pattern)));
}
