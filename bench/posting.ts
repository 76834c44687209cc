// What the posting benches (ledger.ts, receipts.ts) share: the engines they run on, a business to post into, and the
// loop that posts with documents in flight and reads the CPU that cost in node and in PostgreSQL.
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { financialYear, openDatabase, queryRows, type Connection } from '@hesab/db';
import type { Actor } from '../apps/api/src/modules/activity-log/index.ts';
import { createBusiness } from '../apps/api/src/modules/onboarding/index.ts';
import { findPostgresBin, startPostgresCluster } from '../apps/api/test/postgres-cluster.ts';
import { cpuBetween, serverCpu } from './process-cpu.ts';

/** The days the main year is stretched over: three years, so that every document goes through the main-year check. */
export const days = 3 * 365;

/** A small deterministic generator, so every run posts the same documents. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function isoDay(offset: number): string {
  return new Date(Date.UTC(2024, 2, 20) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A new business with the standard chart, its main year over `days`, and its owner acting as a request would. */
export async function benchBusiness(connection: Connection, name: string): Promise<{ businessId: number; actor: Actor }> {
  const { db } = connection;
  const { businessId, ownerId } = await db.transaction((tx) =>
    createBusiness(tx, { name: 'bench', today: '2026-11-22', owner: { username: `bench-${name}-${Date.now()}`, name: 'bench', password: 'bench-password' } }),
  );
  await db
    .update(financialYear)
    .set({ startDate: isoDay(0), endDate: isoDay(days) })
    .where(and(eq(financialYear.businessId, businessId), eq(financialYear.isMain, true)));
  // the business's owner, who holds every permission
  return { businessId, actor: { businessId, userId: ownerId, ip: '127.0.0.1', userAgent: null, platform: null, holds: () => true } };
}

/** The ledger's daily balances, per account and per account and detail, of the lines a bench wrote by SQL, as posting keeps them. */
export async function balancesOfLines(db: Connection['db'], businessId: number): Promise<void> {
  await db.execute(sql`
    insert into account_day_balance (business_id, account_id, day, debit, credit)
    select business_id, account_id, date, sum(debit), sum(credit) from journal_line where business_id = ${businessId} group by business_id, account_id, date
    on conflict (business_id, account_id, day) do update set debit = account_day_balance.debit + excluded.debit, credit = account_day_balance.credit + excluded.credit`);
  await db.execute(sql`
    insert into account_balance (business_id, account_id, detail_id, day, debit, credit)
    select business_id, account_id, detail_id, date, sum(debit), sum(credit) from journal_line where business_id = ${businessId} group by business_id, account_id, detail_id, date
    on conflict (business_id, account_id, detail_id, day) do update set debit = account_balance.debit + excluded.debit, credit = account_balance.credit + excluded.credit`);
}

/** The stock movements of the invoices a bench wrote by SQL: a sale's rows leave the warehouse, the others' come in. */
export async function invoiceMovements(db: Connection['db'], businessId: number): Promise<void> {
  await db.execute(sql`
    insert into stock_movement (business_id, product_id, entrepot_id, date, quantity, unit_cost, source_kind, source_id, line_no)
    select i.business_id, l.product_id, i.entrepot_id, i.date, case when i.type = 'sell' then -l.quantity else l.quantity end,
           coalesce(l.unit_cost, l.fee), 'invoice', i.id, l.line_no
    from invoice i join invoice_line l on l.business_id = i.business_id and l.document_id = i.id
    where i.business_id = ${businessId} order by i.id, l.line_no`);
}

/** What posting a number of documents took: wall time, and CPU in node and in the PostgreSQL processes, in seconds. */
export interface Posted {
  documents: number;
  seconds: number;
  nodeSeconds: number;
  serverSeconds: number;
}

/** Two measurements of the same kind as one (runs split into rounds, so that the VM's drift falls on both kinds). */
export function together(a: Posted, b: Posted): Posted {
  return {
    documents: a.documents + b.documents,
    seconds: a.seconds + b.seconds,
    nodeSeconds: a.nodeSeconds + b.nodeSeconds,
    serverSeconds: a.serverSeconds + b.serverSeconds,
  };
}

/** Posts documents 0 to `documents - 1` with `concurrency` in flight, as that many simultaneous API requests would. */
export async function postAll(connection: Connection, concurrency: number, documents: number, post: (n: number) => Promise<unknown>): Promise<Posted> {
  let next = 0;
  const worker = async () => {
    while (next < documents) await post(next++);
  };
  const serverBefore = await serverCpu(connection);
  const nodeBefore = process.cpuUsage();
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  const node = process.cpuUsage(nodeBefore);
  return {
    documents,
    seconds,
    nodeSeconds: (node.user + node.system) / 1e6,
    serverSeconds: cpuBetween(serverBefore, await serverCpu(connection)),
  };
}

/** The rate and the CPU a document, as the benches print them. */
export function postingFigures(connection: Connection, posted: Posted): { rate: string; cpu: string } {
  const perDocument = (seconds: number) => ((seconds * 1000) / posted.documents).toFixed(2);
  return {
    rate: `${(posted.documents / posted.seconds).toFixed(0)} documents/s (${posted.seconds.toFixed(1)} s)`,
    cpu: `${perDocument(posted.nodeSeconds)} ms in node${connection.engine === 'postgres' ? `, ${perDocument(posted.serverSeconds)} ms in PostgreSQL` : ''}`,
  };
}

/**
 * The bench cluster's settings beside the tests' (BENCH_PG_SETTINGS adds more, space-separated `-c name=value`).
 * Autovacuum looks at the tables every second rather than every minute: a bench grows its tables from nothing to
 * thousands of rows in seconds, and on statistics from when they were empty the planner scans where an index serves
 * (a sale's triggers read every invoice row of the business), as a server's tables, analyzed as they grow, would not.
 */
const benchSettings = ['-c autovacuum_naptime=1', ...(process.env.BENCH_PG_SETTINGS?.split(/\s+(?=-c)/) ?? [])];

/**
 * The statements that took longest, where BENCH_PG_SETTINGS loads pg_stat_statements
 * (`-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all`): where a bench's time goes;
 * with `-c pg_stat_statements.track_planning=on`, what planning took of it.
 */
async function printStatementTimes({ db }: Connection): Promise<void> {
  if (!process.env.BENCH_PG_SETTINGS?.includes('pg_stat_statements')) return;
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select calls, round(total_exec_time::numeric, 1) as ms, round((total_exec_time / nullif(calls, 0))::numeric, 3) as "ms a call",
          plans, round((total_plan_time / nullif(calls, 0))::numeric, 3) as "planning a call",
          left(regexp_replace(query, '\\s+', ' ', 'g'), 120) as statement
        from pg_stat_statements order by total_exec_time desc limit 20`,
  );
  console.table(rows);
}

/**
 * Runs a bench on each engine BENCH_ENGINES names (pglite,postgres by default): PGlite in memory, one document at a
 * time (it serves one connection), and the test suite's PostgreSQL cluster with 8 in flight (BENCH_IN_FLIGHT).
 */
export async function onEachEngine(bench: (name: string, connection: Connection, concurrency: number) => Promise<void>): Promise<void> {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) {
    const pglite = await openDatabase({ engine: 'pglite' });
    await bench('PGlite (in memory)', pglite, 1);
    await pglite.close();
  }
  // The test cluster runs with fsync off, as a throw-away cluster may; production durability costs more per commit.
  // Connected over its Unix socket, as a server on the same machine is (BENCH_TCP=1: over TCP on the loopback
  // address, which costs this VM about a quarter more CPU a document on both sides).
  const bin = engines.includes('postgres') ? findPostgresBin() : null;
  if (bin) {
    const cluster = await startPostgresCluster(bin, benchSettings);
    try {
      const postgres = await openDatabase({ engine: 'postgres', url: process.env.BENCH_TCP ? cluster.url : cluster.socketUrl, poolSize: 8 });
      await bench('PostgreSQL 15', postgres, Number(process.env.BENCH_IN_FLIGHT ?? 8));
      await printStatementTimes(postgres);
      await postgres.close();
    } finally {
      cluster.stop();
    }
  } else if (engines.includes('postgres')) {
    console.log('PostgreSQL is not installed: it was not measured.');
  }
}
