import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { PagePrinter, type PrintJob } from './page-printer.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A page that draws its sheet after `delay` ms with `pages` A4 pages of text: the slow report the queue is for,
 * without the web app or a database.
 */
function slowPages(): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const delay = Number(url.searchParams.get('delay') ?? '0');
    const pages = Number(url.searchParams.get('pages') ?? '1');
    const sheets = Array.from({ length: pages }, (_, i) => `<section style="page-break-after: always">page ${String(i + 1)}</section>`).join('');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><body><script>setTimeout(() => { document.body.insertAdjacentHTML('beforeend', ${JSON.stringify(`<div data-testid="printed-document">${sheets}</div>`)}); }, ${String(delay)});</script></body>`,
    );
  });
}

describe.skipIf(!existsSync(chromiumPath) && process.env.CI !== 'true')('the page printer', () => {
  const pages = slowPages();
  const printer = new PagePrinter(chromiumPath, { concurrentPages: 1, waitingJobs: 1 });
  let origin = '';
  const job = (path: string): PrintJob => ({ origin, path, session: null, paper: { width: 21, height: 29.7 } });

  beforeAll(async () => {
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((pages.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await printer.close();
    await new Promise((resolve) => pages.close(resolve));
  });

  it('streams a long PDF out whole', async () => {
    const pdf = await buffer(await printer.pdf(job('/?pages=300')));
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(300);
  }, 60_000);

  it('refuses a job beyond the queue with 503 and when to come back, and prints the ones it took', async () => {
    const app = Fastify();
    app.decorateRequest('lang', 'en');
    registerErrorHandler(app);
    app.get('/pdf', async (_request, reply) => reply.type('application/pdf').send(await printer.pdf(job('/?delay=1500'))));
    const running = app.inject({ method: 'GET', url: '/pdf' });
    // The first takes the one page, the second the one place in the queue; the third is told to come back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waiting = app.inject({ method: 'GET', url: '/pdf' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await app.inject({ method: 'GET', url: '/pdf' });
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({ message: 'Many PDFs are being made right now; try again in a few seconds.' });
    for (const reply of await Promise.all([running, waiting])) {
      expect(reply.statusCode).toBe(200);
      expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Once they are done, the queue takes work again.
    expect((await app.inject({ method: 'GET', url: '/pdf' })).statusCode).toBe(200);
    await app.close();
  }, 60_000);
});
