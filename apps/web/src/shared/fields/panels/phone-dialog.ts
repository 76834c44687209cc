import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** The panel dialogs fill the screen on a phone (spec 01 section 2) and keep their width elsewhere. */
export function usePhoneDialog(maxWidth: number) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return { fullScreen, fullWidth: true, maxWidth: false, slotProps: { paper: { sx: fullScreen ? {} : { maxWidth } } } } as const;
}
