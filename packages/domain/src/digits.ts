/** Languages whose digits the product renders: Persian digits for fa, Arabic-Indic for ar and ku. */
export type DigitLanguage = 'fa' | 'en' | 'ar' | 'ku';

const LATIN_ZERO = 0x30;
const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

const NON_LATIN_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;
/** Arabic thousands separator and Persian comma, only when they sit between two digits. */
const GROUP_SEPARATOR_BETWEEN_DIGITS = /(\d)[\u066C\u060C](?=\d)/g;

/** Converts Persian and Arabic-Indic digits to ASCII, touching nothing else. */
function latinizeDigits(s: string): string {
  return s.replace(NON_LATIN_DIGIT, (d) => {
    const code = d.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String.fromCharCode(LATIN_ZERO + code - zero);
  });
}

function digitsFrom(s: string, zero: number): string {
  return latinizeDigits(s).replace(/[0-9]/g, (d) => String.fromCharCode(zero + d.charCodeAt(0) - LATIN_ZERO));
}

/**
 * Converts Persian and Arabic-Indic digits to ASCII, the Arabic decimal
 * separator (٫) to '.', and drops ٬ and ، used as thousands separators.
 * The two separators are dropped only between digits, so a Persian comma in
 * ordinary text ("سلام، دنیا") survives.
 */
export function toLatinDigits(s: string): string {
  return latinizeDigits(s).replace(/\u066B/g, '.').replace(GROUP_SEPARATOR_BETWEEN_DIGITS, '$1');
}

/** Converts Latin and Arabic-Indic digits to Persian digits (۰-۹); nothing else changes. */
export function toPersianDigits(s: string): string {
  return digitsFrom(s, PERSIAN_ZERO);
}

/** Converts Latin and Persian digits to Arabic-Indic digits (٠-٩); nothing else changes. */
export function toArabicIndicDigits(s: string): string {
  return digitsFrom(s, ARABIC_INDIC_ZERO);
}

/** The digits a language's figures are written in. */
export type DigitScript = 'persian' | 'arabic-indic' | 'latin';

/**
 * Whether Persian is written with Latin digits here and now: a business may choose it (its iranSansEnNum setting,
 * "Latin digits in the Persian font"). The web app, working in one business at a time, answers from that business's
 * setting; the server answers from the business of the request it is serving. Persian digits until one is set.
 */
let latinDigitsInPersian: () => boolean = () => false;

/** Decides, for every figure the product writes from now on, whether Persian takes Latin digits (see above). */
export function decideLatinDigitsInPersian(source: () => boolean): void {
  latinDigitsInPersian = source;
}

/** The digits a language writes its figures in, the business's choice for Persian included. */
export function digitScriptOf(language: DigitLanguage): DigitScript {
  switch (language) {
    case 'fa':
      return latinDigitsInPersian() ? 'latin' : 'persian';
    case 'ar':
    case 'ku':
      return 'arabic-indic';
    case 'en':
      return 'latin';
  }
}

/** Renders every digit of s in the script of the language; separators are left alone. */
export function localizeDigits(s: string, language: DigitLanguage): string {
  switch (digitScriptOf(language)) {
    case 'persian':
      return toPersianDigits(s);
    case 'arabic-indic':
      return toArabicIndicDigits(s);
    case 'latin':
      return latinizeDigits(s);
  }
}

const LATIN_LETTER = /[A-Za-z]/;

/**
 * The digits of a stored text as the language writes them: a code, a barcode, a national code, a mobile or a
 * year's name ("سال مالی 1405") takes the language's digits, but a text with Latin letters in it (a username, an
 * SKU such as "AB-12", an email) keeps its digits as typed, since mixed scripts would misread.
 */
export function localizeTextDigits(s: string, language: DigitLanguage): string {
  return LATIN_LETTER.test(s) ? s : localizeDigits(s, language);
}
