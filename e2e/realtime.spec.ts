import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { findPostgresBin, freePort, startPostgresCluster, type PostgresCluster } from '../apps/api/test/postgres-cluster.ts';
import { admin } from './users.ts';

/*
 * Issue 19: two API processes on one PostgreSQL, as behind a load balancer. A browser is connected to the first; an
 * invoice made through the second reaches it through LISTEN/NOTIFY, and its open list shows the sale unreloaded.
 */

const run = Date.now();

/** A server process as `npm start` runs it, on the cluster's database; resolves once it answers. */
async function startServer(url: string, port: number): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'e2e/serve.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const answered = await fetch(`http://127.0.0.1:${port}/api/docs/json`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return child;
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`the server on port ${port} did not start`);
}

let cluster: PostgresCluster | undefined;
const servers: ChildProcess[] = [];
const ports = { first: 0, second: 0 };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const bin = findPostgresBin();
  // CI installs PostgreSQL; a machine without it skips this one test, as npm test skips the PostgreSQL suites.
  test.skip(!bin && process.env.CI !== 'true', 'PostgreSQL is not installed');
  if (!bin) throw new Error('PostgreSQL is not installed, and CI runs this test');
  cluster = await startPostgresCluster(bin);
  ports.first = await freePort();
  ports.second = await freePort();
  // One after the other: the first seeds the database, the second finds it seeded.
  servers.push(await startServer(cluster.url, ports.first));
  servers.push(await startServer(cluster.url, ports.second));
});

test.afterAll(() => {
  for (const server of servers) server.kill();
  cluster?.stop();
});

test('an invoice made through one API process reaches a browser connected to the other', async ({ page, request }) => {
  const first = `http://127.0.0.1:${ports.first}`;
  const second = `http://127.0.0.1:${ports.second}`;
  await page.goto(`${first}/login`);
  await page.getByRole('textbox', { name: 'نام کاربری' }).fill(admin.username);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const appKey = await page.evaluate(() => localStorage.getItem('appKey'));
  const headers = { authorization: `Bearer ${token ?? ''}`, domain: appKey ?? '' };
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`${second}/api/v1/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: { id: number; number: number } }).data;
  };
  const customer = `مشتری همزمان ${run}`;
  const person = await post('customer', { firstname: customer });
  const entrepot = await post('entrepot', { name: `انبار همزمان ${run}` });
  const service = await post('products', { type: 'service', name: `خدمت همزمان ${run}`, taxPercent: '0' });

  await page.goto(`${first}/sell/list`);
  await expect(page.getByRole('heading', { name: 'فاکتورهای فروش' })).toBeVisible();
  await expect(page.getByText(customer)).toHaveCount(0);
  const today = new Date().toISOString().slice(0, 10);
  await post('invoice', { type: 'sell', date: today, entrepot: entrepot.id, person: person.id, rows: [{ product: service.id, count: '1', fee: '120000' }] });
  // The bound is a second; the list's own refetch after the event is given one more on a shared machine.
  await expect(page.getByText(customer)).toBeVisible({ timeout: 2_000 });
});
