import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { changedParams, type ListChange, type ListParams } from './list-params.ts';

export interface ListUpdateOptions {
  /** correct the address in place instead of adding a history entry (a page past the end) */
  replace?: boolean;
  /** apply the change to the list's defaults, dropping the rest of the address (a new range starts afresh) */
  reset?: boolean;
  /** go to another path with the state (a screen whose path names what it lists) */
  pathname?: string;
}

/**
 * The one reader of a list's state in the URL query, for every list. Each change is a history entry, so the back
 * button steps through the list's earlier states. A change reads the address as it is now, not as the last render
 * saw it, so two quick clicks both count. `address` should keep its identity between renders (a module constant,
 * or memoised): the state is read again whenever it changes.
 */
export function useListState<S>(address: ListParams<S>) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => address.read(params), [address, params]);
  const update = useCallback(
    (change: ListChange<S>, options: ListUpdateOptions = {}) => {
      const next = changedParams(address, new URLSearchParams(options.reset ? '' : window.location.search), change);
      if (options.pathname === undefined) setParams(next, { replace: options.replace });
      else void navigate({ pathname: options.pathname, search: next.toString() }, { replace: options.replace });
    },
    [address, setParams, navigate],
  );
  return { state, update };
}
