// "Datos al <fecha hora>": when the server last confirmed the replicated data a screen shows.
// Data older than `staleAfterMinutes` (or never confirmed) is flagged, never shown as current.
import { Badge, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SyncTable } from '../../contract/sync';
import { fDateTime } from '../format-date';
import { useNow } from '../use-now';
import { useTableFreshnessLive } from './use-replica';

interface AsOfProps {
  table: SyncTable;
  /** Older than this is stale (default 30 minutes). */
  staleAfterMinutes?: number;
}

export function AsOf({ table, staleAfterMinutes = 30 }: AsOfProps) {
  const { i18n } = useLingui();
  const at = useTableFreshnessLive(table);
  const now = useNow(30_000);
  if (at === undefined) return null;
  if (at === null) {
    return (
      <HStack gap="2" data-testid="as-of" data-stale="true">
        <Badge colorPalette="orange" variant="subtle">
          <Trans>Sin sincronizar todavía</Trans>
        </Badge>
      </HStack>
    );
  }
  const stale = now - Date.parse(at) > staleAfterMinutes * 60_000;
  const when = fDateTime(at, i18n);
  return (
    <HStack gap="2" data-testid="as-of" data-stale={stale ? 'true' : 'false'}>
      <Text textStyle="xs" color="fg.muted">
        <Trans>Datos al {when}</Trans>
      </Text>
      {stale && (
        <Badge colorPalette="orange" variant="subtle" size="sm">
          <Trans>Desactualizado</Trans>
        </Badge>
      )}
    </HStack>
  );
}
