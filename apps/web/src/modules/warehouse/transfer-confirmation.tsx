import { entrepotTransferRemittanceDefinition } from '@hesab/contract';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentQueryKeys } from '../../shared/documents/document-api.ts';
import { dateText } from '../../shared/documents/document-fields.ts';
import type { DocumentExtrasProps } from '../../shared/documents/document-layout.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { confirmTransfer } from './warehouse-api.ts';

const confirmedOf = (document: DocumentExtrasProps['document']) => (typeof document.confirmed === 'string' ? document.confirmed : null);

/**
 * A transfer's "confirm receipt" (issue 17): the receiving storekeeper says the goods arrived today, and they are in
 * the receiving warehouse from then on. Offered on a saved transfer in transit with nothing unsaved.
 */
export function TransferActions({ id, document, dirty }: DocumentExtrasProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mayConfirm = useHasPermission('EntrepotTransferRemittance');
  const confirm = useMutation({
    mutationFn: () => confirmTransfer(id),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(entrepotTransferRemittanceDefinition) });
    },
  });
  if (!mayConfirm || confirmedOf(document) !== null) return null;
  return (
    <Button variant="contained" startIcon={<TaskAltIcon />} onClick={() => confirm.mutate()} disabled={dirty || confirm.isPending} data-testid="transfer-confirm">
      {t('warehouseDocuments.confirm')}
    </Button>
  );
}

/** Whether a transfer's goods are still on their way, or arrived on the day its receiving storekeeper confirmed. */
export function TransferNotice({ document }: DocumentExtrasProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const confirmed = confirmedOf(document);
  return confirmed === null ? (
    <Alert severity="info" icon={<LocalShippingIcon />} data-testid="transfer-in-transit">
      {t('warehouseDocuments.inTransit')}
    </Alert>
  ) : (
    <Alert severity="success" data-testid="transfer-confirmed">
      {`${t('warehouseDocuments.confirmed')}: ${dateText(confirmed, context)}`}
    </Alert>
  );
}
