import { describe, expect, it } from 'vitest';
import { grant, revoke } from './permission-changes.ts';

describe('a change to a role’s permissions in the editor', () => {
  it('grants what a ticked permission needs, and names it as brought along', () => {
    expect(grant(['profile'], ['removeSell'])).toEqual({ permissions: ['profile', 'removeSell', 'Sell', 'SellList'], along: ['Sell', 'SellList'] });
    expect(grant(['SellList'], ['Sell'])).toEqual({ permissions: ['SellList', 'Sell'], along: [] });
  });

  it('takes away with an unticked permission whatever needs it, and names what went along', () => {
    const held = ['profile', 'SellList', 'Sell', 'SellCasher', 'PurchaseList'];
    expect(revoke(held, ['SellList'])).toEqual({ permissions: ['profile', 'PurchaseList'], along: ['Sell', 'SellCasher'] });
    expect(revoke(held, ['SellCasher'])).toEqual({ permissions: ['profile', 'SellList', 'Sell', 'PurchaseList'], along: [] });
  });
});
