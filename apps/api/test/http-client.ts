import { afterAll, beforeAll } from 'vitest';
import type { Connection } from '@hesab/db';
import { buildApp, type App, type AppOptions } from '../src/app.ts';

export * from './fixtures.ts';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A client of the real server over real HTTP, carrying the session headers the web sends. */
export class ApiClient {
  token: string | null = null;
  appKey: string | null = null;
  lang = 'fa';
  constructor(readonly baseUrl: string) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'accept-language': this.lang };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.appKey) headers.domain = this.appKey;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.call<T>('POST', path, body ?? {});
  }
  put<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.call<T>('PUT', path, body ?? {});
  }

  /** Logs in and takes the first business of the answer; throws unless the login succeeds. */
  async login(username: string, password: string): Promise<this> {
    const reply = await this.post<{ token: string; businesses: { key: string }[] }>('/api/v1/login', {
      username,
      password,
    });
    if (reply.status !== 200) throw new Error(`login of ${username} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    this.token = reply.body.token;
    this.appKey = reply.body.businesses[0]?.key ?? null;
    return this;
  }
}

/** Starts the real server on a free port for the suite; `server()` is valid inside tests. */
export function useTestServer(
  connection: () => Connection,
  options: Omit<AppOptions, 'db'> = {},
): () => { app: App; baseUrl: string; client(): ApiClient } {
  let app: App | undefined;
  let baseUrl = '';
  beforeAll(async () => {
    // TEST_LOG=error shows what a test's server logged, a 500's stack among it.
    app = await buildApp({ logLevel: process.env.TEST_LOG ?? 'silent', ...options, db: connection().db });
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.server.close();
  });
  return () => {
    if (!app) throw new Error('the server starts in beforeAll');
    const started = app;
    return { app: started, baseUrl, client: () => new ApiClient(baseUrl) };
  };
}
