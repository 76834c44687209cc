// The CPU a bench's processes use: node's own, and the PostgreSQL processes serving it (Linux `/proc`). On a machine
// shared with other work the requests a second drift with the load; the CPU a request costs much less.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type Connection } from '@hesab/db';

/** Linux counts process times in USER_HZ ticks, 100 a second on every architecture. */
const clockTicksPerSecond = 100;

/** CPU seconds used so far by each PostgreSQL process of the cluster (Linux `/proc`; empty elsewhere). */
export async function serverCpu(connection: Connection): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  if (connection.engine !== 'postgres') return used;
  for (const { pid } of await queryRows<{ pid: number }>(connection.db, sql`select pid from pg_stat_activity`)) {
    try {
      // Fields 14 and 15 (user and system time) follow the parenthesised command name.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond);
    } catch {
      // A process that ended between the query and the read used no more.
    }
  }
  return used;
}

export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, used] of after) seconds += used - (before.get(pid) ?? 0);
  return seconds;
}

/** The question bench/http.ts sends a server's process. */
export const cpuQuestion = 'cpu';

/** CPU used so far, in seconds: by the process, and by the PostgreSQL processes (per process id). */
export interface CpuSoFar {
  node: number;
  database: [number, number][];
}

/** Answers each question with the CPU used so far, the database's too when given. */
export function answerCpuQuestions(connection?: Connection): void {
  process.on('message', (message) => {
    if (message !== cpuQuestion) return;
    const { user, system } = process.cpuUsage();
    void (connection ? serverCpu(connection) : Promise.resolve(new Map<number, number>())).then((database) => {
      const answer: CpuSoFar = { node: (user + system) / 1e6, database: [...database] };
      process.send?.(answer);
    });
  });
}
