import type { PanelListing } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { confirmedListings, listingsOf, withStatus } from './panel-listings.ts';

const row = { code: 'DK-1', variant: 'V-1', status: 'active' } as const;
const first: PanelListing = { panel: 1, panel_name: 'اصلی', rows: [row] };
const second: PanelListing = { panel: 2, panel_name: 'دوم', rows: [] };

describe('the panel flow', () => {
  it('adds a confirmed panel with rows, and an add without rows changes nothing', () => {
    expect(confirmedListings([first], second, [row], true)).toEqual([first, { ...second, rows: [row] }]);
    expect(confirmedListings([first], second, [], true)).toEqual([first]);
  });

  it('replaces the rows of an edited panel, and removes it when none remain', () => {
    const changed = { ...row, code: 'DK-2' };
    expect(confirmedListings([first], first, [changed], false)).toEqual([{ ...first, rows: [changed] }]);
    expect(confirmedListings([first], first, [], false)).toEqual([]);
  });

  it('sets every row active or deactive', () => {
    expect(withStatus([row, { ...row, code: 'DK-2' }], 'deactive').map((r) => r.status)).toEqual(['deactive', 'deactive']);
  });

  it('reads the spec’s single empty value as no panels', () => {
    expect(listingsOf([''])).toEqual([]);
    expect(listingsOf([first])).toEqual([first]);
  });
});
