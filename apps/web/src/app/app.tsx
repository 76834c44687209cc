import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { DialogProvider } from '../shared/dialogs/dialog-provider.tsx';
import { NavigationGuardProvider } from '../shared/navigation/navigation-guard-provider.tsx';
import { NotifyProvider } from '../shared/notify/notify-provider.tsx';
import { DirectionProvider } from './providers/direction-provider.tsx';
import { QueryProvider } from './providers/query-provider.tsx';
import { RecordShortcutsProvider } from './providers/record-shortcuts-provider.tsx';
import { AppRoutes } from './routes/app-routes.tsx';

/** The order matters: the error handler under QueryProvider needs the router, snackbars and dialogs. */
export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <DirectionProvider>
          <NotifyProvider>
            <DialogProvider>
              <NavigationGuardProvider>
                <QueryProvider>
                  <RecordShortcutsProvider>
                    <AppRoutes />
                  </RecordShortcutsProvider>
                </QueryProvider>
              </NavigationGuardProvider>
            </DialogProvider>
          </NotifyProvider>
        </DirectionProvider>
      </BrowserRouter>
    </StrictMode>
  );
}
