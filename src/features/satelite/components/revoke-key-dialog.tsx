// Confirms revoking a terminal's key: from then on its batches are refused (401) until a new key
// is generated. Sales it already sent stay.
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TerminalDto } from '../../../contract/satelite';
import { MutationConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { untranslated } from '../../../lib/ui/request-error';
import { useRevokeKey } from '../api/terminals';

export function RevokeKeyDialog({ terminal, onClose }: { terminal: TerminalDto; onClose(): void }) {
  const { t } = useLingui();
  const revoke = useRevokeKey();
  return (
    <MutationConfirmDialog
      title={<Trans>¿Revocar la clave?</Trans>}
      confirmLabel={<Trans>Revocar</Trans>}
      mutation={revoke}
      variables={terminal.id}
      successToast={t`Se revocó la clave de «${terminal.name}»`}
      onClose={onClose}
      translate={untranslated}
      testId="revoke-key-dialog"
      errorTestId="revoke-key-error"
      confirmTestId="revoke-key-confirm"
    >
      <Text>
        <Trans>
          La terminal <b>{terminal.name}</b> ({terminal.keyPrefix}…) no podrá enviar más ventas hasta que se le genere una clave
          nueva. Las ventas que ya envió no cambian.
        </Trans>
      </Text>
    </MutationConfirmDialog>
  );
}
