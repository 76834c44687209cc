import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/postgres-cluster.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');

function startServer(env: Record<string, string>): { child: ChildProcessWithoutNullStreams; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitFor(condition: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The server as `npm start` runs it: first-run seed, the printed login, and one process per data directory. */
describe('the server process on PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hesab-main-'));
  const children: ChildProcessWithoutNullStreams[] = [];
  afterAll(() => {
    children.forEach((child) => child.kill('SIGKILL'));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds on first run, prints the generated password once, and refuses a second process on the same data', async () => {
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: '' });
    children.push(first.child);
    await waitFor(() => first.output().includes('is running at'), 'the first server');
    const password = first.output().match(/with the password (\S+)/)?.[1];
    expect(password).toBeTruthy();

    const login = await fetch(`http://127.0.0.1:${port}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    children.push(second.child);
    const exitCode = await new Promise<number | null>((done) => second.child.once('exit', done));
    expect(exitCode).toBe(1);
    expect(second.output()).toContain('is in use by another process');

    // A restart reuses the data: no new seed, the same password still logs in.
    first.child.kill('SIGTERM');
    await new Promise((done) => first.child.once('exit', done));
    const again = startServer({ PORT: String(port), DATA_DIR: dataDir });
    children.push(again.child);
    await waitFor(() => again.output().includes('is running at'), 'the restarted server');
    expect(again.output()).not.toContain('demo business was created');
    const relogin = await fetch(`http://127.0.0.1:${port}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(relogin.status).toBe(200);
  }, 150_000); // two server processes, each migrating and opening a new PGlite database
});
