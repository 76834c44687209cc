import { z } from 'zod';
import { chequeDirections, chequeStatuses } from '@hesab/domain';
import { treasuryKinds } from './resources/field.ts';
import { appRoutes, type RouteName } from './routes.ts';
import { isoDate } from './wire-values.ts';

/*
 * `GET dashboard` (issue 20): every card of the dashboard in one answer, on the business's main financial year. A card
 * is there only for a member who may open the report behind it, and carries the link that opens that report.
 */

const routeNames = Object.keys(appRoutes) as [RouteName, ...RouteName[]];

/** A screen of the web app to open: its route (which is also its permission), the path with its id, and the query. */
export const screenLink = z.object({
  route: z.enum(routeNames),
  path: z.string(),
  query: z.record(z.string(), z.string()),
});
export type ScreenLink = z.infer<typeof screenLink>;

/** The path of a route, its id filled in, or without the id where the route's id is optional. */
export function routePath(route: RouteName, id?: number): string {
  const { path } = appRoutes[route];
  return id === undefined ? path.replace(/\/:id\?$/, '') : path.replace(/:id\??$/, String(id));
}

/** The link to a route, on a record (`id`) or another path of the same screen (`path`, one kind of a shared list). */
export function screenLinkTo(route: RouteName, options: { id?: number; path?: string; query?: Record<string, string> } = {}): ScreenLink {
  return { route, path: options.path ?? routePath(route, options.id), query: options.query ?? {} };
}

/** Where a link opens, as the browser's address takes it. */
export function screenHref(link: ScreenLink): string {
  const search = new URLSearchParams(link.query).toString();
  return search ? `${link.path}?${search}` : link.path;
}

/** A path's own segments as a pattern: `:id?` an optional segment, `:id` a required one. */
function pathPattern(path: string): RegExp {
  const segments = path.split('/').filter((segment) => segment !== '');
  const parts = segments.map((segment) => {
    if (segment.endsWith('?')) return '(?:/[^/]+)?';
    if (segment.startsWith(':')) return '/[^/]+';
    return `/${segment.replace(/[.*+^${}()|[\]\\]/g, '\\$&')}`;
  });
  return new RegExp(`^${parts.join('')}/?$`);
}

let routePatterns: { route: RouteName; pattern: RegExp }[] | undefined;

/** Every path and alias of every route as a pattern, made on first use (the web, which never asks, never makes them). */
function patternsOfRoutes(): { route: RouteName; pattern: RegExp }[] {
  routePatterns ??= (Object.keys(appRoutes) as RouteName[]).flatMap((route) => {
    const { path, aliases = [] }: { path: string; aliases?: readonly string[] } = appRoutes[route];
    return [path, ...aliases].map((each) => ({ route, pattern: pathPattern(each) }));
  });
  return routePatterns;
}

/**
 * The screen an address of the app opens (a shortcut's target, `/sell/list?from=…`), with its path and query as given;
 * undefined for anything else: another site, a path no route serves.
 */
export function screenLinkOfAddress(address: string): ScreenLink | undefined {
  if (!address.startsWith('/') || address.startsWith('//')) return undefined;
  const [path = '', search = ''] = address.split('?', 2);
  const found = patternsOfRoutes().find(({ pattern }) => pattern.test(path));
  return found ? { route: found.route, path, query: Object.fromEntries(new URLSearchParams(search)) } : undefined;
}

const amount = z.string();
const id = z.number().int();

/** A Jalali month of the main year, its days inside the year. */
export const dashboardMonth = z.object({ year: z.number().int(), month: z.number().int().min(1).max(12), from: isoDate, to: isoDate });
export type DashboardMonth = z.infer<typeof dashboardMonth>;

/** Amounts per month (in the order of the answer's `months`), their total, and the list they sum. */
export const monthlyAmounts = z.object({ byMonth: z.array(amount), total: amount, report: screenLink });
export type MonthlyAmounts = z.infer<typeof monthlyAmounts>;

/** The profit and loss per month: income, expenses and their difference, from the ledger's income and expense accounts. */
export const monthlyProfit = z.object({
  income: z.array(amount),
  expenses: z.array(amount),
  profit: z.array(amount),
  total: z.object({ income: amount, expenses: amount, profit: amount }),
  report: screenLink,
});
export type MonthlyProfit = z.infer<typeof monthlyProfit>;

/** A bank account, cash box or petty cash fund with its balance, and its turnover where the member may open it. */
export const treasuryBalance = z.object({ kind: z.enum(treasuryKinds), id, name: z.string(), balance: amount, report: screenLink.nullable() });
export type TreasuryBalance = z.infer<typeof treasuryBalance>;

/** The balances of the kinds of treasury account the member may list: each account, each kind's total, and all. */
export const treasuryCard = z.object({
  accounts: z.array(treasuryBalance),
  kinds: z.array(z.object({ kind: z.enum(treasuryKinds), total: amount, report: screenLink })),
  total: amount,
  report: screenLink,
});
export type TreasuryCard = z.infer<typeof treasuryCard>;

/** A person and what they owe (receivables) or are owed (payables), as a positive amount. */
export const partyBalance = z.object({ id, name: z.string(), balance: amount, report: screenLink.nullable() });
export type PartyBalance = z.infer<typeof partyBalance>;

/** The ten persons owing (or owed) the most, how many do, and what they owe together. */
export const partiesCard = z.object({ persons: z.array(partyBalance), count: z.number().int(), total: amount, report: screenLink });
export type PartiesCard = z.infer<typeof partiesCard>;

/** A cheque not yet cleared, due in the card's days. */
export const dueCheque = z.object({
  id,
  serial: z.string().nullable(),
  person: z.string().nullable(),
  amount,
  due: isoDate,
  status: z.enum(chequeStatuses),
  report: screenLink.nullable(),
});
export type DueCheque = z.infer<typeof dueCheque>;

/** One direction's cheques due: the first few by due date, how many there are, and their sum. */
export const dueCheques = z.object({
  direction: z.enum(chequeDirections),
  cheques: z.array(dueCheque),
  count: z.number().int(),
  total: amount,
  report: screenLink,
});
export type DueCheques = z.infer<typeof dueCheques>;

/** A good whose stock over every warehouse is below its order point. */
export const lowStockProduct = z.object({ id, name: z.string(), code: z.string(), stock: amount, orderPoint: amount, report: screenLink });
export type LowStockProduct = z.infer<typeof lowStockProduct>;

/** A product among the year's best sellers: what was sold less what came back, in base units and in money. */
export const bestSeller = z.object({ id, name: z.string(), quantity: amount, amount, report: screenLink.nullable() });
export type BestSeller = z.infer<typeof bestSeller>;

/** A bookmarked screen (`menuBookmark`) as the top bar shows it. */
export const dashboardBookmark = z.object({ title: z.string(), icon: z.string(), report: screenLink });
export type DashboardBookmark = z.infer<typeof dashboardBookmark>;

/** A shortcut page (`POST shortcut`): its target where that is a screen the member may open, else its own form. */
export const dashboardShortcut = z.object({ id, title: z.string(), icon: z.string().nullable(), color: z.string().nullable(), report: screenLink.nullable() });
export type DashboardShortcut = z.infer<typeof dashboardShortcut>;

/** `GET dashboard`: the cards of the main year; a card the member may not open the report of is left out. */
export const dashboardResponse = z.object({
  year: z.object({ id, name: z.string(), startDate: isoDate, endDate: isoDate }),
  /** the business's today, in its time zone */
  today: isoDate,
  months: z.array(dashboardMonth),
  sales: monthlyAmounts.optional(),
  purchases: monthlyAmounts.optional(),
  profit: monthlyProfit.optional(),
  treasury: treasuryCard.optional(),
  receivables: partiesCard.optional(),
  payables: partiesCard.optional(),
  /** received and paid cheques not cleared, due from today to a week ahead: the directions the member may list */
  cheques: z.object({ from: isoDate, to: isoDate, directions: z.array(dueCheques) }).optional(),
  lowStock: z.object({ products: z.array(lowStockProduct), count: z.number().int(), report: screenLink }).optional(),
  bestSellers: z.object({ products: z.array(bestSeller), report: screenLink }).optional(),
  bookmarks: z.array(dashboardBookmark),
  shortcuts: z.object({ pages: z.array(dashboardShortcut), report: screenLink }).optional(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
