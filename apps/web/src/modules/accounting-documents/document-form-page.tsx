import type { AccountingDocument } from '@hesab/contract';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { todayIso } from '../../shared/format/dates.ts';
import { useInit } from '../../shared/session/session-queries.ts';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { documentQueryKeys, fetchDocument } from './document-api.ts';
import { DocumentForm } from './document-form.tsx';
import { linesOf, newDocumentLines } from './document-lines.ts';
import { documentIdOf } from './document-paths.ts';
import type { DocumentDraft } from './use-document-editor.ts';

/** Today, or the nearest day of the financial year when today is outside it (a past year opened to work on). */
function defaultDate(startDate: string | undefined, endDate: string | undefined): string {
  const today = todayIso();
  if (startDate && today < startDate) return startDate;
  if (endDate && today > endDate) return endDate;
  return today;
}

function EditDocument({ id }: { id: number }) {
  const { t } = useTranslation();
  const loaded = useQuery({
    queryKey: documentQueryKeys.edit(id),
    queryFn: () => fetchDocument(id),
    // The form edits what the server has now, not what an earlier visit left in the cache.
    staleTime: 0,
    gcTime: 0,
  });
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  return <LoadedForm id={id} document={loaded.data} />;
}

function LoadedForm({ id, document }: { id: number; document: AccountingDocument }) {
  const initial = useMemo<DocumentDraft>(
    () => ({ header: { date: document.date, description: document.description ?? '' }, lines: linesOf(document) }),
    [document],
  );
  return <DocumentForm id={id} document={document} initial={initial} />;
}

function NewDocument() {
  const init = useInit();
  const session = init.data;
  const initial = useMemo<DocumentDraft>(
    () => ({ header: { date: defaultDate(session?.startDate, session?.endDate), description: '' }, lines: newDocumentLines() }),
    [session?.startDate, session?.endDate],
  );
  // The default date is chosen inside the financial year, which the session data names.
  if (init.isPending) return <LinearProgress />;
  return <DocumentForm initial={initial} />;
}

/** `accounting/edit/:id?` and `accounting/new`: a new document without an id, the document with one. */
export function DocumentFormPage() {
  const { id } = useParams();
  if (id === undefined) return <NewDocument />;
  const documentId = documentIdOf(id);
  // A new id starts a fresh form (after "new", or another document opened from the print page).
  return documentId === null ? <NotFoundPage /> : <EditDocument key={documentId} id={documentId} />;
}
