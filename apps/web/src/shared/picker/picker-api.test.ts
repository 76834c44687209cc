import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn((..._args: unknown[]) => Promise.resolve({ data: [], current_page: 1, last_page: 1 }));
vi.mock('../api/client.ts', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

const { fetchPickerPage, pickerRequestDelayMs } = await import('./picker-api.ts');

describe("the picker's request delay", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    get.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the request 50 ms after it is due', async () => {
    expect(pickerRequestDelayMs).toBe(50);
    const page = fetchPickerPage('customer', { search: 'علی' }, 1, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(pickerRequestDelayMs - 1);
    expect(get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(1);
    await expect(page).resolves.toEqual({ items: [], page: 1, lastPage: 1 });
  });

  it('never sends a request superseded within the delay', async () => {
    const controller = new AbortController();
    const page = fetchPickerPage('customer', { search: 'ع' }, 1, controller.signal).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20);
    controller.abort();
    await vi.advanceTimersByTimeAsync(pickerRequestDelayMs);
    expect(await page).toBeInstanceOf(DOMException);
    expect(get).not.toHaveBeenCalled();
  });
});
