import type { Executor } from '@hesab/db';
import { compareMoney, isZeroMoney, multiplyMoney, roundMoney, sumMoney, type JournalLine } from '@hesab/domain';
import { isLanguage, translateServerMessage } from '@hesab/i18n';
import { BusinessRuleError } from '../../http/errors.ts';
import type { Actor } from '../activity-log/index.ts';
import { movementsOf, replaceMovements, type StockSource } from '../inventory/index.ts';
import { openingPartRefusal, saveOpeningPart } from '../ledger/index.ts';
import { businessSettings, mainFinancialYear } from '../tenancy/index.ts';
import { requireSystemAccounts } from '../accounting/index.ts';

/* A product's initial stock (spec 01 section 2, "only in the main financial year"): opening stock movements at
   the main year's start, and their value as opening inventory against the opening-balance account, the product's
   part of that year's opening document; both rewritten while the year is open and the document temporary. */

export interface InitialStock {
  entrepot: number;
  stock: string;
  price: string;
}

const sourceOf = (productId: number): StockSource => ({ kind: 'initial', id: productId });
const partOf = (productId: number) => ({ type: 'product', id: productId });

/** Whether the initial stock may still change: the main year is open, its opening document temporary and unlocked, and the stock was not opened in an earlier year. */
export async function initialStockEditable(db: Executor, businessId: number, productId: number): Promise<boolean> {
  return (await openingPartRefusal(db, await mainFinancialYear(db, businessId), partOf(productId))) === null;
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

async function openingLines(tx: Executor, businessId: number, value: string, description: string): Promise<JournalLine[]> {
  const { inventory, opening } = await requireSystemAccounts(tx, businessId, ['inventory', 'opening'], 'inventory-accounts-missing');
  return [
    { accountId: inventory, debit: value, credit: '0', description },
    { accountId: opening, debit: '0', credit: value, description },
  ];
}

async function descriptionOf(tx: Executor, businessId: number, name: string): Promise<string> {
  const { lang } = await businessSettings(tx, businessId);
  return translateServerMessage(isLanguage(lang) ? lang : 'fa', 'product-opening-description', { name });
}

/**
 * Writes the product's initial stock when it changed: its movements and its part of the main year's opening
 * document, in the save's transaction. A changed stock after the year closed or the document became permanent or
 * locked is a 420.
 */
export async function saveInitialStock(
  tx: Executor,
  actor: Actor,
  saved: { id: number; name: string },
  wanted: readonly InitialStock[],
  precision: number,
): Promise<void> {
  const { businessId } = actor;
  const stored = await readInitialStocks(tx, businessId, [saved.id]);
  if (sameStock(wanted, stored.get(saved.id) ?? [])) return;
  const year = await mainFinancialYear(tx, businessId);
  const value = roundMoney(sumMoney(wanted.map((row) => multiplyMoney(row.stock, row.price))), precision);
  const lines = isZeroMoney(value) ? [] : await openingLines(tx, businessId, value, await descriptionOf(tx, businessId, saved.name));
  if ('refusal' in (await saveOpeningPart(tx, actor, year, partOf(saved.id), lines))) throw new BusinessRuleError('initial-stock-locked');
  await replaceMovements(
    tx,
    businessId,
    sourceOf(saved.id),
    wanted.map((row) => ({ product: saved.id, entrepot: row.entrepot, date: year.startDate, quantity: row.stock, unitCost: row.price })),
  );
}

/** A removed product takes its initial stock and its opening part with it, while they may still change. */
export async function removeInitialStock(tx: Executor, actor: Actor, productId: number): Promise<void> {
  const saved = await saveOpeningPart(tx, actor, await mainFinancialYear(tx, actor.businessId), partOf(productId), []);
  if ('refusal' in saved) throw new BusinessRuleError('initial-stock-locked');
  await replaceMovements(tx, actor.businessId, sourceOf(productId), []);
}
