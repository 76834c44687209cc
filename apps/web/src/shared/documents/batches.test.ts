import { describe, expect, it } from 'vitest';
import { batchesOf } from './batches.ts';

describe('bulk commands', () => {
  it('send the chosen ids in order, in batches', () => {
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batchesOf([], 50)).toEqual([]);
  });
});
