import { describe, expect, it } from 'vitest';
import type { OpenTab } from './open-tabs-context.ts';
import { openTabLimit, retargetTab, visitTab } from './open-tabs-list.ts';

const page = (pathname: string) => ({ name: 'Dashboard', pathname, search: '' }) as const;

function openInOrder(count: number): OpenTab[] {
  let tabs: OpenTab[] = [];
  for (let index = 1; index <= count; index += 1) tabs = visitTab(tabs, page(`/page/${index}`));
  return tabs;
}

describe('visitTab', () => {
  it('opens a new page at the end and revisits an open one in place', () => {
    const tabs = visitTab(openInOrder(3), { ...page('/page/1'), search: '?page=2' });
    expect(tabs.map((tab) => tab.pathname)).toEqual(['/page/1', '/page/2', '/page/3']);
    expect(tabs[0]?.search).toBe('?page=2');
    expect(tabs[0]?.visited).toBeGreaterThan(tabs[2]?.visited ?? Infinity);
  });

  it(`keeps at most ${openTabLimit} tabs, closing the one untouched longest`, () => {
    const full = openInOrder(openTabLimit);
    // The first page is visited again, so the second is now the oldest untouched.
    const touched = visitTab(full, page('/page/1'));
    const tabs = visitTab(touched, page('/page/new'));
    expect(tabs).toHaveLength(openTabLimit);
    expect(tabs.map((tab) => tab.pathname)).not.toContain('/page/2');
    expect(tabs.map((tab) => tab.pathname)).toContain('/page/1');
    expect(tabs.at(-1)?.pathname).toBe('/page/new');
  });

  it('never closes the page being opened, even at a limit of one', () => {
    const tabs = visitTab(openInOrder(1), page('/page/next'), 1);
    expect(tabs.map((tab) => tab.pathname)).toEqual(['/page/next']);
  });

  it('keeps a record label on a later visit', () => {
    const labelled = retargetTab(visitTab([], page('/product/edit')), '/product/edit', '/product/edit/7', 'پیچ');
    expect(visitTab(labelled, page('/product/edit/7'))[0]?.label).toBe('پیچ');
  });
});

describe('retargetTab', () => {
  it('turns a new form tab into the saved record tab in place', () => {
    const tabs = retargetTab(openInOrder(3), '/page/2', '/page/2/15', 'سند ۱۵');
    expect(tabs.map((tab) => tab.pathname)).toEqual(['/page/1', '/page/2/15', '/page/3']);
    expect(tabs[1]?.label).toBe('سند ۱۵');
  });

  it('drops a tab the record already had', () => {
    const tabs = retargetTab(openInOrder(3), '/page/3', '/page/1', 'x');
    expect(tabs.map((tab) => tab.pathname)).toEqual(['/page/2', '/page/1']);
  });

  it('changes nothing when the form has no tab', () => {
    const tabs = openInOrder(2);
    expect(retargetTab(tabs, '/elsewhere', '/page/9', 'x')).toEqual(tabs);
  });
});
