import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { role } from '@hesab/db';
import { describeEachEngine } from '../../test/databases.ts';
import { addMember, createTestBusiness, useTestServer, type ApiClient, type TestBusiness } from '../../test/http-client.ts';

/* Two servers on one database stand for two processes behind a load balancer: each remembers tokens and
   memberships, and a change made through either, or straight in the database, holds on both at once. */
describeEachEngine('remembered access', (connection) => {
  const first = useTestServer(connection);
  const second = useTestServer(connection);
  let biz: TestBusiness;
  let owner: ApiClient;
  let clerkRole: number;
  const clerkName = `clerk-${String(Date.now())}`;

  beforeAll(async () => {
    biz = await createTestBusiness(connection().db, 'Access cache');
    owner = await first().client().login(biz.ownerUsername, biz.ownerPassword);
    const clerk = await addMember(connection().db, biz.businessId, { username: clerkName, password: 'clerk-password-1', permissions: ['CategoryList'] });
    clerkRole = clerk.roleId;
  });

  /** The same session on the other server. */
  const onSecond = (client: ApiClient) => Object.assign(second().client(), { token: client.token, appKey: client.appKey });

  it('ends a logged-out session on every server at once', async () => {
    const session = await first().client().login(biz.ownerUsername, biz.ownerPassword);
    const elsewhere = onSecond(session);
    expect((await session.get('/api/v1/category')).status).toBe(200);
    expect((await elsewhere.get('/api/v1/category')).status).toBe(200);
    expect((await session.post('/api/v1/logout', {})).status).toBe(200);
    expect((await session.get('/api/v1/category')).status).toBe(401);
    expect((await elsewhere.get('/api/v1/category')).status).toBe(401);
  });

  it('applies a role\'s narrowed permissions, written straight to the database, on the next request', async () => {
    const clerk = await first().client().login(clerkName, 'clerk-password-1');
    const elsewhere = onSecond(clerk);
    expect((await clerk.get('/api/v1/category')).status).toBe(200);
    expect((await elsewhere.get('/api/v1/category')).status).toBe(200);
    await connection().db.update(role).set({ permissions: [] }).where(and(eq(role.businessId, biz.businessId), eq(role.id, clerkRole)));
    expect((await clerk.get('/api/v1/category')).status).toBe(403);
    expect((await elsewhere.get('/api/v1/category')).status).toBe(403);
    expect((await owner.get('/api/v1/category')).status).toBe(200);
  });
});
