import { describe, expect, it } from 'vitest';
import { stockShortages } from './stock-shortage.ts';

describe('the goods short of stock', () => {
  const has = (stock: Record<string, string | null>) => (place: string) => stock[place] ?? '0';

  it('sums what is wanted of a place before comparing, and names only the places wanting more than they have', () => {
    const wanted = [
      { place: 'water', name: 'Water', quantity: '6' },
      { place: 'bread', name: 'Bread', quantity: '2' },
      { place: 'water', name: 'Water', quantity: '4.5' },
    ];
    expect(stockShortages(wanted, has({ water: '10', bread: '2' }))).toEqual([{ place: 'water', name: 'Water', available: '10' }]);
    expect(stockShortages(wanted, has({ water: '10.5', bread: '2' }))).toEqual([]);
  });

  it('takes none available as a shortage and no limit (a service) as none', () => {
    expect(stockShortages([{ place: 'gone', name: 'Gone', quantity: '1' }], has({}))).toEqual([{ place: 'gone', name: 'Gone', available: '0' }]);
    expect(stockShortages([{ place: 'repair', name: 'Repair', quantity: '99' }], () => null)).toEqual([]);
  });

  it('reports what is available when it is already below zero', () => {
    expect(stockShortages([{ place: 'water', name: 'Water', quantity: '1' }], has({ water: '-2' }))).toEqual([{ place: 'water', name: 'Water', available: '-2' }]);
  });
});
