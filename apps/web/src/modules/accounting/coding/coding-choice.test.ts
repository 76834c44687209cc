import { describe, expect, it } from 'vitest';
import { readChoice, writeChoice } from './coding-choice.ts';

describe('the coding screen choice in the URL', () => {
  it('reads back what it wrote', () => {
    const choice = { group: 1, total: 4, given: 9 };
    expect(readChoice(writeChoice(choice))).toEqual(choice);
    expect(writeChoice({ group: null, total: null, given: null }).toString()).toBe('');
  });

  it('drops a choice whose parent is missing or not an id', () => {
    expect(readChoice(new URLSearchParams('total=4&given=9'))).toEqual({ group: null, total: null, given: null });
    expect(readChoice(new URLSearchParams('group=2&total=x&given=9'))).toEqual({ group: 2, total: null, given: null });
    expect(writeChoice({ group: null, total: 4, given: 9 }).toString()).toBe('');
  });
});
