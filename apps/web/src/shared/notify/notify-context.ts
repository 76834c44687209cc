import { createContext, useContext } from 'react';

export interface Notifier {
  /** a green snackbar */
  success(message: string): void;
  /** a pink snackbar */
  error(message: string): void;
}

export const NotifyContext = createContext<Notifier | null>(null);

export function useNotify(): Notifier {
  const notifier = useContext(NotifyContext);
  if (!notifier) throw new Error('useNotify needs a NotifyProvider');
  return notifier;
}
