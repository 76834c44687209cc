import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useInit } from '../../shared/session/session-queries.ts';
import { createAppTheme } from './theme.ts';

/**
 * A logged-in user's pages in the business's look (setting/index): dark or light, its colour and background. It
 * follows the init data, which a settings change refreshes for every member at once.
 */
export function BusinessLookProvider({ children }: { children: ReactNode }) {
  const { direction } = useLanguage();
  const session = useInit().data;
  const dark = session?.dark ?? false;
  const primary = session?.theme_color ?? null;
  const background = session?.backgroundColor ?? null;
  const outer = useTheme();
  const theme = useMemo(() => (primary === null ? null : createAppTheme(direction, { dark, primary, background })), [direction, dark, primary, background]);
  // One tree whether or not the look is known yet: the page under it keeps its state when the init data arrives.
  return (
    <ThemeProvider theme={theme ?? outer}>
      {theme && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
