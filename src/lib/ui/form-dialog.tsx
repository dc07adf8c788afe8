// The frame of the app's form dialogs (card actions, cancellation decisions, …): title, what
// happens, the fields, what is missing, the server's refusal inside the dialog, confirm/cancel.
// Closing on success is the caller's job, so a refused action keeps what was typed. Full screen on
// phones, a centred card from the sm breakpoint up.
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { isApiError } from '../api-client';
import { useDialogSize } from './dialog-size';

interface FormDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  invalid?: string | null;
  /** Why confirming is not possible right now (offline): the button is disabled and this says why. */
  blocked?: string | null;
  onSubmit(): void;
  danger?: boolean;
  testId: string;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

export function FormDialog(p: FormDialogProps) {
  const { t } = useLingui();
  const dialogSize = useDialogSize(p.size ?? 'md');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.pending && !p.blocked) p.onSubmit();
  };
  return (
    <Dialog.Root
      open={p.open}
      onOpenChange={(e) => {
        if (!e.open && !p.pending) p.onClose();
      }}
      placement="center"
      size={dialogSize}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={p.testId} asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{p.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {p.description && (
                    <Text color="fg.muted" textStyle="sm">
                      {p.description}
                    </Text>
                  )}
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
                  {p.error !== null && p.error !== undefined && (
                    <Alert.Root status="error" variant="surface" borderRadius="l3" data-testid="dialog-error">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Description>{isApiError(p.error) ? p.error.message : t`Error desconocido`}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={p.onClose} disabled={p.pending}>
                  <Trans>Cancelar</Trans>
                </Button>
                <Button
                  type="submit"
                  colorPalette={p.danger ? 'red' : 'brand'}
                  loading={p.pending}
                  disabled={!!p.blocked}
                  data-testid="dialog-confirm"
                >
                  {p.confirmLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Cerrar`} disabled={p.pending} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
