import { codingAccount, messageBody, type CodingAccount, type CodingInput } from '@hesab/contract';
import type { AccountLevel } from '@hesab/domain';
import { api } from '../../../shared/api/client.ts';
import { listOf, savedOf } from '../../../shared/api/wire.ts';

const readAccount = (value: unknown): CodingAccount => codingAccount.parse(value);
const accountList = listOf(readAccount);
const savedAccount = savedOf(readAccount);

/** `GET coding`: one level, optionally under one parent and matching a search (name or code). */
export interface AccountQuery {
  type: AccountLevel;
  parent_id?: number;
  search?: string;
}

/** Every read of the chart sits under one key, so a save, a delete or F5 refreshes all three cards and the lists. */
export const codingQueryKeys = {
  all: ['coding'] as const,
  list: (query: AccountQuery) => ['coding', 'list', query] as const,
  edit: (id: number) => ['coding', 'edit', id] as const,
};

export async function fetchAccounts(query: AccountQuery, signal?: AbortSignal): Promise<CodingAccount[]> {
  const answer = await api.get('coding', accountList, { ...query, search: query.search || undefined }, signal);
  return answer.data;
}

export const fetchAccount = (id: number) => api.get(`coding/${id}/edit`, { parse: readAccount });

/** `POST coding` without an id, `PUT coding/{id}` with one; both answer the account and a message to show. */
export const saveAccount = (input: CodingInput, id?: number) =>
  id === undefined ? api.post('coding', input, savedAccount) : api.put(`coding/${id}`, input, savedAccount);

export const deleteAccount = (id: number) => api.delete(`coding/${id}`, messageBody);
