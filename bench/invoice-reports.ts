// npm run bench:invoice-reports — the invoice reports (issue 16) over a year of BENCH_REPORT_ROWS (default
// 1,000,000) sale rows: invoices of five rows, 20 a product in BENCH_PRODUCTS (default 500) and BENCH_PERSONS
// (default 1,000) buyers, written straight into the tables (the reports read only invoices and their rows). Each
// report's first page, with the totals of every row, timed as the API answers it; best of three. Prints figures;
// asserts nothing.
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import type { InvoiceReportKind, InvoiceReportQuery } from '@hesab/contract';
import { financialYear, queryRows, type Connection } from '@hesab/db';
import { invoiceItemReport } from '../apps/api/src/modules/invoices/index.ts';
import { appRegistry, recordMaker, referenceTablesOf } from './documents.ts';
import { benchBusiness, isoDay, onEachEngine } from './posting.ts';

const rows = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 500);
const persons = Number(process.env.BENCH_PERSONS ?? 1000);
const rowsOfSale = 5;

async function bench(name: string, connection: Connection): Promise<void> {
  const { db } = connection;
  const { businessId, actor } = await benchBusiness(connection, `invoice-reports-${name}`);
  const registry = await appRegistry(connection);
  const make = recordMaker(connection, registry, actor, 8);
  const groups = await make('group/main', 10, (i) => ({ name: `گروه ${i + 1}` }));
  const people = await make('customer', persons, (i) => ({ firstname: `خریدار ${i + 1}`, lastname: 'آزمایشی' }));
  const [warehouse] = await make('entrepot', 1, () => ({ name: 'انبار اصلی' }));
  const products = await make('products', productCount, (i) => ({ name: `کالا ${i + 1}`, group: groups[i % groups.length]?.id, taxPercent: '9' }));
  const [year] = await db
    .select({ id: financialYear.id })
    .from(financialYear)
    .where(and(eq(financialYear.businessId, businessId), eq(financialYear.isMain, true)));
  if (!warehouse || !year) throw new Error('no warehouse or year');
  const invoices = Math.ceil(rows / rowsOfSale);
  const started = performance.now();
  // Sales spread evenly over a year, each of five products at a fee and count that vary with the row.
  await db.execute(sql`
    insert into invoice (business_id, financial_year_id, number, date, type, person_id, entrepot_id, sum, tax, payable)
    select ${businessId}, ${year.id}, n, (${isoDay(0)}::date + (n * 365 / ${invoices}))::date, 'sell',
      (array[${sql.raw(people.map((person) => person.id).join(','))}])[1 + n % ${people.length}], ${warehouse.id}, 0, 0, 0
    from generate_series(1, ${invoices}) n`);
  await db.execute(sql`
    insert into invoice_line (business_id, document_id, line_no, product_id, count, fee, kind, quantity, unit_cost, taxable, total)
    select i.business_id, i.id, l, (array[${sql.raw(products.map((product) => product.id).join(','))}])[1 + (i.number * 7 + l * 13) % ${products.length}],
      1 + l, 1000 * (1 + i.number % 50), 'product', 1 + l, 500, (1 + l) * 1000 * (1 + i.number % 50), (1 + l) * 1090 * (1 + i.number % 50)
    from invoice i cross join generate_series(1, ${rowsOfSale}) l where i.business_id = ${businessId}`);
  await db.execute(sql`analyze invoice`);
  await db.execute(sql`analyze invoice_line`);
  const [counted] = await queryRows<{ lines: string }>(db, sql`select count(*)::text as lines from invoice_line where business_id = ${businessId}`);
  console.log(`${name}: ${counted?.lines ?? 0} rows of ${invoices} sales written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const references = referenceTablesOf(registry);
  const year365 = { type: 'sell', from: isoDay(0), to: isoDay(365), page: 1, perPage: 25 } as const satisfies InvoiceReportQuery;
  const cases: [string, InvoiceReportKind, InvoiceReportQuery][] = [
    ['itemsList, first page', 'itemsList', year365],
    ['itemsList, page 2,000', 'itemsList', { ...year365, page: 2000 }],
    ['productItemReport, one product', 'productItemReport', { ...year365, product: products[0]?.id }],
    ['productItemsList', 'productItemsList', year365],
    ['productGroupList', 'productGroupList', year365],
    ['taxPayerList', 'taxPayerList', year365],
    ['itemsList, one buyer', 'itemsList', { ...year365, person: people[0]?.id }],
    ['itemsList, searched', 'itemsList', { ...year365, search: 'کالا 17' }],
  ];
  for (const [label, kind, query] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let round = 0; round < 3; round++) {
      const start = performance.now();
      // As the owner reads them: every warehouse.
      total = (await invoiceItemReport(db, businessId, kind, query, references, { warehouses: null, branches: null })).total;
      times.push(performance.now() - start);
    }
    console.log(`${name}: ${label}: ${Math.min(...times).toFixed(1)} ms (${total} lines)`);
  }
}

await onEachEngine(bench);
