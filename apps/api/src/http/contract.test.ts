import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/databases.ts';
import { buildApp, type App } from '../app.ts';
import { describeAccess } from './access.ts';

/** The HTTP contract every route keeps, checked on the real server. */
describeEachEngine('every route', (connection) => {
  let app: App;
  let baseUrl: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await buildApp({ db: connection().db, logLevel: 'error', logStream: { write: (line) => void logLines.push(line) } });
    // Routes that fail unexpectedly, to see what a client is told and what the log keeps.
    app.server.get('/api/v1/test-failure', { config: { access: 'public' } }, async () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
    app.server.get('/api/v1/test-failed-query', { config: { access: 'public' } }, async () => {
      await connection().db.execute(sql`select * from no_such_table where password_hash = ${'$argon2id$secret-hash'}`);
    });
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.server.close();
  });

  it('declares its access: public, user, member or a permission', () => {
    const undeclared = app.routes
      .filter((route) => route.config?.access === undefined)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(undeclared).toEqual([]);
    const declared = app.routes.map((route) => `${String(route.method)} ${route.url} ${describeAccess(route.config!.access!)}`);
    expect(declared).toContain('POST /api/v1/login public');
    expect(declared).toContain('POST /api/v1/logout user');
    expect(declared).toContain('GET /api/v1/init member');
    expect(declared).toContain('GET /api/v1/users/profile permission:profile');
    // Products and services: either kind's permission reaches the route, the store keeps to the member's kinds.
    expect(declared).toContain('GET /api/v1/products permission:ProductList|ServiceList');
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const guarded = app.routes.filter((route) => route.config?.access !== 'public');
    expect(guarded.length).toBeGreaterThan(3);
    for (const route of guarded) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods.filter((m) => m !== 'HEAD')) {
        const response = await fetch(`${baseUrl}${route.url.replace(/:\w+/g, '1')}`, { method });
        expect({ route: `${method} ${route.url}`, status: response.status }).toEqual({
          route: `${method} ${route.url}`,
          status: 401,
        });
      }
    }
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await fetch(`${baseUrl}/api/v1/no-such-thing`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'This address does not exist.' });
  });

  it('never sends a stack trace or an internal message: a 500 gives a reference the log carries', async () => {
    const response = await fetch(`${baseUrl}/api/v1/test-failure`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(500);
    const body = await response.text();
    const { reference } = JSON.parse(body) as { reference: string };
    expect(reference).toMatch(/^[0-9a-f]{12}$/);
    expect(JSON.parse(body)).toEqual({ message: `Something went wrong on the server. Reference: ${reference}`, reference });
    expect(body).not.toContain('secret');
    const logged = logLines.filter((line) => line.includes(reference));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('secret internal detail');
  });

  it('logs a failed query by its statement, without the values it carried', async () => {
    const response = await fetch(`${baseUrl}/api/v1/test-failed-query`);
    expect(response.status).toBe(500);
    const { reference } = (await response.json()) as { reference: string };
    const [line = ''] = logLines.filter((entry) => entry.includes(reference));
    expect(line).toContain('no_such_table where password_hash = $1');
    expect(line).toContain('42P01');
    expect(line).not.toContain('secret-hash');
  });

  it('tells a missing field (is-required) from one of the wrong type (invalid-value)', async () => {
    const response = await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ username: 42 }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Some fields are not valid.',
      errors: { username: ['This value is not valid.|invalid-value'], password: ['This field is required.|is-required'] },
    });
  });

  it('refuses a malformed JSON body with a 400 message', async () => {
    const response = await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(Object.keys(body)).toEqual(['message']);
  });

  it('serves the OpenAPI document of the API at /api/docs', async () => {
    const response = await fetch(`${baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/login', '/api/v1/logout', '/api/v1/init', '/api/v1/getdetail', '/api/v1/users/profile']),
    );
    expect((await fetch(`${baseUrl}/api/docs`)).status).toBe(200);
  });
});
