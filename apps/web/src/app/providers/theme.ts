import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../../shared/i18n/i18n.ts';

/** Colours of spec 01 section 9; the accent (pink) is the error colour, so error snackbars are pink. */
const brandColours = {
  primary: '#0066FF',
  secondary: '#696969',
  accent: '#E91E63',
  info: '#2196F3',
} as const;

/** How the business chose to look (setting/index, issue 20): dark or light, its main colour, its page background. */
export interface BusinessLook {
  dark: boolean;
  primary: string;
  background: string | null;
}

export function createAppTheme(direction: Direction, look?: BusinessLook): Theme {
  const dark = look?.dark === true;
  return createTheme({
    direction,
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: look?.primary ?? brandColours.primary },
      secondary: { main: brandColours.secondary },
      error: { main: brandColours.accent },
      info: { main: brandColours.info },
      background: { default: look?.background ?? (dark ? '#121212' : '#F4F6FA') },
    },
    typography: {
      fontFamily: 'Vazirmatn, "Segoe UI", Tahoma, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
  });
}
