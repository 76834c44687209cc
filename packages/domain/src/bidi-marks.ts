/**
 * Invisible direction marks (LRM, RLM, ALM, and the isolate/embedding controls)
 * that text copied out of right-to-left interfaces often carries; they would make
 * otherwise valid numbers, dates and codes fail to parse.
 */
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

export function removeBidiMarks(s: string): string {
  return s.replace(BIDI_MARKS, '');
}
