import type { ResourceDefinition } from '@hesab/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useListState } from '../lists/use-list-state.ts';
import { apiQueryOf, resourceListParams, type ListFilters } from './list-state.ts';
import { fetchPage, resourceQueryKeys } from './resource-api.ts';

/**
 * A list's state, kept in the URL query, and the page of rows it asks for; a page past the end (after a delete)
 * is corrected in place to the last page.
 */
export function useListRows(definition: ResourceDefinition, fixedFilters?: ListFilters) {
  const { state, update } = useListState(resourceListParams(definition));
  const query = apiQueryOf(state, fixedFilters);
  const page = useQuery({
    queryKey: resourceQueryKeys.list(definition, query),
    queryFn: () => fetchPage(definition, query),
    placeholderData: keepPreviousData,
  });

  const lastPage = page.data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && state.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [lastPage, state.page, update]);

  return { state, update, page, query };
}
