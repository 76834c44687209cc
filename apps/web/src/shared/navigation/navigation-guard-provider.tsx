import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../dialogs/dialog-context.ts';
import { NavigationGuardContext, type NavigationGuard } from './navigation-guard-context.ts';

export function NavigationGuardProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const holds = useRef(0);

  const guard = useMemo<NavigationGuard>(
    () => ({
      hold: () => {
        holds.current += 1;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          holds.current -= 1;
        };
      },
      confirmLeave: async () =>
        holds.current === 0 ||
        dialogs.confirm({
          title: t('unsaved.title'),
          message: t('unsaved.text'),
          confirmText: t('unsaved.leave'),
          cancelText: t('unsaved.stay'),
        }),
    }),
    [dialogs, t],
  );

  return <NavigationGuardContext.Provider value={guard}>{children}</NavigationGuardContext.Provider>;
}
