// The update banner (SPEC §4 "Version"): shown on every screen, signed in or not, when the
// server's version differs from the running app or a new service worker is waiting. It stays until
// used (a toast would hide after 3 s). The click flushes the outbox first: an update never leaves
// queued changes behind (version-check.ts).
import { Box, Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { checkVersion } from '../../lib/pwa/server-version';
import { countPending } from '../../lib/sync/outbox';
import { useReplica } from '../../lib/sync/replica-context';
import { lineIcon } from '../../lib/ui/nav-icons';
import { getWorkbox, hasWaitingUpdate, subscribeWaitingUpdate } from './register-service-worker';
import { RECHECK_AFTER_MS, reloadOnce, type UpdateOutcome, updateApp, type WorkerUpdater, workboxUpdater } from './version-check';

const UpdateIcon = lineIcon(
  'UpdateIcon',
  'M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8',
  'M21 3v5h-5',
  'M12 8v8',
  'm8 12 4 4 4-4',
);

type Phase = 'idle' | 'flushing' | 'updating' | Exclude<UpdateOutcome, 'reloading'>;

export interface UpdateBannerProps {
  /** Seams for tests; the defaults are the browser's. */
  fetch?: typeof fetch;
  reload?: () => void;
  /** undefined: the registered Workbox (none without service worker support: plain reload). */
  worker?: WorkerUpdater | null;
  isOnline?: () => boolean;
}

function defaultWorker(): WorkerUpdater | null {
  const wb = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? getWorkbox() : null;
  return wb ? workboxUpdater(wb) : null;
}

const browserOnline = () => navigator.onLine;

export function UpdateBanner({ fetch: fetchImpl, reload = reloadOnce, worker, isOnline = browserOnline }: UpdateBannerProps) {
  const { t } = useLingui();
  const replica = useReplica();
  const waiting = useSyncExternalStore(subscribeWaitingUpdate, hasWaitingUpdate, hasWaitingUpdate);
  const [newVersion, setNewVersion] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const busy = useRef(false);

  useEffect(() => {
    let cancelled = false;
    let lastCheck = 0;
    const run = () => {
      lastCheck = Date.now();
      void checkVersion(fetchImpl ? { fetch: fetchImpl } : {}).then((result) => {
        if (cancelled || result.status === 'failed') return;
        setNewVersion(result.status === 'different' ? result.version : null);
      });
    };
    run();
    // A tab left open for hours learns about a release when it comes back into view.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= RECHECK_AFTER_MS) run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [fetchImpl]);

  if (!newVersion && !waiting) return null;

  const onClick = async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase('updating');
    try {
      const outcome = await updateApp({
        countPending: replica ? () => countPending(replica.db) : null,
        sync: replica ? () => replica.engine.sync() : null,
        isOnline,
        worker: worker === undefined ? defaultWorker() : worker,
        reload,
        onFlushing: () => setPhase('flushing'),
      });
      // 'reloading': the button stays busy until the page goes.
      if (outcome !== 'reloading') {
        setPhase(outcome);
        busy.current = false;
      }
    } catch (error) {
      console.warn('Update failed', error);
      setPhase('idle');
      busy.current = false;
    }
  };

  const message =
    phase === 'flushing'
      ? t`Enviando cambios pendientes antes de actualizar…`
      : phase === 'offline-pending'
        ? t`Hay cambios sin enviar y no hay conexión: podrás actualizar cuando se hayan enviado.`
        : phase === 'pending'
          ? t`Hay cambios sin enviar: podrás actualizar cuando se hayan enviado. Vuelve a intentarlo en unos momentos.`
          : null;
  const warning = phase === 'offline-pending' || phase === 'pending';

  return (
    <Box
      data-testid="update-banner"
      data-phase={phase}
      data-version={newVersion ?? undefined}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      px={{ base: '3', sm: '4' }}
      pb="calc(env(safe-area-inset-bottom, 0px) + 12px)"
      pointerEvents="none"
    >
      <Box
        maxW="md"
        mx="auto"
        p="2"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l3"
        shadow="lg"
        pointerEvents="auto"
        colorPalette="brand"
      >
        <Button
          data-testid="update-button"
          width="full"
          size="md"
          h="auto"
          minH="11"
          py="2"
          whiteSpace="normal"
          textAlign="center"
          loading={phase === 'updating' || phase === 'flushing'}
          onClick={() => void onClick()}
        >
          <UpdateIcon boxSize="5" flexShrink={0} />
          {t`Haga click para actualizar a la nueva versión`}
        </Button>
        <Text
          role="status"
          aria-live="polite"
          data-testid="update-message"
          textStyle="sm"
          px="1"
          pt={message ? '2' : '0'}
          color={warning ? 'fg.warning' : 'fg.muted'}
          hidden={!message}
        >
          {message}
        </Text>
      </Box>
    </Box>
  );
}
