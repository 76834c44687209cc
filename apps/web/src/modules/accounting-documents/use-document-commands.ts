import type { DocumentsChanged } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../shared/dialogs/dialog-context.ts';
import { useApiErrorHandler } from '../../shared/errors/use-api-error-handler.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { batchesOf, commandBatchSize } from './batches.ts';
import { documentQueryKeys, lockDocuments, makePermanent } from './document-api.ts';

export interface CommandProgress {
  done: number;
  total: number;
}

export interface DocumentCommands {
  busy: boolean;
  /** during a run: how many of the chosen documents have been sent */
  progress: CommandProgress | null;
  /** asks first (it cannot be undone); true when every batch went through */
  makePermanent(ids: readonly number[]): Promise<boolean>;
  setLocked(ids: readonly number[], locked: boolean): Promise<boolean>;
}

/** The bulk commands on chosen documents: make permanent, lock and unlock, each refreshing every document list. */
export function useDocumentCommands(): DocumentCommands {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dialogs = useDialogs();
  const notify = useNotify();
  const handleError = useApiErrorHandler();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<CommandProgress | null>(null);

  const run = async (
    ids: readonly number[],
    send: (batch: number[]) => Promise<DocumentsChanged>,
    doneText: (count: number) => string,
  ): Promise<boolean> => {
    let changed = 0;
    setProgress({ done: 0, total: ids.length });
    try {
      let done = 0;
      for (const batch of batchesOf(ids, commandBatchSize)) {
        const answer = await send(batch);
        changed += answer.count;
        done += batch.length;
        setProgress({ done, total: ids.length });
      }
      // The batches' counts added up: documents already permanent (or gone) are not counted.
      notify.success(doneText(changed));
      return true;
    } catch (error) {
      handleError(error);
      return false;
    } finally {
      setProgress(null);
      // What went through before a failure has changed too.
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all });
    }
  };

  const count = (value: number) => localizeDigits(String(value), language);

  return {
    busy: progress !== null,
    progress,
    makePermanent: async (ids) => {
      const confirmed = await dialogs.confirm({
        title: t('documents.makePermanent'),
        message: t('documents.confirmPermanent', { count: count(ids.length) }),
        confirmText: t('documents.makePermanent'),
        cancelText: t('form.cancel'),
      });
      if (!confirmed) return false;
      return run(ids, (batch) => makePermanent(batch), (changed) => t('documents.madePermanent', { count: count(changed) }));
    },
    setLocked: (ids, locked) =>
      run(
        ids,
        (batch) => lockDocuments(batch, locked),
        (changed) => t(locked ? 'documents.lockedCount' : 'documents.unlockedCount', { count: count(changed) }),
      ),
  };
}
