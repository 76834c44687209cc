import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../../shared/i18n/i18n.ts';

/** Colours of spec 01 section 9; the accent (pink) is the error colour, so error snackbars are pink. */
const brandColours = {
  primary: '#0066FF',
  secondary: '#696969',
  accent: '#E91E63',
  info: '#2196F3',
} as const;

export function createAppTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    palette: {
      primary: { main: brandColours.primary },
      secondary: { main: brandColours.secondary },
      error: { main: brandColours.accent },
      info: { main: brandColours.info },
      background: { default: '#F4F6FA' },
    },
    typography: {
      fontFamily: 'Vazirmatn, "Segoe UI", Tahoma, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
  });
}
