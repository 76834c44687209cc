import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words.ts';

describe('an amount in words', () => {
  it('reads Persian groups joined by "و", with the teens and hundreds of their own', () => {
    expect(amountInWords('0', 'fa')).toBe('صفر');
    expect(amountInWords('15', 'fa')).toBe('پانزده');
    expect(amountInWords('121', 'fa')).toBe('یکصد و بیست و یک');
    expect(amountInWords('1200000', 'fa')).toBe('یک میلیون و دویست هزار');
    expect(amountInWords('55000', 'fa')).toBe('پنجاه و پنج هزار');
    expect(amountInWords('2000000017', 'fa')).toBe('دو میلیارد و هفده');
  });

  it('reads English with hyphenated tens and scale words', () => {
    expect(amountInWords('0', 'en')).toBe('zero');
    expect(amountInWords('326000', 'en')).toBe('three hundred twenty-six thousand');
    expect(amountInWords('1000019', 'en')).toBe('one million nineteen');
  });

  it('leaves the fraction to the figures and says a minus', () => {
    expect(amountInWords('12.75', 'fa')).toBe('دوازده');
    expect(amountInWords('-40', 'en')).toBe('minus forty');
  });
});
