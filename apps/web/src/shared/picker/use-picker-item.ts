import { useQuery } from '@tanstack/react-query';
import { fetchPickerItem, type PickerItem } from './picker-api.ts';

/**
 * The picker item with this id, read by `getdetail?select=<select>&id=<id>`: what names a reference whose id
 * alone is known (a list opened from a URL with it in its filters). Null while not wanted (id null), until
 * read, or when the business has no such item.
 */
export function usePickerItem(select: string, id: number | null): PickerItem | null {
  const item = useQuery({
    queryKey: ['picker-item', select, id],
    queryFn: ({ signal }) => fetchPickerItem(select, id ?? 0, signal),
    enabled: id !== null,
  });
  return item.data ?? null;
}
