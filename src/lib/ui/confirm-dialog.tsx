// The confirmation before a destructive action (deleting a point of sale, a card type or an app,
// revoking a terminal's key) or a final send (a count, a transfer note, queued when offline):
// title, what will happen, the failed request's message (translated here) inside the dialog,
// cancel and a confirm button (red, waiting for a connection, unless told otherwise). Mounted
// only while open; closing on success is the caller's job, so a refused action can be retried.
// Full screen on phones, a centred card from the sm breakpoint up.
import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { toaster } from '../toaster';
import { DialogFrame } from './dialog-frame';
import { useDialogSize } from './dialog-size';
import { useOnline } from './online-only';
import { errorMessage, type MessageTranslator } from './request-error';
import { ErrorAlert } from './status-alerts';

type ConfirmDialogProps = {
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
};

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
}: ConfirmDialogProps) {
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

/** What MutationConfirmDialog needs of a TanStack mutation. */
interface ConfirmableMutation<V, R> {
  mutate(variables: V, options: { onSuccess: (result: R) => void }): void;
  isPending: boolean;
  error: unknown;
}

/**
 * A ConfirmDialog whose confirm button runs one mutation: on success an optional toast, then
 * `onDone` (by default `onClose`); on failure the error stays inside the dialog.
 */
export function MutationConfirmDialog<V, R>({
  mutation,
  variables,
  successToast,
  onDone,
  ...rest
}: Omit<ConfirmDialogProps, 'onConfirm' | 'pending' | 'error'> & {
  mutation: ConfirmableMutation<V, R>;
  variables: V;
  /** The success toast's title, or how to word it from the mutation's result. */
  successToast?: string | ((result: R) => string);
  onDone?(result: R): void;
}) {
  const confirm = () =>
    mutation.mutate(variables, {
      onSuccess: (result) => {
        if (successToast !== undefined) {
          toaster.create({ type: 'success', title: typeof successToast === 'string' ? successToast : successToast(result) });
        }
        (onDone ?? rest.onClose)(result);
      },
    });
  return <ConfirmDialog {...rest} onConfirm={confirm} pending={mutation.isPending} error={mutation.error} />;
}
