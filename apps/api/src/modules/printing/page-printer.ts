import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { ServiceUnavailableError } from '../../http/errors.ts';

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
}

/** How long a print page may take to draw before the PDF is given up. */
const pageTimeoutMs = 30_000;
/** Pages printed at once: each is a renderer process on a two-core machine. */
const concurrentPages = 2;

/**
 * Prints the web app's own print pages to PDF with the installed Chromium (ARCHITECTURE.md: Chromium's own print,
 * since no PDF library orders right-to-left text). The browser is launched on the first PDF and reused; each job
 * gets a fresh context, so no session outlives its PDF.
 */
export class PagePrinter {
  private browser: Promise<Browser> | null = null;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly executablePath: string) {}

  async pdf(job: PrintJob): Promise<Buffer> {
    const browser = await this.launch();
    await this.acquire();
    const context = await browser.newContext();
    try {
      // The page reads its session from storage as the app does after a login.
      const { session } = job;
      if (session) {
        await context.addInitScript({
          content: `localStorage.setItem('token', ${JSON.stringify(session.token)}); localStorage.setItem('appKey', ${JSON.stringify(session.appKey)});`,
        });
      }
      const page = await context.newPage();
      page.setDefaultTimeout(pageTimeoutMs);
      await page.goto(job.origin + job.path, { waitUntil: 'networkidle', timeout: pageTimeoutMs });
      // Attached, not visible: a report's print table shows in print media only.
      await page.locator(job.ready ?? '[data-testid="printed-document"]').waitFor({ state: 'attached' });
      // The party's details and the like arrive after the sheet; then the fonts the text is drawn in.
      await page.waitForLoadState('networkidle');
      await page.evaluate('document.fonts.ready.then(() => true)');
      return await page.pdf({
        width: `${String(job.paper.width)}cm`,
        height: `${String(job.paper.height)}cm`,
        printBackground: true,
        preferCSSPageSize: true,
      });
    } finally {
      await context.close();
      this.release();
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
    if (this.running >= concurrentPages) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
  }

  private release(): void {
    this.running--;
    this.waiting.shift()?.();
  }
}
