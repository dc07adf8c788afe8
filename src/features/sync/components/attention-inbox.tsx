// "Requieren atención": the commands the server rejected, with its reason. Nothing rejected is
// dropped silently: each stays here until the user sends it again or discards it.
import { Alert, Badge, Button, Card, EmptyState, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fDateTime } from '../../../lib/format-date';
import { toastWriteError } from '../../../lib/sync/quota';
import { translateSyncMessage } from '../../../lib/sync/sync-text';
import { useDialogSize } from '../../../lib/ui/dialog-size';
import { DrawerFrame } from '../../../lib/ui/drawer-frame';
import { CheckIcon } from '../../../lib/ui/shell-icons';
import { setAttentionInboxOpen, useAttentionInboxOpen } from '../attention-inbox-state';
import { describeCommand } from '../command-labels';
import { type RejectedCommand, useAttentionActions, useRejectedDetailsLive } from '../data/use-sync-data';
import { RefreshIcon, TrashIcon } from './sync-icons';

function RejectedItem({ item }: { item: RejectedCommand }) {
  const { i18n, t } = useLingui();
  const { retry, discard } = useAttentionActions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);
  const { entry } = item;
  const { title, details } = describeCommand(i18n, entry, item.names);
  const created = fDateTime(entry.createdAt, i18n);
  const reason = entry.lastError ? translateSyncMessage(i18n, entry.lastError) : t`El servidor no indicó el motivo`;

  const run = async (kind: 'retry' | 'discard') => {
    setBusy(kind);
    try {
      if (kind === 'retry') await retry(entry);
      else await discard(entry.id);
    } catch (error) {
      toastWriteError(error, i18n);
      setBusy(null);
    }
  };

  return (
    <Card.Root as="li" variant="outline" size="sm" data-testid="rejected-command" data-command-id={entry.id}>
      <Card.Body gap="3">
        <Stack gap="1">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Text fontWeight="semibold">{title}</Text>
            <Badge colorPalette="red" variant="subtle" flexShrink={0}>
              <Trans>Rechazado</Trans>
            </Badge>
          </HStack>
          {details.map((line) => (
            <Text key={line} textStyle="sm" color="fg.muted">
              {line}
            </Text>
          ))}
          <Text textStyle="xs" color="fg.subtle">
            <Trans>Hecho el {created}</Trans>
          </Text>
        </Stack>
        <Alert.Root status="error" variant="subtle" size="sm" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontWeight="normal">{reason}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
        {confirming ? (
          <Stack gap="2" role="group" aria-label={t`Confirmar descarte`}>
            <Text textStyle="sm">
              <Trans>Se borra de este dispositivo y no se enviará. ¿Descartar este cambio?</Trans>
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button size="sm" colorPalette="red" loading={busy === 'discard'} onClick={() => void run('discard')}>
                <TrashIcon />
                <Trans>Sí, descartar</Trans>
              </Button>
              <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => setConfirming(false)}>
                <Trans>Cancelar</Trans>
              </Button>
            </HStack>
          </Stack>
        ) : (
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              loading={busy === 'retry'}
              disabled={busy !== null}
              onClick={() => void run('retry')}
            >
              <RefreshIcon />
              <Trans>Reintentar</Trans>
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" disabled={busy !== null} onClick={() => setConfirming(true)}>
              <TrashIcon />
              <Trans>Descartar</Trans>
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The drawer; opened with `setAttentionInboxOpen(true)`. */
export function AttentionInbox() {
  const { t } = useLingui();
  const dialogSize = useDialogSize();
  const open = useAttentionInboxOpen();
  const items = useRejectedDetailsLive();

  return (
    <DrawerFrame
      open={open}
      onOpenChange={setAttentionInboxOpen}
      size={dialogSize}
      title={<Trans>Requieren atención</Trans>}
      description={
        <Trans>
          El servidor rechazó estos cambios hechos en este dispositivo. Revisa el motivo y reintenta o descarta cada uno.
        </Trans>
      }
      testId="attention-inbox"
    >
      {items && items.length === 0 ? (
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <CheckIcon />
            </EmptyState.Indicator>
            <Stack textAlign="center" gap="1">
              <EmptyState.Title>
                <Trans>Nada requiere atención</Trans>
              </EmptyState.Title>
              <EmptyState.Description>
                <Trans>Todos los cambios de este dispositivo se enviaron o están esperando su turno.</Trans>
              </EmptyState.Description>
            </Stack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Cambios rechazados`}>
          {items?.map((item) => (
            <RejectedItem key={item.entry.id} item={item} />
          ))}
        </Stack>
      )}
    </DrawerFrame>
  );
}
