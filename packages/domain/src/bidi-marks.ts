/**
 * Invisible direction marks (LRM, RLM, ALM, and the isolate/embedding controls)
 * that text copied out of right-to-left interfaces often carries; they would make
 * otherwise valid numbers, dates and codes fail to parse.
 */
const BIDI_MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

export function removeBidiMarks(s: string): string {
  return s.replace(BIDI_MARKS, '');
}

const isolateStart = { auto: '\u2068', ltr: '\u2066', rtl: '\u2067' } as const;
const popIsolate = '\u2069';

/**
 * The text as one isolated run (Unicode bidi isolates), so that it keeps its own direction inside a line of the
 * other: "#تاریخ خارج از سال مالی است." after a Latin "error :", or a number in a Persian sentence. 'auto' takes the
 * direction of the text's first strong letter.
 */
export function isolateBidi(text: string, direction: keyof typeof isolateStart = 'auto'): string {
  return `${isolateStart[direction]}${text}${popIsolate}`;
}
