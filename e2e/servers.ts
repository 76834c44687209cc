import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect, test, type Page } from '@playwright/test';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../apps/api/test/postgres-cluster.ts';
import { admin } from './users.ts';

/**
 * A server process as `npm start` runs it, with `env` over the test's own (its database: DATABASE_URL, or DATA_DIR
 * for PGlite); resolves once it answers. `onLine` hears each line it logs.
 */
export async function startServerWith(port: number, env: Record<string, string>, onLine?: (line: string) => void): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'e2e/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'ignore'],
  });
  if (onLine && child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
  const started = Date.now();
  // A fresh database's migrations and seed take their time on a machine busy with other tests.
  while (Date.now() - started < 150_000) {
    const answered = await fetch(`http://127.0.0.1:${port}/api/docs/json`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return child;
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`the server on port ${port} did not start`);
}

/** A server process as `npm start` runs it, on the PostgreSQL of `url`; resolves once it answers. */
export function startServer(url: string, port: number): Promise<ChildProcess> {
  return startServerWith(port, { DATABASE_URL: url });
}

/**
 * A PostgreSQL cluster of the test's own, for tests that run servers of their own (several at once, one killed).
 * CI installs PostgreSQL; a machine without it skips the test, as npm test skips the PostgreSQL suites.
 */
export async function ownCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  test.skip(!bin && process.env.CI !== 'true', 'PostgreSQL is not installed');
  if (!bin) throw new Error('PostgreSQL is not installed, and CI runs this test');
  return startPostgresCluster(bin);
}

/** Logs in as the admin through the login form of the server at `origin`. */
export async function logInAt(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'نام کاربری' }).fill(admin.username);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  // A fresh server's first dashboard compiles its chunks into the browser's cache: slow on a busy machine.
  await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 30_000 });
}
