import type { ResourceDefinition, ResourceRecord } from '@hesab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useConfirmedDelete } from '../dialogs/use-confirmed-delete.ts';
import { useNotify } from '../notify/notify-context.ts';
import { deleteRecord, keyOf, resourceQueryKeys } from './resource-api.ts';

/** Deletes a row of the definition through the shared delete flow, then reloads its lists. */
export function useDeleteRecord(definition: ResourceDefinition): (row: ResourceRecord) => Promise<void> {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const confirmedDelete = useConfirmedDelete();

  return (row) =>
    confirmedDelete(async () => {
      const answer = await deleteRecord(definition, keyOf(definition, row));
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.lists(definition) });
    });
}
