import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

/* A write rolled back by a conflict with another (a deadlock, a serialization failure) is the moment's, not the request's. */

function conflicting(code: string) {
  // As drizzle throws it: the driver's error, with PostgreSQL's code, as the cause.
  return Object.assign(new Error('Failed query: insert into …'), { cause: Object.assign(new Error('deadlock detected'), { code }) });
}

async function appThrowing(error: Error) {
  const app = Fastify();
  app.decorateRequest('lang', 'fa');
  registerErrorHandler(app);
  app.post('/api/v1/invoice', () => {
    throw error;
  });
  app.post('/api/v1/transfer', () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('a transaction rolled back by a conflict', () => {
  it('answers 503 "transaction failed, try again" with Retry-After, never a 500', async () => {
    for (const code of ['40P01', '40001']) {
      const app = await appThrowing(conflicting(code));
      const reply = await app.inject({ method: 'POST', url: '/api/v1/transfer' });
      expect(reply.statusCode, code).toBe(503);
      expect(reply.headers['retry-after']).toBe('1');
      expect(reply.json()).toEqual({ message: 'تراکنش انجام نشد؛ دوباره تلاش کنید.' });
      await app.close();
    }
  });

  it('says that the invoice was not registered on an invoice write', async () => {
    const app = await appThrowing(conflicting('40P01'));
    const reply = await app.inject({ method: 'POST', url: '/api/v1/invoice' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ message: 'ثبت فاکتور انجام نشد؛ چیزی از آن ذخیره نشد، دوباره تلاش کنید.' });
    await app.close();
  });

  it('leaves other database failures to the 500 with a reference', async () => {
    const app = await appThrowing(conflicting('XX000'));
    const reply = await app.inject({ method: 'POST', url: '/api/v1/transfer' });
    expect(reply.statusCode).toBe(500);
    await app.close();
  });
});
