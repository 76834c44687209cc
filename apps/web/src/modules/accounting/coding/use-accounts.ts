import type { CodingAccount } from '@hesab/contract';
import type { AccountLevel } from '@hesab/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConfirmedDelete } from '../../../shared/dialogs/use-confirmed-delete.ts';
import { useNotify } from '../../../shared/notify/notify-context.ts';
import { codingQueryKeys, deleteAccount, fetchAccounts, type AccountQuery } from './coding-api.ts';

/**
 * The accounts of one level. While a new search runs the last answer stays on screen; under another parent it
 * does not, since the old rows would belong to the wrong group or total.
 */
export function useAccounts(asked: AccountQuery, enabled = true) {
  // An empty search is no search: the cards and the screen share one cache entry for the same rows.
  const query: AccountQuery = { ...asked, search: asked.search || undefined };
  return useQuery({
    queryKey: codingQueryKeys.list(query),
    queryFn: ({ signal }) => fetchAccounts(query, signal),
    enabled,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2];
      return before?.type === query.type && before.parent_id === query.parent_id ? previous : undefined;
    },
  });
}

/** The groups and totals by id, to name the parents of a list's accounts; only the levels above `level`. */
export function useParentAccounts(level: AccountLevel): ReadonlyMap<number, CodingAccount> {
  const groups = useAccounts({ type: 'group' }, level !== 'group');
  const totals = useAccounts({ type: 'total' }, level === 'given');
  return useMemo(
    () => new Map([...(groups.data ?? []), ...(totals.data ?? [])].map((account) => [account.id, account])),
    [groups.data, totals.data],
  );
}

/** The shared delete flow for an account (a refusal, e.g. an account with postings, shows the server's message). */
export function useAccountDelete(): (account: CodingAccount, onDeleted?: () => void) => Promise<void> {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const confirmedDelete = useConfirmedDelete();
  return (account, onDeleted) =>
    confirmedDelete(async () => {
      const answer = await deleteAccount(account.id);
      notify.success(answer.message);
      onDeleted?.();
      void queryClient.invalidateQueries({ queryKey: codingQueryKeys.all });
    });
}
