// Sign-out that never loses work: with an empty outbox the replica is wiped and the session ends;
// with changes not yet on the server a dialog offers to sync first, to sign out anyway (the
// changes stay on this device and go out at the next sign-in) or to stay.
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef, useState } from 'react';
import { withPushTokenRelease } from '../../../lib/push';
import { useOutboxCountsLive, useReplica, useReplicaStore, useSyncStatus } from '../../../lib/sync/use-replica';
import { toaster } from '../../../lib/toaster';
import { setAttentionInboxOpen } from '../attention-inbox-state';
import { RefreshIcon } from './sync-icons';

type Busy = 'sync' | 'logout' | null;

interface DialogState {
  open: boolean;
  pending: number;
  /** A sync ran and changes are still waiting (offline meanwhile, rejected, retrying later). */
  stillPending: boolean;
  busy: Busy;
}

const CLOSED: DialogState = { open: false, pending: 0, stillPending: false, busy: null };

export interface LogoutFlow {
  /** What the user menu's "Cerrar sesión" runs. */
  start(): Promise<void>;
  state: DialogState;
  syncFirst(): Promise<void>;
  signOutAnyway(): Promise<void>;
  cancel(): void;
}

export function useLogoutFlow({ onSignedOut }: { onSignedOut: () => unknown }): LogoutFlow {
  const { t } = useLingui();
  const replicaStore = useReplicaStore();
  // Signing out also deletes this device's push token on the server (SPEC §7).
  const store = useMemo(() => withPushTokenRelease(replicaStore), [replicaStore]);
  const replica = useReplica();
  const [state, setState] = useState<DialogState>(CLOSED);

  const fail = useCallback(() => {
    setState((s) => ({ ...s, busy: null }));
    toaster.create({ type: 'error', title: t`Hubo un error al cerrar sesión` });
  }, [t]);

  const done = useCallback(async () => {
    setState(CLOSED);
    await onSignedOut();
  }, [onSignedOut]);

  const start = useCallback(async () => {
    try {
      const outcome = await store.logout();
      if (outcome.status === 'pending') setState({ open: true, pending: outcome.pending, stillPending: false, busy: null });
      else await done();
    } catch {
      fail();
    }
  }, [store, done, fail]);

  const syncFirst = useCallback(async () => {
    setState((s) => ({ ...s, busy: 'sync' }));
    try {
      await replica?.engine.sync();
      const outcome = await store.logout();
      if (outcome.status === 'pending') setState({ open: true, pending: outcome.pending, stillPending: true, busy: null });
      else await done();
    } catch {
      fail();
    }
  }, [replica, store, done, fail]);

  const signOutAnyway = useCallback(async () => {
    setState((s) => ({ ...s, busy: 'logout' }));
    try {
      await store.logout({ keepPending: true });
      await done();
    } catch {
      fail();
    }
  }, [store, done, fail]);

  const cancel = useCallback(() => setState(CLOSED), []);

  return { start, state, syncFirst, signOutAnyway, cancel };
}

/** The "Hay cambios sin enviar" dialog of a `useLogoutFlow`. */
export function PendingChangesDialog({ flow }: { flow: LogoutFlow }) {
  const { t } = useLingui();
  const status = useSyncStatus();
  const rejected = useOutboxCountsLive()?.rejected ?? 0;
  const { open, pending, stillPending, busy } = flow.state;
  const online = status ? status.online : typeof navigator === 'undefined' || navigator.onLine;
  // The safe choice has the focus when the dialog opens.
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open && busy === null) flow.cancel();
      }}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size={{ base: 'xs', sm: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="logout-pending-dialog" data-pending={pending} mx="4">
            <Dialog.Header pe="12">
              <Dialog.Title>
                <Trans>Hay cambios sin enviar</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>
                  <Plural
                    value={pending}
                    one="# cambio guardado en este dispositivo todavía no llegó al servidor. Si cierras sesión ahora, queda guardado aquí y se enviará cuando vuelvas a iniciar sesión."
                    other="# cambios guardados en este dispositivo todavía no llegaron al servidor. Si cierras sesión ahora, quedan guardados aquí y se enviarán cuando vuelvas a iniciar sesión."
                  />
                </Dialog.Description>
                {stillPending && (
                  <Text textStyle="sm" color="orange.fg" fontWeight="medium" data-testid="logout-still-pending" role="status">
                    <Trans>Se sincronizó, pero todavía quedan cambios sin enviar.</Trans>
                  </Text>
                )}
                {rejected > 0 && (
                  <Stack gap="2" align="flex-start">
                    <Text textStyle="sm" color="fg.muted">
                      <Plural
                        value={rejected}
                        one="El servidor rechazó # de ellos: revísalo en «Requieren atención» para reintentarlo o descartarlo."
                        other="El servidor rechazó # de ellos: revísalos en «Requieren atención» para reintentarlos o descartarlos."
                      />
                    </Text>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={busy !== null}
                      onClick={() => {
                        flow.cancel();
                        setAttentionInboxOpen(true);
                      }}
                    >
                      <Trans>Requieren atención ({rejected})</Trans>
                    </Button>
                  </Stack>
                )}
                {!online && (
                  <Text textStyle="sm" color="fg.muted" data-testid="logout-offline-reason">
                    <Trans>Sin conexión no se puede sincronizar. Conéctate a internet o cierra sesión igualmente.</Trans>
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer
              flexDirection={{ base: 'column-reverse', sm: 'row' }}
              flexWrap={{ sm: 'wrap' }}
              justifyContent="flex-end"
              alignItems="stretch"
              gap="2"
            >
              <Button ref={cancelRef} variant="ghost" onClick={flow.cancel} disabled={busy !== null}>
                <Trans>Cancelar</Trans>
              </Button>
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => void flow.signOutAnyway()}
                loading={busy === 'logout'}
                disabled={busy === 'sync'}
              >
                <Trans>Cerrar sesión igualmente</Trans>
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => void flow.syncFirst()}
                loading={busy === 'sync'}
                loadingText={t`Sincronizando…`}
                disabled={!online || busy === 'logout'}
                title={online ? undefined : t`Sin conexión no se puede sincronizar`}
              >
                <RefreshIcon />
                <Trans>Sincronizar ahora</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Cerrar`} disabled={busy !== null} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
