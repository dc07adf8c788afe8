// The one frame of the app's form dialogs (records created and edited on the configuration
// screens, card actions, cancellation decisions, …): title, what happens, the server's refusal,
// the fields, what is missing, confirm/cancel. Closing on success is the caller's job, so a
// refused save keeps what was typed; an outside click never closes it, and nothing closes it
// while the save is running. Full screen on phones, a centred card from the sm breakpoint (600 px) up.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';
import { useDialogSize } from './dialog-size';
import { OfflineSaveAlert } from './online-only';
import { useErrorMessage } from './request-error';
import { ErrorAlert } from './status-alerts';

interface FormDialogProps {
  /** Defaults to true: most callers mount the dialog only while it is open. */
  open?: boolean;
  onClose(): void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** Defaults to brand; `danger` makes it red. */
  submitPalette?: string;
  danger?: boolean;
  pending: boolean;
  /** The failed save: an already translated message, or what was thrown (an API error's message). */
  error?: unknown;
  invalid?: string | null;
  /** Why confirming is not possible right now (offline): the button is disabled and this says why. */
  blocked?: string | null;
  /** Saving needs the server: say so up front while there is no connection. */
  onlineOnly?: boolean;
  /** Confirming is not possible yet for a reason the fields already show (a confirmation word not typed). */
  submitDisabled?: boolean;
  /** 'alertdialog' for an irreversible action. */
  role?: 'alertdialog';
  onSubmit(): void;
  testId: string;
  /** Defaults to `${testId}-error`. */
  errorTestId?: string;
  /** Defaults to `${testId}-submit`. */
  submitTestId?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

export function FormDialog(p: FormDialogProps) {
  const describeError = useErrorMessage();
  const dialogSize = useDialogSize(p.size ?? 'md');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.pending && !p.blocked && !p.submitDisabled) p.onSubmit();
  };
  const hasError = p.error !== null && p.error !== undefined && p.error !== '';
  const errorText = typeof p.error === 'string' ? p.error : describeError(p.error);
  return (
    <DialogFrame
      open={p.open}
      onOpenChange={(open) => {
        if (!open && !p.pending) p.onClose();
      }}
      title={p.title}
      testId={p.testId}
      role={p.role}
      size={dialogSize}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      closeDisabled={p.pending}
      form={{ onSubmit: submit, noValidate: true }}
      footer={
        <>
          <Button variant="outline" onClick={p.onClose} disabled={p.pending} type="button">
            <Trans>Cancelar</Trans>
          </Button>
          <Button
            type="submit"
            colorPalette={p.danger ? 'red' : (p.submitPalette ?? 'brand')}
            loading={p.pending}
            disabled={!!p.blocked || p.submitDisabled}
            data-testid={p.submitTestId ?? `${p.testId}-submit`}
          >
            {p.submitLabel}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {p.description && (
          <Text color="fg.muted" textStyle="sm">
            {p.description}
          </Text>
        )}
        {p.onlineOnly && <OfflineSaveAlert />}
        <ErrorAlert message={hasError ? errorText : null} testId={p.errorTestId ?? `${p.testId}-error`} />
        {p.children}
        {p.invalid && (
          <Text color="fg.error" textStyle="sm" data-testid="dialog-invalid">
            {p.invalid}
          </Text>
        )}
        {p.blocked && (
          <Text color="orange.fg" textStyle="sm" data-testid="dialog-blocked">
            {p.blocked}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
