// npm run bench:http — requests a second and latency of an authenticated list, `GET customer?page=1&perPage=25`, on
// PostgreSQL with 20 connections, beside a bare Fastify route answering the same JSON body, measured in the same run.
// The servers run in a process of their own (bench/http-servers.ts); autocannon drives them from this one.
// BENCH_SECONDS (default 10) a measurement, after a warm-up of a third of that; BENCH_CONNECTIONS (default 20);
// BENCH_PERSONS (default 200) in the business. BENCH_BASELINE: another checkout (an earlier commit, with this
// bench/http-servers.ts copied in and its packages installed) whose app is measured too, on its own database in
// the same cluster, for a before and after in one run. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { findPostgresBin, startPostgresCluster } from '../apps/api/test/postgres-cluster.ts';
import type { BenchTargets } from './http-servers.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const repoRoot = resolve(import.meta.dirname, '..');

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string>, duration: number): Promise<Figures> {
  const result = await autocannon({ url, headers, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx and ${result.errors} errors of ${result.requests.total}`);
  }
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Warms the route up (JIT, connection pool, plans), then measures it. */
async function measure(url: string, headers: Record<string, string>): Promise<Figures> {
  await load(url, headers, Math.max(1, Math.round(seconds / 3)));
  return load(url, headers, seconds);
}

function startServers(databaseUrl: string, root = repoRoot): Promise<{ targets: BenchTargets; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []), '--import', 'tsx', 'bench/http-servers.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`bench/http-servers.ts exited with ${code}`)));
    child.once('message', (targets) => {
      child.removeAllListeners('exit');
      // The servers close their database pool before the cluster goes.
      const stop = async (): Promise<void> => {
        const exited = once(child, 'exit');
        child.disconnect();
        await exited;
      };
      done({ targets: targets as BenchTargets, stop });
    });
  });
}

/** A database of its own in the cluster, for a checkout whose migrations differ. */
async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const bin = findPostgresBin();
if (!bin) {
  console.error('PostgreSQL is not installed (apt-get install postgresql): bench:http measures the app on it.');
  process.exit(1);
}
const cluster = await startPostgresCluster(bin);
try {
  // Over the Unix socket, as a server on the same machine connects (BENCH_TCP=1: over TCP on the loopback).
  const servers = await startServers(process.env.BENCH_TCP ? cluster.url : cluster.socketUrl);
  try {
    const { app, bare, path, headers } = servers.targets;
    console.log(`GET ${path}, ${connections} connections, ${seconds} s each after a warm-up, PostgreSQL:`);
    const row = (name: string, figures: Figures): string =>
      `  ${name.padEnd(32)} ${Math.round(figures.requestsPerSecond).toLocaleString('en').padStart(8)} requests/s   latency p50 ${figures.p50} ms, p99 ${figures.p99} ms`;
    const bareFigures = await measure(bare + path, {});
    console.log(row('bare Fastify route, same body', bareFigures));
    const appFigures = await measure(app + path, headers);
    console.log(row('the app, authenticated', appFigures));
    const share = (100 * appFigures.requestsPerSecond) / bareFigures.requestsPerSecond;
    console.log(`  the app answers ${share.toFixed(1)}% of the bare route's requests (aim: at least 10%)`);
    const baselineRoot = process.env.BENCH_BASELINE;
    if (baselineRoot) {
      const baseline = await startServers(await createDatabase(cluster.socketUrl, 'bench_baseline'), baselineRoot);
      try {
        const figures = await measure(baseline.targets.app + path, baseline.targets.headers);
        console.log(row(`baseline (${baselineRoot})`, figures));
      } finally {
        await baseline.stop();
      }
    }
  } finally {
    await servers.stop();
  }
} finally {
  cluster.stop();
}
