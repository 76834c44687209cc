import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

interface DocumentStateChipProps {
  state: 'temporary' | 'permanent';
  locked: boolean;
}

/** A document's state as a chip (temporary amber, permanent green) and, when locked, a lock. */
export function DocumentStateChip({ state, locked }: DocumentStateChipProps) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Chip
        size="small"
        variant="outlined"
        color={state === 'permanent' ? 'success' : 'warning'}
        label={t(`documents.states.${state}`)}
        data-testid="document-state"
        data-state={state}
      />
      {locked && (
        <Tooltip title={t('documents.locked')}>
          <LockIcon fontSize="small" color="action" aria-label={t('documents.locked')} data-testid="document-locked" />
        </Tooltip>
      )}
    </Box>
  );
}
