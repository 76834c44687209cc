/*
 * Spec 02 section 9: a print window opens 50 ms after it is asked for and prints 2,000 ms after it opened (its
 * document drawn and its fonts in by then); a phone prints its page zoomed out, 0.45 upright and 0.33 across.
 */

export const printOpenDelayMs = 50;
export const printDelayMs = 2000;
export const mobilePrintZoom = { portrait: 0.45, landscape: 0.33 } as const;

/** Narrower screens than this are phones (MUI's `sm` breakpoint, which the layout uses too). */
const phoneWidth = 600;

/** The zoom a screen of this size prints at: a phone's by its orientation, none (1) on a larger screen. */
export function printZoomOf(screen: { width: number; height: number }): number {
  if (Math.min(screen.width, screen.height) >= phoneWidth) return 1;
  return screen.width > screen.height ? mobilePrintZoom.landscape : mobilePrintZoom.portrait;
}

/** Runs `work` after `delayMs`; the returned function cancels it. */
export function after(delayMs: number, work: () => void): () => void {
  const timer = setTimeout(work, delayMs);
  return () => clearTimeout(timer);
}
