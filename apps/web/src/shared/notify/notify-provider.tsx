import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotifyContext, type Notifier } from './notify-context.ts';
import { afterNavigation, afterNotice, type Notice, type Severity } from './notice-queue.ts';

/**
 * The app's single snackbar queue: one notice at a time, the next when the current one has left. A success or a
 * move to another page drops the errors before it, so an error already answered never hides what came after.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [queue, setQueue] = useState<readonly Notice[]>([]);
  // The notice on its way out; the next one opens as it becomes the first.
  const [closedId, setClosedId] = useState<number | null>(null);
  const nextId = useRef(0);

  const notifier = useMemo<Notifier>(() => {
    const push = (severity: Severity, message: string) => {
      const notice = { id: nextId.current++, message, severity };
      setQueue((current) => afterNotice(current, notice));
    };
    return {
      success: (message) => push('success', message),
      error: (message) => push('error', message),
    };
  }, []);

  useEffect(() => {
    setQueue(afterNavigation);
  }, [pathname]);

  const current = queue[0];
  const close = (_event: unknown, reason?: string) => {
    if (reason !== 'clickaway' && current) setClosedId(current.id);
  };

  return (
    <NotifyContext.Provider value={notifier}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={current.id !== closedId}
          autoHideDuration={current.severity === 'error' ? 8000 : 5000}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          // Clicks pass through the notice to what it covers (a phone's save button);
          // only its close button catches them.
          sx={{ pointerEvents: 'none' }}
          slotProps={{
            transition: {
              onExited: () => setQueue((rest) => rest.filter((notice) => notice.id !== current.id)),
            },
          }}
        >
          <Alert
            variant="filled"
            severity={current.severity}
            onClose={close}
            closeText={t('common.close')}
            data-testid="snackbar"
            data-severity={current.severity}
            sx={{ width: '100%', alignItems: 'center', '& .MuiAlert-action': { pointerEvents: 'auto' } }}
          >
            {/* The page's direction; mixed parts (each message of a 422) come isolated from the error text. */}
            <span>{current.message}</span>
          </Alert>
        </Snackbar>
      )}
    </NotifyContext.Provider>
  );
}
