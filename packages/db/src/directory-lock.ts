import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DirectoryLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dir} is in use by another process (pid ${pid}). ` +
        'PGlite serves one process at a time: stop that process, or set DATA_DIR to another directory, ' +
        'or use PostgreSQL through DATABASE_URL to run several servers.',
    );
    this.name = 'DirectoryLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock of its own, and two processes on one directory corrupt it. The lock is a file created
 * exclusively and holding the owner's pid; a lock left by a dead process is taken over.
 * Returns the function that releases it.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const path = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = (): void => {
        process.off('exit', release);
        rmSync(path, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DirectoryLockedError(dir, owner);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
