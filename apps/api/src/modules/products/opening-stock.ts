import { and, eq, inArray } from 'drizzle-orm';
import { account, business, financialYear, journal, product, type Executor } from '@hesab/db';
import { compareMoney, isZeroMoney, multiplyMoney, roundMoney, sumMoney, type JournalDraft } from '@hesab/domain';
import { isLanguage, translateServerMessage } from '@hesab/i18n';
import { BusinessRuleError } from '../../http/errors.ts';
import type { Actor } from '../activity-log/index.ts';
import { movementsOf, replaceMovements, type StockSource } from '../inventory/index.ts';
import { postJournal, removeJournal, repostJournal } from '../ledger/index.ts';
import { mainFinancialYear } from '../tenancy/index.ts';

/* A product's initial stock (spec 01 section 2, "only in the main financial year"): opening stock movements at
   the main year's start, and their value posted as opening inventory against the opening-balance account in a
   temporary journal of that year, both rewritten while the year is open and the journal temporary. */

export interface InitialStock {
  entrepot: number;
  stock: string;
  price: string;
}

const sourceOf = (productId: number): StockSource => ({ kind: 'initial', id: productId });

async function openingJournal(tx: Executor, businessId: number, journalId: number | null) {
  if (journalId === null) return null;
  const [row] = await tx.select().from(journal).where(and(eq(journal.businessId, businessId), eq(journal.id, journalId)));
  return row ?? null;
}

/** Whether the initial stock may still change: the main year is open and its journal temporary and unlocked. */
export async function initialStockEditable(db: Executor, businessId: number, journalId: number | null): Promise<boolean> {
  const year = await mainFinancialYear(db, businessId);
  const posted = await openingJournal(db, businessId, journalId);
  return !year.closed && (!posted || (posted.state === 'temporary' && !posted.locked && posted.financialYearId === year.id));
}

/** The initial stock of each product, as its form has it. */
export async function readInitialStocks(db: Executor, businessId: number, productIds: readonly number[]): Promise<Map<number, InitialStock[]>> {
  const moves = await movementsOf(db, businessId, 'initial', productIds);
  return new Map(
    [...moves].map(([id, rows]) => [id, rows.map((move) => ({ entrepot: move.entrepot, stock: sumMoney([move.quantity]), price: sumMoney([move.unitCost]) }))]),
  );
}

function sameStock(a: readonly InitialStock[], b: readonly InitialStock[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, index) => {
      const other = b[index];
      return other !== undefined && row.entrepot === other.entrepot && compareMoney(row.stock, other.stock) === 0 && compareMoney(row.price, other.price) === 0;
    })
  );
}

async function openingDraft(tx: Executor, businessId: number, value: string, date: string, description: string): Promise<JournalDraft> {
  const found = await tx
    .select({ id: account.id, role: account.systemRole })
    .from(account)
    .where(and(eq(account.businessId, businessId), inArray(account.systemRole, ['inventory', 'opening']), eq(account.level, 'given')));
  const byRole = new Map(found.map((row) => [row.role, row.id]));
  const inventory = byRole.get('inventory');
  const opening = byRole.get('opening');
  if (inventory === undefined || opening === undefined) throw new BusinessRuleError('inventory-accounts-missing');
  return {
    date,
    description,
    lines: [
      { accountId: inventory, debit: value, credit: '0', description },
      { accountId: opening, debit: '0', credit: value, description },
    ],
  };
}

async function descriptionOf(tx: Executor, businessId: number, name: string): Promise<string> {
  const [row] = await tx.select({ lang: business.lang }).from(business).where(eq(business.id, businessId));
  const lang = row && isLanguage(row.lang) ? row.lang : 'fa';
  return translateServerMessage(lang, 'product-opening-description', { name });
}

/**
 * Writes the product's initial stock when it changed: its movements and its opening journal, in the save's
 * transaction. A changed stock after the year closed or the journal became permanent or locked is a 420.
 */
export async function saveInitialStock(
  tx: Executor,
  actor: Actor,
  saved: { id: number; name: string; openingJournalId: number | null },
  wanted: readonly InitialStock[],
  precision: number,
): Promise<void> {
  const { businessId } = actor;
  const stored = await readInitialStocks(tx, businessId, [saved.id]);
  if (sameStock(wanted, stored.get(saved.id) ?? [])) return;
  if (!(await initialStockEditable(tx, businessId, saved.openingJournalId))) throw new BusinessRuleError('initial-stock-locked');
  const year = await mainFinancialYear(tx, businessId);
  await replaceMovements(
    tx,
    businessId,
    sourceOf(saved.id),
    wanted.map((row) => ({ product: saved.id, entrepot: row.entrepot, date: year.startDate, quantity: row.stock, unitCost: row.price })),
  );
  const value = roundMoney(sumMoney(wanted.map((row) => multiplyMoney(row.stock, row.price))), precision);
  const journalId = await postOpening(tx, actor, saved, { value, date: year.startDate, yearId: year.id });
  await tx.update(product).set({ openingJournalId: journalId }).where(and(eq(product.businessId, businessId), eq(product.id, saved.id)));
}

async function postOpening(
  tx: Executor,
  actor: Actor,
  saved: { id: number; name: string; openingJournalId: number | null },
  opening: { value: string; date: string; yearId: number },
): Promise<number | null> {
  const { businessId } = actor;
  if (isZeroMoney(opening.value)) {
    if (saved.openingJournalId !== null) await removeJournal(tx, businessId, saved.openingJournalId);
    return null;
  }
  const draft = await openingDraft(tx, businessId, opening.value, opening.date, await descriptionOf(tx, businessId, saved.name));
  if (saved.openingJournalId !== null) {
    await repostJournal(tx, businessId, saved.openingJournalId, draft);
    return saved.openingJournalId;
  }
  const header = {
    businessId,
    financialYearId: opening.yearId,
   
    state: 'temporary',
    sourceType: 'productOpening',
    sourceId: saved.id,
    createdBy: actor.userId,
  } as const;
  return (await postJournal(tx, header, draft)).id;
}

/** A removed product takes its initial stock and opening journal with it, while they may still change. */
export async function removeInitialStock(tx: Executor, actor: Actor, row: { id: number; openingJournalId: number | null }): Promise<void> {
  if (!(await initialStockEditable(tx, actor.businessId, row.openingJournalId))) throw new BusinessRuleError('initial-stock-locked');
  await replaceMovements(tx, actor.businessId, sourceOf(row.id), []);
  if (row.openingJournalId !== null) await removeJournal(tx, actor.businessId, row.openingJournalId);
}
