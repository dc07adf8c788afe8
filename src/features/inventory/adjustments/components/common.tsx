// Parts shared by the adjustment and history screens: the offline and error notices, the filter
// controls, the good's name cell and the signed quantity/money cells.
import { Badge, Stack, type StackProps, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import type { CountStatus } from '../../../../contract/inventory-counts';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '../../../../lib/api-client';
import { fMoney, fQty } from '../../../../lib/format-number';
import { translateKnownMessage } from '../../../../lib/i18n/known-messages';
import { FilterSelect as ListFilterSelect } from '../../../../lib/ui/filter-select';
import { LoadFailedAlert } from '../../../../lib/ui/load-failed-alert';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { venueDay } from '../../../../lib/venue-day';

/** What a failed call says: the server's (already translated) message, or why there was none. */
export function errorText(i18n: I18n, error: unknown): string {
  if (isApiError(error)) {
    if (error.status === undefined) return i18n._(msg`No tienes conexión a internet`);
    return translateKnownMessage(i18n, error.message);
  }
  return translateKnownMessage(i18n, FALLBACK_ERROR_MESSAGE);
}

/** These screens need the server: said once, plainly, while the device is offline. */
export function OfflineNotice() {
  return (
    <NoticeAlert status="warning" title={<Trans>Sin conexión</Trans>} testId="offline-notice">
      <Trans>
        Esta pantalla necesita internet. Se muestran los últimos datos cargados y no se pueden guardar cambios hasta que vuelva la
        conexión.
      </Trans>
    </NoticeAlert>
  );
}

export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { i18n } = useLingui();
  return <LoadFailedAlert testId="load-error" message={errorText(i18n, error)} onRetry={onRetry} />;
}

export type { SelectOption } from '../../../../lib/ui/select-box';

/** A labelled native select (phones get their own picker); '' is the "all" choice. */
export function FilterSelect(props: Omit<ComponentProps<typeof ListFilterSelect>, 'flex' | 'panelBg'>) {
  return <ListFilterSelect minW="10rem" {...props} flex={{ base: '1', sm: 'initial' }} panelBg={false} />;
}

/** A signed quantity: missing in red, surplus in green, with the sign always shown. */
/** A good's name in a list, with what the columns hidden on phones say under it (`phone`). */
export function GoodCell({
  name,
  phone,
  children,
  ...stack
}: { name: string; phone: ReactNode; children?: ReactNode } & StackProps) {
  return (
    <Stack gap="0" {...stack}>
      <Text fontWeight="medium" whiteSpace="normal" minW="8rem">
        {name}
      </Text>
      <Text textStyle="xs" color="fg.muted" display={{ sm: 'none' }}>
        {phone}
      </Text>
      {children}
    </Stack>
  );
}

export function SignedQty({ value }: { value: number | null }) {
  const { i18n } = useLingui();
  if (value === null) return <>-</>;
  const color = value < 0 ? 'red.fg' : value > 0 ? 'green.fg' : undefined;
  return (
    <Text as="span" color={color} fontWeight={value !== 0 ? 'medium' : undefined}>
      {value > 0 ? '+' : ''}
      {fQty(value, i18n)}
    </Text>
  );
}

export function SignedMoney({ cents }: { cents: number }) {
  const { i18n } = useLingui();
  const color = cents < 0 ? 'red.fg' : cents > 0 ? 'green.fg' : undefined;
  return (
    <Text as="span" color={color} fontWeight={cents !== 0 ? 'medium' : undefined}>
      {cents > 0 ? '+' : ''}
      {fMoney(cents, undefined, i18n)}
    </Text>
  );
}

export const STATUS_LABELS = {
  open: msg`Abierto`,
  submitted: msg`Enviado`,
  applied: msg`Aplicado`,
} as const;

export function StatusBadge({ status }: { status: CountStatus }) {
  const { i18n } = useLingui();
  const palette = status === 'applied' ? 'green' : status === 'submitted' ? 'blue' : 'orange';
  return (
    <Badge colorPalette={palette} variant="subtle" data-status={status}>
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}

export const SCOPE_LABELS = {
  full: msg`Completo`,
  spot: msg`Parcial`,
} as const;

/** yyyy-MM-dd of a local day `days` before today. */
export function isoDay(daysAgo = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return venueDay(d);
}
