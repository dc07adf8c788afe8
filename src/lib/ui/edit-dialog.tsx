// The dialog the configuration screens create and edit records in (points of sale, nights, stock
// catalogue): full screen on phones, centred from md up. Unlike form-dialog.tsx it is mounted only
// while open, says up front when there is no connection, and shows the failed save's (already
// translated) message above the fields, so a refused save keeps what was typed.
import { Alert, Button, CloseButton, Dialog, Portal, Stack, useBreakpointValue } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { useOnline } from './online-only';
import { ErrorAlert } from './status-alerts';

export function EditDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitPalette = 'brand',
  saving,
  error,
  size = 'md',
  children,
  testId,
  errorTestId = testId ? `${testId}-error` : undefined,
  submitTestId = testId ? `${testId}-submit` : undefined,
}: {
  title: string;
  onClose(): void;
  onSubmit(): void;
  submitLabel: string;
  submitPalette?: string;
  saving: boolean;
  error: string | null;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
  testId?: string;
  /** Defaults to `${testId}-error`. */
  errorTestId?: string;
  /** Defaults to `${testId}-submit`. */
  submitTestId?: string;
}) {
  const { t } = useLingui();
  const online = useOnline();
  // Responsive sizes would keep the phone's full-screen min-height on larger screens: pick one.
  const fullOnPhone = useBreakpointValue<'full' | typeof size>({ base: 'full', md: size });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      size={fullOnPhone ?? size}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid={testId}>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {!online && (
                    <Alert.Root status="warning" variant="subtle" borderRadius="l2">
                      <Alert.Indicator />
                      <Alert.Title>
                        <Trans>Sin conexión: podrás guardar cuando vuelva la conexión.</Trans>
                      </Alert.Title>
                    </Alert.Root>
                  )}
                  <ErrorAlert message={error} testId={errorTestId} />
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} type="button">
                  <Trans>Cancelar</Trans>
                </Button>
                <Button type="submit" colorPalette={submitPalette} loading={saving} data-testid={submitTestId}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Cerrar`} type="button" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
