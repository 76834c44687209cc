import { customFieldKeysResponse, editCustomFieldsResponse } from '@hesab/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';

/** Custom-field keys are searched after a second of quiet typing (spec 02 section 7). */
export const customFieldSearchDelayMs = 1000;

export const customFieldKeysQueryKey = (type: string) => ['customFieldKeys', type] as const;

/** `GET getdetail?select=customFieldKeys&type&search`: the keys the type's records use, while `enabled`. */
export function useCustomFieldKeys(type: string, search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...customFieldKeysQueryKey(type), search],
    queryFn: ({ signal }) =>
      api.get('getdetail', customFieldKeysResponse, { select: 'customFieldKeys', type, search: search || undefined }, signal),
    enabled,
    select: (answer) => answer.data,
  });
}

/** `GET getdetail?select=editCustomFields&type&oldKey&key`: renames a key in every record of the type. */
export const renameCustomFieldKey = (type: string, oldKey: string, key: string) =>
  api.get('getdetail', editCustomFieldsResponse, { select: 'editCustomFields', type, oldKey, key });
