import { appRoutes } from '@hesab/contract';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import OutboxIcon from '@mui/icons-material/Outbox';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router';
import type { DocumentExtrasProps } from '../../shared/documents/document-layout.ts';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';

/** Where a sale's goods are delivered, and a purchase's taken in, when warehouse documents move them. */
const checkouts = {
  sell: { route: 'EntrepotRemittanceCheckout', command: 'warehouseDocuments.deliver', icon: <OutboxIcon /> },
  purchase: { route: 'EntrepotReceiptCheckout', command: 'warehouseDocuments.receive', icon: <MoveToInboxIcon /> },
} as const;

/** A sale delivered by remittances (a purchase received by receipts) says so on its form, with the way to do it. */
export function InvoiceDeliveryNotice({ id, document }: DocumentExtrasProps) {
  const { t } = useTranslation();
  const checkout = document.type === 'sell' || document.type === 'purchase' ? checkouts[document.type] : undefined;
  const mayCheckOut = useHasPermission(checkout?.route ?? '');
  if (document.delivery !== 'documents' || !checkout) return null;
  return (
    <Alert
      severity="info"
      icon={<LocalShippingIcon />}
      data-testid="invoice-delivery"
      action={
        mayCheckOut && (
          <Button color="inherit" size="small" startIcon={checkout.icon} component={Link} to={generatePath(appRoutes[checkout.route].path, { id: String(id) })} data-testid="invoice-checkout">
            {t(checkout.command)}
          </Button>
        )
      }
    >
      {t('invoices.deliveryOptions.documents')}
    </Alert>
  );
}
