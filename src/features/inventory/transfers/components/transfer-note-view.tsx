// One transfer note: what it moves, where it stands, and the next step — edit or send a draft,
// receive a sent note entering what actually arrived (differences highlighted as they are typed).
// Printing shows only the note, with its number and room for signatures.
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useState } from 'react';
import { MAX_NOTE_LENGTH, type TransferNoteDetail } from '../../../../contract/inventory-transfers';
import { numberInputText } from '../../../../contract/numbers';
import { isApiError } from '../../../../lib/api-client';
import { fDate, fDateTime } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { AlertIcon, ArrowRightIcon, BackIcon, EditIcon, InboxInIcon, PrintIcon, SendIcon } from '../../shared/icons';
import { parseLineQuantity } from '../../shared/quantity';
import { SendConfirmDialog } from '../../shared/send-confirm-dialog';
import { useReceiveTransferNote, useSendTransferNote } from '../api/transfer-notes';
import { unitLabel } from '../labels';
import { DifferencesBadge, TransferStatusBadge } from './common';
import { noteNumber } from './transfer-note-list';

interface ViewProps {
  note: TransferNoteDetail;
  online: boolean;
  onBack(): void;
  onEdit(): void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontWeight="medium">{children}</Box>
    </Stack>
  );
}

/** When a step of the note happened, and who did it. */
function StepFact({ label, at, by }: { label: string; at: string | null; by: string | null }) {
  const { i18n } = useLingui();
  return (
    <Fact label={label}>
      {fDateTime(at, i18n)}
      {by && (
        <Text textStyle="xs" color="fg.muted" fontWeight="normal">
          {by}
        </Text>
      )}
    </Fact>
  );
}

function ActionError({ error }: { error: unknown }) {
  const { t } = useLingui();
  return (
    <Alert.Root status="error" variant="surface" borderRadius="l3" className="no-print" data-testid="note-action-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{isApiError(error) ? error.message : t`Error desconocido`}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function SendDialog({
  open,
  onOpenChange,
  note,
  sending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  note: TransferNoteDetail;
  sending: boolean;
  onConfirm(): void;
}) {
  const number = noteNumber(note.number);
  const origin = note.from.name;
  const destination = note.to.name;
  const count = note.lines.length;
  return (
    <SendConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>¿Enviar el remito N° {number}?</Trans>}
      confirmLabel={
        <>
          <SendIcon /> <Trans>Enviar</Trans>
        </>
      }
      onConfirm={onConfirm}
      pending={sending}
      testId="send-dialog"
      confirmTestId="send-confirm"
    >
      <Text color="fg.muted">
        {count === 1 ? (
          <Trans>
            La mercadería sale ahora del stock de {origin} hacia {destination}. Después de enviarlo, el remito ya no se puede
            modificar.
          </Trans>
        ) : (
          <Trans>
            Las {count} mercaderías salen ahora del stock de {origin} hacia {destination}. Después de enviarlo, el remito ya no se
            puede modificar.
          </Trans>
        )}
      </Text>
    </SendConfirmDialog>
  );
}

export function TransferNoteView({ note, online, onBack, onEdit }: ViewProps) {
  const { t, i18n } = useLingui();
  const send = useSendTransferNote();
  const receive = useReceiveTransferNote();
  const [confirmSend, setConfirmSend] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [received, setReceived] = useState<Record<string, string>>({});
  const [receiveNote, setReceiveNote] = useState('');

  const startReceiving = () => {
    // Start from what was sent: the receiver only corrects what did not arrive.
    setReceived((current) =>
      Object.keys(current).length > 0
        ? current
        : Object.fromEntries(note.lines.map((l) => [l.id, numberInputText(l.quantitySent)])),
    );
    setReceiving(true);
  };

  const checks = useMemo(
    () => new Map(note.lines.map((l) => [l.id, parseLineQuantity(received[l.id] ?? '', { allowZero: true })])),
    [note.lines, received],
  );
  const receiveInvalid = receiving && note.lines.some((l) => !checks.get(l.id)?.ok);
  const differing = receiving
    ? note.lines.filter((l) => {
        const c = checks.get(l.id);
        return c?.ok && c.value !== l.quantitySent;
      }).length
    : note.lines.filter((l) => l.difference !== null && l.difference !== 0).length;

  const confirmReceive = () => {
    if (receiveInvalid || !online) return;
    receive.mutate(
      {
        id: note.id,
        body: {
          lines: note.lines.map((l) => {
            const c = checks.get(l.id);
            return { lineId: l.id, quantityReceived: c?.ok ? c.value : 0 };
          }),
          ...(receiveNote.trim() ? { note: receiveNote.trim() } : {}),
        },
      },
      { onSuccess: () => setReceiving(false) },
    );
  };

  const showReceived = receiving || note.status === 'received';
  const totalValue = note.lines.reduce((s, l) => s + Math.round(l.quantitySent * l.unitCost), 0);
  const totalSent = note.lines.reduce((s, l) => s + l.quantitySent, 0);
  const totalReceived = note.lines.reduce((s, l) => {
    if (receiving) {
      const c = checks.get(l.id);
      return s + (c?.ok ? c.value : 0);
    }
    return s + (l.quantityReceived ?? 0);
  }, 0);
  const number = noteNumber(note.number);

  return (
    <Stack gap="5" data-testid="transfer-note-view" data-status={note.status}>
      <Flex gap="2" justify="space-between" wrap="wrap" className="no-print">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <BackIcon /> <Trans>Volver a la lista</Trans>
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
          {note.status === 'sent' && !receiving && (
            <Button colorPalette="brand" size="sm" onClick={startReceiving} data-testid="note-receive">
              <InboxInIcon /> <Trans>Recibir</Trans>
            </Button>
          )}
        </HStack>
      </Flex>

      {send.isError && <ActionError error={send.error} />}

      <Card.Root
        variant="outline"
        bg="bg.panel"
        data-testid="transfer-note-print"
        _print={{ borderWidth: '0', boxShadow: 'none' }}
      >
        <Card.Body gap="5" p={{ base: '4', md: '6' }} _print={{ p: '0' }}>
          <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
            <Stack gap="1">
              <Text textStyle="sm" color="fg.muted" fontWeight="medium">
                <Trans>Remito de transferencia</Trans>
              </Text>
              <Heading as="h2" size={{ base: 'xl', md: '2xl' }} fontVariantNumeric="tabular-nums" data-testid="note-number">
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
            templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }}
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

          <Table.ScrollArea borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm" data-testid="note-lines">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <Trans>Mercadería</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Enviado</Trans>
                  </Table.ColumnHeader>
                  {showReceived && (
                    <>
                      <Table.ColumnHeader textAlign="end">
                        <Trans>Recibido</Trans>
                      </Table.ColumnHeader>
                      <Table.ColumnHeader
                        textAlign="end"
                        display={{ base: 'none', sm: 'table-cell' }}
                        _print={{ display: 'table-cell' }}
                      >
                        <Trans>Diferencia</Trans>
                      </Table.ColumnHeader>
                    </>
                  )}
                  <Table.ColumnHeader
                    textAlign="end"
                    display={{ base: 'none', md: 'table-cell' }}
                    _print={{ display: 'table-cell' }}
                  >
                    <Trans>Costo unitario</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader
                    textAlign="end"
                    display={{ base: 'none', md: 'table-cell' }}
                    _print={{ display: 'table-cell' }}
                  >
                    <Trans>Valor</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {note.lines.map((l) => {
                  const check = checks.get(l.id);
                  const typed = receiving && check?.ok ? check.value : null;
                  const diff = receiving
                    ? typed === null
                      ? null
                      : Math.round((typed - l.quantitySent) * 1000) / 1000
                    : l.difference;
                  const flagged = diff !== null && diff !== 0;
                  return (
                    <Table.Row key={l.id} bg={flagged ? 'red.subtle' : undefined} data-differs={flagged ? 'true' : 'false'}>
                      <Table.Cell>
                        <Text fontWeight="medium">{l.goodName}</Text>
                        <Text textStyle="xs" color="fg.muted">
                          {l.goodSku} · {unitLabel(i18n, l.goodUnit)}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {fQty(l.quantitySent, i18n)}
                      </Table.Cell>
                      {showReceived && (
                        <>
                          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                            {receiving ? (
                              <Input
                                size="sm"
                                w={{ base: '20', sm: '24' }}
                                textAlign="end"
                                inputMode="decimal"
                                value={received[l.id] ?? ''}
                                onChange={(e) => setReceived((r) => ({ ...r, [l.id]: e.target.value }))}
                                aria-label={t`Recibido de ${l.goodName}`}
                                aria-invalid={!check?.ok}
                                borderColor={check?.ok ? undefined : 'border.error'}
                                data-testid="receive-input"
                              />
                            ) : (
                              fQty(l.quantityReceived, i18n)
                            )}
                            {/* Phones have no room for the difference column: it goes under the quantity. */}
                            {flagged && diff !== null && (
                              <Text
                                textStyle="xs"
                                color="fg.error"
                                fontWeight="semibold"
                                display={{ sm: 'none' }}
                                _print={{ display: 'none' }}
                              >
                                {diff > 0 ? '+' : ''}
                                {fQty(diff, i18n)}
                              </Text>
                            )}
                          </Table.Cell>
                          <Table.Cell
                            textAlign="end"
                            fontVariantNumeric="tabular-nums"
                            color={flagged ? 'fg.error' : 'fg.muted'}
                            fontWeight={flagged ? 'semibold' : undefined}
                            display={{ base: 'none', sm: 'table-cell' }}
                            _print={{ display: 'table-cell' }}
                          >
                            {diff === null ? '-' : `${diff > 0 ? '+' : ''}${fQty(diff, i18n)}`}
                          </Table.Cell>
                        </>
                      )}
                      <Table.Cell
                        textAlign="end"
                        fontVariantNumeric="tabular-nums"
                        display={{ base: 'none', md: 'table-cell' }}
                        _print={{ display: 'table-cell' }}
                      >
                        {fMoney(l.unitCost, undefined, i18n)}
                      </Table.Cell>
                      <Table.Cell
                        textAlign="end"
                        fontVariantNumeric="tabular-nums"
                        display={{ base: 'none', md: 'table-cell' }}
                        _print={{ display: 'table-cell' }}
                      >
                        {fMoney(Math.round(l.quantitySent * l.unitCost), undefined, i18n)}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
              <Table.Footer>
                <Table.Row fontWeight="semibold">
                  <Table.Cell>
                    <Plural value={note.lines.length} one="# línea" other="# líneas" />
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {fQty(totalSent, i18n)}
                  </Table.Cell>
                  {showReceived && (
                    <>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {fQty(totalReceived, i18n)}
                      </Table.Cell>
                      <Table.Cell
                        textAlign="end"
                        fontVariantNumeric="tabular-nums"
                        display={{ base: 'none', sm: 'table-cell' }}
                        _print={{ display: 'table-cell' }}
                      >
                        {fQty(Math.round((totalReceived - totalSent) * 1000) / 1000, i18n)}
                      </Table.Cell>
                    </>
                  )}
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }} _print={{ display: 'table-cell' }} />
                  <Table.Cell
                    textAlign="end"
                    fontVariantNumeric="tabular-nums"
                    display={{ base: 'none', md: 'table-cell' }}
                    _print={{ display: 'table-cell' }}
                  >
                    {fMoney(totalValue, undefined, i18n)}
                  </Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>

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

      {receiving && (
        <Card.Root variant="outline" bg="bg.panel" className="no-print" data-testid="receive-panel">
          <Card.Body gap="4" p={{ base: '4', md: '6' }}>
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
                value={receiveNote}
                onChange={(e) => setReceiveNote(e.target.value)}
                maxLength={MAX_NOTE_LENGTH}
                rows={2}
                placeholder={t`Por ejemplo: llegó una botella rota`}
              />
            </Field.Root>
            {receive.isError && <ActionError error={receive.error} />}
            <Flex gap="2" justify="flex-end" wrap="wrap">
              <Button variant="ghost" onClick={() => setReceiving(false)}>
                <Trans>Cancelar</Trans>
              </Button>
              <Button
                colorPalette="brand"
                onClick={confirmReceive}
                loading={receive.isPending}
                disabled={receiveInvalid || !online}
                data-testid="receive-confirm"
              >
                <InboxInIcon /> <Trans>Confirmar recepción</Trans>
              </Button>
            </Flex>
            {receiveInvalid && (
              <Text color="fg.error" textStyle="sm">
                <Trans>Revisa las cantidades marcadas: números de 0 en adelante, hasta 3 decimales.</Trans>
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      )}

      <SendDialog
        open={confirmSend}
        onOpenChange={setConfirmSend}
        note={note}
        sending={send.isPending}
        onConfirm={() => send.mutate(note.id, { onSettled: () => setConfirmSend(false) })}
      />
    </Stack>
  );
}
