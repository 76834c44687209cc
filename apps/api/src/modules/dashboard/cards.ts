import {
  alwaysAllowedRoutes,
  chequeDirections,
  screenLinkOfAddress,
  screenLinkTo,
  treasuryKinds,
  type DashboardBookmark,
  type DashboardMonth,
  type DashboardResponse,
  type DueCheques,
  type InvoiceType,
  type MonthlyAmounts,
  type MonthlyProfit,
  type PartiesCard,
  type RouteName,
  type TreasuryCard,
  type TreasuryKind,
} from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { compareMoney, subtractMoney, sumMoney } from '@hesab/domain';
import { memberMay } from '../../http/access.ts';
import { planAllowsAccess } from '../../http/plan-access.ts';
import { profitAndLossAccounts } from '../accounting/index.ts';
import { shortcutPages } from '../cashier/index.ts';
import type { ReferenceTables } from '../documents/index.ts';
import { reportWarehouses, stockOfProducts } from '../inventory/index.ts';
import { bestSellingProducts, invoiceTotalsByPeriod } from '../invoices/index.ts';
import { accountMovementsByPeriod } from '../ledger/index.ts';
import { personsByBalance, type PersonsOnSide } from '../persons/index.ts';
import { goodsWithOrderPoint } from '../products/index.ts';
import { bookmarkedMenu } from '../session/index.ts';
import { addDays, type Member } from '../tenancy/index.ts';
import { chequePermissions, dueCheques, treasuryAccountBalances } from '../treasury/index.ts';

/** What every card reads from: the member, and the main year cut into its Jalali months. */
export interface CardScope {
  db: Executor;
  member: Member;
  references: ReferenceTables;
  /** the main year: its first and last days, the range its reports open on */
  year: { id: number; from: string; to: string };
  months: readonly DashboardMonth[];
  today: string;
}

/** How many rows a list card shows: the report it opens has the rest. */
const shown = 10;
/** The cheques due within this many days from today. */
const dueWithin = 7;

/** Whether the member may open a screen: they hold its permission and the plan has its option on. */
function mayOpen(member: Member, route: RouteName): boolean {
  if (alwaysAllowedRoutes.includes(route)) return true;
  const access = { permission: route };
  return memberMay(member, access) && planAllowsAccess(member, access);
}

const firstDays = (scope: CardScope) => scope.months.map((month) => month.from);
/** The main year as a report's `from` and `to`. */
const yearRange = ({ year }: CardScope) => ({ from: year.from, to: year.to });

/** Each side of trade with its invoice types (what adds, what its returns take away) and the list it opens. */
const tradeSides = [
  { card: 'sales', types: ['sell', 'returnSell'], list: 'SellList' },
  { card: 'purchases', types: ['purchase', 'returnPurchase'], list: 'PurchaseList' },
] as const satisfies readonly { card: string; types: readonly [InvoiceType, InvoiceType]; list: RouteName }[];

/** The warehouses the member's cards of goods and trade cover, as their reports: null for every one. */
const cardWarehouses = (scope: CardScope) => reportWarehouses(scope.member, undefined, scope.db);

/** Sales and purchases per month, each less its returns, for a member who may list them (of their warehouses, as the lists). */
export async function tradeCards(scope: CardScope): Promise<Pick<DashboardResponse, 'sales' | 'purchases'>> {
  const sides = tradeSides.filter((side) => mayOpen(scope.member, side.list));
  const types = sides.flatMap((side) => side.types);
  const totals = await invoiceTotalsByPeriod(scope.db, scope.member.businessId, types, firstDays(scope), scope.year.to, await cardWarehouses(scope));
  const payable = (type: InvoiceType, period: number) => totals.find((row) => row.type === type && row.period === period)?.payable ?? '0';
  const cards: Pick<DashboardResponse, 'sales' | 'purchases'> = {};
  for (const { card, types, list } of sides) {
    const byMonth = scope.months.map((_, period) => subtractMoney(payable(types[0], period), payable(types[1], period)));
    cards[card] = { byMonth, total: sumMoney(byMonth), report: screenLinkTo(list, { query: yearRange(scope) }) } satisfies MonthlyAmounts;
  }
  return cards;
}

/** Income, expenses and profit per month from the ledger's income and expense accounts (report/profitCost). */
export async function profitCard(scope: CardScope): Promise<MonthlyProfit | undefined> {
  if (!mayOpen(scope.member, 'ReportProfitCost')) return undefined;
  const { businessId } = scope.member;
  const accounts = await profitAndLossAccounts(scope.db, businessId);
  const moves = await accountMovementsByPeriod(scope.db, businessId, [...accounts.income, ...accounts.expenses], firstDays(scope), scope.year.to);
  const incomeAccounts = new Set(accounts.income);
  // Income is what its accounts were credited less debited; expenses the other way round.
  const side = (income: boolean) =>
    scope.months.map((_, period) =>
      sumMoney(
        moves
          .filter((move) => move.period === period && incomeAccounts.has(move.accountId) === income)
          .map((move) => (income ? subtractMoney(move.credit, move.debit) : subtractMoney(move.debit, move.credit))),
      ),
    );
  const income = side(true);
  const expenses = side(false);
  const profit = income.map((amount, period) => subtractMoney(amount, expenses[period] ?? '0'));
  return {
    income,
    expenses,
    profit,
    total: { income: sumMoney(income), expenses: sumMoney(expenses), profit: sumMoney(profit) },
    report: screenLinkTo('ReportProfitCost', { query: yearRange(scope) }),
  };
}

const treasuryLists = { bank: 'BankList', cash: 'CashList', petty: 'PettyList' } as const satisfies Record<TreasuryKind, RouteName>;

/** The balances of the bank accounts, cash boxes and petty cash funds of the kinds the member may list. */
export async function treasuryCard(scope: CardScope): Promise<TreasuryCard | undefined> {
  const kinds = treasuryKinds.filter((kind) => mayOpen(scope.member, treasuryLists[kind]));
  const [first] = kinds;
  if (first === undefined) return undefined;
  const accounts = await treasuryAccountBalances(scope.db, scope.member, kinds);
  const turnover = mayOpen(scope.member, 'ReportTurnoverList');
  return {
    accounts: accounts.map(({ kind, id, name, balance, detailId }) => ({ kind, id, name, balance, report: turnover ? screenLinkTo('ReportTurnoverList', { id: detailId }) : null })),
    kinds: kinds.map((kind) => ({
      kind,
      total: sumMoney(accounts.filter((account) => account.kind === kind).map((account) => account.balance)),
      report: screenLinkTo(treasuryLists[kind]),
    })),
    total: sumMoney(accounts.map((account) => account.balance)),
    report: screenLinkTo(treasuryLists[first]),
  };
}

/** The persons owing the business most (receivables) and owed most (payables), opening the debtor and creditor lists. */
export async function partyCards(scope: CardScope): Promise<Pick<DashboardResponse, 'receivables' | 'payables'>> {
  if (!mayOpen(scope.member, 'CustomerList')) return {};
  const { debtors, creditors } = await personsByBalance(scope.db, scope.member.businessId, shown);
  const turnover = mayOpen(scope.member, 'ReportTurnoverList');
  const card = (side: PersonsOnSide, path: string): PartiesCard => ({
    persons: side.persons.map(({ id, name, balance, detailId }) => ({ id, name, balance, report: turnover ? screenLinkTo('ReportTurnoverList', { id: detailId }) : null })),
    count: side.count,
    total: side.total,
    report: screenLinkTo('CustomerList', { path }),
  });
  return { receivables: card(debtors, '/debtor/list'), payables: card(creditors, '/creditor/list') };
}

/** Received and paid cheques not cleared, due from today to a week ahead, of the directions the member may list. */
export async function chequesCard(scope: CardScope): Promise<DashboardResponse['cheques']> {
  const directions = chequeDirections.filter((direction) => mayOpen(scope.member, chequePermissions[direction].view));
  if (directions.length === 0) return undefined;
  const range = { from: scope.today, to: addDays(scope.today, dueWithin) };
  const due: DueCheques[] = [];
  for (const direction of directions) {
    const { view, change } = chequePermissions[direction];
    const listed = await dueCheques(scope.db, scope.references, scope.member, direction, range, shown);
    const opens = mayOpen(scope.member, change);
    due.push({
      direction,
      cheques: listed.data.map((cheque) => ({
        id: cheque.id,
        serial: cheque.serial,
        person: cheque.person_label,
        amount: cheque.amount,
        due: cheque.due,
        status: cheque.status,
        report: opens ? screenLinkTo(change, { id: cheque.id }) : null,
      })),
      count: listed.total,
      total: listed.totals.amount,
      report: screenLinkTo(view, { query: { dueFrom: range.from, dueTo: range.to, kind: 'normal' } }),
    });
  }
  return { ...range, directions: due };
}

/** The goods whose stock over the member's warehouses (every one, unlimited) is below their order point, the most short first. */
export async function lowStockCard(scope: CardScope): Promise<DashboardResponse['lowStock']> {
  if (!mayOpen(scope.member, 'ProductEntrepotList')) return undefined;
  const { businessId } = scope.member;
  const goods = await goodsWithOrderPoint(scope.db, businessId);
  const stock = await stockOfProducts(scope.db, businessId, goods.map((good) => good.id), await cardWarehouses(scope));
  const low = goods
    .map((good) => ({ ...good, stock: stock.get(good.id) ?? '0' }))
    .filter((good) => compareMoney(good.stock, good.orderPoint) < 0)
    .sort((a, b) => compareMoney(subtractMoney(b.orderPoint, b.stock), subtractMoney(a.orderPoint, a.stock)));
  return {
    products: low.slice(0, shown).map((good) => ({ ...good, report: screenLinkTo('ProductEntrepotList', { id: good.id }) })),
    count: low.length,
    report: screenLinkTo('ProductEntrepotList'),
  };
}

/** The products that earned the most in the year in the member's warehouses, sales less their returns before VAT (invoice/report/productProfitable). */
export async function bestSellersCard(scope: CardScope): Promise<DashboardResponse['bestSellers']> {
  if (!mayOpen(scope.member, 'InvoiceProductProfitable')) return undefined;
  const sold = await bestSellingProducts(scope.db, scope.member.businessId, scope.year.id, shown, await cardWarehouses(scope));
  const turnover = mayOpen(scope.member, 'ProductTurnover');
  return {
    products: sold.map((row) => ({ id: row.product, name: row.name, quantity: row.quantity, amount: row.revenue, report: turnover ? screenLinkTo('ProductTurnover', { id: row.product }) : null })),
    report: screenLinkTo('InvoiceProductProfitable', { query: yearRange(scope) }),
  };
}

/** The member's bookmarked menu entries, as the top bar has them: each opens the address of its entry. */
export async function bookmarkCards(scope: CardScope): Promise<DashboardBookmark[]> {
  const entries = await bookmarkedMenu(scope.db, scope.member);
  return entries.flatMap(({ to, title, icon }) => {
    const report = to === undefined ? undefined : screenLinkOfAddress(to);
    return report ? [{ title, icon, report }] : [];
  });
}

/** The shortcut pages: each opens its target where that is a screen the member may open, else its own form. */
export async function shortcutsCard(scope: CardScope): Promise<DashboardResponse['shortcuts']> {
  if (!mayOpen(scope.member, 'ShortcutList')) return undefined;
  const pages = await shortcutPages(scope.db, scope.member.businessId);
  const editable = mayOpen(scope.member, 'Shortcut');
  return {
    pages: pages.map(({ id, title, to, icon, color }) => {
      const target = to ? screenLinkOfAddress(to) : undefined;
      const report = target && mayOpen(scope.member, target.route) ? target : editable ? screenLinkTo('Shortcut', { id }) : null;
      return { id, title, icon, color, report };
    }),
    report: screenLinkTo('ShortcutList'),
  };
}
