import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DialogContext,
  type ConfirmDialogOptions,
  type Dialogs,
  type MessageDialogOptions,
} from './dialog-context.ts';

type Request =
  | { id: number; kind: 'message'; options: MessageDialogOptions; resolve: () => void }
  | { id: number; kind: 'confirm'; options: ConfirmDialogOptions; resolve: (confirmed: boolean) => void };

/** Shows app-wide dialogs one after another, so an error dialog never hides a question. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Request[]>([]);
  const nextId = useRef(0);

  const dialogs = useMemo<Dialogs>(
    () => ({
      message: (options) =>
        new Promise<void>((resolve) => {
          setQueue((current) => [...current, { id: nextId.current++, kind: 'message', options, resolve }]);
        }),
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          setQueue((current) => [...current, { id: nextId.current++, kind: 'confirm', options, resolve }]);
        }),
    }),
    [],
  );

  const current = queue[0];
  const finish = (confirmed: boolean) => {
    if (!current) return;
    if (current.kind === 'confirm') current.resolve(confirmed);
    else current.resolve();
    setQueue((rest) => rest.slice(1));
  };
  const titleId = `app-dialog-title-${current?.id ?? 0}`;

  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {current && (
        <Dialog
          key={current.id}
          open
          onClose={() => finish(false)}
          aria-labelledby={titleId}
          maxWidth="xs"
          fullWidth
          data-testid={current.kind === 'confirm' ? 'confirm-dialog' : 'message-dialog'}
        >
          <DialogTitle id={titleId}>{current.options.title}</DialogTitle>
          <DialogContent>
            <DialogContentText>{current.options.message}</DialogContentText>
            {current.kind === 'message' && current.options.details && current.options.details.length > 0 && (
              <DialogContentText component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
                {current.options.details.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            {current.kind === 'confirm' ? (
              <>
                <Button onClick={() => finish(false)} autoFocus>
                  {current.options.cancelText}
                </Button>
                <Button color="error" onClick={() => finish(true)}>
                  {current.options.confirmText}
                </Button>
              </>
            ) : (
              <Button onClick={() => finish(false)} autoFocus>
                {t('common.close')}
              </Button>
            )}
          </DialogActions>
        </Dialog>
      )}
    </DialogContext.Provider>
  );
}
