import type { DashboardResponse } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { isoDateOf } from '@hesab/domain';
import type { ReferenceTables } from '../documents/index.ts';
import { mainFinancialYear, type Member } from '../tenancy/index.ts';
import {
  bestSellersCard,
  bookmarkCards,
  chequesCard,
  lowStockCard,
  partyCards,
  profitCard,
  shortcutsCard,
  tradeCards,
  treasuryCard,
  type CardScope,
} from './cards.ts';
import { jalaliMonthsOf } from './jalali-months.ts';

/**
 * `GET dashboard`: every card of the main year the member may open the report of. The cards read side by side: on
 * PostgreSQL each takes a connection of the pool, so the answer waits for the slowest card, not for their sum.
 */
export async function dashboardOf(db: Executor, member: Member, references: ReferenceTables, now = new Date()): Promise<DashboardResponse> {
  const year = await mainFinancialYear(db, member.businessId);
  const months = jalaliMonthsOf(year.startDate, year.endDate);
  const scope: CardScope = { db, member, references, year: { id: Number(year.id), from: year.startDate, to: year.endDate }, months, today: isoDateOf(now, member.timeZone) };
  const [trade, profit, treasury, parties, cheques, lowStock, bestSellers, bookmarks, shortcuts] = await Promise.all([
    tradeCards(scope),
    profitCard(scope),
    treasuryCard(scope),
    partyCards(scope),
    chequesCard(scope),
    lowStockCard(scope),
    bestSellersCard(scope),
    bookmarkCards(scope),
    shortcutsCard(scope),
  ]);
  return {
    year: { id: Number(year.id), name: year.name, startDate: year.startDate, endDate: year.endDate },
    today: scope.today,
    months,
    ...trade,
    profit,
    treasury,
    ...parties,
    cheques,
    lowStock,
    bestSellers,
    bookmarks,
    shortcuts,
  };
}
