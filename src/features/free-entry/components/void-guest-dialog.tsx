import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FreeEntryDto } from '../../../contract/free-entry';

/** Voiding cannot be undone: the door will refuse the entry (a new one needs another document). */
export function VoidGuestDialog({
  entry,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  entry: FreeEntryDto | null;
  pending: boolean;
  error: Error | null;
  onClose(): void;
  onConfirm(): void;
}) {
  const { t } = useLingui();
  if (!entry) return null;
  const name = entry.guestName;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="void-guest">
            <Dialog.Header>
              <Dialog.Title>
                <Trans>¿Anular la entrada de {name}?</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                <Trans>La puerta ya no la dejará ingresar. No se puede deshacer.</Trans>
              </Text>
              {error && (
                <Text color="red.fg" textStyle="sm" role="alert" mt="3">
                  {error.message}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cancelar</Trans>
              </Button>
              <Button colorPalette="red" loading={pending} onClick={onConfirm} data-testid="void-guest-confirm">
                <Trans>Anular</Trans>
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
