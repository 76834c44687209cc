import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/databases.ts';
import { uploadFile } from '../../test/files.ts';
import { activatePlanOptions, addMember, createTestBusiness, useTestServer, type ApiClient } from '../../test/http-client.ts';

/**
 * The routes a member holding only `profile` legitimately reaches: its own session, bookmarks and profile, logging
 * out, and what every member shares because forms need it (getdetail's session reads, whose selects check their own access,
 * pickers among them; tags, description drafts and units; the chart of accounts; a marketplace's panel names; the
 * dashboard, whose cards are each only for who may open the report behind it; the addresses /ov, a screen every
 * member has, may frame).
 */
const reachedByEveryMember = new Set([
  'GET /api/v1/init',
  'GET /api/v1/dashboard',
  'PUT /api/v1/menuBookmark',
  'GET /api/v1/users/profile',
  'PUT /api/v1/users/profile',
  'POST /api/v1/logout',
  'GET /api/v1/getdetail',
  'GET /api/v1/tags',
  'GET /api/v1/tags/show',
  'GET /api/v1/tags/:key/edit',
  'POST /api/v1/tags',
  'PUT /api/v1/tags/:key',
  'DELETE /api/v1/tags/:key',
  'GET /api/v1/descriptions',
  'GET /api/v1/descriptions/show',
  'GET /api/v1/descriptions/:key/edit',
  'POST /api/v1/descriptions',
  'PUT /api/v1/descriptions/:key',
  'DELETE /api/v1/descriptions/:key',
  'GET /api/v1/unit',
  'GET /api/v1/unit/show',
  'GET /api/v1/unit/:key/edit',
  'GET /api/v1/coding',
  'GET /api/v1/coding/:id/edit',
  'GET /api/v1/config/:platform/list',
  'GET /api/v1/frames',
]);

describeEachEngine('a member holding only profile', (connection) => {
  const server = useTestServer(connection);
  let owner: ApiClient;
  let member: ApiClient;
  let personId: number;
  let fileId: number;
  beforeAll(async () => {
    const biz = await createTestBusiness(connection().db, 'Profile only');
    await activatePlanOptions(connection().db, biz.businessId, ['documentsSystem']);
    owner = await server().client().login(biz.ownerUsername, biz.ownerPassword);
    personId = (await owner.post<{ data: { id: number } }>('/api/v1/customer', { firstname: 'دیگری', mobile: '09121234567' })).body.data.id;
    fileId = (await uploadFile(owner, 'customer', personId, 'planted.png')).body.data[0]?.id ?? 0;
    await addMember(connection().db, biz.businessId, { username: 'profile-only', password: 'profile-only-1', permissions: ['profile'] });
    member = await server().client().login('profile-only', 'profile-only-1');
  });

  it("is refused (403) by every route that reads or changes another person's data or files", async () => {
    const answers: { route: string; status: number }[] = [];
    for (const route of server().app.routes) {
      const access = route.config?.access;
      if (access === undefined || access === 'public' || access === 'user') continue;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
      for (const method of methods) {
        const name = `${method} ${route.url}`;
        // createdetail's body names the record it changes: it is walked below with real bodies.
        if (reachedByEveryMember.has(name) || name === 'POST /api/v1/createdetail') continue;
        // Real ids, so that a route reaching its handler would find the record.
        const id = route.url.startsWith('/api/v1/files/') ? fileId : personId;
        const path = route.url.replace(/:\w+/g, String(id));
        const reply = await member.call(method, path === '/api/v1/files' ? `${path}?type=customer&refId=${String(personId)}` : path, method === 'GET' || method === 'DELETE' ? undefined : {});
        answers.push({ route: name, status: reply.status });
      }
    }
    // What createdetail changes: a person renamed or deleted from its picker, a file planted on it.
    for (const [route, body] of Object.entries({
      'POST /api/v1/createdetail rename': { select: 'customer', id: personId, name: 'ربوده' },
      'POST /api/v1/createdetail delete': { select: 'customer', deleteId: personId },
    })) {
      answers.push({ route, status: (await member.post('/api/v1/createdetail', body)).status });
    }
    answers.push({ route: 'POST /api/v1/createdetail upload', status: (await uploadFile(member, 'customer', personId, 'planted.png')).status });
    // Pickers serve the forms of screens; with none to open, a person's name and numbers stay out of reach.
    for (const select of ['customer', 'detail', 'products']) {
      answers.push({ route: `GET /api/v1/getdetail?select=${select}`, status: (await member.get(`/api/v1/getdetail?select=${select}`)).status });
    }

    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((answer) => answer.status !== 403)).toEqual([]);
    const files = await owner.get<{ data: { id: number }[] }>(`/api/v1/files?type=customer&refId=${String(personId)}`);
    expect(files.body.data.map((file) => file.id)).toEqual([fileId]);
    // Its dashboard holds none of the business's figures, only what every member has (the year, the months).
    const dashboard = await member.get<Record<string, unknown>>('/api/v1/dashboard');
    for (const card of ['sales', 'purchases', 'profit', 'treasury', 'receivables', 'payables', 'cheques', 'lowStock', 'bestSellers', 'shortcuts']) {
      expect(dashboard.body[card], card).toBeUndefined();
    }
  });

  it('reaches its own session and profile', async () => {
    expect((await member.get('/api/v1/init')).status).toBe(200);
    expect((await member.get('/api/v1/users/profile')).status).toBe(200);
    expect((await member.put('/api/v1/menuBookmark', { menuBookmark: ['/users/profile'] })).status).toBe(200);
    expect((await member.post('/api/v1/logout')).status).toBe(200);
  });
});
