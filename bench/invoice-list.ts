// npm run bench:invoice-list — a page of the invoice list (`GET invoice`, the store it calls) over BENCH_LIST_INVOICES
// (default 1,000,000) invoices of one business: the first page, the sales only, one customer's, a search, and a
// page far in. Beside each, in the same run, the same page of a business with 100 invoices (the baseline: all the
// list's work but the size). The invoices are written by SQL, as the tables keep them (headers only: the list reads
// no lines), each type numbered from 1 in its series. PostgreSQL only (BENCH_ENGINES=pglite,postgres adds PGlite). Prints figures; asserts nothing.
import { sql } from 'drizzle-orm';
import { queryRows, type Connection } from '@hesab/db';
import { invoiceBinding } from '../apps/api/src/modules/invoices/index.ts';
import { appRegistry, referenceTablesOf } from './documents.ts';
import { medianRead } from './reads.ts';
import { benchBusiness, days, isoDay, onEachEngine } from './posting.ts';

const size = Number(process.env.BENCH_LIST_INVOICES ?? 1_000_000);
const persons = 2_000;
const repeats = 15;

/** `count` invoices of the business: four sales to a purchase, over the bench's three years, a person each. */
async function seed(connection: Connection, businessId: number, count: number, people: readonly number[], warehouse: number): Promise<void> {
  const { db } = connection;
  const [year] = await queryRows<{ id: string }>(db, sql`select id from financial_year where business_id = ${businessId} and is_main`);
  const batch = 100_000;
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    await db.execute(sql`
      insert into invoice (business_id, financial_year_id, number, date, type, person_id, entrepot_id, sum, tax, payable, description)
      select ${businessId}, ${year?.id}, case when n % 5 = 4 then n / 5 + 1 else n / 5 * 4 + n % 5 + 1 end,
        (${isoDay(0)}::date + (n::bigint * ${days} / ${count})::int),
        case when n % 5 = 4 then 'purchase' else 'sell' end,
        (${sql.raw(`array[${people.join(',')}]::bigint[]`)})[1 + n % ${people.length}], ${warehouse},
        (1000 + n % 997) * 100, (1000 + n % 997) * 9, (1000 + n % 997) * 109, 'فاکتور ' || n
      from generate_series(${from}::int, ${to}::int) n`);
  }
  // Each type's series ends at its last number, as next_document_number leaves it.
  await db.execute(sql`
    insert into document_number (business_id, kind, financial_year_id, last_number)
    select ${businessId}, 'invoice.' || type, ${year?.id}, max(number) from invoice where business_id = ${businessId} group by type`);
  await db.execute(sql`analyze invoice`);
}

const timed = (read: () => Promise<unknown>) => medianRead(read, repeats);

async function bench(name: string, connection: Connection): Promise<void> {
  const registry = await appRegistry(connection);
  const store = invoiceBinding.createStore(connection.db, referenceTablesOf(registry), registry.tags);
  const businesses = [];
  for (const [label, count] of [['large', size] as const, ['baseline', 100] as const]) {
    const { businessId, actor } = await benchBusiness(connection, `list-${label}-${name}`);
    const people = await Promise.all(
      Array.from({ length: Math.min(persons, count) }, async (_, i) => {
        const entry = registry.entries.get('customer');
        if (!entry) throw new Error('no customers');
        return Number((await entry.store.create(actor, { firstname: `مشتری ${i + 1}`, lastname: 'آزمایشی' })).id);
      }),
    );
    const warehouse = Number((await registry.entries.get('entrepot')?.store.create(actor, { name: 'انبار' }))?.id);
    const start = Date.now();
    await seed(connection, businessId, count, people, warehouse);
    if (label === 'large') console.log(`${name}: ${count.toLocaleString('en')} invoices written in ${((Date.now() - start) / 1000).toFixed(1)} s`);
    businesses.push({ label, businessId, person: people[0] ?? 0 });
  }
  const pages: [string, (person: number) => Record<string, unknown>][] = [
    ['first page (25, newest first)', () => ({})],
    ['sales only', () => ({ type: 'sell' })],
    ["one customer's", (person) => ({ person: String(person) })],
    ['search by description', () => ({ search: 'فاکتور 4242' })],
    ['page 2,000 of the sales', () => ({ type: 'sell', page: 2000 })],
  ];
  console.log(`${name}, median of ${repeats}: ${size.toLocaleString('en')} invoices | baseline of 100`);
  for (const [label, query] of pages) {
    const figures = [];
    for (const { businessId, person } of businesses) {
      figures.push(await timed(() => store.list(businessId, { page: 1, perPage: 25, ...query(person) }, { field: 'type', values: ['sell', 'purchase', 'presale', 'returnSell', 'returnPurchase'] })));
    }
    console.log(`  ${label}: ${figures.map((ms) => `${ms.toFixed(1)} ms`).join(' | ')}`);
  }
}

process.env.BENCH_ENGINES ??= 'postgres';
await onEachEngine(async (name, connection) => bench(name, connection));
