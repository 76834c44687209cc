import { personResource, type ResourceRecord } from '@hesab/contract';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { resourceQueryKeys } from '../../shared/resources/resource-api.ts';
import { sendRemainSms, setDefaultAccount } from './person-api.ts';

function RowButton({ title, testId, icon, onClick, busy }: { title: string; testId: string; icon: ReactNode; onClick(): void; busy: boolean }) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={title} data-testid={testId} onClick={onClick} disabled={busy}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * A person row's own actions, after its statement (the list's turnover link): a balance reminder by SMS, and making
 * it the default account of new invoices. Refusals (no mobile, no credit, inactive) come back as the shared
 * handler's red snackbar.
 */
export function PersonRowActions({ row }: { row: ResourceRecord }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mayEdit = useHasPermission(personResource.permissions.edit);
  const id = Number(row.id);
  const sms = useMutation({ mutationFn: () => sendRemainSms(id), onSuccess: (answer) => notify.success(answer.message) });
  const makeDefault = useMutation({
    mutationFn: () => setDefaultAccount(id),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.lists(personResource) });
    },
  });
  return (
    <>
      {mayEdit && (
        <RowButton
          title={t('personForm.remainSms')}
          testId="row-remain-sms"
          icon={<SmsOutlinedIcon fontSize="small" />}
          onClick={() => sms.mutate()}
          busy={sms.isPending}
        />
      )}
      {mayEdit && row.defaultAccount !== true && row.status === 'active' && (
        <RowButton
          title={t('personForm.setDefaultAccount')}
          testId="row-default-account"
          icon={<StarBorderIcon fontSize="small" />}
          onClick={() => makeDefault.mutate()}
          busy={makeDefault.isPending}
        />
      )}
    </>
  );
}
