// npm run bench:http — requests a second and latency of three authenticated lists on PostgreSQL with 20 connections:
// the persons (`GET customer?page=1&perPage=25`), the sales (`GET invoice?page=1&perPage=25&type=sell`) and the
// persons' picker (`GET getdetail?select=customer`), each beside a bare Fastify route answering the very bytes the
// app answered it, measured back to back in the same run. The app (bench/http-servers.ts) and the bare routes
// (bench/http-bare.ts) run in processes of their own; autocannon drives them from this one.
// BENCH_SECONDS (default 10) a measurement, after a warm-up of a third of that; BENCH_CONNECTIONS (default 20);
// BENCH_PERSONS (default 200) and BENCH_INVOICES (default 100) in the business; BENCH_PAGES: a comma-separated
// part of the paths' names (`customer,invoice`) to measure only those. BENCH_BASELINE: another checkout (an earlier
// commit, with these bench files copied in and its packages installed) whose app is measured too, on its own
// database in the same cluster, for a before and after in one run. Each figure comes with the CPU a request cost the
// server's process and PostgreSQL's (bench/process-cpu.ts), which a loaded machine moves much less than the requests
// a second. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { findPostgresBin, startPostgresCluster } from '../apps/api/test/postgres-cluster.ts';
import type { BenchTargets } from './http-servers.ts';
import { cpuBetween, cpuQuestion, type CpuSoFar } from './process-cpu.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const repoRoot = resolve(import.meta.dirname, '..');

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** the server process's CPU a request, and PostgreSQL's (the app's only), in milliseconds */
  cpuMs: number;
  databaseCpuMs: number;
}

async function load(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, headers, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx and ${result.errors} errors of ${result.requests.total}`);
  }
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

/** Warms the route up (JIT, connection pool, plans), then measures it and the CPU its server's process spent. */
async function measure(server: Started<unknown>, url: string, headers: Record<string, string>): Promise<Figures> {
  await load(url, headers, Math.max(1, Math.round(seconds / 3)));
  const before = await server.cpu();
  const { requests, ...figures } = await load(url, headers, seconds);
  const after = await server.cpu();
  const perRequest = (seconds: number) => (1000 * seconds) / requests;
  return { ...figures, cpuMs: perRequest(after.node - before.node), databaseCpuMs: perRequest(cpuBetween(new Map(before.database), new Map(after.database))) };
}

interface Started<T> {
  /** what the process told over IPC once listening */
  told: T;
  /** the CPU the process has used so far, and PostgreSQL's for an app */
  cpu(): Promise<CpuSoFar>;
  stop(): Promise<void>;
}

/** Runs a bench file of `root` in a node process of its own and waits for its first message; `send` goes to it first. */
function startProcess<T>(file: string, options: { root?: string; env?: Record<string, string>; send?: unknown; profile?: boolean } = {}): Promise<Started<T>> {
  const profile = options.profile && process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', file], {
    cwd: options.root ?? repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  if (options.send !== undefined) child.send(options.send as object);
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`${file} exited with ${code}`)));
    child.once('message', (told) => {
      child.removeAllListeners('exit');
      // The app closes its database pool before the cluster goes.
      const stop = async (): Promise<void> => {
        const exited = once(child, 'exit');
        child.disconnect();
        await exited;
      };
      const cpu = (): Promise<CpuSoFar> => {
        const answer = new Promise<CpuSoFar>((answered) => child.once('message', (message) => answered(message as CpuSoFar)));
        child.send(cpuQuestion);
        return answer;
      };
      done({ told: told as T, cpu, stop });
    });
  });
}

const startApp = (databaseUrl: string, root = repoRoot): Promise<Started<BenchTargets>> =>
  startProcess<BenchTargets>('bench/http-servers.ts', { root, env: { DATABASE_URL: databaseUrl }, profile: root === repoRoot });

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
  const servers = await startApp(process.env.BENCH_TCP ? cluster.url : cluster.socketUrl);
  const bare = await startProcess<string>('bench/http-bare.ts', { send: servers.told.pages });
  const baselineRoot = process.env.BENCH_BASELINE;
  const baseline = baselineRoot ? await startApp(await createDatabase(cluster.socketUrl, 'bench_baseline'), baselineRoot) : undefined;
  try {
    const { app, pages, headers } = servers.told;
    const only = process.env.BENCH_PAGES?.split(',');
    console.log(`${connections} connections, ${seconds} s each after a warm-up, PostgreSQL; app and bare route each in a process of its own:`);
    const row = (name: string, figures: Figures): string =>
      `  ${name.padEnd(36)} ${Math.round(figures.requestsPerSecond).toLocaleString('en').padStart(8)} requests/s   latency p50 ${figures.p50} ms, p99 ${figures.p99} ms   CPU a request: node ${figures.cpuMs.toFixed(2)} ms, PostgreSQL ${figures.databaseCpuMs.toFixed(2)} ms`;
    for (const { path, body } of pages.filter((page) => !only || only.some((part) => page.path.includes(part)))) {
      console.log(`GET ${path} (${Buffer.byteLength(body).toLocaleString('en')} bytes):`);
      const bareFigures = await measure(bare, bare.told + path, {});
      console.log(row('bare Fastify route, same bytes', bareFigures));
      const appFigures = await measure(servers, app + path, headers);
      console.log(row('the app, authenticated', appFigures));
      const share = (100 * appFigures.requestsPerSecond) / bareFigures.requestsPerSecond;
      console.log(`  the app answers ${share.toFixed(1)}% of the bare route's requests (aim: at least 25%, p50 under 20 ms)`);
      if (baseline) {
        const figures = await measure(baseline, baseline.told.app + path, baseline.told.headers);
        console.log(row(`baseline (${baselineRoot})`, figures));
      }
    }
  } finally {
    await Promise.all([servers.stop(), bare.stop(), baseline?.stop()]);
  }
} finally {
  cluster.stop();
}
