import type { ResourceDefinition, ResourceRecord } from '@hesab/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../dialogs/dialog-context.ts';
import { useNotify } from '../notify/notify-context.ts';
import { deleteRecord, keyOf, resourceQueryKeys } from './resource-api.ts';

/** Deletes a row after the shared confirmation (spec 01 section 5); refusals (420) go to the shared handler. */
export function useDeleteRecord(definition: ResourceDefinition): (row: ResourceRecord) => Promise<void> {
  const { t } = useTranslation();
  const notify = useNotify();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (key: string) => deleteRecord(definition, key),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.lists(definition) });
    },
  });

  return async (row) => {
    const confirmed = await dialogs.confirm({
      title: t('list.deleteTitle'),
      message: t('list.deleteConfirm'),
      confirmText: t('list.delete'),
      cancelText: t('form.cancel'),
    });
    if (confirmed) remove.mutate(keyOf(definition, row));
  };
}
