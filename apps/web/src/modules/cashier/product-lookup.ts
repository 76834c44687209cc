import type { OfflineProduct } from '@hesab/contract';
import { addMoney, stockShortages, subtractMoney, toLatinDigits, type Money, type StockShortage } from '@hesab/domain';
import type { CashierDatabase, LocalSale } from './local-database.ts';
import type { CartLine } from './sale-cart.ts';

/** The local lists and the person picker show 10 at a time (spec 02 section 9). */
export const localPageSize = 10;

/** The product a scanned or typed code names: its barcode, one of its other barcodes, else its code. */
export async function productByCode(database: CashierDatabase, typed: string): Promise<OfflineProduct | undefined> {
  const code = toLatinDigits(typed.trim());
  if (!code) return undefined;
  const byBarcode = await database.products.where('barcode').equals(code).first();
  if (byBarcode) return byBarcode;
  const other = await database.productBarcodes.where('value').equals(code).first();
  if (other) return database.products.get(other.product_id);
  return database.products.where('code').equals(code).first();
}

/** Products whose name or code starts with what was typed, the first page of them. */
export async function searchProducts(database: CashierDatabase, typed: string): Promise<OfflineProduct[]> {
  const text = typed.trim();
  if (!text) return [];
  const byName = await database.products.where('name').startsWithIgnoreCase(text).limit(localPageSize).toArray();
  if (byName.length >= localPageSize) return byName;
  const byCode = await database.products.where('code').startsWith(toLatinDigits(text)).limit(localPageSize).toArray();
  const seen = new Set(byName.map((product) => product.id));
  return [...byName, ...byCode.filter((product) => !seen.has(product.id))].slice(0, localPageSize);
}

/**
 * What the sales not yet on the server take of each product, less what the returns among them bring back: the copy's
 * stock does not know of them.
 */
export function pendingQuantities(sales: readonly LocalSale[]): Map<number, Money> {
  const taken = new Map<number, Money>();
  for (const sale of sales) {
    if (!sale.store) continue;
    for (const row of sale.body.rows) {
      const count = sale.body.type === 'returnSell' ? subtractMoney('0', row.count) : row.count;
      taken.set(row.product, addMoney(taken.get(row.product) ?? '0', count));
    }
  }
  return taken;
}

/** Stock as the counter sees it: the last known, less what the pending sales took. Null for a service. */
export function stockShown(product: OfflineProduct, pending: ReadonlyMap<number, Money>): Money | null {
  return product.count === null ? null : subtractMoney(product.count, pending.get(product.id) ?? '0');
}

/**
 * The lines of a sale on the counter wanting more than the stock shown for their product, by the rule the server
 * refuses the sale by: warned of as they are scanned, with or without a network.
 */
export function cartShortages(lines: readonly CartLine[], pending: ReadonlyMap<number, Money>): StockShortage[] {
  const products = new Map(lines.map((line) => [String(line.product.id), line.product]));
  const wanted = lines.map((line) => ({ place: String(line.product.id), name: line.product.name, quantity: line.count }));
  return stockShortages(wanted, (place) => {
    const product = products.get(place);
    return product ? stockShown(product, pending) : null;
  });
}
