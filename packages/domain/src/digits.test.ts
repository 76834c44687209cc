import { describe, expect, it } from 'vitest';
import { localizeDigits, localizeTextDigits, toArabicIndicDigits, toLatinDigits, toPersianDigits } from './digits.ts';

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
