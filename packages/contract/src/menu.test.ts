import { describe, expect, it } from 'vitest';
import { buildMenu, menuTitleOfPath, type MenuFilter } from './menu.ts';
import { planAllows } from './permissions.ts';

describe('the title of a path the menu opens', () => {
  it('is the menu entry’s own title for one kind of a shared list, and nothing for a plain route', () => {
    expect(menuTitleOfPath('/lead/list')).toBe('menu.leads');
    expect(menuTitleOfPath('/debtor/list')).toBe('menu.debtors');
    expect(menuTitleOfPath('/customer/list')).toBeUndefined();
    expect(menuTitleOfPath('/no/such/page')).toBeUndefined();
  });
});

describe("a screen's plan option", () => {
  const filterOf = (plan: Record<string, string>): MenuFilter => ({
    mayOpen: () => true,
    planOption: (option) => plan[option] === 'active',
    configFlag: () => false,
  });
  const nodes = [{ title: 'menu.settings', children: [{ route: 'SettingIntegrator' as const }, { route: 'logList' as const }] }];
  const names = (plan: Record<string, string>) => buildMenu(nodes, filterOf(plan)).flatMap((item) => item.children ?? []).map((item) => item.name);

  it('hides the screen wherever the menu lists it until the option is active', () => {
    expect(names({})).toEqual(['logList']);
    expect(names({ integratorSystem: 'deactive' })).toEqual(['logList']);
    expect(names({ integratorSystem: 'active' })).toEqual(['SettingIntegrator', 'logList']);
  });

  it('gates the permission of that screen and no other', () => {
    expect(planAllows('SettingIntegrator', {})).toBe(false);
    expect(planAllows('SettingIntegrator', { integratorSystem: 'active' })).toBe(true);
    expect(planAllows('ProductList', {})).toBe(true);
    expect(planAllows('removeProduct', {})).toBe(true);
  });
});
