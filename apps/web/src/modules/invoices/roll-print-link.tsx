import { appRoutes } from '@hesab/contract';
import ReceiptIcon from '@mui/icons-material/Receipt';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPermission } from '../../shared/hooks/use-has-permission.ts';

/** The invoice print page's link to its roll print, for whoever may open it. */
export function RollPrintLink({ id }: { id: number }) {
  const { t } = useTranslation();
  if (!useHasPermission('RollPrint')) return null;
  return (
    <Button variant="outlined" startIcon={<ReceiptIcon />} component={Link} to={appRoutes.RollPrint.path.replace(':id?', String(id))} data-testid="roll-print-open">
      {t('invoiceScreens.rollPrint')}
    </Button>
  );
}
