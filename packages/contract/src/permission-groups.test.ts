import { describe, expect, it } from 'vitest';
import { permissionGroupNames, permissionGroups, permissionNeeds, permissionsNeeding, withNeededPermissions } from './permission-groups.ts';
import { allPermissions } from './permissions.ts';
import { rolePresetNames, rolePresets } from './role-presets.ts';

const grouped: readonly string[] = permissionGroupNames.flatMap((group) => permissionGroups[group]);

describe('the permissions by module', () => {
  it('put every permission a role can hold in exactly one group, and nothing else', () => {
    const counts = new Map<string, number>();
    for (const permission of grouped) counts.set(permission, (counts.get(permission) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
    expect(allPermissions.filter((permission) => !counts.has(permission))).toEqual([]);
    expect(grouped.filter((permission) => !allPermissions.includes(permission))).toEqual([]);
  });
});

describe('what a permission needs', () => {
  it("is its screen's list for an edit screen, and what it declares", () => {
    expect(permissionNeeds('Sell')).toEqual(['SellList']);
    expect(permissionNeeds('Customer')).toEqual(['CustomerList']);
    expect(permissionNeeds('SellList')).toEqual([]);
    expect(permissionNeeds('removeSell')).toEqual(['Sell']);
    expect(permissionNeeds('AccountingDocument')).toEqual(['AccountingList']);
  });

  it('names only permissions a role can hold', () => {
    const unknown = allPermissions.flatMap((permission) => permissionNeeds(permission)).filter((needed) => !allPermissions.includes(needed));
    expect(unknown).toEqual([]);
  });

  it('is followed through: the till brings the sale it writes and the sale its list', () => {
    expect(withNeededPermissions(['SellCasherEdit']).sort()).toEqual(['Sell', 'SellCasher', 'SellCasherEdit', 'SellList']);
    expect(withNeededPermissions(['removeSell', 'profile']).sort()).toEqual(['Sell', 'SellList', 'profile', 'removeSell']);
  });

  it("names what goes with a permission taken away: whatever needs it, directly or through another", () => {
    const held = withNeededPermissions(['SellCasherEdit', 'removeSell', 'PurchaseList']);
    expect(permissionsNeeding('SellList', held).sort()).toEqual(['Sell', 'SellCasher', 'SellCasherEdit', 'removeSell']);
    expect(permissionsNeeding('SellCasher', held)).toEqual(['SellCasherEdit']);
    expect(permissionsNeeding('PurchaseList', held)).toEqual([]);
  });
});

describe('the role presets', () => {
  it.each(rolePresetNames)('%s holds everything its permissions need, and no permission twice', (name) => {
    const preset: readonly string[] = rolePresets[name];
    expect(withNeededPermissions(preset).sort()).toEqual([...preset].sort());
    expect(new Set(preset).size).toBe(preset.length);
  });

  it('give the cashier the till and not the purchases, the accountant the books and not the till', () => {
    const cashier: readonly string[] = rolePresets.cashier;
    const accountant: readonly string[] = rolePresets.accountant;
    expect(cashier).toContain('SellCasher');
    expect(cashier).not.toContain('Purchase');
    expect(accountant).toContain('AccountingDocument');
    expect(accountant).not.toContain('SellCasher');
  });
});
