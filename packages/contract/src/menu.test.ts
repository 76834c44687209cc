import { describe, expect, it } from 'vitest';
import { menuTitleOfPath } from './menu.ts';

describe('the title of a path the menu opens', () => {
  it('is the menu entry’s own title for one kind of a shared list, and nothing for a plain route', () => {
    expect(menuTitleOfPath('/lead/list')).toBe('menu.leads');
    expect(menuTitleOfPath('/debtor/list')).toBe('menu.debtors');
    expect(menuTitleOfPath('/customer/list')).toBeUndefined();
    expect(menuTitleOfPath('/no/such/page')).toBeUndefined();
  });
});
