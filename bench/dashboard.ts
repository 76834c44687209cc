// npm run bench:dashboard — `GET dashboard` (issue 20: under 300 ms for a business with 1,000,000 journal lines) over a
// main year of BENCH_DASHBOARD_LINES (default 1,000,000) journal lines, written straight into the tables by set-based
// SQL (generate_series): sales of three rows (five lines each: the buyer, sales, VAT, cost of goods sold, inventory),
// their returns, purchases (three lines), receipts into cash boxes and banks, payments, and costs, among
// BENCH_PERSONS (default 2,000) persons and BENCH_PRODUCTS (default 2,000) products (a tenth with an order point),
// with the invoices' rows and stock movements, the ledger's daily balances, and 20,000 cheques due around today.
// Timed through the app (`server.inject`, token, access check and the answer's serialisation included), median of 15
// reads after one, beside two baselines measured in the same run: `GET init` of the same member (a route of the same
// path with a few small reads) and the dashboard of an empty business. Then each card alone: the dashboard of a member
// who may open only that card's report. Prints figures; asserts nothing. BENCH_ENGINES as for the other benches.
import { and, eq, sql } from 'drizzle-orm';
import { appUser, financialYear, queryRows, type Connection } from '@hesab/db';
import { isoDateOf, systemAccountsOf } from '@hesab/domain';
import { buildApp } from '../apps/api/src/app.ts';
import { loadSystemAccounts } from '../apps/api/src/modules/accounting/index.ts';
import { dashboardOf } from '../apps/api/src/modules/dashboard/index.ts';
import { findMember, jalaliYearOf } from '../apps/api/src/modules/tenancy/index.ts';
import { appRegistry, recordMaker, referenceTablesOf } from './documents.ts';
import { balancesOfLines, invoiceMovements, benchBusiness, onEachEngine } from './posting.ts';
import { medianRead } from './reads.ts';

const lines = Number(process.env.BENCH_DASHBOARD_LINES ?? 1_000_000);
const personCount = Number(process.env.BENCH_PERSONS ?? 2000);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 2000);
const chequeCount = 20_000;
const repeats = 15;
const rowsOfInvoice = 3;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const idArray = (ids: readonly number[]) => sql.raw(`array[${ids.join(',')}]::bigint[]`);

/** How many documents of each kind make `lines` journal lines: the lines a document of the kind posts, and its share. */
function documentCounts(total: number) {
  const share = { sell: [5, 0.6], returnSell: [5, 0.03], purchase: [3, 0.09], receive: [2, 0.2], pay: [2, 0.06], cost: [2, 0.02] } as const;
  return Object.fromEntries(Object.entries(share).map(([kind, [perDocument, part]]) => [kind, Math.round((total * part) / perDocument)])) as Record<keyof typeof share, number>;
}

/** A business with the main year holding today and `total` journal lines in it, as the header says. */
export async function seedDashboard(name: string, connection: Connection, total: number) {
  const { db } = connection;
  const { businessId, actor } = await benchBusiness(connection, `dashboard-${name}`);
  const today = isoDateOf(new Date(), 'Asia/Tehran');
  const year = jalaliYearOf(today);
  await db.update(financialYear).set({ startDate: year.startDate, endDate: year.endDate }).where(and(eq(financialYear.businessId, businessId), eq(financialYear.isMain, true)));
  const [main] = await db.select({ id: financialYear.id }).from(financialYear).where(and(eq(financialYear.businessId, businessId), eq(financialYear.isMain, true)));
  if (!main || total === 0) return { businessId, userId: actor.userId };

  const registry = await appRegistry(connection);
  const make = recordMaker(connection, registry, actor, connection.engine === 'pglite' ? 1 : 8);
  let started = performance.now();
  const persons = await make('customer', personCount, (i) => ({ firstname: `شخص ${i + 1}`, lastname: 'آزمایشی' }));
  const products = await make('products', productCount, (i) => ({ name: `کالا ${i + 1}`, code: String(1000 + i), taxPercent: '10', ...(i % 10 === 0 ? { orderPoint: '500' } : {}) }));
  const [warehouse] = await make('entrepot', 1, () => ({ name: 'انبار اصلی' }));
  const banks = await make('bank', 3, (i) => ({ name: `بانک ${i + 1}`, initial_price: '500000000' }));
  const cashes = await make('cash', 2, (i) => ({ name: `صندوق ${i + 1}`, initial_price: '10000000' }));
  if (!warehouse) throw new Error('no warehouse');
  console.log(`${name}: ${personCount} persons, ${productCount} products and the treasury made through the API in ${seconds(started)} s`);

  const accounts = systemAccountsOf(await loadSystemAccounts(db, businessId), ['receivable', 'payable', 'sales', 'salesReturn', 'vatPayable', 'vatReceivable', 'costOfSales', 'inventory', 'cash', 'bank']);
  const [rent] = await queryRows<{ id: number }>(db, sql`select id from account where business_id = ${businessId} and level = 'given' and name = 'اجاره'`);
  if (!rent) throw new Error('the standard chart has no rent account');
  const counts = documentCounts(total);
  const days = (Date.parse(year.endDate) - Date.parse(year.startDate)) / 86_400_000;
  // Document n of `count` of its kind, spread evenly over the year.
  const dayOf = (n: string, count: number) => sql.raw(`(date '${year.startDate}' + (${n}::bigint * ${days} / ${count})::int)`);
  const people = idArray(persons.map((person) => person.id));
  const details = idArray(persons.map((person) => person.detail));
  started = performance.now();

  // Invoices: sales, their returns and purchases, each type numbered from 1, spread over the year.
  for (const [type, count] of [['sell', counts.sell], ['returnSell', counts.returnSell], ['purchase', counts.purchase]] as const) {
    await db.execute(sql`
      insert into invoice (business_id, financial_year_id, number, date, type, person_id, entrepot_id, sum, tax, payable)
      select ${businessId}, ${main.id}, n, ${dayOf('n', count)}, ${type}, (${people})[1 + n % ${persons.length}], ${warehouse.id}, 0, 0, 0
      from generate_series(1, ${count}) n`);
  }
  // Three rows an invoice; a purchase brings twenty or more of each, a sale takes one to five at a cost of 10,000.
  await db.execute(sql`
    insert into invoice_line (business_id, document_id, line_no, product_id, count, fee, kind, quantity, unit_cost, taxable, tax, total)
    select i.business_id, i.id, l, (${idArray(products.map((product) => product.id))})[1 + (i.number * 7 + l * 13) % ${products.length}],
           c.count, c.fee, 'product', c.count, case when i.type = 'purchase' then null else 10000 end, c.count * c.fee, 10, c.count * c.fee * 1.1
    from invoice i cross join generate_series(1, ${rowsOfInvoice}) l,
         lateral (select case when i.type = 'purchase' then 20 + (i.number + l) % 10 else 1 + (i.number + l) % 5 end as count,
                         case when i.type = 'purchase' then 10000 else 20000 + (i.number % 50) * 1000 end as fee) c
    where i.business_id = ${businessId}`);
  await db.execute(sql`
    update invoice i set sum = t.sum, tax = t.sum * 0.1, payable = t.sum * 1.1
    from (select document_id, sum(taxable) as sum from invoice_line where business_id = ${businessId} group by document_id) t
    where i.business_id = ${businessId} and i.id = t.document_id`);
  await invoiceMovements(db, businessId);

  // A journal a document, numbered after the opening document: the invoices', then receipts, payments and costs, which
  // the dashboard reads only as lines.
  const [numbered] = await queryRows<{ last: number }>(db, sql`select coalesce(max(number), 0)::int as last from journal where business_id = ${businessId}`);
  const base = Number(numbered?.last ?? 0);
  await db.execute(sql`
    insert into journal (business_id, financial_year_id, number, date, state, source_type, source_id, created_by)
    select business_id, financial_year_id, ${base} + row_number() over (order by date, id), date, 'temporary', type, id, ${actor.userId}
    from invoice where business_id = ${businessId}`);
  await db.execute(sql`
    update invoice i set journal_id = j.id from journal j
    where i.business_id = ${businessId} and j.business_id = i.business_id and j.source_type = i.type and j.source_id = i.id`);
  const invoices = counts.sell + counts.returnSell + counts.purchase;
  let offset = base + invoices;
  for (const [kind, count] of [['receive', counts.receive], ['pay', counts.pay], ['cost', counts.cost]] as const) {
    await db.execute(sql`
      insert into journal (business_id, financial_year_id, number, date, state, source_type, source_id, created_by)
      select ${businessId}, ${main.id}, ${offset} + n, ${dayOf('n', count)}, 'temporary', ${kind}, n, ${actor.userId}
      from generate_series(1, ${count}) n`);
    offset += count;
  }
  // A sale: Dr the buyer, Cr sales and VAT, Dr cost of goods sold, Cr inventory; its return the mirror; a purchase:
  // Dr inventory and VAT, Cr the supplier.
  await db.execute(sql`
    insert into journal_line (business_id, journal_id, line_no, account_id, detail_id, date, debit, credit)
    select i.business_id, i.journal_id, e.line_no, e.account, e.detail, i.date, e.debit, e.credit
    from invoice i
    cross join lateral (select coalesce(sum(quantity * unit_cost), 0) as cost from invoice_line where business_id = i.business_id and document_id = i.id) c
    cross join lateral (select (${details})[1 + i.number % ${persons.length}] as party) p
    cross join lateral (values
      (1, ${accounts.receivable}::bigint, p.party, i.payable, 0::numeric, 'sell'),
      (2, ${accounts.sales}::bigint, 0::bigint, 0, i.sum, 'sell'),
      (3, ${accounts.vatPayable}::bigint, 0::bigint, 0, i.tax, 'sell'),
      (4, ${accounts.costOfSales}::bigint, 0::bigint, c.cost, 0, 'sell'),
      (5, ${accounts.inventory}::bigint, 0::bigint, 0, c.cost, 'sell'),
      (1, ${accounts.salesReturn}::bigint, 0::bigint, i.sum, 0, 'returnSell'),
      (2, ${accounts.vatPayable}::bigint, 0::bigint, i.tax, 0, 'returnSell'),
      (3, ${accounts.receivable}::bigint, p.party, 0, i.payable, 'returnSell'),
      (4, ${accounts.inventory}::bigint, 0::bigint, c.cost, 0, 'returnSell'),
      (5, ${accounts.costOfSales}::bigint, 0::bigint, 0, c.cost, 'returnSell'),
      (1, ${accounts.inventory}::bigint, 0::bigint, i.sum, 0, 'purchase'),
      (2, ${accounts.vatReceivable}::bigint, 0::bigint, i.tax, 0, 'purchase'),
      (3, ${accounts.payable}::bigint, p.party, 0, i.payable, 'purchase')
    ) as e(line_no, account, detail, debit, credit, type)
    where i.business_id = ${businessId} and e.type = i.type`);
  // Receipts into a bank or cash box from a buyer, payments from a bank to a supplier, costs paid from a cash box.
  const treasury = (kinds: readonly { detail: number }[], n: string) => sql.raw(`(array[${kinds.map((kind) => kind.detail).join(',')}]::bigint[])[1 + ${n} % ${kinds.length}]`);
  await db.execute(sql`
    insert into journal_line (business_id, journal_id, line_no, account_id, detail_id, date, debit, credit)
    select j.business_id, j.id, e.line_no, e.account, e.detail, j.date, e.debit, e.credit
    from journal j
    cross join lateral (select (${details})[1 + j.source_id % ${persons.length}] as party, 50000 + (j.source_id % 100) * 1000 as amount) p
    cross join lateral (values
      (1, case when j.source_id % 3 = 0 then ${accounts.cash}::bigint else ${accounts.bank}::bigint end,
          case when j.source_id % 3 = 0 then ${treasury(cashes, 'j.source_id')} else ${treasury(banks, 'j.source_id')} end, p.amount, 0, 'receive'),
      (2, ${accounts.receivable}::bigint, p.party, 0, p.amount, 'receive'),
      (1, ${accounts.payable}::bigint, p.party, p.amount, 0, 'pay'),
      (2, ${accounts.bank}::bigint, ${treasury(banks, 'j.source_id')}, 0, p.amount, 'pay'),
      (1, ${rent.id}::bigint, 0::bigint, p.amount, 0, 'cost'),
      (2, ${accounts.cash}::bigint, ${treasury(cashes, 'j.source_id')}, 0, p.amount, 'cost')
    ) as e(line_no, account, detail, debit, credit, kind)
    where j.business_id = ${businessId} and j.source_type in ('receive', 'pay', 'cost') and e.kind = j.source_type`);
  await balancesOfLines(db, businessId);
  // Cheques due over two years around today, received and paid, half of them cleared.
  await db.execute(sql`
    insert into cheque (business_id, direction, sayad, serial, amount, due, person_id, kind, status, bank_account_id, source_type, source_id)
    select ${businessId}, case when n % 2 = 0 then 'received' else 'paid' end, '9' || lpad(n::text, 15, '0'), n::text, 100000 + n % 1000 * 100,
           ${today}::date + (n % 730 - 365), (${people})[1 + n % ${persons.length}], 'normal',
           case when n % 4 < 2 then 'passed' when n % 2 = 0 then 'fund' else 'issued' end,
           case when n % 2 = 1 then ${banks[0]?.id ?? 0}::bigint end, case when n % 2 = 0 then 'receive' else 'pay' end, n
    from generate_series(1, ${chequeCount}) n`);
  for (const table of ['invoice', 'invoice_line', 'stock_movement', 'journal', 'journal_line', 'account_day_balance', 'account_balance', 'cheque', 'person', 'product']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  const [written] = await queryRows<{ lines: string; rows: string; balances: string; details: string }>(
    db,
    sql`select (select count(*) from journal_line where business_id = ${businessId})::text as lines,
               (select count(*) from invoice_line where business_id = ${businessId})::text as rows,
               (select count(*) from account_day_balance where business_id = ${businessId})::text as balances,
               (select count(*) from account_balance where business_id = ${businessId})::text as details`,
  );
  console.log(
    `${name}: ${written?.lines ?? '?'} journal lines (${written?.balances ?? '?'} daily balances, ${written?.details ?? '?'} per detail), ` +
      `${invoices} invoices of ${written?.rows ?? '?'} rows and ${chequeCount} cheques written in ${seconds(started)} s`,
  );
  return { businessId, userId: actor.userId };
}

/** Each card alone: the permissions that open it, and nothing else. */
const cardPermissions: [string, string[]][] = [
  ['sales and purchases', ['SellList', 'PurchaseList']],
  ['profit per month', ['ReportProfitCost']],
  ['cash and bank', ['BankList', 'CashList', 'PettyList', 'ReportTurnoverList']],
  ['receivables and payables', ['CustomerList', 'ReportTurnoverList']],
  ['cheques due this week', ['ChequeReceiveList', 'ChequePayList', 'ChequeReceive', 'ChequePay']],
  ['products below their order point', ['ProductEntrepotList']],
  ['best sellers', ['InvoiceProductProfitable', 'ProductTurnover']],
  ['bookmarks and shortcuts (none)', ['ShortcutList']],
];

async function bench(name: string, connection: Connection): Promise<void> {
  const { db } = connection;
  const large = await seedDashboard(name, connection, lines);
  const empty = await seedDashboard(name, connection, 0);
  const { server } = await buildApp({ db, logLevel: 'silent' });
  const headersOf = async (business: { businessId: number; userId: number }) => {
    const [user] = await db.select({ username: appUser.username }).from(appUser).where(eq(appUser.id, business.userId));
    const login = await server.inject({ method: 'POST', url: '/api/v1/login', payload: { username: user?.username, password: 'bench-password' } });
    const session = login.json<{ token: string; businesses: { key: string }[] }>();
    return { authorization: `Bearer ${session.token}`, domain: session.businesses[0]?.key ?? '' };
  };
  const largeHeaders = await headersOf(large);
  const emptyHeaders = await headersOf(empty);
  const get = (url: string, headers: Record<string, string>) => async () => {
    const reply = await server.inject({ url, headers });
    if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}: ${reply.body}`);
    return reply.body.length;
  };
  const size = await get('/api/v1/dashboard', largeHeaders)();
  console.log(`${name}, median of ${repeats}:`);
  console.log(`  GET dashboard, ${lines.toLocaleString('en')} lines: ${ms(await medianRead(get('/api/v1/dashboard', largeHeaders), repeats))} (${size.toLocaleString('en')} bytes)`);
  console.log(`  baseline: GET init, same member: ${ms(await medianRead(get('/api/v1/init', largeHeaders), repeats))}`);
  console.log(`  baseline: GET dashboard, an empty business: ${ms(await medianRead(get('/api/v1/dashboard', emptyHeaders), repeats))}`);

  const owner = await findMember(db, largeHeaders.domain, large.userId);
  if (!owner) throw new Error('no member');
  const references = referenceTablesOf(await appRegistry(connection));
  for (const [card, permissions] of cardPermissions) {
    const member = { ...owner, admin: false, permissions: new Set(permissions) };
    console.log(`  ${card} alone: ${ms(await medianRead(() => dashboardOf(db, member, references), repeats))}`);
  }
  await server.close();
}

// KEEP: imported by a script of one's own (a kept cluster to study the plans), which seeds through seedDashboard.
if (!process.env.KEEP) await onEachEngine(async (name, connection) => bench(name, connection));
