import { describe, expect, it } from 'vitest';
import { buildMenu, menuTitleOfPath, menuTree, type MenuFilter } from './menu.ts';
import { allPermissions, planAllows, planOptionOf, planOptions, type MenuItem, type PlanOption } from './permissions.ts';

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

describe('every plan option', () => {
  const everyScreen: MenuFilter = { mayOpen: () => true, planOption: () => true, configFlag: () => true };
  const names = (items: readonly MenuItem[]): string[] => items.flatMap((item) => [...(item.name ? [item.name] : []), ...names(item.children ?? [])]);
  /** The permissions each option gates: its screens (appRoutes) and the feature permissions of spec 01 section 6. */
  const gated = planOptions.map((option) => ({ option, permissions: allPermissions.filter((permission) => planOptionOf(permission) === option) }));

  it('gates its declared screens and features in the menu and the permission check, and nothing else', () => {
    const shown = names(buildMenu(menuTree, everyScreen));
    for (const { option, permissions } of gated) {
      const others = Object.fromEntries(planOptions.filter((each) => each !== option).map((each) => [each, 'active']));
      const menuOff = names(buildMenu(menuTree, { ...everyScreen, planOption: (each) => others[each] === 'active' }));
      expect({ option, off: shown.filter((name) => !menuOff.includes(name)).sort() }).toEqual({ option, off: permissions.filter((name) => shown.includes(name)).sort() });
      for (const permission of permissions) {
        expect({ permission, off: planAllows(permission, others), on: planAllows(permission, { [option]: 'active' }) }).toEqual({ permission, off: false, on: true });
      }
    }
  });

  it('that has a module today gates something', () => {
    const withModule: PlanOption[] = ['documentsSystem', 'lockSystem', 'portalIntegrator', 'woocommerceIntegrator', 'digikalaIntegrator', 'web_service', 'commissionSystem', 'integratorSystem', 'translationSystem', 'learningSystem', 'taxPayerSystem'];
    expect(gated.filter(({ permissions }) => permissions.length > 0).map(({ option }) => option)).toEqual(withModule);
    expect(planOptionOf('documents')).toBe('documentsSystem');
    expect(planOptionOf('lockDocuments')).toBe('lockSystem');
  });
});
