import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { FreeEntryDto } from '../../../contract/free-entry';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { freeEntryMessage } from '../messages';

/**
 * Voiding cannot be undone: the door will refuse the entry. The guest's document is free again for
 * that night, so a corrected entry can be added.
 */
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
  if (!entry) return null;
  const name = entry.guestName;
  return (
    <ConfirmDialog
      title={<Trans>¿Anular la entrada de {name}?</Trans>}
      confirmLabel={<Trans>Anular</Trans>}
      onConfirm={onConfirm}
      onClose={onClose}
      pending={pending}
      error={error}
      translate={freeEntryMessage}
      size="sm"
      testId="void-guest"
      confirmTestId="void-guest-confirm"
    >
      <Text>
        <Trans>La puerta ya no la dejará ingresar. No se puede deshacer.</Trans>
      </Text>
    </ConfirmDialog>
  );
}
