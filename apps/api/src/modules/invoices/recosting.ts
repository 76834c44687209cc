import { and, asc, eq, inArray } from 'drizzle-orm';
import { invoice, invoiceLine, type Executor } from '@hesab/db';
import { compareMoney, costPerUnit, costStock, negateMoney, postInvoice, type InvoiceDocument, type Money, type SystemAccounts } from '@hesab/domain';
import { BlockedError } from '../../http/errors.ts';
import { loadSystemAccounts } from '../accounting/index.ts';
import { productHistory, setMovementCosts } from '../inventory/index.ts';
import { journalStanding, repostJournal } from '../ledger/index.ts';
import { personDetails } from '../persons/index.ts';
import { lockInvoiceTerms } from '../products/index.ts';
import { defaultCurrency } from '../tenancy/index.ts';
import { commissionOf } from './commission.ts';

const source = (id: number) => ({ kind: 'invoice', id });

/** The business's system accounts and its currency's decimals, which a reposted sale's posting reads. */
interface Chart {
  accounts: SystemAccounts;
  decimals: number;
}

/** The sales among the invoices that wrote movements: only a sale's issue takes the cost its product's method gives. */
async function salesAmong(tx: Executor, businessId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(and(eq(invoice.businessId, businessId), inArray(invoice.id, [...new Set(ids)]), eq(invoice.type, 'sell')));
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * A sale's new unit costs (by the line of its movements) posted: its journal's cost of goods sold reposted, its
 * movements and rows re-costed in place. A sale whose journal is permanent or locked cannot be changed, so the write
 * that would re-cost it is refused (423 with the journal's number) rather than leave its cost wrong.
 */
async function repostCosts(tx: Executor, businessId: number, id: number, costs: ReadonlyMap<number, Money>, chart: Chart): Promise<void> {
  const [head] = await tx.select().from(invoice).where(and(eq(invoice.businessId, businessId), eq(invoice.id, id)));
  if (!head?.journalId || head.person === null) return;
  const standing = await journalStanding(tx, businessId, head.journalId);
  if (standing && (standing.state === 'permanent' || standing.locked)) {
    const key = standing.locked ? 'document-journal-locked' : 'document-journal-permanent';
    throw new BlockedError(key, { document: head.journalId, number: standing.number }, { number: String(standing.number) });
  }
  const lines = await tx
    .select()
    .from(invoiceLine)
    .where(and(eq(invoiceLine.businessId, businessId), eq(invoiceLine.documentId, id)))
    .orderBy(asc(invoiceLine.lineNo));
  // The movements were written one a goods row, in the rows' order.
  let goods = 0;
  const rows = lines.map((line) => {
    const movement = line.kind === 'product' ? ++goods : null;
    const unitCost = movement === null ? null : (costs.get(movement) ?? line.unit_cost);
    return { ...line, entrepot: line.entrepot ?? head.entrepot, unit_cost: unitCost, changed: movement !== null && costs.has(movement) };
  });
  const document: InvoiceDocument = {
    type: head.type,
    date: head.date,
    person: head.person,
    discount: head.discount,
    shipping: head.shipping,
    description: head.description,
    rows,
    commission: await commissionOf(tx, businessId, head.type, head.visitor),
  };
  const details = await personDetails(tx, businessId, [head.person, ...(head.visitor === null ? [] : [head.visitor])]);
  const posted = postInvoice(document, {
    accounts: chart.accounts,
    details: new Map([...details].map(([person, detail]) => [`customer:${String(person)}`, detail])),
    currencies: { base: { id: 0, decimals: chart.decimals }, of: new Map() },
  });
  if (posted.journal) await repostJournal(tx, businessId, head.journalId, posted.journal);
  await setMovementCosts(tx, businessId, source(id), costs);
  for (const row of rows.filter((each) => each.changed)) {
    await tx
      .update(invoiceLine)
      .set({ unit_cost: row.unit_cost })
      .where(and(eq(invoiceLine.businessId, businessId), eq(invoiceLine.documentId, id), eq(invoiceLine.lineNo, row.lineNo)));
  }
}

/**
 * After a back-dated write (a purchase, sale, return, edit or removal dated before later movements), the sales of
 * `products` are costed again over each product's whole history by its method, and every other sale whose cost
 * changed is reposted in the same transaction: never a silently wrong cost. `except` is the invoice being written,
 * which its own write costed.
 */
export async function recostSales(tx: Executor, businessId: number, products: readonly number[], except: number): Promise<number> {
  const terms = await lockInvoiceTerms(tx, businessId, products);
  const changed = new Map<number, Map<number, Money>>();
  for (const term of terms.values()) {
    if (term.type !== 'product') continue;
    const history = await productHistory(tx, businessId, term.id);
    const sales = await salesAmong(tx, businessId, history.flatMap((move) => (move.sourceKind === 'invoice' ? [move.sourceId] : [])));
    const { issues } = costStock(term.inventoryMethod, history);
    let issue = 0;
    for (const move of history) {
      if (compareMoney(move.quantity, '0') >= 0) continue;
      const cost = issues[issue++] ?? '0';
      if (move.sourceKind !== 'invoice' || move.sourceId === except || !sales.has(move.sourceId)) continue;
      const unitCost = costPerUnit(cost, negateMoney(move.quantity));
      if (compareMoney(unitCost, move.unitCost) === 0) continue;
      const costs = changed.get(move.sourceId) ?? new Map<number, Money>();
      changed.set(move.sourceId, costs.set(move.lineNo, unitCost));
    }
  }
  if (changed.size === 0) return 0;
  // What every reposted sale's posting reads of the business, read once.
  const chart: Chart = { accounts: await loadSystemAccounts(tx, businessId), decimals: (await defaultCurrency(tx, businessId))?.decimals ?? 0 };
  for (const [id, costs] of changed) await repostCosts(tx, businessId, id, costs, chart);
  return changed.size;
}
