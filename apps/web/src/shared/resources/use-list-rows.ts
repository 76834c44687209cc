import type { ResourceDefinition } from '@hesab/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { apiQueryOf, readListState, writeListState, type ListFilters, type ListState } from './list-state.ts';
import { fetchPage, resourceQueryKeys } from './resource-api.ts';

type ListChange = Partial<ListState> | ((current: ListState) => Partial<ListState>);

/**
 * A list's state, kept in the URL query, and the page of rows it asks for. Each change is a history entry, so
 * the back button steps through the list's earlier states; a page past the end (after a delete) is corrected
 * in place to the last page.
 */
export function useListRows(definition: ResourceDefinition, fixedFilters?: ListFilters) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, definition), [params, definition]);
  const query = apiQueryOf(state, fixedFilters);
  const page = useQuery({
    queryKey: resourceQueryKeys.list(definition, query),
    queryFn: () => fetchPage(definition, query),
    placeholderData: keepPreviousData,
  });

  const lastPage = page.data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && state.page > lastPage) {
      setParams(writeListState({ ...state, page: lastPage }), { replace: true });
    }
  }, [lastPage, state, setParams]);

  // A change reads the address as it is now, not as the last render saw it, so two quick clicks both count.
  const update = (change: ListChange) => {
    const current = readListState(new URLSearchParams(window.location.search), definition);
    const next = typeof change === 'function' ? change(current) : change;
    setParams(writeListState({ ...current, ...next }));
  };
  return { state, update, page, query };
}
