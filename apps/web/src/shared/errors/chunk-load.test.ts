import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkLoadTimeoutMs, loadChunk, pageFailureMessageKey } from './chunk-load.ts';

describe('loading a code chunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the chunk when it arrives', async () => {
    await expect(loadChunk(() => Promise.resolve('page'))).resolves.toBe('page');
  });

  it('fails as missing, once, when the chunk cannot be fetched', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const failed = loadChunk(load).catch((error: unknown) => error);
    const error = await failed;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('missing');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails as timed out after 120 seconds without an answer, and never asks again', async () => {
    expect(chunkLoadTimeoutMs).toBe(120_000);
    const load = vi.fn(() => new Promise<string>(() => undefined));
    const outcome = vi.fn();
    loadChunk(load).catch(outcome);
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ type: 'timeout' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("a failed page's message", () => {
  it('says whether its chunk timed out or is missing', () => {
    expect(pageFailureMessageKey(new ChunkLoadError('timeout'))).toBe('errors.chunkTimeout');
    expect(pageFailureMessageKey(new ChunkLoadError('missing'))).toBe('errors.chunkMissing');
    expect(pageFailureMessageKey(new Error('render failed'))).toBe('errors.loadFailed');
  });
});
