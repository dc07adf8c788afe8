// Confirms deleting a point of sale that never sold and has no terminals. One with history is only
// deactivated (its sales and terminals keep pointing at it); the server refuses it anyway.
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PointOfSaleDto } from '../../../contract/pos';
import { MutationConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { useDeletePointOfSale } from '../api/points-of-sale';
import { translateMessage } from '../messages';

export function DeletePosDialog({ point, onClose }: { point: PointOfSaleDto; onClose(): void }) {
  const { t } = useLingui();
  const remove = useDeletePointOfSale();
  return (
    <MutationConfirmDialog
      title={<Trans>¿Borrar «{point.name}»?</Trans>}
      confirmLabel={<Trans>Borrar</Trans>}
      mutation={remove}
      variables={point.id}
      successToast={t`Se borró «${point.name}»`}
      onClose={onClose}
      translate={translateMessage}
      testId="delete-pos-dialog"
      errorTestId="delete-pos-error"
      confirmTestId="delete-pos-confirm"
    >
      <Text color="fg.muted">
        <Trans>No tiene ventas ni terminales. Se quita de la lista y no se puede deshacer.</Trans>
      </Text>
    </MutationConfirmDialog>
  );
}
