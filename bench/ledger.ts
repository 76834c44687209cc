// npm run bench:ledger — posting throughput, trial-balance time and book-page time, on PGlite and PostgreSQL.
// Posts through the manual-document command, as POST /accounting does: numbering, lines, balances and activity log.
// BENCH_LINES (default 1,000,000) journal lines over 3 years, two lines a document, spread over 2,000 detail accounts
// and the given accounts of the standard chart. Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { account, detailAccount, financialYear, openDatabase, queryRows, type Connection } from '@hesab/db';
import { accountBook, accountingDocumentBinding, trialBalance } from '../apps/api/src/modules/accounting/index.ts';
import { createBusiness } from '../apps/api/src/modules/onboarding/index.ts';
import { findPostgresBin, startPostgresCluster } from '../apps/api/test/postgres-cluster.ts';

const totalLines = Number(process.env.BENCH_LINES ?? 1_000_000);
const details = 2000;
const days = 3 * 365;

/** A small deterministic generator, so every run posts the same documents. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function isoDay(offset: number): string {
  return new Date(Date.UTC(2024, 2, 20) + offset * 86_400_000).toISOString().slice(0, 10);
}

async function time<T>(run: () => Promise<T>, repeat = 5): Promise<{ result: T; ms: number }> {
  let best = Number.POSITIVE_INFINITY;
  let result: T | undefined;
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    result = await run();
    best = Math.min(best, performance.now() - start);
  }
  return { result: result as T, ms: best };
}

/** Linux counts process times in USER_HZ ticks, 100 a second on every architecture. */
const clockTicksPerSecond = 100;

/** CPU seconds used so far by each PostgreSQL process serving the database (Linux `/proc`; empty elsewhere). */
async function serverCpu(connection: Connection): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  if (connection.engine !== 'postgres') return used;
  for (const { pid } of await queryRows<{ pid: number }>(connection.db, sql`select pid from pg_stat_activity`)) {
    try {
      // Fields 14 and 15 (user and system time) follow the parenthesised command name.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond);
    } catch {
      // A process that ended between the query and the read used no more.
    }
  }
  return used;
}

function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, used] of after) seconds += used - (before.get(pid) ?? 0);
  return seconds;
}

/** Posts with this many documents in flight, as that many simultaneous API requests would. */
async function bench(name: string, connection: Connection, concurrency: number): Promise<void> {
  const { db } = connection;
  const { businessId, ownerId } = await db.transaction((tx) =>
    createBusiness(tx, { name: 'bench', today: '2026-11-22', owner: { username: `bench-${name}-${Date.now()}`, name: 'bench', password: 'bench-password' } }),
  );
  // One main year over the three years, so that every document goes through the manual-document command.
  await db
    .update(financialYear)
    .set({ startDate: isoDay(0), endDate: isoDay(days) })
    .where(and(eq(financialYear.businessId, businessId), eq(financialYear.isMain, true)));
  const givens = (await db.select({ id: account.id, level: account.level }).from(account).where(eq(account.businessId, businessId))).filter(
    (a) => a.level === 'given',
  );
  const detailIds = (
    await db
      .insert(detailAccount)
      .values(Array.from({ length: details }, (_, i) => ({ businessId, name: `طرف حساب ${i + 1}`, group: 'person' })))
      .returning({ id: detailAccount.id })
  ).map((row) => row.id);
  // As autovacuum would have by then on a live server: the planner knows the detail accounts exist.
  await db.execute(sql`analyze detail_account`);
  const next = random(42);
  const documents = Math.floor(totalLines / 2);
  let posted = 0;
  // Through the document engine's store of the manual accounting document, as `POST accounting` writes it.
  const documentCommand = accountingDocumentBinding.createStore(db, () => undefined);
  const actor = { businessId, userId: ownerId, ip: '127.0.0.1', userAgent: null, platform: null };
  const post = async (n: number) => {
    const amount = String(Math.floor(next() * 10_000_000) + 1);
    const debitAccount = givens[Math.floor(next() * givens.length)]!.id;
    const creditAccount = givens[Math.floor(next() * givens.length)]!.id;
    await documentCommand.create(actor, {
      date: isoDay(Math.floor((n / documents) * days)),
      description: null,
      ouid: null,
      rows: [
        { account: debitAccount, detail: detailIds[Math.floor(next() * details)]!, debit: amount, credit: '0', description: null, source_type: null },
        { account: creditAccount, detail: detailIds[Math.floor(next() * details)]!, debit: '0', credit: amount, description: null, source_type: null },
      ],
    });
  };
  const worker = async () => {
    while (posted < documents) await post(posted++);
  };
  const serverBefore = await serverCpu(connection);
  const clientBefore = process.cpuUsage();
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const postSeconds = (performance.now() - start) / 1000;
  const client = process.cpuUsage(clientBefore);
  const clientMs = ((client.user + client.system) / 1000 / documents).toFixed(2);
  const serverMs = ((cpuBetween(serverBefore, await serverCpu(connection)) * 1000) / documents).toFixed(2);
  const fullYear = await time(() => trialBalance(db, businessId, isoDay(365), isoDay(729), 'given'));
  const wholeRange = await time(() => trialBalance(db, businessId, isoDay(0), isoDay(days), 'group'));
  const busiest = givens[0]!.id;
  const firstPage = await time(() => accountBook(db, businessId, { account: busiest, from: isoDay(0), to: isoDay(days), page: 1, perPage: 100 }));
  const lastPage = await time(() =>
    accountBook(db, businessId, { account: busiest, from: isoDay(0), to: isoDay(days), page: 1_000_000, perPage: 100 }),
  );
  console.log(
    [
      `${name}: ${documents * 2} lines in ${documents} documents`,
      `  posting: ${(documents / postSeconds).toFixed(0)} documents/s with ${concurrency} in flight (${postSeconds.toFixed(1)} s)`,
      `  CPU a document: ${clientMs} ms in node${connection.engine === 'postgres' ? `, ${serverMs} ms in PostgreSQL` : ''}`,
      `  trial balance, one year, given level: ${fullYear.ms.toFixed(1)} ms (${fullYear.result.data.length} rows)`,
      `  trial balance, three years, group level: ${wholeRange.ms.toFixed(1)} ms`,
      `  book page of 100 rows with running balance (${firstPage.result.total} lines in the account): first ${firstPage.ms.toFixed(1)} ms, last ${lastPage.ms.toFixed(1)} ms`,
    ].join('\n'),
  );
}

/** BENCH_ENGINES: which of pglite,postgres to measure (both by default). */
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

if (engines.includes('pglite')) {
  const pglite = await openDatabase({ engine: 'pglite' });
  // PGlite serves one connection: documents post one after another.
  await bench('PGlite (in memory)', pglite, 1);
  await pglite.close();
}

// The test cluster runs with fsync off, as a throw-away cluster may; production durability costs more per commit.
// Connected over its Unix socket, as a server on the same machine is (BENCH_TCP=1: over TCP on the loopback
// address, which costs this VM about a quarter more CPU a document on both sides).
const bin = engines.includes('postgres') ? findPostgresBin() : null;
if (bin) {
  const cluster = await startPostgresCluster(bin);
  try {
    const postgres = await openDatabase({ engine: 'postgres', url: process.env.BENCH_TCP ? cluster.url : cluster.socketUrl, poolSize: 8 });
    await bench('PostgreSQL 15', postgres, 8);
    await postgres.close();
  } finally {
    cluster.stop();
  }
} else if (engines.includes('postgres')) {
  console.log('PostgreSQL is not installed: it was not measured.');
}
