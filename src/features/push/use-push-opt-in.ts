// The opt-in hook of the user menu: the current push state, `enable()` with the success toast of
// SPEC §8, the stored token cleared when our worker turns redundant, and foreground messages
// refreshing the bell's list.
import { useLingui } from '@lingui/react/macro';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import {
  appServiceWorker,
  clearPushToken,
  clearTokenWhenWorkerRedundant,
  firebasePushConfig,
  isPushSupported,
  onForegroundPush,
  readPushToken,
  requestPushToken,
  savePushToken,
} from '../../lib/push';
import { accountKeys } from '../../lib/query-keys';
import { toaster } from '../../lib/toaster';
import { savePushTokenOnServer } from './api/save-push-token';
import { initialPushState, optInToPush, type PushOptInDeps, type PushState } from './push-opt-in';

/** The bell's query (src/features/notifications): refetched when a push arrives in the foreground. */

function browserDeps(): PushOptInDeps {
  const supported = isPushSupported();
  return {
    supported,
    configured: firebasePushConfig() !== null,
    permission: () => (supported ? Notification.permission : 'denied'),
    requestPermission: () => Notification.requestPermission(),
    requestToken: requestPushToken,
    storedToken: readPushToken,
    storeToken: savePushToken,
    clearToken: clearPushToken,
    saveOnServer: savePushTokenOnServer,
  };
}

export function usePushOptIn(): { state: PushState; enable: () => Promise<void> } {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // Optional: the menu also renders where no query client is provided (some tests).
  const queryClient = useContext(QueryClientContext);
  const [state, setState] = useState<PushState>(() => initialPushState(browserDeps()));

  useEffect(() => {
    if (state !== 'on') return;
    let stop: () => void = () => undefined;
    let cancelled = false;
    void appServiceWorker()
      .then((registration) => {
        if (!cancelled) stop = clearTokenWhenWorkerRedundant(registration, () => setState('off'));
      })
      .catch(() => undefined);
    const stopMessages = onForegroundPush(() => {
      void queryClient?.invalidateQueries({ queryKey: accountKeys.of('notifications') });
    });
    return () => {
      cancelled = true;
      stop();
      stopMessages();
    };
  }, [state, queryClient]);

  // The server words this device's pushes in the language it saved the token with (the request's
  // Accept-Language): save it again at start and whenever the interface language changes.
  useEffect(() => {
    const token = state === 'on' && locale ? readPushToken() : null;
    if (token) void savePushTokenOnServer(token).catch(() => undefined);
  }, [state, locale]);

  const enable = useCallback(async () => {
    const outcome = await optInToPush(browserDeps(), setState);
    setState(outcome.state);
    if (outcome.state === 'on') {
      toaster.create({ type: 'success', title: t`Ya puedes recibir notificaciones push` });
    } else if (outcome.error) {
      const message = isApiError(outcome.error) ? outcome.error.message : t`No se pudieron activar las notificaciones push`;
      toaster.create({ type: 'error', title: message });
    }
  }, [t]);

  return { state, enable };
}
