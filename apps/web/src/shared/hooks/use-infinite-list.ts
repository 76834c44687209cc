import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';

export interface ListPage<T> {
  items: T[];
  page: number;
  lastPage: number;
}

/** Loads one page; a new loader (a new search, parent or currency) means a new list from page 1. */
export type PageLoader<T> = (page: number, signal: AbortSignal) => Promise<ListPage<T>>;

interface ListState<T> {
  items: T[];
  page: number;
  lastPage: number;
  loading: boolean;
  /** the loader whose pages these are */
  source: PageLoader<T> | null;
}

function emptyList<T>(): ListState<T> {
  return { items: [], page: 0, lastPage: 0, loading: false, source: null };
}

/**
 * A list that grows page by page as it is scrolled (spec 01 section 4). Each request cancels the one before it,
 * so a slow answer to an old search never overwrites a newer one; a cancelled request is ignored.
 * Nothing loads while `enabled` is false (a closed picker); a changed loader clears the list at once.
 */
export function useInfiniteList<T>(loader: PageLoader<T>, enabled: boolean) {
  const [state, setState] = useState<ListState<T>>(emptyList);
  const running = useRef<AbortController | null>(null);
  const loadedFor = useRef<PageLoader<T> | null>(null);
  const handleError = useApiErrorHandler();
  const handleErrorRef = useRef(handleError);
  useEffect(() => {
    handleErrorRef.current = handleError;
  }, [handleError]);

  const load = useCallback(
    async (page: number) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState((current) => ({ ...(page === 1 ? emptyList<T>() : current), loading: true }));
      try {
        const answer = await loader(page, controller.signal);
        setState((current) => ({
          items: page === 1 ? answer.items : [...current.items, ...answer.items],
          page: answer.page,
          lastPage: answer.lastPage,
          loading: false,
          source: loader,
        }));
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, loading: false, source: loader }));
        handleErrorRef.current(error);
      }
    },
    [loader],
  );

  useEffect(() => {
    if (loadedFor.current === loader) return;
    if (enabled) {
      loadedFor.current = loader;
      void load(1);
    } else if (loadedFor.current !== null) {
      // What was loaded belongs to an old search: drop it, the next opening loads afresh.
      loadedFor.current = null;
      running.current?.abort();
      setState(emptyList<T>());
    }
  }, [enabled, loader, load]);

  useEffect(
    () => () => {
      running.current?.abort();
      // React's strict mode mounts twice: the second mount must load again what the first one cancelled.
      loadedFor.current = null;
    },
    [],
  );

  const { loading, page, lastPage } = state;
  const loadMore = useCallback(() => {
    if (!loading && page < lastPage) void load(page + 1);
  }, [loading, page, lastPage, load]);

  /** Local edits (a rename, a delete) show at once without reloading. */
  const update = useCallback((change: (items: T[]) => T[]) => {
    setState((current) => ({ ...current, items: change(current.items) }));
  }, []);

  return {
    items: state.items,
    loading,
    /** page 1 of the current loader has arrived (not merely the pages of a loader before it) */
    loaded: state.source === loader,
    loadMore,
    update,
  };
}
