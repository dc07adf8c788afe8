// Two small lists of user/account: "Dispositivos con push" (the browsers where this user turned
// push on; removing one stops its pushes) and "Mis facturas" (the invoices and credit notes the user
// issued, with their number and status; each opens its detail in general/facturaElectronica for
// whoever may see that screen, 312).
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import type { MyInvoiceDto } from '../../../contract/account';
import { fDate, fToNow } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { einvoiceTypeLabel } from '../../../lib/i18n/einvoice-types';
import { toaster } from '../../../lib/toaster';
import { useOnline } from '../../../lib/ui/online-only';
import { PanelCard } from '../../../lib/ui/panel-card';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { errorMessage } from '../../../lib/ui/request-error';
import { useInvoicesQuery, usePushDevicesQuery, useRemovePushDevice } from '../api/account';

export function PushDevicesCard() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const query = usePushDevicesQuery();
  const remove = useRemovePushDevice();
  const devices = query.data?.devices ?? [];
  return (
    <PanelCard
      title={<Trans>Dispositivos con push</Trans>}
      description={<Trans>Donde activaste las notificaciones push. Quita los que ya no uses.</Trans>}
      testId="push-devices"
      bodyProps={{ pt: '0' }}
    >
      {query.error ? (
        <QueryFailedAlert query={query} testId="push-devices-error" />
      ) : devices.length === 0 ? (
        <Text textStyle="sm" color="fg.muted" data-testid="push-devices-empty">
          <Trans>Todavía no activaste el push en ningún dispositivo.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0">
          {devices.map((d) => (
            <HStack as="li" key={d.id} justify="space-between" py="2" borderBottomWidth="1px">
              <Stack gap="0" minW="0">
                <Text textStyle="sm" fontWeight="medium" truncate>
                  {d.device || t`Dispositivo desconocido`}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  <Trans>Activado {fToNow(d.updatedAt, i18n)}</Trans>
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                disabled={!online}
                loading={remove.isPending && remove.variables === d.id}
                onClick={() =>
                  remove.mutate(d.id, {
                    onError: (e) => toaster.create({ type: 'error', title: errorMessage(e, i18n, online) }),
                  })
                }
              >
                <Trans>Quitar</Trans>
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}

// Every status the server sends (pending: its authorisation job has not answered yet).
const STATUS: Record<MyInvoiceDto['status'], MessageDescriptor> = {
  draft: msg`Borrador`,
  pending: msg`Autorizando…`,
  authorized: msg`Autorizada`,
  rejected: msg`Rechazada`,
  uncertain: msg`Sin confirmar`,
};
const STATUS_COLORS: Record<string, string> = { authorized: 'green', rejected: 'red', uncertain: 'orange', pending: 'blue' };

function invoiceTitle(i18n: ReturnType<typeof useLingui>['i18n'], inv: MyInvoiceDto): string {
  return `${einvoiceTypeLabel(i18n, inv.type)} ${inv.number ?? '—'}`;
}

/** `canOpen`: the user may open general/facturaElectronica (312), where each invoice's detail is. */
export function InvoicesCard({ canOpen = false }: { canOpen?: boolean }) {
  const { i18n } = useLingui();
  const query = useInvoicesQuery();
  const invoices = query.data?.invoices ?? [];
  return (
    <PanelCard
      title={<Trans>Mis facturas</Trans>}
      description={<Trans>Las facturas que emitiste.</Trans>}
      testId="my-invoices"
      bodyProps={{ pt: '0' }}
    >
      {query.error ? (
        <QueryFailedAlert query={query} testId="invoices-error" />
      ) : invoices.length === 0 ? (
        <Text textStyle="sm" color="fg.muted" data-testid="invoices-empty">
          <Trans>Todavía no emitiste facturas.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0">
          {invoices.map((inv) => (
            <HStack as="li" key={inv.id} justify="space-between" py="2" borderBottomWidth="1px" gap="3" data-testid="my-invoice">
              <Stack gap="0" minW="0">
                <Text textStyle="sm" fontWeight="medium" truncate>
                  {canOpen ? (
                    <Link asChild colorPalette="brand">
                      <RouterLink to="/logged/general/facturaElectronica" search={{ comprobante: inv.id }}>
                        {invoiceTitle(i18n, inv)}
                      </RouterLink>
                    </Link>
                  ) : (
                    invoiceTitle(i18n, inv)
                  )}{' '}
                  · {inv.customerName}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {fDate(inv.date, i18n)}
                </Text>
              </Stack>
              <HStack gap="2" flexShrink={0}>
                <Badge variant="subtle" colorPalette={STATUS_COLORS[inv.status] ?? 'gray'} data-status={inv.status}>
                  {STATUS[inv.status as keyof typeof STATUS] ? i18n._(STATUS[inv.status as keyof typeof STATUS]) : inv.status}
                </Badge>
                <Text textStyle="sm" fontVariantNumeric="tabular-nums">
                  {fMoney(inv.total, undefined, i18n)}
                </Text>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}
