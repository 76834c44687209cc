import { createContext, useContext } from 'react';

export interface MessageDialogOptions {
  title: string;
  message: string;
  /** extra lines under the message, e.g. the data of a 423 answer */
  details?: readonly string[];
}

export interface ConfirmDialogOptions {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

export interface Dialogs {
  /** shows a message with a close button; resolves when it is closed */
  message(options: MessageDialogOptions): Promise<void>;
  /** asks a yes/no question; resolves true when confirmed */
  confirm(options: ConfirmDialogOptions): Promise<boolean>;
}

export const DialogContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs needs a DialogProvider');
  return dialogs;
}
