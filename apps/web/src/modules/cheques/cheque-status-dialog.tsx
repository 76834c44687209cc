import { chequeStatusBody, errorStatus, type ChequeRead, type ChequeStatus, type Field } from '@hesab/contract';
import { localizeTextDigits, takesBank } from '@hesab/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../shared/api/api-error.ts';
import { changeChequeStatus, chequeQueryKeys } from '../../shared/cheques/cheque-api.ts';
import { FieldInput } from '../../shared/fields/field-input.tsx';
import { messageText, serverFieldErrors } from '../../shared/forms/field-message.ts';
import { useFocusFirstField } from '../../shared/forms/use-focus-first-field.ts';
import { useFormState, type FormValues } from '../../shared/forms/use-form-state.ts';
import { todayIso } from '../../shared/format/dates.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';

/** The change's own fields: its date, the bank account it goes into (where it goes into one), a description. */
const dateField = { name: 'date', type: 'date', label: 'cheques.date', required: true } as const satisfies Field;
const bankField = { name: 'bank', type: 'reference', resource: 'bank', label: 'cheques.bankAccount', required: true } as const satisfies Field;
const descriptionField = { name: 'description', type: 'text', label: 'fields.description', maxLength: 500 } as const satisfies Field;

interface ChequeStatusDialogProps {
  cheque: ChequeRead;
  status: ChequeStatus;
  onClose(): void;
}

/**
 * Moves a cheque to one of its next statuses on a date (in the business's calendar): `POST cheque/{id}/status`, which
 * posts the change's accounting document. A received cheque going into a bank names the account, the one it is in
 * at first.
 */
export function ChequeStatusDialog({ cheque, status, onClose }: ChequeStatusDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const needsBank = takesBank(cheque.direction, status);
  const fields: readonly Field[] = needsBank ? [dateField, bankField, descriptionField] : [dateField, descriptionField];
  const schema = useMemo(() => (needsBank ? chequeStatusBody.extend({ bank: z.number().int().positive() }) : chequeStatusBody), [needsBank]);
  const toInput = useMemo(
    () => (values: FormValues) => ({
      status,
      date: values.date,
      bank: needsBank ? values.bank : undefined,
      description: typeof values.description === 'string' ? values.description.trim() || null : null,
    }),
    [status, needsBank],
  );
  const form = useFormState({
    initialValues: { date: todayIso(), bank: cheque.bank_account, description: '' },
    schema,
    toInput,
  });
  const focusRef = useFocusFirstField<HTMLFormElement>();

  const change = useMutation({
    mutationFn: (body: z.infer<typeof chequeStatusBody>) => changeChequeStatus(cheque.id, body),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: chequeQueryKeys.all });
      onClose();
    },
    // The shared handler shows the snackbar; the boxes show which value was refused.
    onError: (error) => {
      if (error instanceof ApiError && error.status === errorStatus.invalidFields) form.showErrors(serverFieldErrors(error.body.errors));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (body) change.mutate(body);
  };

  const move = t(`cheques.moves.${status}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="cheque-status-dialog" data-status={status}>
      <form ref={focusRef} noValidate onSubmit={submit}>
        <DialogTitle>{t('cheques.changeTitle', { move, sayad: localizeTextDigits(cheque.sayad, language) })}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {fields.map((field) => {
              const error = form.errors[field.name];
              return (
                <div key={field.name} data-testid={`cheque-status-${field.name}`}>
                  <FieldInput
                    field={field}
                    value={form.values[field.name]}
                    onChange={(value) => form.change(field.name, value)}
                    onBlur={() => form.blur(field.name)}
                    label={t(field.label)}
                    error={error ? messageText(error, t) : undefined}
                    disabled={change.isPending}
                    values={form.values}
                    record={{ bank_label: cheque.bank_account_label }}
                    resource="cheque"
                  />
                </div>
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={change.isPending} data-testid="cheque-status-save">
            {move}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
