// What `npm start` and `npm test` both need before they run: the packages installed and the web app built.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs the npm packages when they are missing or older than the lock file. */
export function ensureDependencies() {
  const installed = join(repoRoot, 'node_modules/.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(repoRoot, 'package-lock.json')).mtimeMs) return;
  console.log('Installing packages (npm ci)…');
  // npm's own lines (the summary, notices) only when it fails, where they say why.
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: repoRoot, encoding: 'utf8' });
  if (install.error) throw install.error;
  if (install.status !== 0) {
    process.stderr.write(install.stdout + install.stderr);
    throw new Error('npm ci failed');
  }
}

/** Builds the web app when it was never built or its sources (or the packages it uses) changed since. */
export function ensureWebBuild() {
  const built = join(repoRoot, 'apps/web/dist/index.html');
  const sources = ['apps/web', 'packages/contract/src', 'packages/domain/src', 'packages/i18n/src'].map((p) =>
    newestMtime(join(repoRoot, p)),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  console.log('Building the web app…');
  // --silent: no npm banner around the build; vite still prints its warnings and errors.
  if (run('npm', ['run', 'build', '-w', '@hesab/web', '--silent', '--', '--logLevel', 'warn']) !== 0) {
    throw new Error('the web build failed');
  }
}
