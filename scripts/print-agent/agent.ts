import { spawn } from 'node:child_process';
import { randomInt, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { WebSocketServer, type WebSocket } from 'ws';

/*
 * The local print service (spec 02: "a local websocket print service receives HTML for automatic printing"). It
 * listens on the till's own loopback address; the web app, opened from one of the allowed origins, connects over a
 * WebSocket, pairs with the code the agent showed when it started, and sends documents' HTML, which the agent renders
 * to PDF with Chromium and prints without a dialog: through CUPS (`lp`) or, for tests and archiving, into a folder.
 */

/** Where printed documents go: a CUPS printer (the default one where none is named) or a folder of PDF files. */
export type PrinterTarget = { kind: 'lp'; printer: string | null } | { kind: 'file'; directory: string };

export interface PrintAgentOptions {
  /** 0: any free port */
  port: number;
  host: string;
  /** the web app's origins (scheme, host and port) a connection may come from */
  origins: readonly string[];
  /** the code the web app pairs with */
  pairingCode: string;
  printer: PrinterTarget;
  chromiumPath: string;
}

/** What the web app sends: a document to print. Paper in cm; none prints at the HTML's own @page size. */
interface PrintMessage {
  type: 'print';
  id: string;
  title: string;
  html: string;
  paper?: { width: number; height: number };
}

/** What a connection is told: paired (or not), and each document's progress. */
type AgentMessage =
  | { type: 'paired'; printer: string }
  | { type: 'status'; id: string; status: 'printing' | 'printed' | 'failed'; error?: string };

/** Close codes the web app tells apart: a wrong pairing code, a message it does not speak. */
export const closeCodes = { refused: 4001, unreadable: 4002 } as const;

/** The largest document accepted: a receipt is a few kB, an A4 invoice with a logo a few hundred. */
const maxMessageBytes = 8 * 1024 * 1024;

/** PRINT_AGENT_PRINTER: `lp` (the default printer), `lp:<name>`, or `file:<folder>`. */
export function printerTargetOf(value: string | undefined): PrinterTarget {
  if (!value || value === 'lp') return { kind: 'lp', printer: null };
  if (value.startsWith('lp:') && value.length > 3) return { kind: 'lp', printer: value.slice(3) };
  if (value.startsWith('file:') && value.length > 5) return { kind: 'file', directory: value.slice(5) };
  throw new Error(`PRINT_AGENT_PRINTER must be lp, lp:<printer> or file:<folder>, not ${value}`);
}

export const newPairingCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

function sameCode(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function printMessageOf(data: unknown): PrintMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, id, title, html, paper } = data as Record<string, unknown>;
  if (type !== 'print' || typeof id !== 'string' || typeof title !== 'string' || typeof html !== 'string') return null;
  if (paper === undefined) return { type, id, title, html };
  const { width, height } = (paper ?? {}) as Record<string, unknown>;
  if (typeof width !== 'number' || typeof height !== 'number' || !(width > 0 && height > 0)) return null;
  return { type, id, title, html, paper: { width, height } };
}

/** `lp` reading the PDF from its input; CUPS prints it without a dialog. */
function printWithLp(pdf: Buffer, printer: string | null, title: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('lp', [...(printer ? ['-d', printer] : []), '-t', title, '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let error = '';
    child.stderr.on('data', (chunk: Buffer) => (error += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(error.trim() || `lp exited with ${String(code)}`))));
    child.stdin.end(pdf);
  });
}

/** A file name of the document's: its title's letters and digits, and a counter that keeps files apart. */
const fileNameOf = (title: string, sequence: number) => `${String(sequence).padStart(5, '0')}-${title.replace(/[^\p{L}\p{N}-]+/gu, '-').slice(0, 60) || 'document'}.pdf`;

export async function startPrintAgent(options: PrintAgentOptions) {
  let browser: Promise<Browser> | null = null;
  let printed = 0;
  // Documents print one after another, in the order they came: a till's roll printer takes one at a time.
  let queue: Promise<unknown> = Promise.resolve();

  const launch = () => {
    if (!existsSync(options.chromiumPath)) throw new Error(`no Chromium at ${options.chromiumPath} (PRINT_AGENT_CHROMIUM)`);
    browser ??= chromium.launch({ executablePath: options.chromiumPath, args: ['--disable-dev-shm-usage', '--font-render-hinting=none'] });
    return browser;
  };

  async function print(message: PrintMessage): Promise<void> {
    const context = await (await launch()).newContext();
    try {
      const page = await context.newPage();
      await page.setContent(message.html, { waitUntil: 'networkidle', timeout: 30_000 });
      await page.evaluate('document.fonts.ready.then(() => true)');
      const size = message.paper ? { width: `${String(message.paper.width)}cm`, height: `${String(message.paper.height)}cm` } : {};
      const pdf = await page.pdf({ ...size, printBackground: true, preferCSSPageSize: !message.paper });
      printed += 1;
      if (options.printer.kind === 'file') {
        await mkdir(options.printer.directory, { recursive: true });
        await writeFile(join(options.printer.directory, fileNameOf(message.title, printed)), pdf);
      } else await printWithLp(pdf, options.printer.printer, message.title);
    } finally {
      await context.close();
    }
  }

  const allowed = new Set(options.origins.map((origin) => origin.replace(/\/$/, '')));
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('a WebSocket print agent');
  });
  // A page of any other site could reach the loopback address too: only the web app's origins are let in.
  const sockets = new WebSocketServer({
    server,
    maxPayload: maxMessageBytes,
    verifyClient: ({ req }: { req: IncomingMessage }) => allowed.has(req.headers.origin ?? ''),
  });
  sockets.on('connection', (socket: WebSocket) => {
    let paired = false;
    const send = (message: AgentMessage) => socket.send(JSON.stringify(message));
    socket.on('message', (raw) => {
      let data: unknown;
      try {
        data = JSON.parse(raw.toString());
      } catch {
        data = null;
      }
      if (!paired) {
        const { type, code } = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
        if (type !== 'pair' || typeof code !== 'string' || !sameCode(code, options.pairingCode)) return socket.close(closeCodes.refused, 'wrong pairing code');
        paired = true;
        return send({ type: 'paired', printer: options.printer.kind === 'file' ? `file:${options.printer.directory}` : (options.printer.printer ?? 'lp') });
      }
      const message = printMessageOf(data);
      if (!message) return socket.close(closeCodes.unreadable, 'not a print message');
      send({ type: 'status', id: message.id, status: 'printing' });
      queue = queue.then(() =>
        print(message).then(
          () => send({ type: 'status', id: message.id, status: 'printed' }),
          (error: unknown) => send({ type: 'status', id: message.id, status: 'failed', error: error instanceof Error ? error.message : String(error) }),
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    address: `ws://${options.host}:${String(port)}`,
    async close() {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const running = browser;
      browser = null;
      if (running) await (await running.catch(() => null))?.close();
    },
  };
}
