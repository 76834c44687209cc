import { appRoutes } from '@hesab/contract';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import OutboxIcon from '@mui/icons-material/Outbox';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router';
import type { DocumentExtrasProps } from '../../shared/documents/document-layout.ts';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';

/** A sale delivered by remittances says so on its form, with the way to deliver what is left. */
export function SaleDeliveryNotice({ id, document }: DocumentExtrasProps) {
  const { t } = useTranslation();
  const mayDeliver = useHasPermission('EntrepotRemittanceCheckout');
  if (document.delivery !== 'documents') return null;
  return (
    <Alert
      severity="info"
      icon={<LocalShippingIcon />}
      data-testid="sale-delivery"
      action={
        mayDeliver && (
          <Button color="inherit" size="small" startIcon={<OutboxIcon />} component={Link} to={generatePath(appRoutes.EntrepotRemittanceCheckout.path, { id: String(id) })} data-testid="sale-deliver">
            {t('warehouseDocuments.deliver')}
          </Button>
        )
      }
    >
      {t('invoices.deliveryOptions.documents')}
    </Alert>
  );
}

