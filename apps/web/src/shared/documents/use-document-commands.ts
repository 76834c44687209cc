import type { DocumentDefinition, DocumentsChanged } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../dialogs/dialog-context.ts';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useNotify } from '../notify/notify-context.ts';
import { batchesOf, commandBatchSize } from './batches.ts';
import { documentQueryKeys, lockDocuments, makePermanent, renumberDocuments } from './document-api.ts';

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
  /** asks first; numbers the year's temporary documents again by date */
  renumber(): Promise<boolean>;
}

/** The lifecycle commands of a kind on chosen documents, each refreshing every list of the kind. */
export function useDocumentCommands(definition: DocumentDefinition): DocumentCommands {
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
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(definition) });
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
      return run(ids, (batch) => makePermanent(definition, batch), (changed) => t('documents.madePermanent', { count: count(changed) }));
    },
    setLocked: (ids, locked) =>
      run(
        ids,
        (batch) => lockDocuments(definition, batch, locked),
        (changed) => t(locked ? 'documents.lockedCount' : 'documents.unlockedCount', { count: count(changed) }),
      ),
    renumber: async () => {
      const confirmed = await dialogs.confirm({
        title: t('checks.renumber'),
        message: t('checks.numberingHint'),
        confirmText: t('checks.renumber'),
        cancelText: t('form.cancel'),
      });
      if (!confirmed) return false;
      setProgress({ done: 0, total: 1 });
      try {
        const answer = await renumberDocuments(definition);
        notify.success(t('checks.renumbered', { count: answer.count, n: count(answer.count) }));
        return true;
      } catch (error) {
        handleError(error);
        return false;
      } finally {
        setProgress(null);
        void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(definition) });
      }
    },
  };
}
