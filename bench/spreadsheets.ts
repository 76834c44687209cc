// npm run bench:spreadsheets — issue 18's spreadsheets over real HTTP: persons imported from an .xlsx
// (`POST import`, rows a second from the post to `done`) beside the same persons posted one by one
// (`POST customer`, the form's route), then the persons list exported (`GET customer?export=xlsx`, streamed)
// beside the same list read as JSON in one answer (`?all=true`), with the server's resident memory before and at
// its peak. BENCH_IMPORT_ROWS (default 100,000, the aim) persons imported; BENCH_BASELINE_ROWS (default 1,000) posted;
// BENCH_OPENING=0 without opening balances. BENCH_EXPORT_ROWS (default 0) more persons written straight into the
// table before the export (copies of an imported one, each its own row), to export a list of 200,000.
// BENCH_ENGINES as the other benches. Prints figures; asserts nothing.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { Connection } from '@hesab/db';
import { buildApp } from '../apps/api/src/app.ts';
import { createBusiness } from '../apps/api/src/modules/onboarding/index.ts';
import { onEachEngine } from './posting.ts';

const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const baselineRows = Number(process.env.BENCH_BASELINE_ROWS ?? 1_000);
/** BENCH_OPENING=0: persons without an opening balance (no part in the opening document). */
const opening = process.env.BENCH_OPENING !== '0';
const balance = opening ? { initial_price: '1000', nature_initial_price: 'debtor' } : {};
const exportRows = Number(process.env.BENCH_EXPORT_ROWS ?? 0);

/** The server's resident memory, sampled while `work` runs: before, and the most it reached. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, before, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function bench(name: string, connection: Connection): Promise<void> {
  const owner = { username: `bench-sheets-${Date.now()}`, name: 'bench', password: 'bench-password-1' };
  const { businessId } = await connection.db.transaction((tx) => createBusiness(tx, { name: 'bench', today: new Date().toISOString().slice(0, 10), owner }));
  const { server } = await buildApp({ db: connection.db, logLevel: 'warn' });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(owner) });
  const session = (await login.json()) as { token: string; businesses: { key: string }[] };
  const headers = { authorization: `Bearer ${session.token}`, domain: session.businesses[0]?.key ?? '' };

  // Baseline: persons one by one through the form's route.
  let start = performance.now();
  for (let i = 0; i < baselineRows; i++) {
    const reply = await fetch(`${base}/api/v1/customer`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ firstname: `پایه ${i}`, lastname: 'آزمایشی', mobile: `0913${String(1_000_000 + i).slice(1)}0`, ...balance }),
    });
    if (reply.status !== 200) throw new Error(`person ${i}: ${reply.status} ${await reply.text()}`);
  }
  const baselineRate = baselineRows / ((performance.now() - start) / 1000);

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('persons');
  sheet.addRow(['firstname', 'lastname', 'mobile', ...Object.keys(balance)]);
  for (let i = 0; i < importRows; i++) sheet.addRow([`واردشده ${i}`, 'آزمایشی', `0912${String(1_000_000 + i).slice(1)}0`, ...Object.values(balance)]);
  const file = new Uint8Array(await workbook.xlsx.writeBuffer());
  const form = new FormData();
  form.set('type', 'customer');
  form.set('selectedFile', new Blob([file]), 'persons.xlsx');
  start = performance.now();
  const posted = await fetch(`${base}/api/v1/import`, { method: 'POST', headers, body: form });
  const job = (await posted.json()) as { id: number };
  let status = '';
  while (status !== 'done') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = ((await (await fetch(`${base}/api/v1/import/${String(job.id)}`, { headers })).json()) as { status: string }).status;
    if (status === 'refused' || status === 'failed') throw new Error(`the import was ${status}`);
  }
  const importSeconds = (performance.now() - start) / 1000;

  if (exportRows > 0) {
    // Rows for the export only: the import's speed is measured above, and 200,000 through it would take hours.
    await connection.db.execute(sql`insert into person (business_id, name, firstname, lastname, detail_id)
      select p.business_id, 'انبوه ' || g, 'انبوه ' || g, p.lastname, p.detail_id
      from person p cross join generate_series(1, ${exportRows}) g
      where p.id = (select min(id) from person where business_id = p.business_id) and p.business_id = ${businessId}`);
  }
  const persons = importRows + baselineRows + exportRows;
  // The export first: the JSON answer's peak would stay in the process's resident memory and hide the export's.
  const xlsx = await withPeakMemory(async () => {
    const started = performance.now();
    const body = await (await fetch(`${base}/api/v1/customer?export=xlsx`, { headers })).arrayBuffer();
    return { seconds: (performance.now() - started) / 1000, bytes: body.byteLength };
  });
  const json = await withPeakMemory(async () => {
    const started = performance.now();
    const body = await (await fetch(`${base}/api/v1/customer?all=true`, { headers })).text();
    return { seconds: (performance.now() - started) / 1000, bytes: body.length };
  });
  console.log(`\n${name}${opening ? ', persons with opening balances' : ', persons without opening balances'}`);
  console.log(`  import of ${importRows} persons: ${(importRows / importSeconds).toFixed(0)} rows/s (${importSeconds.toFixed(1)} s; file ${mb(file.byteLength)})`);
  console.log(`  baseline, POST customer one by one: ${baselineRate.toFixed(0)} rows/s`);
  console.log(`  export of ${persons} persons as .xlsx: ${xlsx.result.seconds.toFixed(2)} s, ${mb(xlsx.result.bytes)}, memory ${mb(xlsx.before)} -> peak ${mb(xlsx.peak)}`);
  console.log(`  baseline, the list as JSON (all=true): ${json.result.seconds.toFixed(2)} s, ${mb(json.result.bytes)}, memory ${mb(json.before)} -> peak ${mb(json.peak)}`);
  await server.close();
}

await onEachEngine((name, connection) => bench(name, connection));
