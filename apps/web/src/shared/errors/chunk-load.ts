import { lazy } from 'react';

/** Spec 01 section 9: a code chunk that has not arrived in 120 seconds has failed. */
export const chunkLoadTimeoutMs = 120_000;

/** Why a chunk failed: it did not arrive in time, or the server has it no more (an update replaced it). */
export type ChunkLoadFailure = 'timeout' | 'missing';

/** The chunk-load error of spec 01 section 8: raised once, never retried, so its message reaches the user at once. */
export class ChunkLoadError extends Error {
  constructor(
    readonly type: ChunkLoadFailure,
    options?: { cause?: unknown },
  ) {
    super(`chunk load ${type}`, options);
    this.name = 'ChunkLoadError';
  }
}

/** What the user reads of a page that failed: a chunk that timed out or is missing says so, anything else that it failed. */
export function pageFailureMessageKey(error: unknown): string {
  if (error instanceof ChunkLoadError) return error.type === 'timeout' ? 'errors.chunkTimeout' : 'errors.chunkMissing';
  return 'errors.loadFailed';
}

/** Loads a chunk once: a failure is `missing`, no answer within the time-out is `timeout`. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (loaded) => {
        clearTimeout(timer);
        resolve(loaded);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('missing', { cause: error }));
      },
    );
  });
}

/** React's lazy over a chunk loaded by loadChunk: the page's error boundary shows why it failed. */
export const lazyChunk: typeof lazy = (load) => lazy(() => loadChunk(load));
