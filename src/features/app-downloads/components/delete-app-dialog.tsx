// Confirms deleting an app: the entry leaves the list and its stored file is removed for good.
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AppDownloadDto } from '../../../contract/downloads';
import { MutationConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { useDeleteAppDownload } from '../api/app-downloads';

export function DeleteAppDialog({ app, onClose }: { app: AppDownloadDto; onClose(): void }) {
  const { t } = useLingui();
  const remove = useDeleteAppDownload();
  return (
    <MutationConfirmDialog
      title={<Trans>¿Borrar el aplicativo?</Trans>}
      confirmLabel={<Trans>Borrar</Trans>}
      mutation={remove}
      variables={app.id}
      successToast={t`Se borró «${app.name}»`}
      onClose={onClose}
      testId="delete-app-dialog"
      confirmTestId="delete-app-confirm"
    >
      <Text fontWeight="semibold">
        {app.name} {app.appVersion}
      </Text>
      <Text color="fg.muted">
        {app.hasFile ? (
          <Trans>Se quita de la lista y se borra su archivo del servidor. No se puede deshacer.</Trans>
        ) : (
          <Trans>Se quita de la lista. No se puede deshacer.</Trans>
        )}
      </Text>
    </MutationConfirmDialog>
  );
}
