import type { OpenTab } from './open-tabs-context.ts';

/** More open tabs than this and the one left alone longest closes: a bar of 30 tabs helps nobody find one. */
export const openTabLimit = 12;

/** The next visit stamp: one more than the latest, so the order of visits survives a reload. */
function nextStamp(tabs: readonly OpenTab[]): number {
  return tabs.reduce((latest, tab) => Math.max(latest, tab.visited), 0) + 1;
}

/** Closes the tabs visited longest ago, never `keep`, until no more than `limit` are open. */
function withinLimit(tabs: OpenTab[], keep: string, limit: number): OpenTab[] {
  const open = [...tabs];
  while (open.length > limit) {
    const oldest = open
      .filter((tab) => tab.pathname !== keep)
      .reduce<OpenTab | undefined>((found, tab) => (found === undefined || tab.visited < found.visited ? tab : found), undefined);
    if (!oldest) break;
    open.splice(open.indexOf(oldest), 1);
  }
  return open;
}

/**
 * The tabs after a visit to a page: its tab is stamped (opened at the end when new, in place otherwise, keeping a
 * record's label), and beyond the limit the tab untouched longest closes.
 */
export function visitTab(
  tabs: readonly OpenTab[],
  visit: Omit<OpenTab, 'visited' | 'label'>,
  limit: number = openTabLimit,
): OpenTab[] {
  const visited = nextStamp(tabs);
  const index = tabs.findIndex((tab) => tab.pathname === visit.pathname);
  if (index === -1) return withinLimit([...tabs, { ...visit, visited }], visit.pathname, limit);
  return tabs.map((tab, i) => (i === index ? { ...tab, ...visit, visited } : tab));
}

/**
 * The tab of the page at `from` becomes the page of a record (a new record's form, once saved, becomes that
 * record's form), titled with its label; a tab the record already had gives way to it.
 */
export function retargetTab(tabs: readonly OpenTab[], from: string, to: string, label: string): OpenTab[] {
  const source = tabs.find((tab) => tab.pathname === from);
  if (!source) return [...tabs];
  return tabs
    .filter((tab) => tab.pathname !== to || tab === source)
    .map((tab) => (tab === source ? { ...tab, pathname: to, search: '', label } : tab));
}
