import type { Executor } from '@hesab/db';
import { costPerUnit, stockCoster, sumMoney, type Money, type StockCoster } from '@hesab/domain';
import { placeOf, type GoodsMovement, type GoodsStock, type Issue } from '../inventory/index.ts';
import type { InvoiceTerms } from '../products/index.ts';

/**
 * The goods of invoices written together (the document engine's group, by its transaction): their terms, locked,
 * and each product's movements in the order costing reads them, read once for all, with those of the invoices
 * posted so far in the group. Each invoice is costed and its stock checked as if written after the ones before it,
 * from what the group keeps rather than from its products' whole history: where it is dated on or after a product's
 * latest movement, its issues are costed from a coster fed once with that history, and its stock is each place's
 * sum, kept as the group's movements come.
 */
export interface GoodsTogether {
  terms: ReadonlyMap<number, InvoiceTerms>;
  held: GoodsStock['held'];
  byProduct: Map<number, GoodsMovement[]>;
  /** each product's coster fed with all its movements so far, made when first asked */
  tails: Map<number, StockCoster>;
  /** stock on hand by place, summed when first asked */
  onHand: Map<string, Money>;
}

const groups = new WeakMap<Executor, GoodsTogether>();

/** The group of the write's transaction, if its invoices are written together. */
export const goodsTogether = (tx: Executor): GoodsTogether | undefined => groups.get(tx);

/** Keeps what a group's invoices read of their goods (`stock`, in costing order) for its transaction. */
export function keepGoodsTogether(tx: Executor, terms: ReadonlyMap<number, InvoiceTerms>, stock: GoodsStock): void {
  const byProduct = new Map<number, GoodsMovement[]>();
  for (const move of stock.movements) movesOf(byProduct, move.product).push(move);
  groups.set(tx, { terms, held: stock.held, byProduct, tails: new Map(), onHand: new Map() });
}

function movesOf(byProduct: Map<number, GoodsMovement[]>, product: number): GoodsMovement[] {
  const moves = byProduct.get(product);
  if (moves) return moves;
  const started: GoodsMovement[] = [];
  byProduct.set(product, started);
  return started;
}

/** The date of a product's latest movement in the group ('' where it has none). */
const latest = (group: GoodsTogether, product: number) => group.byProduct.get(product)?.at(-1)?.date ?? '';

/** A movement of an invoice of the group: after those of its product up to its date (it is written after them). */
export function addWritten(group: GoodsTogether, move: GoodsMovement): void {
  const moves = movesOf(group.byProduct, move.product);
  const tail = group.tails.get(move.product);
  if (tail && move.date >= latest(group, move.product)) tail.take(move);
  else group.tails.delete(move.product);
  let at = moves.length;
  while (at > 0 && (moves[at - 1]?.date ?? '') > move.date) at--;
  moves.splice(at, 0, move);
  const place = placeOf(move);
  const onHand = group.onHand.get(place);
  if (onHand !== undefined) group.onHand.set(place, sumMoney([onHand, move.quantity]));
}

/** The movements of `goods` as the next invoice of the group finds them: as read, and those of the invoices before it. */
export function stockBefore(group: GoodsTogether, goods: readonly number[]): GoodsStock {
  return { movements: [...new Set(goods)].flatMap((product) => group.byProduct.get(product) ?? []), held: group.held };
}

/** Whether any of `goods` moved after `date`: an invoice dated before re-costs what came after it. */
export const movedAfter = (group: GoodsTogether, goods: readonly number[], date: string) => goods.some((product) => latest(group, product) > date);

/**
 * The unit cost of each issue of an invoice dated `date`, its rows costed one after another, from each product's
 * coster where the invoice comes after all of the product's movements; null where it does not (a back-dated
 * invoice), which is then costed over the history up to its date.
 */
export function tailCosts(group: GoodsTogether, goods: readonly InvoiceTerms[], date: string): ((term: InvoiceTerms, quantity: Money) => Money) | null {
  if (movedAfter(group, goods.map((term) => term.id), date)) return null;
  const copies = new Map<number, StockCoster>();
  return (term, quantity) => {
    let coster = copies.get(term.id);
    if (!coster) {
      coster = tailOf(group, term).copy();
      copies.set(term.id, coster);
    }
    return costPerUnit(coster.issue(quantity), quantity);
  };
}

function tailOf(group: GoodsTogether, term: InvoiceTerms): StockCoster {
  const kept = group.tails.get(term.id);
  if (kept) return kept;
  const coster = stockCoster(term.inventoryMethod);
  for (const move of group.byProduct.get(term.id) ?? []) coster.take(move);
  group.tails.set(term.id, coster);
  return coster;
}

/** The stock on hand at each place `issues` take from, summed once for the group and kept as its movements come. */
export function onHandFor(group: GoodsTogether, issues: readonly Issue[]): (place: string) => Money {
  for (const issue of issues) {
    const place = placeOf(issue);
    if (group.onHand.has(place)) continue;
    const moves = (group.byProduct.get(issue.product) ?? []).filter((move) => move.entrepot === issue.entrepot);
    group.onHand.set(place, sumMoney(moves.map((move) => move.quantity)));
  }
  return (place) => group.onHand.get(place) ?? '0';
}
