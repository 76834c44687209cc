import { and, eq, isNull, sql } from 'drizzle-orm';
import { entrepotReceipt, entrepotReceiptLine, queryRows, type Executor } from '@hesab/db';
import { absMoney, allocateLots, compareMoney, costPerUnit, isZeroMoney, multiplyMoney, remainingLots, subtractMoney, sumMoney, type Lot, type Money, type WarehouseKind } from '@hesab/domain';
import type { ServerMessageKey } from '@hesab/i18n';
import { BusinessRuleError, FieldErrors } from '../../http/errors.ts';
import type { DocumentHooks, DocumentRow, DocumentWrite } from '../documents/index.ts';
import { goodsStockReader, issueCost, movedLater, movesUpTo, refuseShortStock, type GoodsStock, type Issue, type StockSource } from '../inventory/index.ts';
import { recostSales, saleToDeliver } from '../invoices/index.ts';
import { lockInvoiceTerms, unitSizeOf, type InvoiceTerms } from '../products/index.ts';
import { writeFacts } from '../tenancy/index.ts';
import type { WarehouseTables } from './tables.ts';

/** Kinds whose rows take goods out of the document's warehouse. */
const issuing: ReadonlySet<WarehouseKind> = new Set(['remittance', 'useRemittance', 'transferRemittance', 'transferProductStock']);

const rowsOf = (document: DocumentRow) => document.rows as DocumentRow[];
const idOf = (value: unknown) => (typeof value === 'number' ? value : null);
const moneyOrNull = (value: unknown): Money | null => (typeof value === 'string' ? value : null);
const refuse = (field: string, key: ServerMessageKey = 'invalid-value'): never => {
  throw new FieldErrors({ [field]: [{ key }] });
};

/** Every movement of the goods by other documents: what issues cost, what a stocktaking counts against. */
const goodsStock = goodsStockReader();

/**
 * Each row as its posting reads it: a good (a service has no stock), in a unit it is counted in, its count (or on a
 * stocktaking what was counted) in base units; a receipt's unit cost over a base unit; a product stock transfer's
 * other product, in base units. The same product twice in the same unit and lot (on a stocktaking, at all) is refused.
 */
function completeRows(kind: WarehouseKind, document: DocumentRow, terms: ReadonlyMap<number, InvoiceTerms>): void {
  const seen = new Set<string>();
  rowsOf(document).forEach((row, index) => {
    const at = `rows.${index}`;
    const term = terms.get(Number(row.product));
    if (term?.type !== 'product') return refuse(`${at}.product`);
    const unit = idOf(row.unit);
    // Lots of a product are rows of their own.
    const key = kind === 'warehousehandling' ? String(term.id) : `${term.id}:${unit ?? term.unit ?? 0}:${String(row.batch ?? '')}:${String(row.expire ?? '')}`;
    if (seen.has(key)) refuse(`${at}.product`, 'alert-selected-item-is-repetitive');
    seen.add(key);
    const factor = unitSizeOf(term, unit) ?? refuse(`${at}.unit`);
    const count = moneyOrNull(kind === 'warehousehandling' ? row.counted : row.count);
    row.quantity = count === null ? null : multiplyMoney(count, factor);
    row.unit_cost = null;
    if (kind === 'receipt' || kind === 'tempReceipt') {
      const cost = moneyOrNull(row.cost);
      if (cost !== null && compareMoney(cost, '0') < 0) refuse(`${at}.cost`);
      row.unit_cost = cost === null || count === null || isZeroMoney(count) ? '0' : costPerUnit(multiplyMoney(cost, count), multiplyMoney(count, factor));
    }
    if (kind === 'transferProductStock') {
      if (terms.get(Number(row.to_product))?.type !== 'product') refuse(`${at}.to_product`);
      row.to_quantity = moneyOrNull(row.to_count) ?? row.quantity;
    }
  });
}

/** A stocktaking's rows against the book: each product's stock in the warehouse at the end of the date, and the difference counted. */
function countAgainstBook(document: DocumentRow, stock: GoodsStock): void {
  const date = String(document.date);
  const book = new Map<number, Money>();
  for (const move of stock.movements) {
    if (move.entrepot === document.entrepot && move.date <= date) book.set(move.product, sumMoney([book.get(move.product) ?? '0', move.quantity]));
  }
  for (const row of rowsOf(document)) {
    const held = book.get(Number(row.product)) ?? '0';
    row.book = held;
    if (typeof row.quantity === 'string') row.quantity = subtractMoney(row.quantity, held);
  }
}

/**
 * The unit cost each issuing row moves at, by its product's method after every movement up to the document's date (a
 * document's rows in their order); a stocktaking's surplus at what the next unit would issue at, its shortage as issued.
 */
function costRows(kind: WarehouseKind, document: DocumentRow, stock: GoodsStock, terms: ReadonlyMap<number, InvoiceTerms>): void {
  const movesOf = movesUpTo(stock.movements, String(document.date));
  for (const row of rowsOf(document)) {
    const term = terms.get(Number(row.product));
    const quantity = moneyOrNull(row.quantity);
    if (!term || quantity === null || isZeroMoney(quantity)) continue;
    const moves = movesOf(term.id);
    if (kind === 'warehousehandling' && compareMoney(quantity, '0') > 0) {
      const unitCost = issueCost([...moves], term.inventoryMethod, '1');
      row.unit_cost = unitCost;
      moves.push({ quantity, unitCost });
    } else {
      row.unit_cost = issueCost(moves, term.inventoryMethod, absMoney(quantity));
    }
  }
}

/**
 * The lots each issuing row takes: a remittance's row naming a batch that batch's (refused where the warehouse has
 * no lot of it), and a transfer's every row the lots that expire first, so that they arrive in the receiving
 * warehouse as the lots they were. Any other issue names none: it takes the first expiring by itself (remainingLots).
 */
function allocateRows(kind: WarehouseKind, document: DocumentRow, stock: GoodsStock): void {
  const lots = new Map<number, Lot[]>();
  const lotsOf = (product: number) =>
    lots.get(product) ?? lots.set(product, remainingLots(stock.movements.filter((move) => move.product === product && move.entrepot === document.entrepot))).get(product) ?? [];
  rowsOf(document).forEach((row, index) => {
    const batch = kind === 'remittance' && typeof row.batch === 'string' && row.batch !== '' ? row.batch : null;
    const quantity = moneyOrNull(row.quantity);
    if (quantity === null || (kind === 'remittance' && batch === null)) return;
    const available = lotsOf(Number(row.product));
    if (batch !== null && !available.some((lot) => lot.batch === batch)) refuse(`rows.${index}.batch`);
    row.lots = allocateLots(available, quantity, batch);
  });
}

/**
 * A receipt taking in a purchase's goods moves each at what it cost on the purchase (the purchase posted it to goods
 * in transit at that): its rows by product and unit (a purchase has each once).
 */
async function costFromPurchase(tx: Executor, businessId: number, document: DocumentRow): Promise<void> {
  const purchase = await saleToDeliver(tx, businessId, 'purchase', Number(document.invoice));
  const costs = new Map((purchase?.rows ?? []).map((row) => [`${row.product}:${row.unit ?? ''}`, row.unitCost] as const));
  for (const row of rowsOf(document)) row.unit_cost = costs.get(`${Number(row.product)}:${idOf(row.unit) ?? ''}`) ?? '0';
}

/**
 * A remittance delivering a sale, or a receipt taking in a purchase, moves each product out of (or into) the warehouse
 * the invoice names for it: edited to another warehouse, it is refused (420) naming the product.
 */
async function refuseOtherWarehouse(tx: Executor, businessId: number, kind: 'remittance' | 'receipt', document: DocumentRow, terms: ReadonlyMap<number, InvoiceTerms>): Promise<void> {
  const invoice = await saleToDeliver(tx, businessId, kind === 'remittance' ? 'sell' : 'purchase', Number(document.invoice));
  const entrepot = Number(document.entrepot);
  for (const row of rowsOf(document)) {
    const product = Number(row.product);
    const named = (invoice?.rows ?? []).filter((line) => line.product === product);
    if (named.length > 0 && !named.some((line) => line.entrepot === entrepot)) {
      throw new BusinessRuleError('entrepot-differs-from-product', { name: terms.get(product)?.name ?? String(product) });
    }
  }
}

/** What a document stood at before this write: its date and goods (whose later issues may need re-costing), and what the server keeps of it. */
interface Stored {
  date: string;
  products: number[];
  confirmed: string | null;
  temp_receipt: number | null;
  invoice: number | null;
}

async function storedOf(tx: Executor, tables: WarehouseTables, businessId: number, id: number): Promise<Stored> {
  const { header, lines } = tables;
  const [head] = await queryRows<{ date: string; confirmed: string | null; temp_receipt: string | number | null; invoice: string | number | null }>(
    tx,
    sql`select date::text as date, confirmed::text as confirmed, temp_receipt_id as temp_receipt, invoice_id as invoice
        from ${header} where business_id = ${businessId} and id = ${id}`,
  );
  const idOrNull = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));
  const products = await queryRows<{ product: string | number }>(
    tx,
    sql`select product_id as product from ${lines} where business_id = ${businessId} and document_id = ${id}
        union select to_product_id from ${lines} where business_id = ${businessId} and document_id = ${id} and to_product_id is not null`,
  );
  return {
    date: head?.date ?? '',
    products: products.map((row) => Number(row.product)),
    confirmed: head?.confirmed ?? null,
    temp_receipt: idOrNull(head?.temp_receipt),
    invoice: idOrNull(head?.invoice),
  };
}

/**
 * What the server fills in of a warehouse document before it posts, in its transaction (issue 17): each row's base
 * units and unit cost, a stocktaking's book stock; the refusals that need the database (a service, a unit the product
 * has not, goods a warehouse does not hold unless the business allows negative stock); and, once its movements are
 * written, the later sales of its goods costed again. `logType` is the source its movements are kept under.
 */
export function warehouseHooks(kind: WarehouseKind, logType: string, tables: WarehouseTables): DocumentHooks {
  const before = new WeakMap<DocumentWrite, Stored>();
  /** The goods' movements by other documents, where the write read them (its products locked). */
  const read = new WeakMap<DocumentWrite, GoodsStock>();
  const sourceOf = (id: number): StockSource => ({ kind: logType, id });

  /** Re-costs the later sales of `products` where any moved after `from` (on it too, for a document that stood among that day's). */
  async function recostLater({ tx, actor, id }: DocumentWrite, products: readonly number[], from: string, sameDay: boolean): Promise<void> {
    if (await movedLater(tx, actor.businessId, products, from, sourceOf(id), sameDay)) await recostSales(tx, actor.businessId, products, 0);
  }

  return {
    async beforePost(write, document) {
      const { tx, actor, id } = write;
      document.kind = kind;
      if (!write.fresh) {
        const stored = await storedOf(tx, tables, actor.businessId, id);
        before.set(write, stored);
        // What the server keeps of it beside what its form sends: the confirmation of its arrival, the temporary receipt
        // it took in, the sale it delivers.
        Object.assign(document, { confirmed: stored.confirmed, temp_receipt: stored.temp_receipt, invoice: stored.invoice });
      }
      const rows = rowsOf(document);
      const named = rows.flatMap((row) => [row.product, row.to_product]).filter((product): product is number => typeof product === 'number');
      const terms = await lockInvoiceTerms(tx, actor.businessId, named);
      completeRows(kind, document, terms);
      if ((kind === 'remittance' || kind === 'receipt') && typeof document.invoice === 'number') {
        await refuseOtherWarehouse(tx, actor.businessId, kind, document, terms);
      }
      if (kind === 'receipt' && typeof document.invoice === 'number') await costFromPurchase(tx, actor.businessId, document);
      if (!issuing.has(kind) && kind !== 'warehousehandling') return;
      const stock = await goodsStock(tx, actor.businessId, [...terms.keys()], sourceOf(id));
      read.set(write, stock);
      if (kind === 'warehousehandling') countAgainstBook(document, stock);
      costRows(kind, document, stock, terms);
      if (kind === 'remittance' || kind === 'transferRemittance') allocateRows(kind, document, stock);
      if (!issuing.has(kind) || (await writeFacts(tx, actor.businessId)).negativeInventory) return;
      const issues = rows.flatMap((row): Issue[] => {
        const term = terms.get(Number(row.product));
        return term && typeof row.quantity === 'string' ? [{ product: term.id, name: term.name, entrepot: Number(document.entrepot), quantity: row.quantity }] : [];
      });
      refuseShortStock(issues, stock);
    },

    // Its movements written, the later sales of its goods (and of those it no longer has) are costed again.
    async afterJournal(write, posted) {
      const stored = before.get(write);
      const products = [...new Set([...posted.stock.map((move) => move.product), ...(stored?.products ?? [])])];
      const dates = [...posted.stock.map((move) => move.date), ...(stored ? [stored.date] : [])].sort();
      const [from] = dates;
      if (from === undefined) return;
      const history = write.fresh ? read.get(write) : undefined;
      if (history) {
        if (history.movements.some((move) => move.date > from)) await recostSales(write.tx, write.actor.businessId, products, 0);
        return;
      }
      await recostLater(write, products, from, !write.fresh);
    },

    async afterRemove(write) {
      const stored = await storedOf(write.tx, tables, write.actor.businessId, write.id);
      await recostLater(write, stored.products, stored.date, true);
    },

    // A temporary receipt's rows show what of each the receipts made of it took into stock.
    ...(kind === 'tempReceipt' ? { read: checkedOut } : {}),
  };
}

/**
 * What of each row of a temporary receipt the standing receipts made of it took into stock (`checked_out`), by
 * product, unit and lot (a document has each once).
 */
async function checkedOut(tx: Executor, businessId: number, id: number, document: DocumentRow): Promise<void> {
  const line = entrepotReceiptLine;
  const taken = await tx
    .select({ product: line.product, unit: line.unit, batch: line.batch, expire: line.expire, count: sql<string>`coalesce(sum(${line.count}), 0)::text` })
    .from(line)
    .innerJoin(entrepotReceipt, and(eq(entrepotReceipt.businessId, line.businessId), eq(entrepotReceipt.id, line.documentId)))
    .where(and(eq(entrepotReceipt.businessId, businessId), eq(entrepotReceipt.temp_receipt, id), isNull(entrepotReceipt.removedAt)))
    .groupBy(line.product, line.unit, line.batch, line.expire);
  const keyOf = (row: Record<string, unknown>) =>
    [Number(row.product), idOf(row.unit) ?? '', row.batch ?? '', row.expire ?? ''].map(String).join('\u0000');
  const byRow = new Map(taken.map((row) => [keyOf(row), sumMoney([row.count])]));
  for (const row of rowsOf(document)) row.checked_out = byRow.get(keyOf(row)) ?? '0';
}
