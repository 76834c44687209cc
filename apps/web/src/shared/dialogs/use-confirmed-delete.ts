import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { useDialogs } from './dialog-context.ts';

/**
 * The delete flow of spec 01 section 5, the same on every screen: the shared confirmation, then `remove`; a
 * refusal (e.g. 420) goes to the shared error handler. What `remove` changed ahead of the server it undoes itself
 * before rethrowing.
 */
export function useConfirmedDelete(): (remove: () => Promise<void>) => Promise<void> {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const handleError = useApiErrorHandler();

  return async (remove) => {
    const confirmed = await dialogs.confirm({
      title: t('list.deleteTitle'),
      message: t('list.deleteConfirm'),
      confirmText: t('list.delete'),
      cancelText: t('form.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove();
    } catch (error) {
      handleError(error);
    }
  };
}
