// npm start: install what is missing, build the web app if needed, then run the server (PORT, DATA_DIR,
// DATABASE_URL, ADMIN_PASSWORD: see the README).
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, repoRoot } from './workspace.mjs';

ensureDependencies();
ensureWebBuild();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: repoRoot, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
