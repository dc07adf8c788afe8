// The confirmation before a destructive action (deleting a point of sale, a card type or an app,
// revoking a terminal's key): title, what will happen, the failed request's message (translated
// here) inside the dialog, cancel and a red confirm button that waits for a connection. Mounted
// only while open; closing on success is the caller's job, so a refused action can be retried.
// Full screen on phones, a centred card from the sm breakpoint up.
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDialogSize } from './dialog-size';
import { useOnline } from './online-only';
import { errorMessage, type MessageTranslator } from './request-error';
import { ErrorAlert } from './status-alerts';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending,
  error,
  translate,
  size = 'md',
  testId,
  errorTestId,
  confirmTestId,
}: {
  title: ReactNode;
  /** What confirming does. */
  children: ReactNode;
  confirmLabel: ReactNode;
  onConfirm(): void;
  onClose(): void;
  pending: boolean;
  /** The last attempt's failure (a mutation's `error`); null or undefined shows nothing. */
  error: unknown;
  /** How the server's message is put in the interface language (see request-error.ts). */
  translate?: MessageTranslator;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  testId: string;
  errorTestId?: string;
  confirmTestId: string;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const dialogSize = useDialogSize(size);
  const message = error === null || error === undefined ? null : errorMessage(error, i18n, online, translate);
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center" size={dialogSize}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <ErrorAlert message={message} testId={errorTestId} />
                {children}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cancelar</Trans>
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={pending} disabled={!online} data-testid={confirmTestId}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Cerrar`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
