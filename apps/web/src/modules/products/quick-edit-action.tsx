import type { ResourceRecord } from '@hesab/contract';
import BoltIcon from '@mui/icons-material/Bolt';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useKeyShortcut } from '../../shared/hooks/use-key-shortcut.ts';

const buttonTestId = 'row-quick-edit';

/** A row's button opening the quick edit. */
export function QuickEditButton({ row, onOpen }: { row: ResourceRecord; onOpen(row: ResourceRecord): void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('productTools.quickEdit.open')}>
      <IconButton size="small" onClick={() => onOpen(row)} aria-label={t('productTools.quickEdit.open')} data-testid={buttonTestId}>
        <BoltIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/**
 * shift+F1 opens the quick edit of the row holding the focus, else of the first row. The list page owns its rows,
 * so the key presses that row's own button.
 */
export function useQuickEditKey(enabled: boolean): void {
  useKeyShortcut(
    { key: 'F1', shift: true },
    () => {
      const selector = `[data-testid="${buttonTestId}"]`;
      const focused = document.activeElement?.closest('tr')?.querySelector<HTMLElement>(selector);
      (focused ?? document.querySelector<HTMLElement>(selector))?.click();
    },
    enabled,
  );
}
