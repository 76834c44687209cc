// npm run bench:invoices — sell invoices of five rows (FIFO goods: cost of goods sold and stock movements) posted a
// second, on PGlite and PostgreSQL, through the store `POST invoice` calls after validation; beside them, in the same
// run, manual accounting documents of the sale's five journal lines (receivable, sales, VAT, cost of goods sold,
// inventory). The products are stocked first by purchase invoices; the sales are dated in order, 20 a day.
// BENCH_INVOICES (default 3,000) sales, and as many baseline documents; BENCH_PRODUCTS (default 200); BENCH_PERSONS
// (default 1,000). Prints figures; asserts nothing.
import { accountingDocumentDefinition, invoiceDefinition } from '@hesab/contract';
import type { Connection } from '@hesab/db';
import { invoiceTotals, systemAccountsOf, type InvoiceDocument } from '@hesab/domain';
import { accountingDocumentBinding, loadSystemAccounts } from '../apps/api/src/modules/accounting/index.ts';
import { journalOriginsOf, type DocumentRow } from '../apps/api/src/modules/documents/index.ts';
import { invoiceBinding } from '../apps/api/src/modules/invoices/index.ts';
import { appRegistry, asPosted, recordMaker, referenceTablesOf, type Made } from './documents.ts';
import { benchBusiness, days, isoDay, onEachEngine, postAll, postingFigures, random, together, type Posted } from './posting.ts';

const invoices = Number(process.env.BENCH_INVOICES ?? 3000);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 200);
const persons = Number(process.env.BENCH_PERSONS ?? 1000);
const rowsOfSale = 5;
/** A shop's day: the sales in flight at once mostly share their date, as a shop's do. */
const salesPerDay = 20;
/** Rows of each purchase that stocks the products. */
const rowsOfPurchase = 50;
const rounds = 2;

interface Sale {
  date: string;
  person: Made;
  rows: { product: number; count: number; fee: number }[];
}

async function bench(name: string, connection: Connection, concurrency: number): Promise<void> {
  const { db } = connection;
  const { businessId, actor } = await benchBusiness(connection, `invoices-${name}`);
  const registry = await appRegistry(connection);
  const make = recordMaker(connection, registry, actor, concurrency);
  const people = await make('customer', persons, (i) => ({ firstname: `خریدار ${i + 1}`, lastname: 'آزمایشی' }));
  const [warehouse] = await make('entrepot', 1, () => ({ name: 'انبار اصلی' }));
  const products = await make('products', productCount, (i) => ({ name: `کالا ${i + 1}`, inventoryMethod: 'fifo', taxPercent: '9' }));
  if (!warehouse) throw new Error('no warehouse');
  const references = referenceTablesOf(registry);
  const store = invoiceBinding.createStore(db, references, registry.tags);
  const invoice = (type: string, date: string, person: number, rows: DocumentRow[]) =>
    asPosted(invoiceDefinition, { type, date, person, entrepot: warehouse.id, rows });

  // Stock enough for every sale, bought on the year's first day.
  for (let first = 0; first < products.length; first += rowsOfPurchase) {
    const rows = products.slice(first, first + rowsOfPurchase).map((product, i) => ({ product: product.id, count: '1000000', fee: String(1000 + ((first + i) % 97) * 10) }));
    await store.create(actor, invoice('purchase', isoDay(0), people[0]?.id ?? 0, rows));
  }

  const sales = () => {
    const next = random(7);
    return (n: number): Sale => {
      const chosen = new Set<number>();
      while (chosen.size < rowsOfSale) chosen.add(Math.floor(next() * products.length));
      return {
        date: isoDay(1 + (Math.floor(n / salesPerDay) % (days - 1))),
        person: people[Math.floor(next() * people.length)] ?? { id: 0, detail: 0 },
        rows: [...chosen].map((index) => ({ product: products[index]?.id ?? 0, count: 1 + Math.floor(next() * 5), fee: 2000 + Math.floor(next() * 50_000) })),
      };
    };
  };
  const sale = (spec: Sale) =>
    invoice('sell', spec.date, spec.person.id, spec.rows.map((row) => ({ product: row.product, count: String(row.count), fee: String(row.fee) })));

  // The baseline: the sale's five lines as a manual document, its cost of goods at a fixed share of the sale.
  const account = systemAccountsOf(await loadSystemAccounts(db, businessId), ['receivable', 'sales', 'vatPayable', 'costOfSales', 'inventory']);
  const line = (given: number, detail: number | null, debit: string, credit: string) => ({ account: given, detail, debit, credit });
  const manual = (spec: Sale) => {
    const document: InvoiceDocument = {
      type: 'sell',
      date: spec.date,
      person: spec.person.id,
      discount: null,
      shipping: null,
      description: null,
      rows: spec.rows.map((row) => ({ product: row.product, kind: 'product', entrepot: warehouse.id, count: String(row.count), quantity: String(row.count), fee: String(row.fee), discount: null, discountPercent: null, tax: '9', unit_cost: null })),
    };
    const totals = invoiceTotals(document, 0);
    const cost = String(spec.rows.reduce((sum, row) => sum + row.count * 1500, 0));
    return asPosted(accountingDocumentDefinition, {
      date: spec.date,
      rows: [
        line(account.receivable, spec.person.detail, totals.payable, '0'),
        line(account.sales, null, '0', totals.gross),
        line(account.vatPayable, null, '0', totals.tax),
        line(account.costOfSales, null, cost, '0'),
        line(account.inventory, null, '0', cost),
      ],
    });
  };

  const selling = { store, document: sale, spec: sales(), runs: [] as Posted[] };
  const baseline = { store: accountingDocumentBinding((tables) => journalOriginsOf([], tables)).createStore(db, references), document: manual, spec: sales(), runs: [] as Posted[] };
  const perRound = Math.ceil(invoices / rounds);
  for (let round = 0; round < rounds; round++) {
    for (const kind of [selling, baseline]) {
      const first = round * perRound;
      const count = Math.min(perRound, invoices - first);
      kind.runs.push(await postAll(connection, concurrency, count, (n) => kind.store.create(actor, kind.document(kind.spec(first + n)))));
    }
  }
  const ofSales = postingFigures(connection, selling.runs.reduce(together));
  const ofBaseline = postingFigures(connection, baseline.runs.reduce(together));
  console.log(
    [
      `${name}: ${invoices} sell invoices of ${rowsOfSale} FIFO rows over ${productCount} products, ${persons} persons, ${concurrency} in flight`,
      `  sell invoices: ${ofSales.rate}; CPU an invoice: ${ofSales.cpu}`,
      `  baseline, manual documents of the sale's 5 lines: ${ofBaseline.rate}; CPU a document: ${ofBaseline.cpu}`,
    ].join('\n'),
  );
}

await onEachEngine(bench);
