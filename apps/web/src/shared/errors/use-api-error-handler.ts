import { errorStatus } from '@hesab/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/api-error.ts';
import { useDialogs } from '../dialogs/dialog-context.ts';
import { useNotify } from '../notify/notify-context.ts';
import { blockingDetails, invalidFieldsText } from './error-text.ts';

const badGateway = 502;
const authPaths: readonly string[] = ['/login', '/mlogin', '/logout', '/mlogout'];

/** The shared handler of spec 01 section 8; every failed call ends here unless its caller handles it. */
export function useApiErrorHandler(): (error: unknown) => void {
  const { t } = useTranslation();
  const notify = useNotify();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) {
        console.error(error);
        notify.error(t('errors.unexpected'));
        return;
      }
      const { status, body } = error;
      switch (status) {
        case 0:
          notify.error(t('errors.network'));
          return;
        case errorStatus.unauthenticated:
          navigate('/logout');
          return;
        case badGateway:
          if (authPaths.includes(pathname)) notify.error(body.message ?? t('errors.serverUnavailable'));
          else navigate('/logout');
          return;
        case errorStatus.invalidFields: {
          const text = invalidFieldsText(body.errors);
          if (text) {
            notify.error(text);
            return;
          }
          break;
        }
        case errorStatus.blocked:
          void dialogs.message({
            title: t('errors.blockedTitle'),
            message: body.message ?? t('errors.unexpected'),
            details: blockingDetails(body.errors),
          });
          return;
        case errorStatus.planLimit:
          // The upgrade dialog comes first, offering the plans; the generic snackbar below still shows the server's message.
          void dialogs
            .confirm({ title: t('errors.planLimitTitle'), message: t('errors.planLimitText'), confirmText: t('plans.seePlans'), cancelText: t('plans.close') })
            .then((upgrade) => {
              if (upgrade) void navigate('/plans');
            });
          break;
      }
      if (status >= 400) notify.error(body.message ?? t('errors.unexpected'));
    },
    [t, notify, dialogs, navigate, pathname],
  );
}
