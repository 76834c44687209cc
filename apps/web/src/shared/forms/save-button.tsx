import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The keys of spec 01's save shortcut, as `useSubmitShortcut` listens for them. */
const saveKeys = 'Shift+F3';

interface SaveButtonProps {
  /** a save is under way: the button waits with a spinner */
  busy: boolean;
  disabled?: boolean;
  testId: string;
}

/** A form's submit button, showing its shortcut on its face so the keyboard user learns it. */
export function SaveButton({ busy, disabled, testId }: SaveButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      title={t('form.saveShortcut')}
      aria-keyshortcuts={saveKeys}
      data-testid={testId}
      sx={{ minWidth: 120 }}
    >
      {t('form.save')}
      <Box
        component="kbd"
        dir="ltr"
        data-testid={`${testId}-shortcut`}
        sx={{ ml: 1, fontFamily: 'inherit', fontSize: '0.75em', opacity: 0.8, fontWeight: 400 }}
      >
        {saveKeys}
      </Box>
    </Button>
  );
}
