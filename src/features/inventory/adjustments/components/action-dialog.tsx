// The frame of the two dialogs that write from these screens (resolving a recount, resetting a
// bar): a form with its fields, the failed attempt's message, what offline means for it, and
// cancel/confirm. Mounted only while open; closing on success is the caller's job.
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function ActionDialog({
  title,
  role,
  testId,
  formId,
  onSubmit,
  onClose,
  error,
  errorTestId,
  online,
  offlineText,
  submitLabel,
  submitPalette,
  submitDisabled,
  submitTestId,
  pending,
  children,
}: {
  title: ReactNode;
  role?: 'alertdialog';
  testId: string;
  formId: string;
  onSubmit(): void;
  onClose(): void;
  /** The failed attempt's message, already in the user's language; null shows nothing. */
  error: string | null;
  errorTestId: string;
  online: boolean;
  /** What offline means for this action, said while there is no connection. */
  offlineText: ReactNode;
  submitLabel: ReactNode;
  submitPalette: 'brand' | 'red';
  submitDisabled: boolean;
  submitTestId: string;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'xs', sm: 'md' }} role={role}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id={formId}
                onSubmit={(e) => {
                  e.preventDefault();
                  onSubmit();
                }}
              >
                <Stack gap="4">
                  {children}
                  {error !== null && (
                    <Alert.Root status="error" variant="surface" borderRadius="l2" data-testid={errorTestId}>
                      <Alert.Indicator />
                      <Alert.Description>{error}</Alert.Description>
                    </Alert.Root>
                  )}
                  {!online && (
                    <Text color="orange.fg" textStyle="sm">
                      {offlineText}
                    </Text>
                  )}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cancelar</Trans>
              </Button>
              <Button
                colorPalette={submitPalette}
                type="submit"
                form={formId}
                loading={pending}
                disabled={submitDisabled}
                data-testid={submitTestId}
              >
                {submitLabel}
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
