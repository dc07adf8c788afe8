// One transfer note: what it moves, where it stands, and the next step — edit or send a draft,
// receive a sent note entering what actually arrived (differences highlighted as they are typed).
// Printing shows only the note, with its number and room for signatures.
import { Box, Button, Card, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TransferNoteDetail } from '../../../../contract/inventory-transfers';
import { fDate } from '../../../../lib/format-date';
import { ArrowLeftIcon, EditIcon, PrintIcon } from '../../../../lib/ui/icons';
import { documentNumber } from '../../shared/document-number';
import { ArrowRightIcon, InboxInIcon, SendIcon } from '../../shared/icons';
import { useOnHandLive } from '../../shared/use-inventory-replica';
import { useSendTransferNote } from '../api/transfer-notes';
import { DifferencesBadge, TransferStatusBadge } from './common';
import { NoteLinesTable } from './note-lines-table';
import { ReceivePanel } from './receive-panel';
import { ActionError, Fact, refusedShortages, SendDialog, StepFact, shortagesOf } from './transfer-note-parts';
import { useNoteReceipt } from './use-note-receipt';

interface ViewProps {
  note: TransferNoteDetail;
  online: boolean;
  onBack(): void;
  onEdit(): void;
}

export function TransferNoteView({ note, online, onBack, onEdit }: ViewProps) {
  const { t, i18n } = useLingui();
  const send = useSendTransferNote();
  const [confirmSend, setConfirmSend] = useState(false);
  const receipt = useNoteReceipt(note, online);
  // What the origin holds (the replica), or what the server answered when it refused the send.
  const onHand = useOnHandLive(note.status === 'draft' ? note.from.id : undefined);
  const shortages = shortagesOf(note, onHand, send.error);
  const number = documentNumber(note.number);

  return (
    <Stack gap="5" data-testid="transfer-note-view" data-status={note.status}>
      <Flex gap="2" justify="space-between" wrap="wrap" className="no-print">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeftIcon /> <Trans>Volver a la lista</Trans>
        </Button>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" size="sm" onClick={() => window.print()} data-testid="note-print">
            <PrintIcon /> <Trans>Imprimir</Trans>
          </Button>
          {note.status === 'draft' && (
            <>
              <Button variant="outline" size="sm" onClick={onEdit} disabled={!online} data-testid="note-edit">
                <EditIcon /> <Trans>Editar</Trans>
              </Button>
              <Button
                colorPalette="brand"
                size="sm"
                onClick={() => setConfirmSend(true)}
                disabled={!online}
                data-testid="note-send"
              >
                <SendIcon /> <Trans>Enviar</Trans>
              </Button>
            </>
          )}
          {note.status === 'sent' && !receipt.receiving && (
            <Button colorPalette="brand" size="sm" onClick={receipt.start} data-testid="note-receive">
              <InboxInIcon /> <Trans>Recibir</Trans>
            </Button>
          )}
        </HStack>
      </Flex>

      {send.isError && !confirmSend && <ActionError error={send.error} />}

      <Card.Root
        variant="outline"
        bg="bg.panel"
        data-testid="transfer-note-print"
        _print={{ borderWidth: '0', boxShadow: 'none' }}
      >
        <Card.Body gap="5" p={{ base: '4', sm: '6' }} _print={{ p: '0' }}>
          <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
            <Stack gap="1">
              <Text textStyle="sm" color="fg.muted" fontWeight="medium">
                <Trans>Remito de transferencia</Trans>
              </Text>
              <Heading as="h2" size={{ base: 'xl', sm: '2xl' }} fontVariantNumeric="tabular-nums" data-testid="note-number">
                N° {number}
              </Heading>
            </Stack>
            <HStack gap="2" wrap="wrap">
              <TransferStatusBadge status={note.status} />
              {note.hasDifferences && <DifferencesBadge />}
            </HStack>
          </Flex>

          <Grid
            templateColumns={{ base: '1fr', sm: '1fr auto 1fr' }}
            gap="3"
            alignItems="center"
            _print={{ gridTemplateColumns: '1fr auto 1fr' }}
          >
            <Box borderWidth="1px" borderRadius="l2" p="3">
              <Fact label={t`Origen`}>{note.from.name}</Fact>
            </Box>
            <Box
              color="fg.muted"
              justifySelf="center"
              transform={{ base: 'rotate(90deg)', sm: 'none' }}
              _print={{ transform: 'none' }}
            >
              <ArrowRightIcon boxSize="5" />
            </Box>
            <Box borderWidth="1px" borderRadius="l2" p="3">
              <Fact label={t`Destino`}>{note.to.name}</Fact>
            </Box>
          </Grid>

          <Grid
            templateColumns={{ base: '1fr 1fr', sm: 'repeat(4, 1fr)' }}
            gap="4"
            _print={{ gridTemplateColumns: 'repeat(4, 1fr)' }}
          >
            <StepFact label={t`Creado`} at={note.createdAt} by={note.createdBy} />
            <StepFact label={t`Enviado`} at={note.sentAt} by={note.sentBy} />
            <StepFact label={t`Recibido`} at={note.receivedAt} by={note.receivedBy} />
            <Fact label={t`Noche`}>{note.nightDate ? fDate(note.nightDate, i18n) : '-'}</Fact>
          </Grid>
          {note.note && (
            <Fact label={t`Nota`}>
              <Text fontWeight="normal" whiteSpace="pre-wrap">
                {note.note}
              </Text>
            </Fact>
          )}

          <NoteLinesTable
            note={note}
            receiving={receipt.receiving}
            received={receipt.received}
            checks={receipt.checks}
            onLineChange={receipt.setLine}
          />

          {/* Only on paper: who handed over and who received, with their signatures. */}
          <Grid display="none" _print={{ display: 'grid' }} templateColumns="1fr 1fr" gap="10" pt="12">
            <Box borderTopWidth="1px" borderColor="fg" pt="2">
              <Trans>Entregó (firma y aclaración)</Trans>
            </Box>
            <Box borderTopWidth="1px" borderColor="fg" pt="2">
              <Trans>Recibió (firma y aclaración)</Trans>
            </Box>
          </Grid>
        </Card.Body>
      </Card.Root>

      {receipt.receiving && <ReceivePanel receipt={receipt} online={online} />}

      <SendDialog
        open={confirmSend}
        onOpenChange={setConfirmSend}
        note={note}
        sending={send.isPending}
        shortages={shortages}
        onConfirm={() =>
          send.mutate(
            { id: note.id, allowBelowZero: shortages.length > 0 },
            // Refused for stock the replica did not know was short: the dialog stays, now listing it.
            { onSuccess: () => setConfirmSend(false), onError: (e) => refusedShortages(e) || setConfirmSend(false) },
          )
        }
      />
    </Stack>
  );
}
