import { describe, expect, it } from 'vitest';
import { contactLine, listMaxHeight, remainColor, splitChips } from './picker-display.ts';

describe('the chips of a multiple picker', () => {
  it('shows two, then counts the rest', () => {
    expect(splitChips(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], hidden: 2 });
    expect(splitChips(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: 0 });
    expect(splitChips([])).toEqual({ shown: [], hidden: 0 });
  });
});

describe('the colour of a row by its remain', () => {
  it('is red above zero, green below, primary at zero or without a balance', () => {
    expect(remainColor('1500.25')).toBe('error.main');
    expect(remainColor('-0.01')).toBe('success.main');
    expect(remainColor('0')).toBe('primary.main');
    expect(remainColor('0.000')).toBe('primary.main');
    expect(remainColor(null)).toBe('primary.main');
    expect(remainColor('not a number')).toBe('primary.main');
  });
});

describe('the height of the picker list', () => {
  it('is the given height on a wide screen, automatic on a phone or when 0', () => {
    expect(listMaxHeight(200, false)).toBe(200);
    expect(listMaxHeight(200, true)).toBeUndefined();
    expect(listMaxHeight(0, false)).toBeUndefined();
  });
});

describe('the line under a person', () => {
  it('holds its mobile and phone, whichever it has, and is absent for other kinds', () => {
    const ltr = (text: string) => `\u2066${text}\u2069`;
    expect(contactLine({ mobile: '9121234567', phone: '021-44556677' })).toBe(`${ltr('0912 123 4567')} · ${ltr('021-44556677')}`);
    expect(contactLine({ mobile: null, phone: '021-44556677' })).toBe(ltr('021-44556677'));
    expect(contactLine({ mobile: '9121234567', phone: '' })).toBe(ltr('0912 123 4567'));
    expect(contactLine({ mobile: null, phone: null })).toBeNull();
    expect(contactLine({})).toBeNull();
  });
});
