// npm run bench:cost-rebuild — the cost rebuild of a whole business (issue 16: under 10 seconds for 1,000,000
// movements on PostgreSQL), `POST products/rebuildCost`'s transaction, over BENCH_MOVEMENTS (default 1,000,000)
// stock movements of BENCH_PRODUCTS (default 2,000) products, a third each FIFO, LIFO and moving average. Written
// straight into the tables by set-based SQL: purchases and sales of five rows alternating over a year (each sale
// of the products the purchase before it bought, so no stock goes below zero), their movements, and each invoice's
// journal with its lines and the ledger's balances. The sales were written at a flat, wrong unit cost (as after an
// import), so the first rebuild re-costs nearly every sale and reposts its cost of goods sold; the second finds
// nothing to change; the third re-costs the sales of a tenth of the products, set back to the wrong cost. Beside them, in the same run: a count of the movements, and the rebuild's own ordered read of
// them without costing. Then checks that every sale's journal carries its movements' cost. Prints figures; asserts
// nothing. BENCH_ENGINES as for the other benches (PGlite is given a tenth of the movements).
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { financialYear, queryRows, type Connection } from '@hesab/db';
import { systemAccountsOf } from '@hesab/domain';
import { loadSystemAccounts } from '../apps/api/src/modules/accounting/index.ts';
import { productHistories } from '../apps/api/src/modules/inventory/index.ts';
import { recostStock } from '../apps/api/src/modules/invoices/index.ts';
import { goodsIds } from '../apps/api/src/modules/products/index.ts';
import { appRegistry, recordMaker } from './documents.ts';
import { balancesOfLines, invoiceMovements, benchBusiness, isoDay, onEachEngine } from './posting.ts';

const rowsOfInvoice = 5;
const methods = ['fifo', 'lifo', 'average'] as const;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);

/** A business of `movements` stock movements, written as the header says. */
export async function seedBusiness(name: string, connection: Connection, movements: number, productCount: number) {
  const { db } = connection;
  const { businessId, actor } = await benchBusiness(connection, `cost-rebuild-${name}`);
  const registry = await appRegistry(connection);
  const make = recordMaker(connection, registry, actor, connection.engine === 'pglite' ? 1 : 8);
  const [buyer, supplier] = await make('customer', 2, (i) => ({ firstname: i === 0 ? 'خریدار' : 'فروشنده', lastname: 'آزمایشی' }));
  const [warehouse] = await make('entrepot', 1, () => ({ name: 'انبار اصلی' }));
  let started = performance.now();
  const products = await make('products', productCount, (i) => ({ name: `کالا ${i + 1}`, inventoryMethod: methods[i % methods.length], taxPercent: '0' }));
  const [year] = await db.select({ id: financialYear.id }).from(financialYear).where(and(eq(financialYear.businessId, businessId), eq(financialYear.isMain, true)));
  if (!buyer || !supplier || !warehouse || !year) throw new Error('no parties, warehouse or year');
  console.log(`${name}: ${productCount} products made through the API in ${seconds(started)} s`);
  const account = systemAccountsOf(await loadSystemAccounts(db, businessId), ['receivable', 'sales', 'costOfSales', 'inventory', 'payable']);

  started = performance.now();
  const invoices = Math.ceil(movements / rowsOfInvoice);
  const pairs = Math.ceil(invoices / 2);
  const productIds = sql.raw(`array[${products.map((product) => product.id).join(',')}]::bigint[]`);
  // Invoice n: odd a purchase, even a sale of the same five products the same day; pair k = (n + 1) / 2.
  await db.execute(sql`
    insert into invoice (business_id, financial_year_id, number, date, type, person_id, entrepot_id, sum, tax, payable)
    select ${businessId}, ${year.id}, (n + 1) / 2, (${isoDay(0)}::date + ((n + 1) / 2 - 1) * 365 / ${pairs})::date,
           case when n % 2 = 1 then 'purchase' else 'sell' end, case when n % 2 = 1 then ${supplier.id}::bigint else ${buyer.id}::bigint end, ${warehouse.id}, 0, 0, 0
    from generate_series(1, ${invoices}) n order by n`);
  // A purchase brings 10 of each product at a fee that varies; a sale takes 1 to 9 at 5,000, written at a unit cost of 1,000.
  await db.execute(sql`
    insert into invoice_line (business_id, document_id, line_no, product_id, count, fee, kind, quantity, unit_cost, taxable, total)
    select i.business_id, i.id, l, (${productIds})[1 + (i.number * ${rowsOfInvoice} + l) % ${products.length}],
           c.count, c.fee, 'product', c.count, case when i.type = 'sell' then 1000 end, c.count * c.fee, c.count * c.fee
    from invoice i cross join generate_series(1, ${rowsOfInvoice}) l,
         lateral (select case when i.type = 'purchase' then 10 else 1 + (i.number + l) % 9 end as count,
                         case when i.type = 'purchase' then 1000 + (i.number * 37 + l * 11) % 500 else 5000 end as fee) c
    where i.business_id = ${businessId}`);
  await db.execute(sql`
    update invoice i set sum = t.total, payable = t.total
    from (select document_id, sum(total) as total from invoice_line where business_id = ${businessId} group by document_id) t
    where i.business_id = ${businessId} and i.id = t.document_id`);
  await invoiceMovements(db, businessId);
  await db.execute(sql`
    insert into journal (business_id, financial_year_id, number, date, state, source_type, source_id, created_by)
    select business_id, financial_year_id, row_number() over (order by id), date, 'temporary', type, id, ${actor.userId}
    from invoice where business_id = ${businessId}`);
  await db.execute(sql`
    update invoice i set journal_id = j.id from journal j
    where i.business_id = ${businessId} and j.business_id = i.business_id and j.source_id = i.id and j.source_type = i.type`);
  // A sale: Dr the buyer, Cr sales, Dr cost of goods sold, Cr inventory; a purchase: Dr inventory, Cr the supplier.
  await db.execute(sql`
    insert into journal_line (business_id, journal_id, line_no, account_id, detail_id, date, debit, credit)
    select i.business_id, i.journal_id, e.line_no, e.account, e.detail, i.date, e.debit, e.credit
    from invoice i
    cross join lateral (select coalesce(sum(quantity * unit_cost), 0) as cost from invoice_line
                        where business_id = i.business_id and document_id = i.id) c
    cross join lateral (values
      (1, case when i.type = 'sell' then ${account.receivable}::bigint else ${account.inventory}::bigint end,
          case when i.type = 'sell' then ${buyer.detail}::bigint else 0 end, i.payable, 0),
      (2, case when i.type = 'sell' then ${account.sales}::bigint else ${account.payable}::bigint end,
          case when i.type = 'sell' then 0 else ${supplier.detail}::bigint end, 0, i.payable),
      (3, ${account.costOfSales}::bigint, 0, c.cost, 0),
      (4, ${account.inventory}::bigint, 0, 0, c.cost)
    ) as e(line_no, account, detail, debit, credit)
    where i.business_id = ${businessId} and (i.type = 'sell' or e.line_no <= 2)`);
  await balancesOfLines(db, businessId);
  // A sale's rows keep no cost of their own: their movements do (migration 0060).
  await db.execute(sql`update invoice_line set unit_cost = null where business_id = ${businessId} and unit_cost is not null
                        and document_id in (select id from invoice where business_id = ${businessId} and type = 'sell')`);
  for (const table of ['invoice', 'invoice_line', 'stock_movement', 'journal', 'journal_line']) await db.execute(sql.raw(`analyze ${table}`));
  const [seeded] = await queryRows<{ movements: string }>(db, sql`select count(*)::text as movements from stock_movement where business_id = ${businessId}`);
  console.log(`${name}: ${seeded?.movements ?? 0} movements of ${invoices} invoices (half of them sales) and their journals written in ${seconds(started)} s`);
  return { businessId, account };
}

async function bench(name: string, connection: Connection): Promise<void> {
  const { db } = connection;
  const movements = Number(process.env.BENCH_MOVEMENTS ?? 1_000_000) / (connection.engine === 'pglite' ? 10 : 1);
  const { businessId, account } = await seedBusiness(name, connection, movements, Number(process.env.BENCH_PRODUCTS ?? 2000));
  let started = performance.now();

  // Baselines in the same run: a count of the movements, and the rebuild's ordered read of them without costing.
  await queryRows(db, sql`select count(*) from stock_movement where business_id = ${businessId}`);
  const counted = seconds(started);
  started = performance.now();
  let read = 0;
  await db.transaction(async (tx) => {
    for await (const { histories } of productHistories(tx, businessId, await goodsIds(tx, businessId), ['invoice'], () => Promise.resolve(null))) for (const history of histories.values()) read += history.length;
  });
  console.log(`${name}: baseline: count(*) of the movements ${counted} s; reading all ${read} in costing order ${seconds(started)} s`);

  const rebuild = async (label: string) => {
    const began = performance.now();
    let readAt = '';
    let steps = 0;
    const rebuilt = await db.transaction((tx) =>
      recostStock(tx, businessId, null, 0, (at) => {
        steps++;
        if (at.done === at.total) readAt = seconds(began);
      }),
    );
    console.log(`${name}: ${label}: ${seconds(began)} s (read and costed in ${readAt} s, ${steps} progress lines); ${rebuilt.products} products, ${rebuilt.invoices} invoices reposted`);
  };
  await rebuild('rebuild, every sale at a wrong cost');
  await rebuild('rebuild, every cost right');
  // A tenth of the products' sales back at the wrong cost, as a change of their method would leave them.
  await db.execute(sql`
    with damaged as (select id from product where business_id = ${businessId} and id % 10 = 0)
    update stock_movement set unit_cost = 1000 where business_id = ${businessId} and quantity < 0 and product_id in (select id from damaged)`);
  await rebuild('rebuild, a tenth of the products at a wrong cost');

  // Every sale's journal carries its movements' cost, each movement rounded to the rial, and the balances their lines.
  const [check] = await queryRows<{ wrong: string; rows: string; lines: string; balances: string }>(
    db,
    sql`
      with rows as (select i.journal_id, sum(round(-m.quantity * m.unit_cost, 0)) as cost from invoice i
                    join stock_movement m on m.business_id = i.business_id and m.source_kind = 'invoice' and m.source_id = i.id
                    where i.business_id = ${businessId} and i.type = 'sell' group by i.journal_id),
           lines as (select journal_id, sum(debit) as cost from journal_line where business_id = ${businessId} and account_id = ${account.costOfSales}::bigint group by journal_id)
      select count(*) filter (where lines.cost is distinct from rows.cost)::text as wrong, sum(rows.cost)::text as rows, sum(lines.cost)::text as lines,
             (select sum(debit)::text from account_day_balance where business_id = ${businessId} and account_id = ${account.costOfSales}) as balances
      from rows left join lines on lines.journal_id = rows.journal_id`,
  );
  console.log(`${name}: check: ${check?.wrong ?? '?'} sales whose journal differs from their movements; cost of goods sold ${check?.rows ?? '?'} in movements, ${check?.lines ?? '?'} in lines, ${check?.balances ?? '?'} in balances`);
}

if (!process.env.KEEP) await onEachEngine(bench);
