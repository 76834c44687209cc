import { documentInputSchema, errorStatus, type DocumentDefinition, type Field } from '@hesab/contract';
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
import { useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/api-error.ts';
import { DescriptionField } from '../drafts/description-field.tsx';
import { FieldInput } from '../fields/field-input.tsx';
import { AmountPrecision, useFormatContext, type FormatContext } from '../fields/format-context.ts';
import { fieldSpec } from '../fields/registry.ts';
import { messageText } from '../forms/field-message.ts';
import { SaveButton } from '../forms/save-button.tsx';
import { useFocusFirstField } from '../forms/use-focus-first-field.ts';
import { useSubmitShortcut } from '../forms/use-submit-shortcut.ts';
import { useRecordTab } from '../navigation/record-tab-context.ts';
import { useGuardedNavigate } from '../navigation/use-guarded-navigate.ts';
import { useUnsavedChangesGuard } from '../navigation/use-unsaved-changes-guard.ts';
import { useNotify } from '../notify/notify-context.ts';
import { isFromList } from '../resources/list-location.ts';
import { documentQueryKeys, saveDocument, type LoadedDocument } from './document-api.ts';
import { clientErrors, noLinesNote, serverErrors, type DocumentMessage, type ErrorPlaces } from './document-errors.ts';
import { dateField, dateText } from './document-fields.ts';
import { DocumentAttachments } from './document-attachments.tsx';
import { useDocumentPrecision } from './document-currency.ts';
import type { DocumentLayout, HeaderInput } from './document-layout.ts';
import { DocumentLinesView } from './document-lines-view.tsx';
import { documentFormPath, documentListPath, documentPrintPath } from './document-paths.ts';
import { isShownField, type DocumentScreens } from './document-screens.ts';
import { DocumentStateChip } from './document-state-chip.tsx';
import { documentTitle } from './document-titles.ts';
import { DocumentTotalsBar } from './document-totals.tsx';
import { LineGrid } from './line-grid.tsx';
import { documentCandidate, linesOf, shownColumns, type LineShape } from './line-values.ts';
import { useDocumentEditor, type DocumentDraft } from './use-document-editor.ts';

interface DocumentFormProps {
  definition: DocumentDefinition;
  screens: DocumentScreens;
  layout: DocumentLayout;
  shape: LineShape | null;
  /** the document edited; none for a new one */
  id?: number;
  document?: LoadedDocument;
  initial: DocumentDraft;
}

/** A header field the form shows: not the variant's, which the page fixes, nor one the kind leaves out. */
function isFormField(screens: DocumentScreens, layout: DocumentLayout, field: Field): boolean {
  return isShownField(screens, field) && !(layout.hiddenFields ?? []).includes(field.name);
}

/** A header text that keeps drafts (spec 02 "Drafts of descriptions"): the description box, one line high beside the date. */
function isDraftText(field: Field): boolean {
  return field.type === 'textarea' && field.drafts === true;
}

const isWide = (field: Field) => fieldSpec(field).wide === true;

/** A header field of rows (a cost's treasury rows) settles the lines: the form shows it after them and their totals. */
const isRowsField = (field: Field) => field.type === 'rows';

/**
 * The header's columns from `md` up. A date and a description alone share a row, the description taking what the
 * date leaves; otherwise the fields fill columns of at least 300px (room for a kind and an account side by side),
 * and a wide field (a description) takes a row of its own.
 */
function headerColumns(fields: readonly Field[]): string {
  return fields.some((field) => !isWide(field)) ? 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' : 'minmax(0, 220px) minmax(0, 1fr)';
}

function wideSpan(field: Field, fields: readonly Field[]): string | undefined {
  return isWide(field) && fields.some((each) => !isWide(each)) ? '1 / -1' : undefined;
}

/** A header value as the read-only form shows it. */
function headerText(field: Field, document: LoadedDocument, context: FormatContext): string {
  const value = document[field.name];
  if (typeof value === 'string' && (field.type === 'text' || field.type === 'textarea')) return value;
  return value === null || value === undefined ? '' : fieldSpec(field).text(value, field, context, document);
}

/**
 * A document's form built from its definition: the date (in the financial year) and the header's fields, the grid of
 * lines with running totals, and save (shift+F3). A permanent or locked document is shown, not edited.
 */
export function DocumentForm({ definition, screens, layout, shape, id, document, initial }: DocumentFormProps) {
  const { t } = useTranslation();
  const business = useFormatContext();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const guardedNavigate = useGuardedNavigate();
  const { state: locationState, pathname } = useLocation();
  const recordTab = useRecordTab();
  const editor = useDocumentEditor(definition, layout, shape, initial);
  // A document in another currency types, shows and reckons its amounts in that currency's decimals.
  const precision = useDocumentPrecision(editor.header);
  const context = useMemo(() => (precision === null ? business : { ...business, currencyPrecision: precision }), [business, precision]);
  const removed = document?.removed === true;
  const shownOnly = document === undefined ? undefined : layout.shownOnly?.(document, business);
  const readOnly = document !== undefined && (document.state === 'permanent' || document.locked || removed || shownOnly !== undefined);
  useUnsavedChangesGuard(editor.isDirty && !readOnly);
  // The grid line of each line sent, so the server's `rows.<n>` errors find their line.
  const sentIndexes = useRef<number[]>([]);
  const columns = useMemo(() => (shape ? shownColumns(shape) : []), [shape]);
  const fields = useMemo(
    () => definition.fields.filter((field) => !field.readOnly && isFormField(screens, layout, field)),
    [definition, screens, layout],
  );
  const reckoning = useMemo(
    () => layout.reckon?.({ header: editor.header, lines: editor.lines }, context),
    [layout, editor.header, editor.lines, context],
  );
  const headerFields = useMemo(() => fields.filter((field) => !isRowsField(field)), [fields]);
  const footFields = useMemo(() => fields.filter(isRowsField), [fields]);
  const inputSchema = useMemo(() => documentInputSchema(definition), [definition]);
  const places = useMemo<ErrorPlaces>(
    () => ({
      header: new Set(['date', ...fields.map((field) => field.name)]),
      lines: shape?.lines.name ?? '',
      cells: new Set(columns.map((column) => column.name)),
      emptyKey: shape?.lines.emptyKey ?? 'document-no-rows',
      notes: layout.notes,
      parts: new Set(footFields.map((field) => field.name)),
    }),
    [fields, footFields, shape, columns, layout.notes],
  );

  const back = isFromList(locationState) ? locationState.from : documentListPath(screens);
  const printPath = id === undefined ? null : documentPrintPath(screens, id);

  const save = useMutation({
    mutationFn: (body: unknown) => saveDocument(definition, id, body),
    onSuccess: (answer) => {
      editor.markSaved();
      notify.success(
        id === undefined
          ? t('documents.createdNumber', { message: answer.message, number: localizeDigits(String(answer.number), context.language) })
          : answer.message,
      );
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(definition) });
      // The form's tab becomes the saved document's, titled with its number.
      recordTab.showRecord(pathname, documentFormPath(screens, answer.id), localizeDigits(String(answer.number), context.language));
      navigate(back);
    },
    // The shared handler shows the snackbar; the cells and the grid show where the trouble is.
    onError: (error) => {
      if (error instanceof ApiError && error.status === errorStatus.invalidFields) {
        editor.showErrors(serverErrors(error.body.errors, sentIndexes.current, places));
      }
    },
  });

  const submit = () => {
    if (readOnly || save.isPending) return;
    const { candidate, sentIndexes: sent } = documentCandidate(definition, shape, editor.header, editor.lines);
    sentIndexes.current = sent;
    const parsed = inputSchema.safeParse(candidate);
    if (parsed.success) save.mutate(parsed.data);
    else editor.showErrors(clientErrors(parsed.error.issues, candidate, sent, places));
  };
  useSubmitShortcut(submit, !readOnly);
  const formRef = useFocusFirstField<HTMLFormElement>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const describe = (message: DocumentMessage): string => {
    if (!('note' in message)) return messageText(message, t);
    const worded = layout.describeNote?.(message.note, editor.sums, context);
    if (worded !== undefined) return worded;
    return message.note === noLinesNote ? t('documents.noLines') : message.note;
  };

  const fieldError = (name: string) => {
    const message = editor.errors.header[name];
    return message ? describe(message) : undefined;
  };
  const title = documentTitle(screens, layout, t, context.language, document?.number);
  const busy = save.isPending;
  /** The messages on parts of a field's value by their path under it (`0.bank`), as a rows field shows them per cell. */
  const partErrors = (name: string) =>
    Object.fromEntries(
      Object.entries(editor.errors.header).flatMap(([path, message]) =>
        message && path.startsWith(`${name}.`) ? [[path.slice(name.length + 1), describe(message)]] : [],
      ),
    );
  // The header fields the kind edits with inputs of its own (a return's invoice).
  const ownInputs = useMemo(
    () => new Map<string, HeaderInput>((layout.headerInputs ?? []).map((input) => [input.field, input])),
    [layout.headerInputs],
  );
  const fillLines = (rows: readonly Readonly<Record<string, unknown>>[]) => {
    if (shape) editor.replaceLines(linesOf(shape, { [shape.lines.name]: rows }));
  };
  const readOnlyValue = (field: Field) => {
    const own = ownInputs.get(field.name);
    if (!document) return null;
    return own ? <own.Display value={document[field.name]} document={document} /> : headerText(field, document, context);
  };
  const fieldInput = (field: Field) => {
    const own = ownInputs.get(field.name);
    return (
      <Box key={field.name} data-testid={`field-${field.name}`} sx={{ gridColumn: { md: wideSpan(field, headerFields) } }}>
        {own ? (
          <own.Input
            value={editor.header[field.name]}
            onChange={(value) => editor.setHeader(field.name, value)}
            label={t(field.label)}
            error={fieldError(field.name)}
            disabled={busy}
            header={editor.header}
            documentId={id}
            onLines={fillLines}
            onField={editor.setHeader}
          />
        ) : (
          <FieldInput
            field={field}
            value={editor.header[field.name]}
            onChange={(value) => editor.setHeader(field.name, value)}
            onBlur={() => undefined}
            label={t(field.label)}
            error={fieldError(field.name)}
            partErrors={partErrors(field.name)}
            disabled={busy}
            values={editor.header}
            record={document}
            resource={definition.logType}
          />
        )}
      </Box>
    );
  };

  return (
    <AmountPrecision.Provider value={precision}>
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
                {layout.Actions && document && <layout.Actions id={id} document={document} dirty={editor.isDirty} />}
                {printPath !== null && (
                  <Button variant="outlined" startIcon={<PrintIcon />} component={Link} to={printPath} data-testid="document-print">
                    {t('list.print')}
                  </Button>
                )}
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => guardedNavigate(documentFormPath(screens))}
                  data-testid="document-new"
                >
                  {t('documents.newItem', { item: t(screens.itemTitle) })}
                </Button>
              </>
            )}
          </Box>

          {layout.Notice && id !== undefined && document && <layout.Notice id={id} document={document} dirty={editor.isDirty} />}

          {readOnly && (
            <Alert severity="info" data-testid="document-read-only">
              {shownOnly ?? t(removed ? 'documents.removedReadOnly' : document.state === 'permanent' ? 'documents.permanentReadOnly' : 'documents.lockedReadOnly')}
            </Alert>
          )}

          {readOnly ? (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' } }}>
              <Typography color="text.secondary">{t(dateField.label)}</Typography>
              <Typography data-testid="document-date">{dateText(document.date, context)}</Typography>
              {definition.fields.filter((field) => isFormField(screens, layout, field)).map((field) => (
                <Box key={field.name} sx={{ display: 'contents' }}>
                  <Typography color="text.secondary">{t(field.label)}</Typography>
                  <Typography component="div" sx={{ whiteSpace: 'pre-line' }} dir="auto" data-testid={`document-${field.name}-text`}>
                    {readOnlyValue(field)}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: headerColumns(headerFields) } }}>
              <Box data-testid="field-date">
                <FieldInput
                  field={dateField}
                  value={editor.header.date}
                  onChange={(value) => editor.setHeader('date', value)}
                  onBlur={() => undefined}
                  label={t(dateField.label)}
                  error={fieldError('date')}
                  disabled={busy}
                  values={{}}
                  resource={definition.logType}
                />
              </Box>
              {headerFields.map((field) =>
                isDraftText(field) ? (
                  <Box key={field.name} sx={{ gridColumn: { md: wideSpan(field, headerFields) } }}>
                    <DescriptionField
                      value={typeof editor.header[field.name] === 'string' ? String(editor.header[field.name]) : ''}
                      onChange={(text) => editor.setHeader(field.name, text)}
                      type={definition.logType}
                      name={field.name}
                      label={t(field.label)}
                      minRows={1}
                      error={fieldError(field.name)}
                      disabled={busy}
                      testId={`document-${field.name}`}
                    />
                  </Box>
                ) : (
                  fieldInput(field)
                ),
              )}
            </Box>
          )}

          {editor.errors.grid.length > 0 && (
            <Alert severity="error" data-testid="document-grid-error">
              {editor.errors.grid.map((message, index) => (
                <div key={index}>{describe(message)}</div>
              ))}
            </Alert>
          )}

          {!shape ? null : readOnly ? (
            <DocumentLinesView definition={definition} layout={layout} shape={shape} document={document} variant="screen" />
          ) : (
            <>
              <LineGrid
                definition={definition}
                layout={layout}
                shape={shape}
                columns={columns}
                lines={editor.lines}
                errors={editor.errors.lines}
                disabled={busy}
                describe={describe}
                reckoning={reckoning}
                header={editor.header}
                documentId={id}
                onCell={editor.setCell}
                onAdd={editor.addLine}
                onRemove={editor.removeLine}
              />
              {((definition.totals?.length ?? 0) > 0 || reckoning) && (
                <DocumentTotalsBar definition={definition} layout={layout} sums={editor.sums} reckoning={reckoning} />
              )}
            </>
          )}

          {!readOnly && footFields.map(fieldInput)}

          {definition.attachments === true && id !== undefined && <DocumentAttachments definition={definition} id={id} />}

          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => guardedNavigate(back)} data-testid="document-back">
              {t('documents.backToList')}
            </Button>
            {!readOnly && <SaveButton busy={busy} testId="document-save" />}
          </Stack>
        </Stack>
      </Paper>
    </AmountPrecision.Provider>
  );
}
