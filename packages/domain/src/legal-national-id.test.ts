import { describe, expect, it } from 'vitest';
import { isValidLegalNationalId, normalizeLegalNationalId } from './legal-national-id.ts';

describe('a legal person’s national id (شناسه ملی)', () => {
  it.each(['10380284790', '10100387143', '77111986110', '18061055669', '15292247120', '42118547230', '27388385445'])(
    'accepts %j',
    (id) => {
      expect(normalizeLegalNationalId(id)).toBe(id);
    },
  );

  it('reads any digit script, spaces and dashes', () => {
    expect(normalizeLegalNationalId('۱۰۳۸۰۲۸۴۷۹۰')).toBe('10380284790');
    expect(normalizeLegalNationalId('١٠٣٨٠٢٨٤٧٩٠')).toBe('10380284790');
    expect(normalizeLegalNationalId('103-8028-4790')).toBe('10380284790');
  });

  it.each(['10380284791', '10380284792', '10380285692', '09748208301', '11111111111', '12300000002', '1038028479', '103802847900', '123000000', '1038028479a', ''])(
    'refuses %j',
    (id) => {
      expect(normalizeLegalNationalId(id)).toBeNull();
      expect(isValidLegalNationalId(id)).toBe(false);
    },
  );

  it('is not a natural person’s 10-digit national code', () => {
    expect(isValidLegalNationalId('0499370899')).toBe(false);
  });
});
