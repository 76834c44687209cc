import type { JournalLine } from '../journal.ts';
import { costPerUnit } from '../inventory-costing.ts';
import type { Lot } from '../inventory-lots.ts';
import { absMoney, compareMoney, isZeroMoney, moneyFractionDigits, multiplyMoney, negateMoney, roundMoney, sumMoney, type Money } from '../money.ts';
import { detailOf, PostingRefusal, type Posted, type Posting, type PostingContext, type StockMovementDraft } from './posting.ts';
import { systemAccountsOf, type AccountSystemRole } from './system-accounts.ts';

/**
 * The warehouse documents (issue 17, spec 01 section 2 "Warehouse"): a receipt of goods from a supplier, a temporary
 * receipt waiting for inspection, a remittance of goods out, a consumption remittance (goods used inside the
 * business), a transfer between warehouses, a product's stock turned into another's, and a stocktaking.
 */
export const warehouseKinds = ['receipt', 'tempReceipt', 'remittance', 'useRemittance', 'transferRemittance', 'transferProductStock', 'warehousehandling'] as const;
export type WarehouseKind = (typeof warehouseKinds)[number];

/** A row as the posting reads it, the server having filled in what it moves: base units and the unit cost they move at. */
export interface WarehouseRow {
  product: number;
  /** base units: received, issued, transferred; on a stocktaking, what was counted less the book's stock */
  quantity: Money | null;
  /** what one base unit moves at: a receipt's from its cost, an issue's by its product's method */
  unit_cost: Money | null;
  /** a receipt's lot: the batch and expiry date its goods came with */
  batch?: string | null;
  expire?: string | null;
  /** the lots an issue takes, which add up to its quantity (allocateLots); none: goods of no lot */
  lots?: readonly Lot[] | null;
  /** a product stock transfer's: the product the stock becomes, and its base units */
  to_product?: number | null;
  to_quantity?: Money | null;
}

export interface WarehouseDocument {
  kind: WarehouseKind;
  date: string;
  description: string | null;
  entrepot: number;
  /** a transfer's receiving warehouse */
  to_entrepot?: number | null;
  /** a receipt's supplier */
  person?: number | null;
  /** the purchase whose goods a receipt takes in, or the sale whose goods a remittance delivers */
  invoice?: number | null;
  /** a consumption's expense account and its detail account */
  account?: number | null;
  detail?: number | null;
  /** the day a transfer's receiving storekeeper confirmed it; none while it is in transit */
  confirmed?: string | null;
  rows: readonly WarehouseRow[];
}

const quantityOf = (row: WarehouseRow, index: number): Money => {
  if (row.quantity === null) throw new PostingRefusal(`rows.${index}.count`, 'is-required');
  return row.quantity;
};
const unitCostOf = (row: WarehouseRow): Money => row.unit_cost ?? '0';

/**
 * Movements of the rows in (`+1`) or out (`-1`) of a warehouse on a date, each at its unit cost: a row of a receipt
 * in its lot, an issue's one a lot it takes.
 */
function movementsOf(document: WarehouseDocument, direction: 1 | -1, entrepot: number, date: string): StockMovementDraft[] {
  return document.rows.flatMap((row, index) => {
    const quantity = quantityOf(row, index);
    if (compareMoney(quantity, '0') <= 0) throw new PostingRefusal(`rows.${index}.count`, 'invalid-value');
    const lots: readonly Lot[] = row.lots ?? [{ batch: row.batch ?? null, expire: row.expire ?? null, quantity }];
    return lots.map((lot) => ({
      product: row.product,
      entrepot,
      date,
      quantity: direction === 1 ? lot.quantity : negateMoney(lot.quantity),
      unitCost: unitCostOf(row),
      ...(lot.batch !== null || lot.expire !== null ? { batch: lot.batch, expire: lot.expire } : {}),
    }));
  });
}

/** What movements are worth in the business's money: each rounded to its digits, as an invoice's cost of goods is. */
function valueOf(moves: readonly StockMovementDraft[], context: PostingContext): Money {
  const digits = moneyFractionDigits(context.currencies?.base.decimals ?? 0);
  return sumMoney(moves.map((move) => roundMoney(multiplyMoney(absMoney(move.quantity), move.unitCost), digits)));
}

/** Dr one side, Cr the other, of an amount; no journal for nothing. */
function journalOf(document: WarehouseDocument, amount: Money, debit: Omit<JournalLine, 'debit' | 'credit' | 'description'>, credit: Omit<JournalLine, 'debit' | 'credit' | 'description'>): Posted['journal'] {
  if (isZeroMoney(amount)) return null;
  const { description } = document;
  return {
    date: document.date,
    description,
    lines: [
      { ...debit, debit: amount, credit: '0', description },
      { ...credit, debit: '0', credit: amount, description },
    ],
  };
}

const systemLine = (context: PostingContext, role: AccountSystemRole) => ({ accountId: systemAccountsOf(context.accounts, [role])[role], detailId: null });

/**
 * A receipt: goods in at their cost; Dr inventory, Cr the supplier (payable, on their detail account), or goods in
 * transit for the goods of a purchase, which the purchase posted there.
 */
function postReceipt(document: WarehouseDocument, context: PostingContext): Posted {
  const stock = movementsOf(document, 1, document.entrepot, document.date);
  const from = (): Omit<JournalLine, 'debit' | 'credit' | 'description'> => {
    if (document.invoice) return systemLine(context, 'goodsInTransit');
    if (!document.person) throw new PostingRefusal('person', 'is-required');
    return { ...systemLine(context, 'payable'), detailId: detailOf(context, 'customer', document.person) };
  };
  return { journal: journalOf(document, valueOf(stock, context), systemLine(context, 'inventory'), from()), stock };
}

/** A remittance: goods out at cost to the person or invoice they went with; Dr cost of goods sold, Cr inventory. */
function postRemittance(document: WarehouseDocument, context: PostingContext): Posted {
  const stock = movementsOf(document, -1, document.entrepot, document.date);
  return { journal: journalOf(document, valueOf(stock, context), systemLine(context, 'costOfSales'), systemLine(context, 'inventory')), stock };
}

/** A consumption: goods used inside the business at cost; Dr the expense account chosen (with its detail), Cr inventory. */
function postConsumption(document: WarehouseDocument, context: PostingContext): Posted {
  if (!document.account) throw new PostingRefusal('account', 'is-required');
  const stock = movementsOf(document, -1, document.entrepot, document.date);
  const expense = { accountId: document.account, detailId: document.detail ?? null };
  return { journal: journalOf(document, valueOf(stock, context), expense, systemLine(context, 'inventory')), stock };
}

/**
 * A transfer between warehouses: out of the sending one on its date, in transit until the receiving storekeeper
 * confirms, then into the receiving one on that day at the same cost. The goods' worth does not change: no journal.
 */
function postTransfer(document: WarehouseDocument): Posted {
  const to = document.to_entrepot;
  if (!to) throw new PostingRefusal('to_entrepot', 'is-required');
  if (to === document.entrepot) throw new PostingRefusal('to_entrepot', 'invalid-value');
  const out = movementsOf(document, -1, document.entrepot, document.date);
  const arrived = document.confirmed ? movementsOf(document, 1, to, document.confirmed) : [];
  return { journal: null, stock: [...out, ...arrived] };
}

/**
 * A product's stock turned into another's in the same warehouse (a wrong code, a repackaging): out of the one at its
 * cost, into the other at the same worth over its own count. Inventory keeps its worth: no journal.
 */
function postProductTransfer(document: WarehouseDocument): Posted {
  const stock = document.rows.flatMap((row, index): StockMovementDraft[] => {
    const quantity = quantityOf(row, index);
    const to = row.to_product ?? null;
    if (to === null) throw new PostingRefusal(`rows.${index}.to_product`, 'is-required');
    if (to === row.product) throw new PostingRefusal(`rows.${index}.to_product`, 'invalid-value');
    const toQuantity = row.to_quantity ?? quantity;
    if (compareMoney(quantity, '0') <= 0) throw new PostingRefusal(`rows.${index}.count`, 'invalid-value');
    if (compareMoney(toQuantity, '0') <= 0) throw new PostingRefusal(`rows.${index}.to_count`, 'invalid-value');
    const worth = multiplyMoney(quantity, unitCostOf(row));
    return [
      { product: row.product, entrepot: document.entrepot, date: document.date, quantity: negateMoney(quantity), unitCost: unitCostOf(row) },
      { product: to, entrepot: document.entrepot, date: document.date, quantity: toQuantity, unitCost: costPerUnit(worth, toQuantity) },
    ];
  });
  return { journal: null, stock };
}

/**
 * A stocktaking: each row's difference between what was counted and the book's stock on the date moves as stock, a
 * surplus in at the product's cost and a shortage out at what its method issues at; Dr inventory, Cr inventory gains
 * for the surplus, and Dr inventory losses, Cr inventory for the shortage. A row that agrees moves nothing.
 */
function postStocktaking(document: WarehouseDocument, context: PostingContext): Posted {
  const stock = document.rows.flatMap((row, index): StockMovementDraft[] => {
    const difference = quantityOf(row, index);
    return isZeroMoney(difference) ? [] : [{ product: row.product, entrepot: document.entrepot, date: document.date, quantity: difference, unitCost: unitCostOf(row) }];
  });
  const surplus = valueOf(stock.filter((move) => !move.quantity.startsWith('-')), context);
  const shortage = valueOf(stock.filter((move) => move.quantity.startsWith('-')), context);
  const lines = [
    ...(journalOf(document, surplus, systemLine(context, 'inventory'), systemLine(context, 'inventoryGain'))?.lines ?? []),
    ...(journalOf(document, shortage, systemLine(context, 'inventoryLoss'), systemLine(context, 'inventory'))?.lines ?? []),
  ];
  return { journal: lines.length === 0 ? null : { date: document.date, description: document.description, lines }, stock };
}

/**
 * The posting of every warehouse document (ARCHITECTURE.md section 3): pure, by its kind. A temporary receipt is not
 * stock yet and posts nothing; its checkout makes a receipt.
 */
export const postWarehouseDocument: Posting<WarehouseDocument> = (document, context) => {
  switch (document.kind) {
    case 'receipt':
      return postReceipt(document, context);
    case 'tempReceipt':
      return { journal: null, stock: [] };
    case 'remittance':
      return postRemittance(document, context);
    case 'useRemittance':
      return postConsumption(document, context);
    case 'transferRemittance':
      return postTransfer(document);
    case 'transferProductStock':
      return postProductTransfer(document);
    case 'warehousehandling':
      return postStocktaking(document, context);
  }
};
