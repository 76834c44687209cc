import { describe, expect, it } from 'vitest';
import { isValidSheba, normalizeSheba } from './sheba.ts';

describe('sheba', () => {
  it('accepts a valid Sheba with spaces, any case and any digit script', () => {
    expect(normalizeSheba('IR820540102680020817909002')).toBe('IR820540102680020817909002');
    expect(normalizeSheba('ir82 0540 1026 8002 0817 9090 02')).toBe('IR820540102680020817909002');
    expect(normalizeSheba('IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲')).toBe('IR820540102680020817909002');
    expect(isValidSheba('IR062960000000100324200001')).toBe(true);
  });

  it('rejects a wrong digit, a wrong length or a missing IR', () => {
    expect(isValidSheba('IR820540102680020817909003')).toBe(false);
    expect(isValidSheba('IR280540102680020817909002')).toBe(false);
    expect(isValidSheba('IR82054010268002081790900')).toBe(false);
    expect(isValidSheba('820540102680020817909002')).toBe(false);
    expect(isValidSheba('DE820540102680020817909002')).toBe(false);
  });
});
