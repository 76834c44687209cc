import { dashboardResponse } from '@hesab/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

/** `GET dashboard`: every card at once. It shows the books as they are now: a document posted elsewhere shows on the next visit. */
export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: () => api.get('dashboard', dashboardResponse), staleTime: 0 });
}
