import BackspaceIcon from '@mui/icons-material/Backspace';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { localizeDigits } from '@hesab/domain';
import { useTranslation } from 'react-i18next';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { keypadKeys, type KeypadKey } from './quick-edit.ts';

/** Spec 01 section 2: the quick edit's keypad is 325 wide. */
const keypadWidth = 325;

/** A keypad for touch screens; pressing keeps the focus in the field it types into. */
export function NumericKeypad({ onKey }: { onKey(key: KeypadKey): void }) {
  const { t } = useTranslation();
  const { language } = useFormatContext();
  const press = (key: KeypadKey) => ({
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    onClick: () => onKey(key),
    'data-testid': `keypad-${key}`,
  });
  return (
    <Box
      role="group"
      aria-label={t('productTools.quickEdit.keypad')}
      sx={{ width: keypadWidth, maxWidth: '100%', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, direction: 'ltr' }}
    >
      {keypadKeys.map((key) =>
        key === 'back' ? (
          <Button key={key} variant="outlined" aria-label={t('productTools.quickEdit.backspace')} {...press(key)}>
            <BackspaceIcon fontSize="small" />
          </Button>
        ) : (
          <Button key={key} variant="outlined" sx={{ fontSize: '1.1rem' }} {...press(key)}>
            {localizeDigits(key, language)}
          </Button>
        ),
      )}
      <Button variant="text" color="secondary" sx={{ gridColumn: 'span 3' }} {...press('clear')}>
        {t('productTools.quickEdit.clear')}
      </Button>
    </Box>
  );
}
