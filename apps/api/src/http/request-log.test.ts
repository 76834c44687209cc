import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/databases.ts';
import { createTestBusiness, type TestBusiness } from '../../test/http-client.ts';
import { buildApp, type App } from '../app.ts';
import { loggedUrl } from './logged-url.ts';

describe('the logged address of a request', () => {
  it('hides the secrets a path or query carries, and keeps the rest', () => {
    expect(loggedUrl('/api/v1/public/invoice/1.2.c2VjcmV0/pdf?paper=A4')).toBe('/api/v1/public/invoice/…/pdf?paper=A4');
    expect(loggedUrl('/pi/1.2.c2VjcmV0')).toBe('/pi/…');
    expect(loggedUrl('/api/v1/files/1/2/1799999999/c2lnbmF0dXJl/logo.png')).toBe('/api/v1/files/1/2/1799999999/…/logo.png');
    expect(loggedUrl('/password/reset?token=abc&lang=fa')).toBe('/password/reset?token=…&lang=fa');
    expect(loggedUrl('/api/v1/plans/verify?Authority=A0001&Status=OK')).toBe('/api/v1/plans/verify?Authority=…&Status=OK');
    expect(loggedUrl('/api/v1/persons?page=2&sort=name')).toBe('/api/v1/persons?page=2&sort=name');
  });
});

describeEachEngine('what a request leaves in the log and in caches', (connection) => {
  let app: App;
  let baseUrl: string;
  let biz: TestBusiness;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await buildApp({ db: connection().db, logLevel: 'trace', logStream: { write: (line) => void logLines.push(line) } });
    // Code that logs a request's headers, as a failure's report might.
    app.server.get('/api/v1/test-logged-headers', { config: { access: 'public' } }, async (request) => {
      request.log.warn({ headers: request.headers }, 'headers');
      return { message: 'logged' };
    });
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
    biz = await createTestBusiness(connection().db, 'Logs');
  });
  afterAll(async () => {
    await app.server.close();
  });

  it('keeps no bearer token or secret link in the log, and lets no cache keep an API answer', async () => {
    const login = await fetch(`${baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: biz.ownerUsername, password: biz.ownerPassword }),
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { token } = (await login.json()) as { token: string };
    const session = { authorization: `Bearer ${token}`, domain: biz.appKey };

    const init = await fetch(`${baseUrl}/api/v1/init`, { headers: session });
    expect(init.status).toBe(200);
    expect(init.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${baseUrl}/api/v1/persons/999999999/edit`, { headers: session });
    expect(refused.headers.get('cache-control')).toBe('no-store');
    await fetch(`${baseUrl}/api/v1/test-logged-headers`, { headers: session });
    await fetch(`${baseUrl}/api/v1/public/invoice/1.1.share-link-secret`);
    await fetch(`${baseUrl}/password/reset?token=reset-link-secret`);

    const log = logLines.join('');
    expect(log).toContain('"url":"/api/v1/init"');
    expect(log).toContain('"url":"/api/v1/public/invoice/…"');
    for (const secret of [token, 'share-link-secret', 'reset-link-secret']) expect(log).not.toContain(secret);
  });
});
