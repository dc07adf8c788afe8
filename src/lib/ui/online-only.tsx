// For screens that read and write the server directly (no local replica): whether the browser is
// online, and the notice such a screen shows while it is not (what it can and cannot do then).
import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { NoticeAlert } from './notice-alert';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** "This screen needs a connection": shown while offline; `children` says what still works. */
/** `title`: for a screen that still works offline, what to say instead of "needs internet". */
export function OfflineNotice({ children, title }: { children?: ReactNode; title?: ReactNode }) {
  return (
    <NoticeAlert
      status="warning"
      title={title ?? <Trans>Sin conexión: esta pantalla necesita internet</Trans>}
      testId="offline-notice"
      noPrint
    >
      {children ?? <Trans>Los datos se actualizan y se guardan cuando vuelva la conexión.</Trans>}
    </NoticeAlert>
  );
}

/** Above a form that saves to the server: shown only while offline. */
export function OfflineSaveAlert() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert.Root status="warning" variant="subtle" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>Sin conexión: podrás guardar cuando vuelva la conexión.</Trans>
      </Alert.Title>
    </Alert.Root>
  );
}

/** The notice of a screen that works with the server only: shown while offline, nothing online. */
export function OfflineOnlyNotice({ children, title }: { children?: ReactNode; title?: ReactNode }) {
  const online = useOnline();
  if (online) return null;
  return <OfflineNotice title={title}>{children}</OfflineNotice>;
}
