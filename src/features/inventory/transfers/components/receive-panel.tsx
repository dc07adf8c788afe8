// Under a note being received: how many lines differ from what was sent (they will be flagged and
// the stock managers told), an optional note, and the confirmation.
import { Button, Card, Field, Flex, HStack, Text, Textarea } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MAX_NOTE_LENGTH } from '../../../../contract/inventory-transfers';
import { AlertIcon } from '../../../../lib/ui/icons';
import { InboxInIcon } from '../../shared/icons';
import { ActionError } from './transfer-note-parts';
import type { NoteReceipt } from './use-note-receipt';

export function ReceivePanel({ receipt, online }: { receipt: NoteReceipt; online: boolean }) {
  const { t } = useLingui();
  const { differing } = receipt;
  return (
    <Card.Root variant="outline" bg="bg.panel" className="no-print" data-testid="receive-panel">
      <Card.Body gap="4" p={{ base: '4', sm: '6' }}>
        <HStack gap="2" color={differing > 0 ? 'orange.fg' : 'fg.muted'}>
          {differing > 0 && <AlertIcon boxSize="4" />}
          <Text textStyle="sm" fontWeight="medium" data-testid="receive-summary">
            {differing > 0 ? (
              <Plural
                value={differing}
                one="# línea no coincide con lo enviado: el remito quedará marcado con diferencias y se avisará a los responsables de stock."
                other="# líneas no coinciden con lo enviado: el remito quedará marcado con diferencias y se avisará a los responsables de stock."
              />
            ) : (
              <Trans>Todo coincide con lo enviado.</Trans>
            )}
          </Text>
        </HStack>
        <Field.Root>
          <Field.Label>
            <Trans>Nota de la recepción (opcional)</Trans>
          </Field.Label>
          <Textarea
            value={receipt.receiveNote}
            onChange={(e) => receipt.setReceiveNote(e.target.value)}
            maxLength={MAX_NOTE_LENGTH}
            rows={2}
            placeholder={t`Por ejemplo: llegó una botella rota`}
          />
        </Field.Root>
        {receipt.failed && <ActionError error={receipt.error} />}
        <Flex gap="2" justify="flex-end" wrap="wrap">
          <Button variant="ghost" onClick={receipt.cancel}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button
            colorPalette="brand"
            onClick={receipt.confirm}
            loading={receipt.pending}
            disabled={receipt.invalid || !online}
            data-testid="receive-confirm"
          >
            <InboxInIcon /> <Trans>Confirmar recepción</Trans>
          </Button>
        </Flex>
        {receipt.invalid && (
          <Text color="fg.error" textStyle="sm">
            <Trans>Revisa las cantidades marcadas: números de 0 en adelante, hasta 3 decimales.</Trans>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
