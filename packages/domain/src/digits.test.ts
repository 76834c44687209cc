import { afterEach, describe, expect, it } from 'vitest';
import { formatJalaliLong } from './jalali-format.ts';
import { formatMoney } from './money-format.ts';
import { decideLatinDigitsInPersian, digitScriptOf, localizeDigits, localizeTextDigits, toArabicIndicDigits, toLatinDigits, toPersianDigits } from './digits.ts';

describe('toLatinDigits', () => {
  it('converts Persian and Arabic-Indic digits', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('turns the Arabic decimal separator into a point and drops thousands separators between digits', () => {
    expect(toLatinDigits('۱٬۲۳۴٬۵۶۷٫۸۹')).toBe('1234567.89');
    expect(toLatinDigits('۱،۲۳۴')).toBe('1234');
  });

  it('keeps a Persian comma that is punctuation', () => {
    expect(toLatinDigits('سلام، دنیا')).toBe('سلام، دنیا');
    expect(toLatinDigits('۱، ۲')).toBe('1، 2');
  });
});

describe('toPersianDigits / toArabicIndicDigits', () => {
  it('converts from any script and leaves other characters alone', () => {
    expect(toPersianDigits('1403/12/30 ٤٥٦')).toBe('۱۴۰۳/۱۲/۳۰ ۴۵۶');
    expect(toArabicIndicDigits('1.5 ۴۵۶')).toBe('١.٥ ٤٥٦');
  });
});

describe('localizeDigits', () => {
  it('uses Persian digits for fa, Arabic-Indic for ar and ku, Latin for en', () => {
    expect(localizeDigits('1,234', 'fa')).toBe('۱,۲۳۴');
    expect(localizeDigits('456', 'ar')).toBe('٤٥٦');
    expect(localizeDigits('456', 'ku')).toBe('٤٥٦');
    expect(localizeDigits('۴۵۶٫٧', 'en')).toBe('456٫7');
  });
});

describe('Latin digits in Persian (the business setting iranSansEnNum)', () => {
  afterEach(() => decideLatinDigitsInPersian(() => false));

  it('writes Persian figures in Latin digits while the source says so, and Persian digits again after', () => {
    let on = true;
    decideLatinDigitsInPersian(() => on);
    expect(digitScriptOf('fa')).toBe('latin');
    expect(localizeDigits('۱۴۰۵/۰۹/۱۱', 'fa')).toBe('1405/09/11');
    expect(localizeTextDigits('سال مالی ۱۴۰۵', 'fa')).toBe('سال مالی 1405');
    on = false;
    expect(digitScriptOf('fa')).toBe('persian');
    expect(localizeDigits('1405', 'fa')).toBe('۱۴۰۵');
  });

  it('leaves Arabic and Kurdish in their own digits', () => {
    decideLatinDigitsInPersian(() => true);
    expect(digitScriptOf('ar')).toBe('arabic-indic');
    expect(localizeDigits('456', 'ar')).toBe('٤٥٦');
    expect(localizeDigits('456', 'ku')).toBe('٤٥٦');
  });

  it('groups a Persian amount with Latin separators, and writes long dates in Latin digits', () => {
    decideLatinDigitsInPersian(() => true);
    expect(formatMoney('1234567.5', { precision: 1, language: 'fa' })).toBe('1,234,567.5');
    expect(formatJalaliLong('2025-03-22')).toBe('شنبه 2 فروردین 1404');
    decideLatinDigitsInPersian(() => false);
    expect(formatMoney('1234567.5', { precision: 1, language: 'fa' })).toBe('۱٬۲۳۴٬۵۶۷٫۵');
    expect(formatJalaliLong('2025-03-22')).toBe('شنبه ۲ فروردین ۱۴۰۴');
  });
});

describe('localizeTextDigits', () => {
  it('writes codes, national codes, mobiles and year names in the language digits', () => {
    expect(localizeTextDigits('1234567890', 'fa')).toBe('۱۲۳۴۵۶۷۸۹۰');
    expect(localizeTextDigits('0912 123 4567', 'fa')).toBe('۰۹۱۲ ۱۲۳ ۴۵۶۷');
    expect(localizeTextDigits('سال مالی 1405', 'fa')).toBe('سال مالی ۱۴۰۵');
    expect(localizeTextDigits('1405', 'ar')).toBe('١٤٠٥');
  });

  it('leaves the digits of a text with Latin letters as typed', () => {
    expect(localizeTextDigits('admin1', 'fa')).toBe('admin1');
    expect(localizeTextDigits('AB-12', 'fa')).toBe('AB-12');
  });

  it('writes Latin digits in English', () => {
    expect(localizeTextDigits('۱۴۰۵', 'en')).toBe('1405');
  });
});
