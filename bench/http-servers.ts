// The app bench/http.ts loads, in a process of its own so that neither the load generator nor the bare route shares
// its thread: the real app on DATABASE_URL, holding a business with BENCH_PERSONS persons and BENCH_INVOICES sales,
// as `npm start` runs it. Tells the parent over IPC where it listens, what a request carries and the very bytes each
// measured page answers (the bare route, bench/http-bare.ts, answers them).
import { openDatabase } from '@hesab/db';
import { buildApp } from '../apps/api/src/app.ts';
import { createBusiness } from '../apps/api/src/modules/onboarding/index.ts';
import { answerCpuQuestions } from './process-cpu.ts';

/** The lists measured: persons, a document list and the picker, each its first page. */
const pages = ['/api/v1/customer?page=1&perPage=25', '/api/v1/invoice?page=1&perPage=25&type=sell', '/api/v1/getdetail?select=customer'];

export interface BenchPage {
  path: string;
  /** the app's answer, byte for byte, and its content type */
  body: string;
  contentType: string;
}

export interface BenchTargets {
  app: string;
  pages: BenchPage[];
  /** what an authenticated request of the business carries */
  headers: Record<string, string>;
}

const url = process.env.DATABASE_URL;
if (!url || !process.send) throw new Error('bench/http.ts starts this process with DATABASE_URL and an IPC channel');
const persons = Number(process.env.BENCH_PERSONS ?? 200);
const invoices = Number(process.env.BENCH_INVOICES ?? 100);

const connection = await openDatabase({ engine: 'postgres', url });
const owner = { username: `bench-http-${Date.now()}`, name: 'bench', password: 'bench-password-1' };
const today = new Date().toISOString().slice(0, 10);
await connection.db.transaction((tx) => createBusiness(tx, { name: 'bench', today, owner }));

// As `npm start` runs it, request log and the database's LISTEN included (the parent sends this process's output nowhere).
const { server } = await buildApp({ db: connection.db, listen: connection.listen, logLevel: 'info' });
const login = await server.inject({ method: 'POST', url: '/api/v1/login', payload: { username: owner.username, password: owner.password } });
const session = login.json<{ token: string; businesses: { key: string }[] }>();
const headers = { authorization: `Bearer ${session.token}`, domain: session.businesses[0]?.key ?? '' };

async function created(path: string, payload: Record<string, unknown>): Promise<number> {
  const reply = await server.inject({ method: 'POST', url: `/api/v1/${path}`, headers, payload });
  if (reply.statusCode !== 200) throw new Error(`POST ${path}: ${reply.statusCode} ${reply.body}`);
  return reply.json<{ data: { id: number } }>().data.id;
}

const people: number[] = [];
for (let i = 1; i <= persons; i++) {
  people.push(await created('customer', { firstname: `شخص ${i}`, lastname: 'آزمایشی', mobile: `912${String(1_000_000 + i).slice(1)}0` }));
}
const warehouse = await created('entrepot', { name: 'انبار' });
const units = await server.inject({ url: '/api/v1/unit?all=true', headers });
const unit = units.json<{ data: { id: number }[] }>().data[0]?.id;
const product = await created('products', { name: 'کالای آزمایشی', unit, price: '10000', initial_stocks: [{ entrepot: warehouse, stock: String(invoices * 2), price: '6000' }] });
for (let i = 0; i < invoices; i++) {
  await created('invoice', { type: 'sell', date: today, entrepot: warehouse, person: people[i % people.length], rows: [{ product, count: '1', fee: '10000' }] });
}

const measured: BenchPage[] = [];
for (const path of pages) {
  const page = await server.inject({ url: path, headers });
  if (page.statusCode !== 200) throw new Error(`${path} answers ${page.statusCode}: ${page.body}`);
  measured.push({ path, body: page.body, contentType: String(page.headers['content-type']) });
}

const targets: BenchTargets = { app: await server.listen({ port: 0, host: '127.0.0.1' }), pages: measured, headers };
process.send(targets);
answerCpuQuestions(connection);
process.once('disconnect', () => {
  void server
    .close()
    .then(() => connection.close())
    .finally(() => process.exit(0));
});
