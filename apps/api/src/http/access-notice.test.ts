import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { arrayParameter, queryRows, role, type Connection } from '@hesab/db';
import { describeEachEngine } from '../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../test/http-client.ts';

/** Asks `status` again until it answers `expected` or `ms` have passed, and says what it answered last. */
async function answersWithin(expected: number, status: () => Promise<number>, ms = 1000): Promise<number> {
  const until = Date.now() + ms;
  let last = await status();
  while (last !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    last = await status();
  }
  return last;
}

/** The PostgreSQL backends holding a LISTEN on the access version's channel. */
async function accessListeners(connection: Connection): Promise<number[]> {
  const rows = await queryRows<{ pid: number }>(
    connection.db,
    sql`select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN "hesab_access_version"'`,
  );
  return rows.map((row) => row.pid);
}

/* Two servers that LISTEN on one database stand for two processes behind a load balancer that read the access
   version no more on every request: each is told of a change by the database, and the one that made it holds it on
   its very next request. */
describeEachEngine('access told by the database', (connection, engine) => {
  const listen: Connection['listen'] = (...args) => connection().listen(...args);
  const first = useTestServer(connection, { listen });
  const second = useTestServer(connection, { listen });
  let biz: TestBusiness;
  let clerkRole: number;
  const clerkName = `told-clerk-${String(Date.now())}`;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Access told');
    const clerk = await addMember(connection().db, biz.businessId, { username: clerkName, password: 'clerk-password-1', permissions: ['CategoryList'] });
    clerkRole = clerk.roleId;
  });

  const onSecond = (client: ApiClient) => Object.assign(second().client(), { token: client.token, appKey: client.appKey });
  const status = (client: ApiClient) => async () => (await client.get('/api/v1/category')).status;
  const narrow = (permissions: string[]) =>
    connection().db.update(role).set({ permissions }).where(and(eq(role.businessId, biz.businessId), eq(role.id, clerkRole)));

  it('refuses a logged-out session on the server it logged out from at once, and on the other when told', async () => {
    const session = await first().client().login(biz.ownerUsername, biz.ownerPassword);
    const elsewhere = onSecond(session);
    expect(await status(session)()).toBe(200);
    expect(await status(elsewhere)()).toBe(200);
    expect((await session.post('/api/v1/logout', {})).status).toBe(200);
    expect(await status(session)()).toBe(401);
    expect(await answersWithin(401, status(elsewhere))).toBe(401);
  });

  it('applies a role narrowed straight in the database on both servers when told', async () => {
    await narrow(['CategoryList']);
    const clerk = await first().client().login(clerkName, 'clerk-password-1');
    const elsewhere = onSecond(clerk);
    expect(await status(clerk)()).toBe(200);
    expect(await status(elsewhere)()).toBe(200);
    await narrow([]);
    expect(await answersWithin(403, status(clerk))).toBe(403);
    expect(await answersWithin(403, status(elsewhere))).toBe(403);
  });

  it.runIf(engine === 'postgres')('reads the version on every request while its LISTEN is down, and trusts it again once back', async () => {
    await narrow(['CategoryList']);
    const clerk = await first().client().login(clerkName, 'clerk-password-1');
    const elsewhere = onSecond(clerk);
    expect(await answersWithin(200, status(clerk))).toBe(200);
    expect(await answersWithin(200, status(elsewhere))).toBe(200);

    const before = await accessListeners(connection());
    expect(before).toHaveLength(2);
    await queryRows(connection().db, sql`select pg_terminate_backend(pid) from pg_stat_activity where pid = any(${arrayParameter(before)}::int[])`);
    // The drop is noticed at once; the listeners come back after a second.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await narrow([]);
    // No notice reaches a server now: only reading the version refuses at once.
    expect(await status(clerk)()).toBe(403);
    expect(await status(elsewhere)()).toBe(403);

    await answersWithin(2, async () => (await accessListeners(connection())).filter((pid) => !before.includes(pid)).length, 5000);
    expect(await accessListeners(connection())).toHaveLength(2);
    await narrow(['CategoryList']);
    expect(await answersWithin(200, status(clerk))).toBe(200);
    expect(await answersWithin(200, status(elsewhere))).toBe(200);
    await narrow([]);
    expect(await answersWithin(403, status(clerk))).toBe(403);
    expect(await answersWithin(403, status(elsewhere))).toBe(403);
  });
});
