// The confirmation before a destructive action (deleting a point of sale, a card type or an app,
// revoking a terminal's key) or a final send (a count, a transfer note, queued when offline):
// title, what will happen, the failed request's message (translated here) inside the dialog,
// cancel and a confirm button (red, waiting for a connection, unless told otherwise). Mounted
// only while open; closing on success is the caller's job, so a refused action can be retried.
// Full screen on phones, a centred card from the sm breakpoint up.
import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';
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
  cancelTestId,
  palette = 'red',
  worksOffline = false,
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
  cancelTestId?: string;
  /** Red for what destroys, brand for what sends (a count, a transfer note). */
  palette?: 'red' | 'brand';
  /** True when confirming queues the action offline instead of needing the server. */
  worksOffline?: boolean;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  const dialogSize = useDialogSize(size);
  const message = error === null || error === undefined ? null : errorMessage(error, i18n, online, translate);
  return (
    <DialogFrame
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      size={dialogSize}
      title={title}
      testId={testId}
      footer={
        <>
          <Button variant="outline" onClick={onClose} data-testid={cancelTestId}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button
            colorPalette={palette}
            onClick={onConfirm}
            loading={pending}
            disabled={!online && !worksOffline}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <ErrorAlert message={message} testId={errorTestId} />
        {children}
      </Stack>
    </DialogFrame>
  );
}
