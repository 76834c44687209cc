import {
  errorStatus,
  fieldAvailable,
  resourceInputSchema,
  type ResourceDefinition,
  type ResourceRecord,
} from '@hesab/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { FieldInput } from '../fields/field-input.tsx';
import { fieldSpec } from '../fields/registry.ts';
import { messagesUnder, messageText, serverFieldErrors } from '../forms/field-message.ts';
import { SaveButton } from '../forms/save-button.tsx';
import { useFocusFirstField } from '../forms/use-focus-first-field.ts';
import { useFormState, type FormValues } from '../forms/use-form-state.ts';
import { useValidatedSubmit } from '../forms/use-submit-shortcut.ts';
import { useUnsavedChangesGuard } from '../navigation/use-unsaved-changes-guard.ts';
import { useNotify } from '../notify/notify-context.ts';
import { useFieldAudience } from '../session/use-field-audience.ts';
import { firstTabWithErrors, offeredTabs, type FormContext, type FormLayout, type SettledRule } from './form-layout.ts';
import { formInput, initialFormValues } from './form-values.ts';
import { createRecord, fetchForEdit, resourceQueryKeys, updateRecord } from './resource-api.ts';

export interface ResourceFormProps {
  definition: ResourceDefinition;
  /** the record to edit (its id, or the definition's key); none creates one */
  recordKey?: string;
  /** a page of its own, or the body of a dialog over the list */
  variant: 'page' | 'dialog';
  /** only these fields are shown; the others are still sent back as they were loaded */
  visibleFields?: readonly string[];
  /** a heading of the screen's own instead of "New …" / "Edit …" */
  title?: (record: ResourceRecord | undefined) => string;
  /** tabs, header fields and the screen's rules between fields */
  layout?: FormLayout;
  /** the screen's own buttons beside the title (new, list, back) */
  headerActions?: ReactNode;
  /** a new record's first values over each type's empty one (a name typed in a picker) */
  defaults?: ResourceRecord;
  onSaved(record: ResourceRecord): void;
  onCancel(): void;
}

/** Creates (no key) or edits (a key) one record of any definition, validated by the contract's schema. */
export function ResourceForm(props: ResourceFormProps) {
  const { t } = useTranslation();
  const { definition, recordKey } = props;
  const loaded = useQuery({
    queryKey: resourceQueryKeys.edit(definition, recordKey ?? ''),
    queryFn: () => fetchForEdit(definition, recordKey ?? ''),
    enabled: recordKey !== undefined,
    // The form edits what the server has now, not what an earlier visit left in the cache.
    staleTime: 0,
    gcTime: 0,
  });
  if (recordKey === undefined) return <ResourceFormBody {...props} />;
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError) return <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  return <ResourceFormBody {...props} record={loaded.data} />;
}

function ResourceFormBody(props: ResourceFormProps & { record?: ResourceRecord }) {
  const { definition, recordKey, record, variant } = props;
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const editing = recordKey !== undefined;
  const audience = useFieldAudience();

  const schema = useMemo(() => resourceInputSchema(definition), [definition]);
  const { defaults, layout } = props;
  const context: FormContext = { editing, record, audience };
  // A field the layout hides does not apply to what the form holds (a company's national code): it is not sent,
  // since the server refuses a value sent where it does not apply rather than drop it.
  const toInput = useCallback(
    (values: FormValues) => {
      const input = formInput(definition, values);
      const context: FormContext = { editing, record, audience };
      for (const field of definition.fields) {
        if (layout?.fieldState?.(field.name, values, context)?.hidden === true) delete input[field.name];
      }
      return input;
    },
    [definition, layout, editing, record, audience],
  );
  const initialValues = useMemo(() => initialFormValues(definition, record ?? defaults), [definition, record, defaults]);
  const form = useFormState({ initialValues, schema, toInput });
  useUnsavedChangesGuard(form.isDirty);

  const save = useMutation({
    mutationFn: (input: ResourceRecord) =>
      recordKey === undefined ? createRecord(definition, input) : updateRecord(definition, recordKey, input),
    onSuccess: (answer) => {
      form.markSaved();
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.lists(definition) });
      props.onSaved(answer.data);
    },
    // The shared handler shows the snackbar; the fields show their own messages too.
    onError: (error) => {
      if (error instanceof ApiError && error.status === errorStatus.invalidFields) {
        form.showErrors(serverFieldErrors(error.body.errors));
      }
    },
  });

  const onSubmit = useValidatedSubmit(form.validate, save);
  const formRef = useFocusFirstField<HTMLFormElement>();

  const stateOf = (name: string) => layout?.fieldState?.(name, form.values, context) ?? {};
  const applyAll = (values: FormValues) => {
    for (const [impliedName, impliedValue] of Object.entries(values)) form.change(impliedName, impliedValue);
  };
  // What a paused change implies is read from the values as they are when the pause ends.
  const latestValues = useRef(form.values);
  useEffect(() => {
    latestValues.current = form.values;
  }, [form.values]);
  const settleTimers = useRef(new Map<SettledRule, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = settleTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);
  const change = (name: string, value: unknown) => {
    const previous = form.values;
    form.change(name, value);
    applyAll(layout?.implied?.(name, { ...previous, [name]: value }, previous) ?? {});
    for (const rule of layout?.settled ?? []) {
      if (!rule.fields.includes(name)) continue;
      clearTimeout(settleTimers.current.get(rule));
      const timer = setTimeout(() => applyAll(rule.implied(name, latestValues.current, previous)), rule.delayMs);
      settleTimers.current.set(rule, timer);
    }
  };

  const itemTitle = t(definition.itemTitle);
  const title = props.title?.(record) ?? t(editing ? 'form.editTitle' : 'form.newTitle', { item: itemTitle });
  // A field of a feature the business has off, or the user may not use, is not shown (the server ignores it too).
  const available = (name: string) => {
    const field = definition.fields.find((candidate) => candidate.name === name);
    return (
      field !== undefined &&
      (props.visibleFields === undefined || props.visibleFields.includes(name)) &&
      (audience === null ? field.requires === undefined : fieldAvailable(field, audience)) &&
      stateOf(name).hidden !== true
    );
  };

  const tabs = layout ? offeredTabs(layout, form.values, context) : [];
  const [tabIndex, setTabIndex] = useState(0);
  const activeTab = tabs[Math.min(tabIndex, tabs.length - 1)];
  // A refused save shows the first tab with a message when the open one has none.
  const errorTab = firstTabWithErrors(tabs, form.errors);
  const activeHasErrors = activeTab !== undefined && firstTabWithErrors([activeTab], form.errors) === 0;
  useEffect(() => {
    if (errorTab >= 0 && !activeHasErrors) setTabIndex(errorTab);
  }, [errorTab, activeHasErrors]);

  const header = new Set(layout?.headerFields ?? []);
  const bodyNames = activeTab?.fields ?? definition.fields.map((field) => field.name).filter((name) => !header.has(name));

  const inputOf = (name: string) => {
    const field = definition.fields.find((candidate) => candidate.name === name);
    if (!field) return null;
    const error = form.errors[field.name];
    const parts = Object.entries(messagesUnder(form.errors, field.name));
    return (
      <FieldInput
        field={field}
        value={form.values[field.name]}
        onChange={(value) => change(field.name, value)}
        onBlur={() => form.blur(field.name)}
        label={t(stateOf(field.name).label ?? field.label)}
        error={error ? messageText(error, t) : undefined}
        partErrors={Object.fromEntries(parts.map(([path, message]) => [path, messageText(message, t)]))}
        disabled={
          save.isPending ||
          field.readOnly === true ||
          (editing && field.lockedOnEdit === true) ||
          stateOf(field.name).disabled === true
        }
        values={form.values}
        record={record}
        resource={definition.name}
      />
    );
  };

  const fields = (
    <>
      {tabs.length > 1 && (
        <Tabs
          value={Math.min(tabIndex, tabs.length - 1)}
          onChange={(_event, next: number) => setTabIndex(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab, index) => (
            <Tab
              key={tab.label}
              label={t(tab.label)}
              data-testid={`form-tab-${tab.label}`}
              disabled={tab.disabled?.(context) === true}
              sx={index !== tabIndex && firstTabWithErrors([tab], form.errors) === 0 ? { color: 'error.main' } : undefined}
            />
          ))}
        </Tabs>
      )}
      <Box
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, pt: 1 }}
      >
        {bodyNames.filter(available).map((name) => {
          const field = definition.fields.find((candidate) => candidate.name === name);
          return (
            <Box
              key={name}
              data-testid={`field-${name}`}
              sx={{ gridColumn: field && fieldSpec(field).wide ? '1 / -1' : undefined }}
            >
              {inputOf(name)}
            </Box>
          );
        })}
      </Box>
      {activeTab?.content?.(context)}
    </>
  );
  const headerFields = [...header].filter(available).map((name) => (
    <Box key={name} data-testid={`field-${name}`}>
      {inputOf(name)}
    </Box>
  ));

  const actions = (
    <>
      <Button onClick={props.onCancel} data-testid="resource-form-cancel">
        {t('form.cancel')}
      </Button>
      <SaveButton busy={save.isPending} testId="resource-form-save" />
    </>
  );

  const aside =
    headerFields.length > 0 || props.headerActions ? (
      <>
        {headerFields}
        {props.headerActions}
      </>
    ) : null;

  return (
    <Box
      ref={formRef}
      component="form"
      noValidate
      onSubmit={onSubmit}
      data-testid="resource-form"
      data-resource={definition.name}
      aria-label={title}
      sx={variant === 'dialog' ? { display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 } : undefined}
    >
      {variant === 'dialog' ? (
        <>
          <DialogTitle component="div">
            <HeaderRow title={title} aside={aside} />
          </DialogTitle>
          <DialogContent dividers>{fields}</DialogContent>
          <DialogActions>{actions}</DialogActions>
        </>
      ) : (
        <PageFrame title={title} aside={aside} actions={actions}>
          {fields}
        </PageFrame>
      )}
    </Box>
  );
}

/** The title, and beside it (below it on a phone) the header's fields and buttons. */
function HeaderRow({ title, aside }: { title: string; aside: ReactNode }) {
  const heading = (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
  );
  if (!aside) return heading;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 160 }}>{heading}</Box>
      {aside}
    </Stack>
  );
}

function PageFrame(props: { title: string; aside: ReactNode; actions: ReactNode; children: ReactNode }) {
  const { title, aside, actions, children } = props;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <Stack spacing={2.5}>
        <HeaderRow title={title} aside={aside} />
        {children}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}
