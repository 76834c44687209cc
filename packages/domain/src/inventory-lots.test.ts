import { describe, expect, it } from 'vitest';
import { allocateLots, remainingLots } from './inventory-lots.ts';

const lot = (batch: string | null, expire: string | null, quantity: string) => ({ batch, expire, quantity });

describe('remainingLots', () => {
  it('takes issues naming no lot from the lots that expire first, then from those of no date', () => {
    const moves = [lot('B', '2026-06-01', '5'), lot('A', '2026-04-01', '5'), lot('C', null, '5'), lot(null, null, '4'), lot(null, null, '-7')];
    expect(remainingLots(moves)).toEqual([lot('B', '2026-06-01', '3'), lot('C', null, '5')]);
  });

  it('takes an issue naming a lot from that lot only', () => {
    const moves = [lot('A', '2026-04-01', '5'), lot('B', '2026-06-01', '5'), lot('B', '2026-06-01', '-4'), lot(null, null, '-2')];
    expect(remainingLots(moves)).toEqual([lot('A', '2026-04-01', '3'), lot('B', '2026-06-01', '1')]);
  });
});

describe('allocateLots', () => {
  it('gives an issue the first expiring lots, and what no lot holds as goods of no lot', () => {
    const lots = [lot('A', '2026-04-01', '2'), lot('B', '2026-06-01', '3')];
    expect(allocateLots(lots, '4')).toEqual([lot('A', '2026-04-01', '2'), lot('B', '2026-06-01', '2')]);
    expect(allocateLots(lots, '3')).toEqual([lot('B', '2026-06-01', '1'), lot(null, null, '2')]);
  });

  it('takes a named batch from that batch alone', () => {
    const lots = [lot('A', '2026-04-01', '2'), lot('B', '2026-06-01', '3')];
    expect(allocateLots(lots, '1', 'B')).toEqual([lot('B', '2026-06-01', '1')]);
    expect(lots).toEqual([lot('A', '2026-04-01', '2'), lot('B', '2026-06-01', '2')]);
  });
});
