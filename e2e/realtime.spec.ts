import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { freePort, type PostgresCluster } from '../apps/api/test/postgres-cluster.ts';
import { logInAt, ownCluster, startServer } from './servers.ts';

/*
 * Issue 19: two API processes on one PostgreSQL, as behind a load balancer. A browser is connected to the first; an
 * invoice made through the second reaches it through LISTEN/NOTIFY, and its open list shows the sale unreloaded.
 */

const run = Date.now();

let cluster: PostgresCluster | undefined;
const servers: ChildProcess[] = [];
const ports = { first: 0, second: 0 };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await ownCluster();
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
  await logInAt(page, first);
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

  // The page's realtime channel, caught as it opens: the sale is made once it is listening.
  const channelOpened = page.waitForEvent('websocket');
  await page.goto(`${first}/sell/list`);
  const channel = await channelOpened;
  await channel.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ready"') });
  await expect(page.getByRole('heading', { name: 'فاکتورهای فروش' })).toBeVisible();
  await expect(page.getByText(customer)).toHaveCount(0);
  const today = new Date().toISOString().slice(0, 10);
  await post('invoice', { type: 'sell', date: today, entrepot: entrepot.id, person: person.id, rows: [{ product: service.id, count: '1', fee: '120000' }] });
  // The bound is a second; the list's own refetch after the event is given one more on a shared machine.
  await expect(page.getByText(customer)).toBeVisible({ timeout: 2_000 });
});
