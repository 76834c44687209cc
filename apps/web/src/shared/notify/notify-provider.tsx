import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotifyContext, type Notifier } from './notify-context.ts';

type Severity = 'success' | 'error';

interface Notice {
  id: number;
  message: string;
  severity: Severity;
}

/** The app's single snackbar queue: one notice at a time, the next when the current one has left. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Notice[]>([]);
  const [open, setOpen] = useState(true);
  const nextId = useRef(0);

  const notifier = useMemo<Notifier>(() => {
    const push = (severity: Severity, message: string) => {
      const notice = { id: nextId.current++, message, severity };
      setQueue((current) => [...current, notice]);
    };
    return {
      success: (message) => push('success', message),
      error: (message) => push('error', message),
    };
  }, []);

  const current = queue[0];
  const close = (_event: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <NotifyContext.Provider value={notifier}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={current.severity === 'error' ? 8000 : 5000}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          // Clicks pass through the notice to what it covers (a phone's save button);
          // only its close button catches them.
          sx={{ pointerEvents: 'none' }}
          slotProps={{
            transition: {
              onExited: () => {
                setQueue((rest) => rest.slice(1));
                setOpen(true);
              },
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
            {/* A message that starts in Latin script, like the 422 text "error : #…", reads left to right. */}
            <span dir="auto">{current.message}</span>
          </Alert>
        </Snackbar>
      )}
    </NotifyContext.Provider>
  );
}
