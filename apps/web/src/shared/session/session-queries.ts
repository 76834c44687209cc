import { initResponse, permissionsResponse } from '@hesab/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { isLoggedIn } from '../api/session-store.ts';

/** Both belong to the logged-in user and business: login and logout clear the whole query cache. */
export const sessionQueryKeys = {
  init: ['session', 'init'],
  permissions: ['session', 'permissions'],
} as const;

export function useInit() {
  return useQuery({
    queryKey: sessionQueryKeys.init,
    queryFn: () => api.get('init', initResponse),
    enabled: isLoggedIn(),
    staleTime: Infinity,
  });
}

export function usePermissions() {
  return useQuery({
    queryKey: sessionQueryKeys.permissions,
    queryFn: () => api.get('getdetail', permissionsResponse, { select: 'getPermissions' }),
    enabled: isLoggedIn(),
    staleTime: Infinity,
  });
}
