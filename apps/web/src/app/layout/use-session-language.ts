import type { Language } from '@hesab/i18n';
import { useEffect } from 'react';
import { chooseLanguage, storedLanguage } from '../../shared/i18n/i18n.ts';

/** Until the user picks a language on this browser, the interface follows the language saved with their account. */
export function useSessionLanguage(accountLanguage: Language | undefined): void {
  useEffect(() => {
    if (accountLanguage && storedLanguage() === null) chooseLanguage(accountLanguage);
  }, [accountLanguage]);
}
