import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { emotionCaches } from './emotion-caches.ts';
import { createAppTheme } from './theme.ts';

/** Theme, style cache and <html dir lang> follow the interface language, so switching it needs no reload. */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const { language, direction } = useLanguage();
  const theme = useMemo(() => createAppTheme(direction), [direction]);

  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = language;
  }, [direction, language]);

  return (
    <CacheProvider value={emotionCaches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
