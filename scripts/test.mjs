// npm test: type-check, lint, unit and API tests (PGlite and PostgreSQL), then browser tests in Chromium.
// Where PostgreSQL or Chromium is missing, their suites are skipped with a notice, except under CI=true,
// where a missing part fails the run.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies, ensureWebBuild, run } from './workspace.mjs';

const ci = process.env.CI === 'true';
const reports = mkdtempSync(join(tmpdir(), 'hesab-test-'));
const tally = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function step(title, status) {
  if (status !== 0) {
    ok = false;
    console.error(`\n✗ ${title} failed`);
  }
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

ensureDependencies();

console.log('\n▶ Type-check');
step('type-check', run('npx', ['tsc', '-p', 'tsconfig.json']));
step('web type-check', run('npx', ['tsc', '-p', 'apps/web/tsconfig.json']));
step('browser tests type-check', run('npx', ['tsc', '-p', 'e2e/tsconfig.json']));

console.log('\n▶ Lint');
step('lint', run('npx', ['eslint', '.', '--max-warnings', '0']));

console.log('\n▶ Unit and API tests (vitest)');
const vitestReport = join(reports, 'vitest.json');
step(
  'vitest',
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
);
const vitest = readJson(vitestReport);
if (vitest) {
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests;
  tally.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else ok = false;

console.log('\n▶ Browser tests (Playwright in Chromium)');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (ci) {
    console.error(`Chromium is not installed at ${chromium}, and CI runs the browser tests.`);
    ok = false;
  } else {
    console.warn(`Chromium is not installed at ${chromium}: the browser tests are skipped (apt-get install chromium).`);
  }
} else {
  ensureWebBuild();
  const playwrightReport = join(reports, 'playwright.json');
  step(
    'playwright',
    run('npx', ['playwright', 'test'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, CHROMIUM_PATH: chromium },
    }),
  );
  const playwright = readJson(playwrightReport);
  if (playwright) {
    tally.passed += playwright.stats.expected + playwright.stats.flaky;
    tally.failed += playwright.stats.unexpected;
    tally.skipped += playwright.stats.skipped;
  } else ok = false;
}

rmSync(reports, { recursive: true, force: true });
if (tally.passed === 0) ok = false;
console.log(`\ntests: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(ok && tally.failed === 0 ? 0 : 1);
