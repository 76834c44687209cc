// npm run bench:ledger — posting throughput, trial-balance time and book-page time, on PGlite and PostgreSQL.
// Posts through the manual-document command, as POST /accounting does: numbering, lines, balances and activity log.
// BENCH_LINES (default 1,000,000) journal lines over 3 years, two lines a document, spread over 2,000 detail accounts
// and the given accounts of the standard chart. Prints figures; asserts nothing.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { account, detailAccount, type Connection } from '@hesab/db';
import { accountBook, accountingDocumentBinding, trialBalance } from '../apps/api/src/modules/accounting/index.ts';
import { journalOriginsOf } from '../apps/api/src/modules/documents/index.ts';
import { benchBusiness, days, isoDay, onEachEngine, postAll, postingFigures, random } from './posting.ts';

const totalLines = Number(process.env.BENCH_LINES ?? 1_000_000);
const details = 2000;

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

async function bench(name: string, connection: Connection, concurrency: number): Promise<void> {
  const { db } = connection;
  const { businessId, actor } = await benchBusiness(connection, name);
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
  // Through the document engine's store of the manual accounting document, as `POST accounting` writes it.
  const documentCommand = accountingDocumentBinding((tables) => journalOriginsOf([], tables)).createStore(db, () => undefined);
  const posted = await postAll(connection, concurrency, documents, (n) => {
    const amount = String(Math.floor(next() * 10_000_000) + 1);
    const debitAccount = givens[Math.floor(next() * givens.length)]!.id;
    const creditAccount = givens[Math.floor(next() * givens.length)]!.id;
    return documentCommand.create(actor, {
      date: isoDay(Math.floor((n / documents) * days)),
      description: null,
      ouid: null,
      rows: [
        { account: debitAccount, detail: detailIds[Math.floor(next() * details)]!, debit: amount, credit: '0', description: null, source_type: null },
        { account: creditAccount, detail: detailIds[Math.floor(next() * details)]!, debit: '0', credit: amount, description: null, source_type: null },
      ],
    });
  });
  const figures = postingFigures(connection, posted);
  const fullYear = await time(() => trialBalance(db, businessId, isoDay(365), isoDay(729), 'given'));
  const wholeRange = await time(() => trialBalance(db, businessId, isoDay(0), isoDay(days), 'group'));
  const busiest = givens[0]!.id;
  // Every journal here is written by hand: none has a document to name.
  const manualOnly = journalOriginsOf([], () => undefined);
  const firstPage = await time(() => accountBook(db, businessId, { account: busiest, from: isoDay(0), to: isoDay(days), page: 1, perPage: 100 }, manualOnly));
  const lastPage = await time(() =>
    accountBook(db, businessId, { account: busiest, from: isoDay(0), to: isoDay(days), page: 1_000_000, perPage: 100 }, manualOnly),
  );
  console.log(
    [
      `${name}: ${documents * 2} lines in ${documents} documents`,
      `  posting: ${figures.rate} with ${concurrency} in flight`,
      `  CPU a document: ${figures.cpu}`,
      `  trial balance, one year, given level: ${fullYear.ms.toFixed(1)} ms (${fullYear.result.data.length} rows)`,
      `  trial balance, three years, group level: ${wholeRange.ms.toFixed(1)} ms`,
      `  book page of 100 rows with running balance (${firstPage.result.total} lines in the account): first ${firstPage.ms.toFixed(1)} ms, last ${lastPage.ms.toFixed(1)} ms`,
    ].join('\n'),
  );
}

await onEachEngine(bench);
