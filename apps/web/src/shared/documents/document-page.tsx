import type { DocumentDefinition, RouteName } from '@hesab/contract';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { todayIso } from '../format/dates.ts';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { useInit } from '../session/session-queries.ts';
import { documentQueryKeys, fetchDocument, type LoadedDocument } from './document-api.ts';
import { DocumentForm } from './document-form.tsx';
import type { DocumentLayout } from './document-layout.ts';
import { documentIdOf } from './document-paths.ts';
import { isOfVariant, screensOf, type DocumentScreens } from './document-screens.ts';
import { headerOf, newHeader } from './document-header.ts';
import { blankLine, lineShapeOf, linesOf, type LineShape } from './line-values.ts';
import type { DocumentDraft } from './use-document-editor.ts';

/** Today, or the nearest day of the financial year when today is outside it (a past year opened to work on). */
function defaultDate(startDate: string | undefined, endDate: string | undefined): string {
  const today = todayIso();
  if (startDate && today < startDate) return startDate;
  if (endDate && today > endDate) return endDate;
  return today;
}

interface KindProps {
  definition: DocumentDefinition;
  screens: DocumentScreens;
  layout: DocumentLayout;
  shape: LineShape | null;
}

function EditDocument({ id, ...kind }: KindProps & { id: number }) {
  const { t } = useTranslation();
  const loaded = useQuery({
    queryKey: documentQueryKeys.edit(kind.definition, id),
    queryFn: () => fetchDocument(kind.definition, id),
    // The form edits what the server has now, not what an earlier visit left in the cache.
    staleTime: 0,
    gcTime: 0,
  });
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  if (!isOfVariant(kind.screens, loaded.data)) return <NotFoundPage />;
  return <LoadedForm id={id} document={loaded.data} {...kind} />;
}

function LoadedForm({ id, document, ...kind }: KindProps & { id: number; document: LoadedDocument }) {
  const initial = useMemo<DocumentDraft>(
    () => ({ header: headerOf(kind.definition, document), lines: kind.shape ? linesOf(kind.shape, document) : [] }),
    [kind.definition, kind.shape, document],
  );
  return <DocumentForm id={id} document={document} initial={initial} {...kind} />;
}

function NewDocument(kind: KindProps) {
  const init = useInit();
  const session = init.data;
  const { definition, screens, layout, shape } = kind;
  const variant = screens.variant;
  const initial = useMemo<DocumentDraft>(
    () => ({
      header: {
        ...newHeader(definition, defaultDate(session?.startDate, session?.endDate)),
        ...(variant ? { [variant.field]: variant.value } : {}),
      },
      lines: shape ? Array.from({ length: layout.newLines ?? 1 }, () => blankLine(shape)) : [],
    }),
    [definition, variant, layout.newLines, shape, session?.startDate, session?.endDate],
  );
  // The default date is chosen inside the financial year, which the session data names.
  if (init.isPending) return <LinearProgress />;
  return <DocumentForm initial={initial} {...kind} />;
}

export interface DocumentPageProps<D extends DocumentDefinition> {
  definition: D;
  layout?: DocumentLayout<D>;
  /** the value of the definition's variant field the form is fixed to (an invoice's `sell`): set, not shown */
  variant?: string;
  /** the printout's route where the definition names none */
  print?: RouteName;
}

/**
 * A kind's form route (`<kind>/edit/:id?`, `<kind>/new`): a new document without an id, the document with one. A
 * variant's form makes documents of the variant and opens only those.
 */
export function DocumentPage<D extends DocumentDefinition>({ definition, layout = {}, variant, print }: DocumentPageProps<D>) {
  const { id } = useParams();
  const shape = useMemo(() => lineShapeOf(definition, layout.hidden, layout.noneWhenEmpty), [definition, layout.hidden, layout.noneWhenEmpty]);
  const screens = useMemo(() => screensOf(definition, variant, print), [definition, variant, print]);
  const kind: KindProps = { definition, screens, layout, shape };
  if (id === undefined) return <NewDocument {...kind} />;
  const documentId = documentIdOf(id);
  // A new id starts a fresh form (after "new", or another document opened from the print page).
  return documentId === null ? <NotFoundPage /> : <EditDocument key={documentId} id={documentId} {...kind} />;
}
