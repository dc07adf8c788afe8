// Confirms deleting an unused card type. A type with cards is never deleted (they keep pointing at
// it): the list offers to deactivate it instead, and the server refuses it anyway.
import { HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MutationConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { useDeleteCardType } from '../api/card-types';
import type { CardTypeView } from '../data/use-replicated-types';
import { translateMessage } from '../messages';
import { ColorSwatch } from './parts';

export function DeleteTypeDialog({ type, onClose }: { type: CardTypeView; onClose(): void }) {
  const { t } = useLingui();
  const remove = useDeleteCardType();
  return (
    <MutationConfirmDialog
      title={<Trans>¿Borrar el tipo de tarjeta?</Trans>}
      confirmLabel={<Trans>Borrar</Trans>}
      mutation={remove}
      variables={type.id}
      successToast={t`Se borró el tipo «${type.name}»`}
      onClose={onClose}
      translate={translateMessage}
      testId="delete-type-dialog"
      errorTestId="delete-type-error"
      confirmTestId="delete-type-confirm"
    >
      <HStack gap="2">
        <ColorSwatch color={type.color} />
        <Text fontWeight="semibold">{type.name}</Text>
      </HStack>
      <Text color="fg.muted">
        <Trans>Ninguna tarjeta usa este tipo. Se quita de la lista y no se puede deshacer.</Trans>
      </Text>
    </MutationConfirmDialog>
  );
}
