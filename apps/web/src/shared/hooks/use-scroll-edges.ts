import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether a sideways-scrolling box hides content before (the reading start) or after what it shows. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

/**
 * Tracks a box that scrolls sideways, so the screen can draw a shadow where columns are hidden. Right to left,
 * Chromium and Firefox count scrollLeft from 0 down to negative values, so the distance from the start is its size.
 */
export function useScrollEdges<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });

  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const scrolled = Math.abs(box.scrollLeft);
    const next = { before: scrolled > 1, after: scrolled + box.clientWidth < box.scrollWidth - 1 };
    setEdges((current) => (current.before === next.before && current.after === next.after ? current : next));
  }, []);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    // Rows arriving and the window resizing change the widths without a scroll.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);

  return { ref, edges };
}
