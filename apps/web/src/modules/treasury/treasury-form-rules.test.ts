import { describe, expect, it } from 'vitest';
import { treasuryFieldState } from './treasury-form-rules.ts';

const creating = { editing: false, audience: null };
const editing = (initialCheck: boolean) => ({ editing: true, audience: null, record: { initialCheck } });

describe('the treasury account form', () => {
  it('takes an opening balance only in the main year, and keeps it while the server lets it change', () => {
    expect(treasuryFieldState(true)('initial_price', {}, creating)).toEqual({ hidden: false, disabled: false });
    expect(treasuryFieldState(false)('initial_price', {}, creating).hidden).toBe(true);
    expect(treasuryFieldState(true)('initial_price', {}, editing(true))).toEqual({ hidden: false, disabled: false });
    expect(treasuryFieldState(true)('initial_price', {}, editing(false))).toEqual({ hidden: false, disabled: true });
  });

  it('shows a saved account’s balance, never its ledger links', () => {
    const state = treasuryFieldState(true);
    expect(state('balance', {}, creating)).toEqual({ hidden: true });
    expect(state('balance', {}, editing(true))).toEqual({ hidden: false });
    expect(state('detail_id', {}, editing(true))).toEqual({ hidden: true });
    expect(state('initialCheck', {}, editing(true))).toEqual({ hidden: true });
    expect(state('sheba', {}, creating)).toEqual({});
  });
});
