import type { ChequeStatus } from '@hesab/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { statusColors } from './cheque-statuses.ts';

/** A cheque's status as a coloured label (spec 01 section 4). */
export function ChequeStatusChip({ status }: { status: ChequeStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColors[status]}
      label={t(`cheques.statusOptions.${status}`)}
      data-testid="cheque-status"
      data-status={status}
    />
  );
}
