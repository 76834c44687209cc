import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throw-away PostgreSQL cluster for the tests, started from the installed binaries. */
export interface PostgresCluster {
  /** Over TCP on the loopback address, as the tests connect */
  url: string;
  /** Over the cluster's Unix socket, as a server on the same machine connects */
  socketUrl: string;
  stop(): void;
}

/** The directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBin(): string | null {
  const fromPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) {
    const real = spawnSync('readlink', ['-f', fromPath], { encoding: 'utf8' }).stdout.trim();
    return join(real, '..');
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** PostgreSQL refuses to run as root, so as root the cluster belongs to and runs as the `postgres` user. */
function runAsOwner(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(command, commandArgs, { stdio: 'pipe' });
}

/** `settings`: more `-c name=value` options for the server, beside those every cluster of the tests runs with. */
export async function startPostgresCluster(bin: string, settings: readonly string[] = []): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'hesab-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  runAsOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Durability is pointless for a cluster thrown away after the run; speed is not.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    ...settings,
  ].join(' ');
  runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    stop() {
      try {
        runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
