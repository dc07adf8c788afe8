// A movement's receipts: the photos and PDFs attached to it, downloaded with the session's token,
// and an upload (the server checks size, type and content).
import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { MAX_RECEIPT_BYTES, type MovementDto, RECEIPT_ACCEPT, receiptKindOf } from '../../../contract/cashflow';
import { fDateTime } from '../../../lib/format-date';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { openReceipt, useAttachmentsQuery, useUploadReceipt } from '../api/cashflow';

export function ReceiptsDialog({ movement, onClose }: { movement: MovementDto; onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const list = useAttachmentsQuery(movement.id);
  const upload = useUploadReceipt();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!receiptKindOf(file.name)) return setError(t`Elige una foto (.jpg, .png, .webp) o un .pdf`);
    if (file.size > MAX_RECEIPT_BYTES) return setError(t`El archivo supera los 10 MB`);
    setError(null);
    upload.mutate({ movementId: movement.id, file }, { onError: (e) => setError(errorMessage(e, i18n, online)) });
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="receipts-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Comprobantes</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <ErrorAlert message={error} testId="receipts-error" />
                {(list.data ?? []).length === 0 && (
                  <Text color="fg.muted">
                    <Trans>Este movimiento todavía no tiene comprobantes.</Trans>
                  </Text>
                )}
                {(list.data ?? []).map((a) => (
                  <HStack key={a.id} justify="space-between" borderBottomWidth="1px" pb="2">
                    <Stack gap="0">
                      <Text fontWeight="medium">{a.fileName}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {fDateTime(a.createdAt, i18n)} · {Math.ceil(a.fileSize / 1024)} KB
                      </Text>
                    </Stack>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void openReceipt(a).catch(() => setError(t`No se pudo descargar`))}
                    >
                      <Trans>Descargar</Trans>
                    </Button>
                  </HStack>
                ))}
                <input ref={input} type="file" accept={RECEIPT_ACCEPT} hidden onChange={(e) => pick(e.target.files?.[0])} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cerrar</Trans>
              </Button>
              <Button colorPalette="brand" loading={upload.isPending} disabled={!online} onClick={() => input.current?.click()}>
                <Trans>Adjuntar comprobante</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
