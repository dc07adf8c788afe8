// Pieces the three screens share: the page header, the offline and error notices, the list
// filters, status and kind badges, the good cell, and the icons of these screens.
import { Alert, Badge, Box, Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { MovementKind, TransferStatus } from '../../../../contract/inventory-transfers';
import { isApiError } from '../../../../lib/api-client';
import { lineIcon } from '../../../../lib/ui/nav-icons';
import { ScreenHeader } from '../../../../lib/ui/screen-header';
import { MOVEMENT_KIND_COLORS, MOVEMENT_KIND_LABELS, TRANSFER_STATUS_COLORS, TRANSFER_STATUS_LABELS } from '../labels';

export const PlusIcon = lineIcon('PlusIcon', 'M12 5v14', 'M5 12h14');
export const MinusIcon = lineIcon('MinusIcon', 'M5 12h14');
export const TrashIcon = lineIcon('TrashIcon', 'M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6');
export const SendIcon = lineIcon('SendIcon', 'm22 2-7 20-4-9-9-4Z', 'M22 2 11 13');
export const InboxInIcon = lineIcon('InboxInIcon', 'M12 3v10', 'm8 9 4 4 4-4', 'M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4');
export const EditIcon = lineIcon('EditIcon', 'M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z');
export const ArrowRightIcon = lineIcon('ArrowRightIcon', 'M5 12h14', 'm12 5 7 7-7 7');
export const BackIcon = lineIcon('BackIcon', 'M19 12H5', 'm12 19-7-7 7-7');
export const PrintIcon = lineIcon(
  'PrintIcon',
  'M6 9V2h12v7',
  'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2',
  'M6 14h12v8H6z',
);
export const AlertIcon = lineIcon(
  'AlertIcon',
  'M12 9v4',
  'M12 17h.01',
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
);
export const ClockIcon = lineIcon('ClockIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z', 'M12 6v6l4 2');
export const CheckIcon = lineIcon('CheckIcon', 'M20 6 9 17l-5-5');

/** The screen head of the stock movement screens, under "Inventarios". */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return <ScreenHeader section={<Trans>Inventarios</Trans>} title={title} description={description} actions={actions} />;
}

/** Online-only screens: says why nothing loads or saves, and that typed data is kept. */
export function OfflineNotice({ children }: { children?: ReactNode }) {
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="l3" data-testid="offline-notice" className="no-print">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Sin conexión a internet</Trans>
        </Alert.Title>
        <Alert.Description>
          {children ?? (
            <Trans>
              Esta pantalla necesita conexión para cargar y guardar. Lo que escribiste se conserva: guárdalo cuando vuelva la
              conexión.
            </Trans>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A failed load: the server's message (already in the user's language) and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <Alert.Root status="error" variant="surface" borderRadius="l3" data-testid="load-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>No se pudieron cargar los datos</Trans>
        </Alert.Title>
        <Alert.Description>{isApiError(error) ? error.message : t`Error desconocido`}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Box alignSelf="center">
          <Button size="sm" variant="outline" onClick={onRetry}>
            <Trans>Reintentar</Trans>
          </Button>
        </Box>
      )}
    </Alert.Root>
  );
}

/** A list filter: '' (the first option, `allLabel`) or one of `options`. */
export function OptionFilter({
  label,
  value,
  onChange,
  allLabel,
  options,
  testId,
  width,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  testId?: string;
  width?: { base: string; sm: string };
}) {
  return (
    <NativeSelect.Root size="sm" width={width}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** From and to (yyyy-MM-dd) of a list filter; '' clears a bound. */
export function DateRangeFilter({
  from,
  to,
  onChange,
  testIds,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange(patch: { from?: string; to?: string }): void;
  testIds?: { from: string; to: string };
}) {
  const { t } = useLingui();
  return (
    <HStack gap="1" width={{ base: 'full', sm: 'auto' }}>
      <Input
        size="sm"
        type="date"
        aria-label={t`Desde`}
        title={t`Desde`}
        value={from ?? ''}
        onChange={(e) => onChange({ from: e.target.value || undefined })}
        flex="1"
        data-testid={testIds?.from}
      />
      <Text color="fg.muted">–</Text>
      <Input
        size="sm"
        type="date"
        aria-label={t`Hasta`}
        title={t`Hasta`}
        value={to ?? ''}
        onChange={(e) => onChange({ to: e.target.value || undefined })}
        flex="1"
        data-testid={testIds?.to}
      />
    </HStack>
  );
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
