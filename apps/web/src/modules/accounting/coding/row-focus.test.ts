import { describe, expect, it } from 'vitest';
import { isMovingKey, nextRowIndex } from './row-focus.ts';

describe('moving between the rows of a card', () => {
  it('steps with the arrows and stops at the ends', () => {
    expect(nextRowIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextRowIndex('ArrowDown', 1, 3)).toBe(2);
    expect(nextRowIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextRowIndex('ArrowUp', -1, 3)).toBe(2);
    expect(nextRowIndex('ArrowUp', 0, 3)).toBe(0);
  });

  it('jumps with Home and End, and has nowhere to go without rows', () => {
    expect(nextRowIndex('Home', 2, 3)).toBe(0);
    expect(nextRowIndex('End', 0, 3)).toBe(2);
    expect(nextRowIndex('ArrowDown', -1, 0)).toBeNull();
    expect(isMovingKey('Enter')).toBe(false);
  });
});
