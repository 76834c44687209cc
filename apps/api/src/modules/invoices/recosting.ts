import { and, asc, eq, sql } from 'drizzle-orm';
import { warehouseDefinitions } from '@hesab/contract';
import { arrayParameter, invoice, invoiceLine, queryRows, type Executor } from '@hesab/db';
import {
  compareMoney,
  costPerUnit,
  moneyFractionDigits,
  postInvoice,
  stockCoster,
  type InventoryMethod,
  type InvoiceDocument,
  type Money,
  type SystemAccounts,
} from '@hesab/domain';
import { BlockedError } from '../../http/errors.ts';
import { loadSystemAccounts } from '../accounting/index.ts';
import { issueValues, movedValuesOf, productHistories, setMovementCosts, type HistoryMovement, type StockSource } from '../inventory/index.ts';
import { repostJournal, revalueIssueJournals, setLineAmounts, unchangeableJournal, type LineAmounts } from '../ledger/index.ts';
import { personDetails } from '../persons/index.ts';
import { goodsIds, invoiceTerms, lockInvoiceTerms } from '../products/index.ts';
import { currencyDecimals, defaultCurrency } from '../tenancy/index.ts';
import { commissionOf, shareWithInvestors } from './commission.ts';
import { rowCostsOf } from './sale-costs.ts';

/** The business's system accounts and its currency's decimals, which a reposted invoice's posting reads. */
interface Chart {
  accounts: SystemAccounts;
  decimals: number;
}

/** How far a re-costing has gone: products costed, of all it costs. */
export interface RecostProgress {
  done: number;
  total: number;
}

/** What a re-costing did: the products it costed and the sales and sales' returns it reposted. */
export interface Recosted {
  products: number;
  invoices: number;
}

/** Which invoices among a batch's movements are sales or returns of a sale, and the sale each return returns. */
async function salesAmong(tx: Executor, businessId: number, histories: ReadonlyMap<number, readonly HistoryMovement[]>) {
  const ids = new Set<number>();
  for (const history of histories.values()) for (const move of history) if (move.invoice !== 0) ids.add(move.invoice);
  const kinds = new Map<number, { type: 'sell' | 'returnSell'; returns: number | null }>();
  if (ids.size === 0) return kinds;
  const rows = await tx
    .select({ id: invoice.id, type: invoice.type, returns: invoice.returns })
    .from(invoice)
    .where(and(eq(invoice.businessId, businessId), sql`${invoice.id} = any(${arrayParameter([...ids])}::bigint[])`, sql`${invoice.type} in ('sell', 'returnSell')`));
  for (const row of rows) {
    if (row.type === 'sell' || row.type === 'returnSell') kinds.set(Number(row.id), { type: row.type, returns: row.returns === null ? null : Number(row.returns) });
  }
  return kinds;
}

const moves = (quantity: string) => /[1-9]/.test(quantity);

/**
 * The warehouse documents whose issues go at the product's cost (issue 17), costed again with the sales; a transfer's
 * goods arrive at the cost they left at. A product stock transfer keeps its costs: what it takes out is worth what
 * another product receives.
 */
const transfer = warehouseDefinitions.transferRemittance.logType;
const costedIssues: ReadonlySet<string> = new Set([
  warehouseDefinitions.remittance.logType,
  warehouseDefinitions.useRemittance.logType,
  warehouseDefinitions.warehousehandling.logType,
  transfer,
]);

/**
 * New unit costs found: of movements by id (a sale's rows have no cost but their movements'), the invoices whose
 * goods moved at them, and the warehouse documents whose issues' worth changed (whose journals take it).
 */
class Changes {
  readonly movements: { id: number; unitCost: Money }[] = [];
  readonly invoices = new Set<number>();
  readonly issued = new Map<string, StockSource>();
  add(move: HistoryMovement, unitCost: Money): void {
    this.movements.push({ id: move.id, unitCost });
    this.invoices.add(move.invoice);
  }
  /** A warehouse document's movement at a new unit cost. */
  addIssue(move: HistoryMovement, unitCost: Money): void {
    this.movements.push({ id: move.id, unitCost });
    if (move.source !== transfer) this.issued.set(`${move.source}:${move.sourceId}`, { kind: move.source, id: move.sourceId });
  }
}

/**
 * One product's history costed by its method, in order: a sale's issue at what the method gives, a return of a sale
 * back at the (new) unit cost of the sale it returns, the highest where the sale had the product on two rows, as
 * its write took it. A return dated before its sale, or naming none, keeps its cost. `except`, the invoice being
 * written, was costed by its write.
 */
function costHistory(method: InventoryMethod, history: readonly HistoryMovement[], sales: Awaited<ReturnType<typeof salesAmong>>, except: number, changes: Changes) {
  const coster = stockCoster(method);
  const soldAt = new Map<number, Money>();
  // A transfer's goods of this product, by transfer: the unit costs they left at, in order, and how many arrived.
  const left = new Map<number, Money[]>();
  const arrived = new Map<number, number>();
  for (const move of history) {
    if (!moves(move.quantity)) continue;
    const sale = move.invoice === 0 ? undefined : sales.get(move.invoice);
    if (move.source === transfer && !move.quantity.startsWith('-')) {
      const index = arrived.get(move.sourceId) ?? 0;
      arrived.set(move.sourceId, index + 1);
      const unitCost = left.get(move.sourceId)?.[index] ?? move.unitCost;
      if (compareMoney(unitCost, move.unitCost) !== 0) changes.addIssue(move, unitCost);
      coster.receive(move.quantity, unitCost);
      continue;
    }
    if (!move.quantity.startsWith('-')) {
      const returned = sale?.type === 'returnSell' && sale.returns !== null ? soldAt.get(sale.returns) : undefined;
      const unitCost = returned ?? move.unitCost;
      if (move.invoice !== except && compareMoney(unitCost, move.unitCost) !== 0) changes.add(move, unitCost);
      coster.receive(move.quantity, unitCost);
      continue;
    }
    const quantity = move.quantity.slice(1);
    const cost = coster.issue(quantity);
    if (costedIssues.has(move.source)) {
      const unitCost = costPerUnit(cost, quantity);
      if (move.source === transfer) left.set(move.sourceId, [...(left.get(move.sourceId) ?? []), unitCost]);
      if (compareMoney(unitCost, move.unitCost) !== 0) changes.addIssue(move, unitCost);
      continue;
    }
    if (sale?.type !== 'sell') continue;
    const unitCost = costPerUnit(cost, quantity);
    const highest = soldAt.get(move.invoice);
    if (highest === undefined || compareMoney(unitCost, highest) > 0) soldAt.set(move.invoice, unitCost);
    if (move.invoice !== except && compareMoney(unitCost, move.unitCost) !== 0) changes.add(move, unitCost);
  }
}

/**
 * An invoice posted again whole from its stored rows at their movements' (new) unit costs: for a journal whose cost
 * lines cannot be set in place (a cost that was or becomes zero has no lines).
 */
async function repostInvoice(tx: Executor, businessId: number, id: number, chart: Chart): Promise<void> {
  const [head] = await tx.select().from(invoice).where(and(eq(invoice.businessId, businessId), eq(invoice.id, id)));
  if (!head?.journalId || head.person === null) return;
  const lines = await tx
    .select()
    .from(invoiceLine)
    .where(and(eq(invoiceLine.businessId, businessId), eq(invoiceLine.documentId, id)))
    .orderBy(asc(invoiceLine.lineNo));
  const costs = (await rowCostsOf(tx, businessId, [id])).get(id);
  const rows = lines.map((line) => ({ ...line, entrepot: line.entrepot ?? head.entrepot, unit_cost: costs?.get(line.lineNo) ?? line.unit_cost }));
  const terms = await invoiceTerms(tx, businessId, rows.map((row) => row.product));
  await shareWithInvestors(tx, businessId, head.type, rows, terms);
  const document: InvoiceDocument = {
    type: head.type,
    date: head.date,
    person: head.person,
    discount: head.discount,
    shipping: head.shipping,
    description: head.description,
    rows,
    commission: await commissionOf(tx, businessId, head.type, head.visitor),
    delivery: head.delivery,
    currency: head.currency,
    rate: head.rate,
    ...(head.currency === null ? {} : { decimals: await currencyDecimals(tx, businessId, head.currency) }),
  };
  const details = await personDetails(tx, businessId, [head.person, ...(head.visitor === null ? [] : [head.visitor])]);
  const posted = postInvoice(document, {
    accounts: chart.accounts,
    details: new Map([...details].map(([person, detail]) => [`customer:${String(person)}`, detail])),
    currencies: { base: { id: 0, decimals: chart.decimals }, of: new Map() },
  });
  if (posted.journal) await repostJournal(tx, businessId, head.journalId, posted.journal);
}

/** A changed sale or return of a sale: its type and journal, read once for the refusal and the repost. */
interface ChangedInvoice {
  id: number;
  type: string;
  journal: number;
}

async function changedInvoices(tx: Executor, businessId: number, ids: readonly number[]): Promise<ChangedInvoice[]> {
  const rows = await queryRows<{ id: string | number; type: string; journal: string | number }>(
    tx,
    sql`select id, type, journal_id as journal from invoice
        where business_id = ${businessId} and id = any(${arrayParameter(ids)}::bigint[]) and journal_id is not null`,
  );
  return rows.map((row) => ({ id: Number(row.id), type: row.type, journal: Number(row.journal) }));
}

/**
 * A journal that is permanent or locked cannot change: the re-costing is refused (423 with its number) before it
 * writes anything, rather than leave a cost wrong.
 */
async function refuseUnchangeable(tx: Executor, businessId: number, invoices: readonly ChangedInvoice[]): Promise<void> {
  const blocked = await unchangeableJournal(tx, businessId, invoices.map((each) => each.journal));
  if (blocked) {
    const key = blocked.locked ? 'document-journal-locked' : 'document-journal-permanent';
    throw new BlockedError(key, { document: blocked.id, number: blocked.number }, { number: String(blocked.number) });
  }
}

/**
 * The invoices whose goods moved at new unit costs, their movements already set: their journals' cost of goods
 * sold (Dr cost of goods sold, Cr inventory on a sale; the reverse on its return) set in place, a few statements for
 * any number of invoices.
 */
async function repostCosts(tx: Executor, businessId: number, invoices: readonly ChangedInvoice[]): Promise<void> {
  const chart: Chart = { accounts: await loadSystemAccounts(tx, businessId), decimals: (await defaultCurrency(tx, businessId))?.decimals ?? 0 };
  const costOfSales = chart.accounts.get('costOfSales');
  const inventory = chart.accounts.get('inventory');
  // Each invoice's cost of goods as its posting sums it: each goods row's quantity times its unit cost (its
  // movement's), rounded to the currency's digits.
  const values = await movedValuesOf(tx, businessId, 'invoice', invoices.map((each) => each.id), moneyFractionDigits(chart.decimals));
  const lines: LineAmounts[] = [];
  const whole = new Set<number>();
  for (const { id, type, journal } of invoices) {
    const cost = values.get(id) ?? '0';
    if (costOfSales === undefined || inventory === undefined || !moves(cost)) whole.add(id);
    else if (type === 'sell') lines.push({ journal, account: costOfSales, debit: cost, credit: '0' }, { journal, account: inventory, debit: '0', credit: cost });
    else lines.push({ journal, account: costOfSales, debit: '0', credit: cost }, { journal, account: inventory, debit: cost, credit: '0' });
  }
  const missed = await setLineAmounts(tx, businessId, lines);
  for (const { id, journal } of invoices) if (missed.has(journal)) whole.add(id);
  for (const id of whole) await repostInvoice(tx, businessId, id, chart);
}

/** The warehouse documents whose issues were costed again: their journals take what the goods are worth now. */
async function revalueIssues(tx: Executor, businessId: number, changes: Changes): Promise<void> {
  const inventory = (await loadSystemAccounts(tx, businessId)).get('inventory');
  if (inventory === undefined) return;
  const digits = moneyFractionDigits((await defaultCurrency(tx, businessId))?.decimals ?? 0);
  await revalueIssueJournals(tx, businessId, inventory, await issueValues(tx, businessId, [...changes.issued.values()], digits));
}

/**
 * Costs the issues of `products` again over each product's whole history by its method (of every product that
 * moved, when `products` is null: a cost rebuild), and writes what changed in the same transaction: the sales whose
 * cost moved and the returns of them, their movements and journals' cost of goods sold. Never a silently wrong
 * cost. The histories are read as one stream of batches of whole products, each product locked as it is read;
 * `progress` hears how far after each batch. `except` is the invoice being written, which its own write costed.
 */
export async function recostStock(
  tx: Executor,
  businessId: number,
  products: readonly number[] | null,
  except: number,
  progress?: (at: RecostProgress) => void,
): Promise<Recosted> {
  const changes = new Changes();
  // A rebuild's statements join hundreds of thousands of rows: their hashes and sorts stay in memory, not on disk.
  if (products === null) await tx.execute(sql`set local work_mem = '256MB'`);
  const goods = products ?? (await goodsIds(tx, businessId));
  const beside = async (histories: Map<number, HistoryMovement[]>) => {
    const [terms, sales] = await Promise.all([lockInvoiceTerms(tx, businessId, [...histories.keys()]), salesAmong(tx, businessId, histories)]);
    return { terms, sales };
  };
  for await (const { histories, beside: { terms, sales }, read } of productHistories(tx, businessId, goods, ['invoice', ...costedIssues], beside)) {
    for (const [product, history] of histories) {
      const term = terms.get(product);
      if (term?.type === 'product') costHistory(term.inventoryMethod, history, sales, except, changes);
    }
    progress?.({ done: read, total: goods.length });
  }
  const invoices = changes.invoices.size > 0 ? await changedInvoices(tx, businessId, [...changes.invoices]) : [];
  await refuseUnchangeable(tx, businessId, invoices);
  await setMovementCosts(tx, businessId, changes.movements);
  if (invoices.length > 0) await repostCosts(tx, businessId, invoices);
  if (changes.issued.size > 0) await revalueIssues(tx, businessId, changes);
  return { products: goods.length, invoices: changes.invoices.size };
}

/** After a back-dated write (see recostStock): the number of other sales and returns reposted. */
export async function recostSales(tx: Executor, businessId: number, products: readonly number[], except: number): Promise<number> {
  if (products.length === 0) return 0;
  return (await recostStock(tx, businessId, products, except)).invoices;
}
