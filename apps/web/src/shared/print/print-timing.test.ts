import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { after, mobilePrintZoom, printDelayMs, printOpenDelayMs, printZoomOf } from './print-timing.ts';

describe('print timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the print window after 50 ms and prints after 2,000 ms', () => {
    expect([printOpenDelayMs, printDelayMs]).toEqual([50, 2000]);
    const work = vi.fn();
    after(printDelayMs, work);
    vi.advanceTimersByTime(printDelayMs - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the window closed first)', () => {
    const work = vi.fn();
    const cancel = after(printOpenDelayMs, work);
    cancel();
    vi.advanceTimersByTime(printOpenDelayMs * 2);
    expect(work).not.toHaveBeenCalled();
  });
});

describe('the mobile print zoom', () => {
  it('is 0.45 on an upright phone and 0.33 on one turned across', () => {
    expect(printZoomOf({ width: 390, height: 844 })).toBe(mobilePrintZoom.portrait);
    expect(mobilePrintZoom).toEqual({ portrait: 0.45, landscape: 0.33 });
    expect(printZoomOf({ width: 844, height: 390 })).toBe(0.33);
  });

  it('leaves a larger screen at its size, upright or not', () => {
    expect(printZoomOf({ width: 1440, height: 900 })).toBe(1);
    expect(printZoomOf({ width: 768, height: 1024 })).toBe(1);
  });
});
