// npm run bench:web-size — the JavaScript a guest's browser loads for /login, the first screen, from a built web app
// (WEB_ROOT, default apps/web/dist; `npm run build:web` first). Chromium opens the page with every request answered
// from the build, and each script it fetched counts at the size it crosses the wire: its precompressed .gz / .br file
// when the build has one, otherwise compressed here at the highest level. Prints figures; asserts nothing.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const webRoot = resolve(import.meta.dirname, '..', process.env.WEB_ROOT ?? 'apps/web/dist');
const origin = 'http://hesab.test';
const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(file: string): Sizes {
  const content = readFileSync(file);
  const stored = (suffix: string): Buffer | undefined =>
    existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
  const gzip = stored('.gz') ?? gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  const brotli =
    stored('.br') ??
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
  return { raw: content.length, gzip: gzip.length, brotli: brotli.length };
}

/** The scripts Chromium fetches for `path`, served as the server does: a file of the build, else index.html. */
async function scriptsLoadedBy(path: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    await page.route(`${origin}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname.startsWith('/api/')) return route.fulfill({ status: 401, json: { message: 'guest' } });
      const asset = join(webRoot, pathname);
      const file = pathname !== '/' && asset.startsWith(webRoot) && existsSync(asset) ? asset : join(webRoot, 'index.html');
      if (extname(file) === '.js') scripts.push(file);
      return route.fulfill({ body: readFileSync(file), contentType: contentTypes[extname(file)] ?? 'application/octet-stream' });
    });
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    return scripts;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(join(webRoot, 'index.html'))) {
  console.error(`No built web app in ${webRoot}: run \`npm run build:web\` first (or set WEB_ROOT).`);
  process.exit(1);
}
const scripts = [...new Set(await scriptsLoadedBy('/login'))];
const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
for (const script of scripts) {
  const sizes = sizesOf(script);
  total.raw += sizes.raw;
  total.gzip += sizes.gzip;
  total.brotli += sizes.brotli;
  console.log(`  ${script.slice(webRoot.length + 1).padEnd(48)} ${kb(sizes.raw).padStart(10)} ${kb(sizes.gzip).padStart(10)} gzip`);
}
console.log(
  `Initial JavaScript of /login: ${scripts.length} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip, ${kb(total.brotli)} brotli (aim: at most 300 KB gzip)`,
);
