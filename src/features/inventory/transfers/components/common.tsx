// Pieces the three screens share: the offline and error notices, the list filters, status and
// kind badges, and the good cell.
import { Badge, Box, Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { MovementKind, TransferStatus } from '../../../../contract/inventory-transfers';
import { FilterSelect } from '../../../../lib/ui/filter-select';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { ErrorText } from '../../../../lib/ui/status-alerts';
import { MOVEMENT_KIND_COLORS, MOVEMENT_KIND_LABELS, TRANSFER_STATUS_COLORS, TRANSFER_STATUS_LABELS } from '../labels';

/** Online-only screens: says why nothing loads or saves, and that typed data is kept. */
export function OfflineNotice({ children }: { children?: ReactNode }) {
  return (
    <NoticeAlert status="warning" title={<Trans>Sin conexión a internet</Trans>} testId="offline-notice" noPrint>
      {children ?? (
        <Trans>
          Esta pantalla necesita conexión para cargar y guardar. Lo que escribiste se conserva: guárdalo cuando vuelva la
          conexión.
        </Trans>
      )}
    </NoticeAlert>
  );
}

/** A failed load: the server's message (already in the user's language) and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <NoticeAlert
      status="error"
      title={<Trans>No se pudieron cargar los datos</Trans>}
      testId="load-error"
      aside={
        onRetry && (
          <Box alignSelf="center">
            <Button size="sm" variant="outline" onClick={onRetry}>
              <Trans>Reintentar</Trans>
            </Button>
          </Box>
        )
      }
    >
      <ErrorText error={error} />
    </NoticeAlert>
  );
}

/** A list filter: '' (the first option, `allLabel`) or one of `options`. */
export function OptionFilter({
  width,
  ...props
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  testId?: string;
  width?: { base: string; sm: string };
}) {
  return <FilterSelect {...props} width={width} minW={undefined} flex={undefined} panelBg={false} />;
}

/** A good in a list: its name, and its SKU in small print under it. */
export function GoodCell({ name, sku }: { name: string; sku: string }) {
  return (
    <Box minW="0">
      <Text>{name}</Text>
      <Text textStyle="xs" color="fg.muted">
        {sku}
      </Text>
    </Box>
  );
}

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={TRANSFER_STATUS_COLORS[status]} variant="subtle" data-status={status}>
      {i18n._(TRANSFER_STATUS_LABELS[status])}
    </Badge>
  );
}

export function KindBadge({ kind }: { kind: MovementKind }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={MOVEMENT_KIND_COLORS[kind]} variant="subtle" whiteSpace="nowrap">
      {i18n._(MOVEMENT_KIND_LABELS[kind])}
    </Badge>
  );
}

export function DifferencesBadge() {
  return (
    <Badge colorPalette="red" variant="solid" data-testid="differences-badge" whiteSpace="nowrap">
      <Trans>Con diferencias</Trans>
    </Badge>
  );
}
