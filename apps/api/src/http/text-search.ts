import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toLatinDigits } from '@hesab/domain';

/** Arabic ye and kaf are folded into the Persian letters on both sides, so a search finds either spelling. */
const arabicLetters = 'يك';
const persianLetters = 'یک';

/** A free-text search over columns: case-insensitive, digits in any script, LIKE wildcards taken literally. */
export function textSearch(columns: readonly (PgColumn | SQL)[], term: string): SQL | undefined {
  const folded = toLatinDigits(term).replace(/ي/g, 'ی').replace(/ك/g, 'ک');
  const pattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(sql`translate(${column}::text, ${arabicLetters}, ${persianLetters})`, pattern)));
}
