import { accountKinds, accountSystemRoles, errorStatus, groupTypes, type CodingAccount, type CodingInput, type Field } from '@hesab/contract';
import { accountNumberDigits, composeAccountCode, localizeDigits, toLatinDigits, type AccountLevel } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { FieldInput } from '../../../shared/fields/field-input.tsx';
import { messageText, serverFieldErrors, type FieldErrors, type FieldMessage } from '../../../shared/forms/field-message.ts';
import { SaveButton } from '../../../shared/forms/save-button.tsx';
import { useFormState, type FormValues } from '../../../shared/forms/use-form-state.ts';
import { useValidatedSubmit } from '../../../shared/forms/use-submit-shortcut.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useNavigationGuard } from '../../../shared/navigation/navigation-guard-context.ts';
import { useUnsavedChangesGuard } from '../../../shared/navigation/use-unsaved-changes-guard.ts';
import { useNotify } from '../../../shared/notify/notify-context.ts';
import { accountFormValues, accountInput, accountSchema, natureChoices, parentLevelOf } from './account-form.ts';
import { codingQueryKeys, fetchAccount, saveAccount } from './coding-api.ts';
import { accountLabel } from './coding-columns.ts';
import { useAccounts } from './use-accounts.ts';

export interface AccountDialogProps {
  level: AccountLevel;
  /** the account to edit; none adds one */
  accountId?: number;
  /** a new account's parent (the group or total chosen on the coding screen) */
  parent?: CodingAccount;
  onClose(): void;
  onSaved(account: CodingAccount): void;
}

/** The fields drawn by the shared field registry; labels and option labels are keys of the coding catalogue. */
type FormFieldName =
  | 'name'
  | 'type'
  | 'nature'
  | 'kind'
  | 'status'
  | 'content'
  | 'tracking'
  | 'currencyFeature'
  | 'interpretable'
  | 'some'
  | 'system';

function formFields(level: AccountLevel): Record<FormFieldName, Field> {
  return {
    name: { name: 'name', type: 'text', label: 'coding.fields.name', required: true, maxLength: 249 },
    type: { name: 'type', type: 'select', label: 'coding.fields.type', required: true, options: groupTypes },
    nature: { name: 'nature', type: 'select', label: 'coding.fields.nature', required: true, options: natureChoices[level] },
    kind: { name: 'kind', type: 'select', label: 'coding.fields.kind', required: true, options: accountKinds },
    status: { name: 'status', type: 'status', label: 'coding.fields.status' },
    content: { name: 'content', type: 'textarea', label: 'coding.fields.content', maxLength: 5000 },
    tracking: { name: 'tracking', type: 'boolean', label: 'coding.fields.tracking' },
    currencyFeature: { name: 'currencyFeature', type: 'boolean', label: 'coding.fields.currencyFeature' },
    interpretable: { name: 'interpretable', type: 'boolean', label: 'coding.fields.interpretable' },
    some: { name: 'some', type: 'boolean', label: 'coding.fields.some' },
    system: { name: 'system', type: 'select', label: 'coding.fields.system', options: accountSystemRoles },
  };
}

/** The server names a parent `group` or `total`; the form shows both under its one parent chooser. */
function onFormFields(errors: FieldErrors): FieldErrors {
  const { group, total, ...rest } = errors;
  const parent = group ?? total;
  return parent ? { ...rest, parent } : rest;
}

/** Adds (no id) or edits (an id) an account of one level of the chart; full screen on a phone. */
export function AccountDialog(props: AccountDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const guard = useNavigationGuard();
  const titleId = useId();
  const loaded = useQuery({
    queryKey: codingQueryKeys.edit(props.accountId ?? 0),
    queryFn: () => fetchAccount(props.accountId ?? 0),
    enabled: props.accountId !== undefined,
    // The dialog edits what the server has now, not what the card showed a while ago.
    staleTime: 0,
    gcTime: 0,
  });
  // Closing the dialog leaves the form, so unsaved work is asked about as when leaving a page.
  const requestClose = () => {
    void guard.confirmLeave().then((leave) => {
      if (leave) props.onClose();
    });
  };
  const editing = props.accountId !== undefined;
  return (
    <Dialog
      open
      onClose={requestClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="account-dialog"
      data-level={props.level}
    >
      {!editing ? (
        <AccountFormBody {...props} titleId={titleId} onCancel={requestClose} />
      ) : loaded.isPending ? (
        <LinearProgress />
      ) : loaded.isError ? (
        <Alert severity="error">{t('errors.loadFailed')}</Alert>
      ) : (
        <AccountFormBody {...props} account={loaded.data} titleId={titleId} onCancel={requestClose} />
      )}
    </Dialog>
  );
}

interface AccountFormBodyProps extends AccountDialogProps {
  account?: CodingAccount;
  titleId: string;
  onCancel(): void;
}

function AccountFormBody({ level, account, parent, titleId, onCancel, onSaved }: AccountFormBodyProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const parentLevel = parentLevelOf[level];
  const parents = useAccounts({ type: parentLevel ?? 'group' }, parentLevel !== null);
  const fields = useMemo(() => formFields(level), [level]);

  const schema = useMemo(() => accountSchema(level), [level]);
  const toInput = useCallback((values: FormValues) => accountInput(level, values), [level]);
  const initialValues = useMemo(() => accountFormValues(level, account, parent), [level, account, parent]);
  const form = useFormState({ initialValues, schema, toInput });
  useUnsavedChangesGuard(form.isDirty);

  const save = useMutation({
    mutationFn: (input: CodingInput) => saveAccount(input, account?.id),
    onSuccess: (answer) => {
      form.markSaved();
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: codingQueryKeys.all });
      onSaved(answer.data);
    },
    // The shared handler shows the snackbar; the fields show their own messages too.
    onError: (error) => {
      if (error instanceof ApiError && error.status === errorStatus.invalidFields) {
        form.showErrors(onFormFields(serverFieldErrors(error.body.errors)));
      }
    },
  });

  const onSubmit = useValidatedSubmit(form.validate, save);

  const number = typeof form.values.number === 'string' ? form.values.number : '';
  const parentId = form.values.parent;
  const chosenParent = parents.data?.find((each) => each.id === parentId) ?? (parent?.id === parentId ? parent : undefined);
  const code = composeAccountCode(chosenParent?.code ?? null, number);
  const digitsRule = t(`coding.digits.${level}`);
  // A wrong number reads as the level's rule ("two digits"), more useful than "invalid value".
  const numberError = (message: FieldMessage | undefined) => {
    if (message === undefined) return undefined;
    return 'key' in message && message.key === 'invalid-value' ? digitsRule : messageText(message, t);
  };
  const disabled = save.isPending;

  const input = (name: FormFieldName, extra?: { disabled?: boolean; wide?: boolean }) => {
    const error = form.errors[name];
    return (
      <Box data-testid={`field-${name}`} sx={extra?.wide ? { gridColumn: '1 / -1' } : undefined}>
        <FieldInput
          field={fields[name]}
          value={form.values[name]}
          onChange={(value) => form.change(name, value)}
          onBlur={() => form.blur(name)}
          label={t(fields[name].label)}
          error={error ? messageText(error, t) : undefined}
          disabled={disabled || extra?.disabled === true}
          values={form.values}
          resource="coding"
        />
      </Box>
    );
  };

  const item = t(`coding.levels.${level}`);
  const title = t(account ? 'form.editTitle' : 'form.newTitle', { item });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      data-testid="account-form"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, pt: 1 }}>
          {parentLevel && (
            <Box data-testid="field-parent" sx={{ gridColumn: '1 / -1' }}>
              <TextField
                select
                fullWidth
                required
                name="parent"
                label={t(`coding.fields.${parentLevel}`)}
                value={typeof parentId === 'number' && chosenParent ? String(parentId) : ''}
                onChange={(event) => form.change('parent', Number(event.target.value))}
                onBlur={() => form.blur('parent')}
                disabled={disabled}
                error={form.errors.parent !== undefined}
                helperText={form.errors.parent ? messageText(form.errors.parent, t) : undefined}
              >
                {(parents.data ?? (parent ? [parent] : [])).map((each) => (
                  <MenuItem key={each.id} value={String(each.id)}>
                    {accountLabel(each, language)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          )}
          <Box data-testid="field-number">
            {/*
              Shown in the language's digits while typing too: a box that swapped its digits on focus would drop
              the selection a Tab leaves, and a full four-digit box would then refuse what is typed.
            */}
            <TextField
              fullWidth
              required
              name="number"
              label={t('coding.fields.number')}
              value={localizeDigits(number, language)}
              // Any script of digits is read; the api takes Latin ones.
              onChange={(event) => {
                const digits = toLatinDigits(event.target.value).replace(/\D/g, '');
                form.change('number', digits.slice(0, accountNumberDigits[level].max));
              }}
              onBlur={() => form.blur('number')}
              disabled={disabled}
              error={form.errors.number !== undefined}
              helperText={numberError(form.errors.number)}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' } }}
              // Right-aligned in right-to-left pages, as every number box: the rtl style cache mirrors 'left'.
              sx={{ '& input': { textAlign: 'left' } }}
            />
          </Box>
          {input('name')}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ gridColumn: '1 / -1', mt: -1 }}
            data-testid="account-code"
            data-code={code}
          >
            {t('coding.composedCode', { code: localizeDigits(code, language) })} — {digitsRule}
          </Typography>
          {level === 'group' && input('type')}
          {input('nature')}
          {input('kind')}
          {input('status')}
          {level === 'given' && (
            <>
              {input('tracking')}
              {input('currencyFeature')}
              {input('interpretable', { disabled: form.values.currencyFeature !== true })}
              {input('some')}
              {input('system')}
            </>
          )}
          {input('content', { wide: true })}
          {account?.system && (
            <Alert severity="info" sx={{ gridColumn: '1 / -1' }} data-testid="account-system">
              {t('coding.systemAccount')}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="account-form-cancel">
          {t('form.cancel')}
        </Button>
        <SaveButton busy={disabled} testId="account-form-save" />
      </DialogActions>
    </Box>
  );
}
