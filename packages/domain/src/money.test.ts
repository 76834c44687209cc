import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absMoney,
  addMoney,
  compareMoney,
  isMoney,
  isZeroMoney,
  moneyFractionDigits,
  MoneyFormatError,
  multiplyMoney,
  negateMoney,
  parseMoney,
  roundMoney,
  subtractMoney,
  sumMoney,
} from './money.ts';
import { decimalString } from './money-arbitrary.ts';

const CANONICAL = /^(0|-?(0|[1-9]\d*)(\.\d*[1-9])?)$/;

describe('parseMoney', () => {
  it.each([
    ['1234.5', '1234.5'],
    ['  -3 ', '-3'],
    ['0', '0'],
    ['-0.000', '0'],
    ['007.50', '7.5'],
    ['1,234,567.89', '1234567.89'],
    ['۱٬۲۳۴٫۵', '1234.5'],
    ['١٬٢٣٤٫٥٠', '1234.5'],
    ['۱،۲۳۴', '1234'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['\u2212۵', '-5'],
    ['\u200E-1,000\u200F', '-1000'],
    ['100000000000000000000000.0001', '100000000000000000000000.0001'],
  ])('reads %j as %j', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each(['', '   ', '-', '.', 'abc', '12a', '1.2.3', '1e5', '+5', '1,5', '12,34', ',123', '1,234,56', '1 234', '--1', '1-'])(
    'rejects %j',
    (input) => {
      expect(() => parseMoney(input)).toThrow(MoneyFormatError);
    },
  );
});

describe('isMoney', () => {
  it('accepts plain decimal strings, including non-canonical ones from the database', () => {
    expect(['0', '-3', '1234.5', '1.5000', '007'].every(isMoney)).toBe(true);
  });

  it('rejects anything else', () => {
    expect(['', '1e3', '1,000', '.5', '5.', '+1', '۱', ' 1', 1, null].some(isMoney)).toBe(false);
  });
});

describe('arithmetic', () => {
  it('is exact beyond the 15 digits of a JS number', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.3');
    expect(addMoney('99999999999999999999999.9999', '0.0001')).toBe('100000000000000000000000');
    expect(subtractMoney('1.5000', '1.5')).toBe('0');
    expect(multiplyMoney('12345678901234567890.1234', '3')).toBe('37037036703703703670.3702');
    expect(multiplyMoney('2.5', '-0.4')).toBe('-1');
  });

  it('compares, negates, takes absolute values and detects zero', () => {
    expect(compareMoney('1.50', '1.5')).toBe(0);
    expect(compareMoney('-2', '1')).toBe(-1);
    expect(compareMoney('100000000000000000000001', '100000000000000000000000')).toBe(1);
    expect(negateMoney('0')).toBe('0');
    expect(negateMoney('-2.5')).toBe('2.5');
    expect(absMoney('-2.5')).toBe('2.5');
    expect(isZeroMoney('-0.000')).toBe(true);
    expect(isZeroMoney('0.001')).toBe(false);
  });

  it('sums a list, and the empty list to 0', () => {
    expect(sumMoney([])).toBe('0');
    expect(sumMoney(['1.1', '2.2', '-3.3'])).toBe('0');
  });

  it('throws MoneyFormatError on a value that is not Money', () => {
    expect(() => addMoney('1,000', '1')).toThrow(MoneyFormatError);
    expect(() => sumMoney(['1', 'x'])).toThrow(MoneyFormatError);
  });

  it('rounds half away from zero', () => {
    expect(roundMoney('2.5', 0)).toBe('3');
    expect(roundMoney('-2.5', 0)).toBe('-3');
    expect(roundMoney('1.005', 2)).toBe('1.01');
    expect(roundMoney('-0.004', 2)).toBe('0');
    expect(roundMoney('1.2', 4)).toBe('1.2');
    expect(() => roundMoney('1', -1)).toThrow(RangeError);
    expect(() => roundMoney('1', 1.5)).toThrow(RangeError);
  });

  it('caps shown fraction digits at 4', () => {
    expect([0, 2, 3, 4, 8].map(moneyFractionDigits)).toEqual([0, 2, 3, 4, 4]);
  });
});

describe('arithmetic properties', () => {
  it('subtracting what was added gives the original (canonicalized) value', () => {
    fc.assert(
      fc.property(decimalString(), decimalString(), (a, b) => {
        expect(subtractMoney(addMoney(a, b), b)).toBe(parseMoney(a));
      }),
    );
  });

  it('sum does not depend on order', () => {
    fc.assert(
      fc.property(fc.array(decimalString(), { maxLength: 20 }), fc.func(fc.integer()), (values, key) => {
        const shuffled = [...values].sort((x, y) => key(x) - key(y));
        expect(sumMoney(shuffled)).toBe(sumMoney(values));
      }),
    );
  });

  it('always returns canonical strings', () => {
    fc.assert(
      fc.property(decimalString(), decimalString(), (a, b) => {
        for (const result of [addMoney(a, b), subtractMoney(a, b), multiplyMoney(a, b), parseMoney(a)]) {
          expect(result).toMatch(CANONICAL);
        }
      }),
    );
  });

  it('agrees with decimal.js, worked to 1,000 digits, to the last digit (the arithmetic is on big integers)', () => {
    const Exact = Decimal.clone({ precision: 1000 });
    const text = (value: Decimal) => (value.isZero() ? '0' : value.toFixed());
    fc.assert(
      fc.property(decimalString(), decimalString(), fc.array(decimalString(), { maxLength: 8 }), (a, b, values) => {
        const [x, y] = [new Exact(a), new Exact(b)];
        expect(addMoney(a, b)).toBe(text(x.plus(y)));
        expect(subtractMoney(a, b)).toBe(text(x.minus(y)));
        expect(multiplyMoney(a, b)).toBe(text(x.times(y)));
        expect(compareMoney(a, b)).toBe(x.comparedTo(y));
        expect(negateMoney(a)).toBe(text(x.negated()));
        expect(absMoney(a)).toBe(text(x.abs()));
        expect(isZeroMoney(a)).toBe(x.isZero());
        expect(sumMoney(values)).toBe(text(values.reduce((total, value) => total.plus(value), new Exact(0))));
      }),
    );
  });
});
