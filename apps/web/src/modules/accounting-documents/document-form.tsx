import { accountingDocumentInput, appRoutes, errorStatus, type AccountingDocument } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-error.ts';
import { DescriptionField } from '../../shared/drafts/description-field.tsx';
import { FieldInput } from '../../shared/fields/field-input.tsx';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { messageText } from '../../shared/forms/field-message.ts';
import { SaveButton } from '../../shared/forms/save-button.tsx';
import { useFocusFirstField } from '../../shared/forms/use-focus-first-field.ts';
import { useSubmitShortcut } from '../../shared/forms/use-submit-shortcut.ts';
import { useRecordTab } from '../../shared/navigation/record-tab-context.ts';
import { useGuardedNavigate } from '../../shared/navigation/use-guarded-navigate.ts';
import { useUnsavedChangesGuard } from '../../shared/navigation/use-unsaved-changes-guard.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { isFromList } from '../../shared/resources/list-location.ts';
import { documentQueryKeys, saveDocument } from './document-api.ts';
import { clientErrors, serverErrors, type DocumentMessage } from './document-errors.ts';
import { amountText, dateField, dateText } from './document-fields.ts';
import { DocumentGrid } from './document-grid.tsx';
import { documentCandidate } from './document-lines.ts';
import { DocumentLinesView } from './document-lines-view.tsx';
import { documentFormPath, documentPrintPath } from './document-paths.ts';
import { DocumentStateChip } from './document-state-chip.tsx';
import { DocumentTotalsBar } from './document-totals.tsx';
import { useDocumentEditor, type DocumentDraft } from './use-document-editor.ts';

/** Drafts of document descriptions are kept under this form type. */
const draftsType = 'accountingDocument';

interface DocumentFormProps {
  /** the document edited; none for a new one */
  id?: number;
  document?: AccountingDocument;
  initial: DocumentDraft;
}

/**
 * The accounting document: date (in the financial year), description, the grid of lines with running totals, and
 * save (shift+F3). A permanent or locked document is shown, not edited.
 */
export function DocumentForm({ id, document, initial }: DocumentFormProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const guardedNavigate = useGuardedNavigate();
  const { state: locationState, pathname } = useLocation();
  const recordTab = useRecordTab();
  const editor = useDocumentEditor(initial);
  const readOnly = document !== undefined && (document.state === 'permanent' || document.locked);
  useUnsavedChangesGuard(editor.isDirty && !readOnly);
  // The grid line of each row sent, so the server's `rows.<n>` errors find their line.
  const sentIndexes = useRef<number[]>([]);

  const back = isFromList(locationState) ? locationState.from : appRoutes.AccountingList.path;

  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveDocument>[1]) => saveDocument(id, body),
    onSuccess: (answer) => {
      editor.markSaved();
      notify.success(
        id === undefined
          ? t('documents.createdNumber', { message: answer.message, number: localizeDigits(String(answer.number), context.language) })
          : answer.message,
      );
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all });
      // The form's tab becomes the saved document's, titled with its number.
      recordTab.showRecord(pathname, documentFormPath(answer.id), localizeDigits(String(answer.number), context.language));
      navigate(back);
    },
    // The shared handler shows the snackbar; the cells and the grid show where the trouble is.
    onError: (error) => {
      if (error instanceof ApiError && error.status === errorStatus.invalidFields) {
        editor.showErrors(serverErrors(error.body.errors, sentIndexes.current));
      }
    },
  });

  const submit = () => {
    if (readOnly || save.isPending) return;
    const { candidate, sentIndexes: sent } = documentCandidate(editor.header, editor.lines);
    sentIndexes.current = sent;
    const parsed = accountingDocumentInput.safeParse(candidate);
    if (parsed.success) save.mutate(parsed.data);
    else editor.showErrors(clientErrors(parsed.error.issues, candidate, sent));
  };
  useSubmitShortcut(submit, !readOnly);
  const formRef = useFocusFirstField<HTMLFormElement>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const describe = (message: DocumentMessage): string => {
    if (!('note' in message)) return messageText(message, t);
    if (message.note === 'noRows') return t('documents.noRows');
    return t('documents.unbalancedRefused', {
      debit: amountText(editor.totals.debit, context),
      credit: amountText(editor.totals.credit, context),
    });
  };

  const fieldError = (message: DocumentMessage | undefined) => (message ? describe(message) : undefined);
  const title =
    document === undefined
      ? t('documents.newTitle')
      : t('documents.editTitle', { number: localizeDigits(String(document.number), context.language) });
  const busy = save.isPending;

  return (
    <Paper
      ref={formRef}
      component="form"
      noValidate
      onSubmit={onSubmit}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}
      data-testid="document-form"
      data-read-only={readOnly}
      aria-label={title}
    >
      <Stack spacing={2.5}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="document-title">
            {title}
          </Typography>
          {document && <DocumentStateChip state={document.state} locked={document.locked} />}
          <Box sx={{ flexGrow: 1 }} />
          {id !== undefined && (
            <>
              <Button
                variant="outlined"
                startIcon={<PrintIcon />}
                component={Link}
                to={documentPrintPath(id)}
                data-testid="document-print"
              >
                {t('list.print')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => guardedNavigate(documentFormPath())}
                data-testid="document-new"
              >
                {t('documents.newDocument')}
              </Button>
            </>
          )}
        </Box>

        {readOnly && (
          <Alert severity="info" data-testid="document-read-only">
            {t(document.state === 'permanent' ? 'documents.permanentReadOnly' : 'documents.lockedReadOnly')}
          </Alert>
        )}

        {readOnly ? (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' } }}>
            <Typography color="text.secondary">{t('documents.date')}</Typography>
            <Typography data-testid="document-date">{dateText(document.date, context)}</Typography>
            <Typography color="text.secondary">{t('fields.description')}</Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }} dir="auto">
              {document.description ?? ''}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 220px) minmax(0, 1fr)' } }}>
            <Box data-testid="field-date">
              <FieldInput
                field={dateField}
                value={editor.header.date}
                onChange={editor.setDate}
                onBlur={() => undefined}
                label={t(dateField.label)}
                error={fieldError(editor.errors.date)}
                disabled={busy}
                values={{}}
                resource={draftsType}
              />
            </Box>
            <DescriptionField
              value={editor.header.description}
              onChange={editor.setDescription}
              type={draftsType}
              name="description"
              minRows={1}
              error={fieldError(editor.errors.description)}
              disabled={busy}
              testId="document-description"
            />
          </Box>
        )}

        {editor.errors.grid.length > 0 && (
          <Alert severity="error" data-testid="document-grid-error">
            {editor.errors.grid.map((message, index) => (
              <div key={index}>{describe(message)}</div>
            ))}
          </Alert>
        )}

        {readOnly ? (
          <DocumentLinesView document={document} variant="screen" />
        ) : (
          <>
            <DocumentGrid
              lines={editor.lines}
              errors={editor.errors.lines}
              disabled={busy}
              describe={describe}
              onPick={editor.pick}
              onAmount={editor.setAmount}
              onDescription={editor.setLineDescription}
              onAdd={editor.addLine}
              onRemove={editor.removeLine}
            />
            <DocumentTotalsBar totals={editor.totals} />
          </>
        )}

        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => guardedNavigate(back)} data-testid="document-back">
            {t('documents.backToList')}
          </Button>
          {!readOnly && (
            <SaveButton busy={busy} testId="document-save" />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
