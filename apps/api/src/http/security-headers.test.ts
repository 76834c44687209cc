import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Connection } from '@hesab/db';
import { buildApp, type App } from '../app.ts';

/** A built web app in miniature: index.html and one hashed script, with the .br and .gz files the build writes. */
function fixtureWebRoot(): { root: string; script: string } {
  const root = mkdtempSync(join(tmpdir(), 'hesab-web-'));
  mkdirSync(join(root, 'assets'));
  const html = '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head></html>';
  const script = `export const words = ${JSON.stringify('compressible '.repeat(200))};\n`;
  writeFileSync(join(root, 'index.html'), html);
  writeFileSync(join(root, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(join(root, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets/index-Ab12Cd34.js.gz'), gzipSync(script));
  return { root, script };
}

function cspOf(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const csp = cspOf(response);
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('default-src')).toBe("'self'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'self' blob:");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe('security headers and the web app files', () => {
  const web = fixtureWebRoot();
  let connection: Connection;
  let app: App;
  let behindProxy: App;
  beforeAll(async () => {
    connection = await openDatabase({ engine: 'pglite' });
    app = await buildApp({ db: connection.db, logLevel: 'silent', webRoot: web.root });
    behindProxy = await buildApp({ db: connection.db, logLevel: 'silent', webRoot: web.root, trustProxy: 1 });
  });
  afterAll(async () => {
    await app.server.close();
    await behindProxy.server.close();
    await connection.close();
    rmSync(web.root, { recursive: true, force: true });
  });

  it('sends them on the index page, on a route of the browser, on a file and on API answers', async () => {
    const answers = await Promise.all([
      app.server.inject({ url: '/' }),
      app.server.inject({ url: '/login' }),
      app.server.inject({ url: '/assets/index-Ab12Cd34.js' }),
      app.server.inject({ url: '/api/v1/init' }),
      app.server.inject({ method: 'POST', url: '/api/v1/login', payload: { username: 'nobody', password: 'wrong' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 401, 420]);
    for (const answer of answers) expectSecurityHeaders(answer);
    // No HSTS on plain http: it would lock browsers out of a server that has no TLS.
    for (const answer of answers) expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(cspOf(answers[0]!).has('upgrade-insecure-requests')).toBe(false);
  });

  it('lets the app frame nothing, or only the origins the ov route is configured to frame', async () => {
    expect(cspOf(await app.server.inject({ url: '/ov' })).get('frame-src')).toBe("'none'");
    const framing = await buildApp({ db: connection.db, logLevel: 'silent', webRoot: web.root, frameOrigins: ['https://maps.example', 'https://bi.example:8443'] });
    try {
      const answer = await framing.server.inject({ url: '/ov?url=https%3A%2F%2Fmaps.example%2F' });
      expectSecurityHeaders(answer);
      expect(cspOf(answer).get('frame-src')).toBe('https://maps.example https://bi.example:8443');
    } finally {
      await framing.server.close();
    }
  });

  it('sends HSTS and upgrades requests when TRUST_PROXY says a TLS proxy is in front', async () => {
    const [index, api] = await Promise.all([
      behindProxy.server.inject({ url: '/' }),
      behindProxy.server.inject({ url: '/api/v1/init' }),
    ]);
    for (const answer of [index, api]) {
      expectSecurityHeaders(answer);
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    }
    expect(cspOf(index).has('upgrade-insecure-requests')).toBe(true);
  });

  it('never caches index.html, on / or on a route of the browser', async () => {
    for (const url of ['/', '/index.html', '/login', '/accounting/list']) {
      const answer = await app.server.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends a hashed asset precompressed as the client accepts, and cacheable for good', async () => {
    const asset = '/assets/index-Ab12Cd34.js';
    const brotli = await app.server.inject({ url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.server.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.server.inject({ url: asset, headers: { 'accept-encoding': 'identity' } });

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(web.script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.script);
    expect(brotli.rawPayload.length).toBeLessThan(web.script.length / 10);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
    // A chunk the build no longer has is missing, not the app's page: a script tag must not run HTML.
    const gone = await app.server.inject({ url: '/assets/index-Old99999.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
  });
});
