import type { BusinessEvent } from '@hesab/contract';
import { useEffect, useRef } from 'react';

type Hearer = (event: BusinessEvent) => void;

/** Every screen that listens to the business's events; the realtime channel calls them as events arrive. */
const hearers = new Set<Hearer>();

export function tellBusinessEvent(event: BusinessEvent): void {
  for (const hearer of hearers) hearer(event);
}

/** Calls `hear` with each event of the business while the component is mounted (the cashier's stock). */
export function useBusinessEvents(hear: Hearer): void {
  const latest = useRef(hear);
  useEffect(() => {
    latest.current = hear;
  }, [hear]);
  useEffect(() => {
    const hearer: Hearer = (event) => latest.current(event);
    hearers.add(hearer);
    return () => void hearers.delete(hearer);
  }, []);
}
