// The two servers bench/http.ts loads, in a process of their own so that the load generator does not share their
// thread: the real app on DATABASE_URL, holding a business with BENCH_PERSONS persons, and a bare Fastify route
// answering the very JSON body of the app's first page of persons. Tells the parent where they listen over IPC.
import Fastify from 'fastify';
import { openDatabase } from '@hesab/db';
import { buildApp } from '../apps/api/src/app.ts';
import { createBusiness } from '../apps/api/src/modules/onboarding/index.ts';

const personsPage = '/api/v1/customer?page=1&perPage=25';

export interface BenchTargets {
  app: string;
  bare: string;
  /** the path measured on both */
  path: string;
  /** what an authenticated request of the business carries */
  headers: Record<string, string>;
}

const url = process.env.DATABASE_URL;
if (!url || !process.send) throw new Error('bench/http.ts starts this process with DATABASE_URL and an IPC channel');
const persons = Number(process.env.BENCH_PERSONS ?? 200);

const connection = await openDatabase({ engine: 'postgres', url });
const owner = { username: `bench-http-${Date.now()}`, name: 'bench', password: 'bench-password-1' };
await connection.db.transaction((tx) => createBusiness(tx, { name: 'bench', today: new Date().toISOString().slice(0, 10), owner }));

// As `npm start` runs it, request log included (the parent sends this process's output nowhere).
const { server } = await buildApp({ db: connection.db, logLevel: 'info' });
const login = await server.inject({ method: 'POST', url: '/api/v1/login', payload: { username: owner.username, password: owner.password } });
const session = login.json<{ token: string; businesses: { key: string }[] }>();
const headers = { authorization: `Bearer ${session.token}`, domain: session.businesses[0]?.key ?? '' };
for (let i = 1; i <= persons; i++) {
  const created = await server.inject({
    method: 'POST',
    url: '/api/v1/customer',
    headers,
    payload: { firstname: `شخص ${i}`, lastname: 'آزمایشی', mobile: `912${String(1_000_000 + i).slice(1)}0` },
  });
  if (created.statusCode !== 200) throw new Error(`person ${i} not created: ${created.body}`);
}
const page = await server.inject({ url: personsPage, headers });
if (page.statusCode !== 200) throw new Error(`the persons page answers ${page.statusCode}: ${page.body}`);
const body: unknown = page.json();

const bare = Fastify();
bare.get(personsPage.split('?')[0]!, async () => body);

const targets: BenchTargets = {
  app: await server.listen({ port: 0, host: '127.0.0.1' }),
  bare: await bare.listen({ port: 0, host: '127.0.0.1' }),
  path: personsPage,
  headers,
};
process.send(targets);
process.once('disconnect', () => {
  void Promise.all([server.close(), bare.close()])
    .then(() => connection.close())
    .finally(() => process.exit(0));
});
