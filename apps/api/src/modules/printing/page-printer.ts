import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';
import { BusyError, ServiceUnavailableError } from '../../http/errors.ts';

/** What a page is printed as: its address on this server, the session it opens with, and the paper in cm. */
export interface PrintJob {
  /** the web app's origin as this server reaches itself (http://127.0.0.1:8080) */
  origin: string;
  /** the print page's path and query (/invoice/print/7?paper=A5) */
  path: string;
  /** the caller's bearer token and business key, which the page's own API calls carry; none for a public page */
  session: { token: string; appKey: string } | null;
  paper: { width: number; height: number };
  /** the element whose drawing says the page is ready; a document's printed sheet by default */
  ready?: string;
  /** how long the page may take to draw; a report of a whole year's book needs longer than one document */
  timeoutMs?: number;
}

/** How long a print page may take to draw before the PDF is given up, unless its job says otherwise. */
const pageTimeoutMs = 30_000;
/** Pages printed at once: each is a renderer process on a two-core machine. */
const concurrentPages = 2;
/** Jobs that may wait for a page; beyond them a request is told to come back (503, Retry-After) instead of timing out. */
const waitingJobs = 8;
/** The bytes read from Chromium at a time while a PDF streams out. */
const chunkBytes = 256 * 1024;

/**
 * Prints the web app's own print pages to PDF with the installed Chromium (ARCHITECTURE.md: Chromium's own print,
 * since no PDF library orders right-to-left text). The browser is launched on the first PDF and reused; each job
 * gets a fresh context, so no session outlives its PDF.
 */
export class PagePrinter {
  private browser: Promise<Browser> | null = null;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** a running mean of how long a page takes, in ms, to tell a refused request when to come back */
  private meanJobMs = 5_000;

  constructor(
    private readonly executablePath: string,
    private readonly limits = { concurrentPages, waitingJobs },
  ) {}

  /**
   * The page's PDF as a stream read from Chromium while it is written out (a big book's hundreds of pages are not
   * held whole in memory, and the answer starts as soon as the first pages are printed). The page's slot is held
   * until the stream ends or its reader goes away.
   */
  async pdf(job: PrintJob): Promise<Readable> {
    const browser = await this.launch();
    await this.acquire();
    const started = Date.now();
    let context: BrowserContext | null = null;
    const done = async () => {
      await context?.close().catch(() => undefined);
      this.meanJobMs = (this.meanJobMs * 3 + (Date.now() - started)) / 4;
      this.release();
    };
    try {
      context = await browser.newContext();
      // The page reads its session from storage as the app does after a login.
      const { session } = job;
      if (session) {
        await context.addInitScript({
          content: `localStorage.setItem('token', ${JSON.stringify(session.token)}); localStorage.setItem('appKey', ${JSON.stringify(session.appKey)});`,
        });
      }
      const page = await context.newPage();
      const timeout = job.timeoutMs ?? pageTimeoutMs;
      page.setDefaultTimeout(timeout);
      await page.goto(job.origin + job.path, { waitUntil: 'networkidle', timeout });
      // Attached, not visible: a report's print table shows in print media only.
      await page.locator(job.ready ?? '[data-testid="printed-document"]').waitFor({ state: 'attached' });
      // The party's details and the like arrive after the sheet; then the fonts the text is drawn in.
      await page.waitForLoadState('networkidle');
      await page.evaluate('document.fonts.ready.then(() => true)');
      const cdp = await context.newCDPSession(page);
      const inches = (cm: number) => cm / 2.54;
      const printed = await cdp.send('Page.printToPDF', {
        paperWidth: inches(job.paper.width),
        paperHeight: inches(job.paper.height),
        marginTop: 0,
        marginBottom: 0,
        marginLeft: 0,
        marginRight: 0,
        printBackground: true,
        preferCSSPageSize: true,
        transferMode: 'ReturnAsStream',
      });
      if (!printed.stream) throw new Error('Chromium printed without a stream');
      return pdfStream(cdp, printed.stream, done);
    } catch (error) {
      await done();
      throw error;
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }

  private launch(): Promise<Browser> {
    if (!existsSync(this.executablePath)) throw new ServiceUnavailableError('printer-unavailable', { path: this.executablePath });
    if (!this.browser) {
      const launched = chromium.launch({ executablePath: this.executablePath, args: ['--disable-dev-shm-usage', '--font-render-hinting=none'] });
      // A browser that failed to start, or has since closed, is launched again for the next PDF.
      launched.then((browser) => browser.on('disconnected', () => this.forget(launched)), () => this.forget(launched));
      this.browser = launched;
    }
    return this.browser;
  }

  private forget(browser: Promise<Browser>): void {
    if (this.browser === browser) this.browser = null;
  }

  private async acquire(): Promise<void> {
    if (this.running >= this.limits.concurrentPages) {
      if (this.waiting.length >= this.limits.waitingJobs) {
        const ahead = this.waiting.length + this.running;
        throw new BusyError('printer-busy', Math.max(1, Math.ceil((this.meanJobMs * ahead) / this.limits.concurrentPages / 1000)));
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
  }

  private release(): void {
    this.running--;
    this.waiting.shift()?.();
  }
}

/** Chromium's PDF read chunk by chunk from its stream handle; `done` runs once, however the stream ends. */
function pdfStream(cdp: CDPSession, handle: string, done: () => Promise<void>): Readable {
  let finished = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    await cdp.send('IO.close', { handle }).catch(() => undefined);
    await done();
  };
  return new Readable({
    async read() {
      try {
        const chunk = await cdp.send('IO.read', { handle, size: chunkBytes });
        if (chunk.data) this.push(Buffer.from(chunk.data, chunk.base64Encoded ? 'base64' : 'binary'));
        if (chunk.eof) {
          await finish();
          this.push(null);
        }
      } catch (error) {
        this.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    },
    destroy(error, callback) {
      finish().then(() => callback(error), callback);
    },
  });
}
