import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';
import { WebSocket } from 'ws';
import { freePort } from '../apps/api/test/postgres-cluster.ts';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { scan, settleInCash, setUpTill, stockTill } from './till.ts';
import { admin } from './users.ts';

/*
 * The local print agent (issue 36): started as a shop starts it (`npm run print-agent`), printing into a folder; the
 * browser pairs with it on /print/index, and the till's receipt arrives there as a PDF without a print dialog. A page
 * of another origin, or a wrong pairing code, is refused.
 */

let agent: ChildProcess | undefined;
test.afterEach(() => {
  agent?.kill();
});

/** What a WebSocket to the agent comes to: refused at the handshake (its HTTP status), or closed (its close code). */
function connectionOutcome(address: string, origin: string, code: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(address, { origin });
    socket.on('unexpected-response', (_request, response) => resolve(`refused ${String(response.statusCode)}`));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'pair', code })));
    socket.on('message', (data: Buffer) => {
      resolve(String((JSON.parse(data.toString()) as { type: string }).type));
      socket.close();
    });
    socket.on('close', (closed) => resolve(`closed ${String(closed)}`));
    socket.on('error', () => undefined);
  });
}

test('the till pairs with the local print agent and its receipt arrives as a PDF; a wrong origin or pairing code is refused', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const folder = mkdtempSync(join(tmpdir(), 'hesab-print-agent-'));
  const code = String(100000 + Math.floor(Math.random() * 900000));
  const port = await freePort();
  const started = spawn('npm', ['run', '-s', 'print-agent'], {
    env: { ...process.env, PRINT_AGENT_PORT: String(port), PRINT_AGENT_CODE: code, PRINT_AGENT_ORIGINS: origin, PRINT_AGENT_PRINTER: `file:${folder}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  agent = started;
  const address = await new Promise<string>((resolve) => {
    if (started.stdout) createInterface({ input: started.stdout }).on('line', (line) => resolve(/ws:\/\/[\d.:]+/.exec(line)?.[0] ?? ''));
  });
  expect(address).toBe(`ws://127.0.0.1:${String(port)}`);

  // Another site's page is refused at the handshake; the web app's origin with a wrong code once it gives it.
  expect(await connectionOutcome(address, 'http://evil.example', code)).toBe('refused 401');
  expect(await connectionOutcome(address, origin, '000000')).toBe('closed 4001');

  await logIn(page, admin);
  await page.goto('/print/index');
  await page.getByTestId('agent-address').fill(address);
  await page.getByTestId('agent-code').fill('999999');
  await page.getByTestId('agent-pair').click();
  await expect(page.getByTestId('agent-state')).toHaveAttribute('data-state', 'refused');
  await page.getByTestId('agent-code').fill(code);
  await page.getByTestId('agent-pair').click();
  await expect(page.getByTestId('agent-state')).toHaveAttribute('data-state', 'paired');

  // A sale at the counter: its receipt goes to the agent, no print dialog.
  const api = await apiOf(page, request);
  const till = await stockTill(api, `p${String(Date.now())}`);
  await setUpTill(page, '', till);
  await scan(page, till.water.barcode);
  await settleInCash(page);
  await expect.poll(() => readdirSync(folder).filter((name) => name.endsWith('.pdf')).length, { timeout: 60_000 }).toBe(1);
  const [file] = readdirSync(folder);
  expect(readFileSync(join(folder, file ?? '')).subarray(0, 5).toString()).toBe('%PDF-');

  // The queue shows it printed, and the pairing is kept: the page connects again by itself.
  await page.goto('/print/index');
  await expect(page.getByTestId('agent-state')).toHaveAttribute('data-state', 'paired');
  await expect(page.locator('[data-testid="print-job"][data-status="printed"]')).toHaveCount(1);
});
