import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the cluster's maintenance database; null when PostgreSQL is not installed (never under CI) */
    postgresUrl: string | null;
  }
}

/** Starts one PostgreSQL cluster for the whole run; each suite makes its own database in it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI === 'true') throw new Error('PostgreSQL is not installed, and CI runs every suite on it.');
    console.warn('\n  PostgreSQL is not installed here: the PostgreSQL suites are skipped (PGlite suites run).\n');
    project.provide('postgresUrl', null);
    return () => undefined;
  }
  const cluster = await startPostgresCluster(bin);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
