// The night's comps: this device's queued ones with their sync state, then the server's list.
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { fMoney } from '../../../../lib/format-number';
import { useRefetchWhenApplied } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';
import type { NightView } from '../../../../lib/replica/nights';
import { compColumns } from '../../../../lib/ui/comp-columns';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { ClockIcon } from '../../../../lib/ui/nav-icons';
import { CheckIcon } from '../../../../lib/ui/shell-icons';
import { useCompAuthorisersQuery, useNightCompsQuery } from '../api/comps';
import { useBarsLive, useProductsLive, useQueuedCompsLive } from '../data/comp-repo';

interface CompRow {
  id: string;
  at: string;
  location: string;
  product: string;
  quantity: number;
  reason: string;
  authorisedBy: string;
  cost: number | null;
  state: 'pending' | 'rejected' | 'synced' | 'cancelled';
  message: string | null;
}

function State({ row }: { row: CompRow }) {
  const { t } = useLingui();
  if (row.state === 'pending')
    return (
      <HStack gap="1" color="orange.fg" whiteSpace="nowrap" data-testid="comp-pending">
        <ClockIcon boxSize="4" />
        <Text textStyle="sm" fontWeight="medium">
          <Trans>Pendiente de envío</Trans>
        </Text>
      </HStack>
    );
  if (row.state === 'rejected')
    return (
      <Stack gap="0" color="fg.error">
        <Text textStyle="sm" fontWeight="medium">
          <Trans>Rechazada</Trans>
        </Text>
        {row.message && <Text textStyle="xs">{row.message}</Text>}
      </Stack>
    );
  if (row.state === 'cancelled')
    return (
      <Text textStyle="sm" color="fg.muted">
        <Trans>Venta anulada</Trans>
      </Text>
    );
  return (
    <HStack gap="1" color="green.fg" title={t`Registrada`}>
      <CheckIcon boxSize="4" aria-label={t`Registrada`} />
    </HStack>
  );
}

export function CompList({ night }: { night: NightView | undefined }) {
  const { t, i18n } = useLingui();
  const server = useNightCompsQuery(night?.id);
  const queued = useQueuedCompsLive();
  const bars = useBarsLive();
  const products = useProductsLive();
  const staff = useCompAuthorisersQuery();

  // Once the server confirms a queued one, the list is refetched to show it from there.
  useRefetchWhenApplied(queued, (q) => q.args.compId, inventariosKeys.of('cortesias'));

  const rows = useMemo<CompRow[] | undefined>(() => {
    if (queued === undefined) return undefined;
    const name = (list: readonly { id: string; name: string }[] | undefined, id: string) =>
      list?.find((x) => x.id === id)?.name ?? '-';
    const fromServer = server.data ?? [];
    const known = new Set(fromServer.map((c) => c.id));
    const local: CompRow[] = queued
      .filter((q) => !known.has(q.args.compId) && (!night || !q.args.nightId || q.args.nightId === night.id))
      .map((q) => ({
        id: q.args.compId,
        at: q.args.at,
        location: name(bars, q.args.locationId),
        product: name(products, q.args.productId),
        quantity: q.args.quantity,
        reason: q.args.reason,
        authorisedBy: name(staff.data, q.args.authorisedBy),
        cost: null,
        state: q.state === 'applied' ? 'synced' : q.state,
        message: q.message,
      }));
    const remote: CompRow[] = fromServer.map((c) => ({
      id: c.id,
      at: c.at,
      location: c.location,
      product: c.product,
      quantity: c.quantity,
      reason: c.reason,
      authorisedBy: c.authorisedBy,
      cost: c.costCents,
      state: c.counted ? 'synced' : 'cancelled',
      message: null,
    }));
    // Without the server's list (offline, or before it answers) an empty list would say there were
    // none tonight: only this device's own are known then.
    if (!server.data && local.length === 0) return undefined;
    return [...local, ...remote];
  }, [queued, server.data, bars, products, staff.data, night]);

  const columns = useMemo<DataColumn<CompRow>[]>(
    () => [
      ...compColumns<CompRow>(i18n),
      { key: 'location', header: t`Barra`, value: (r) => r.location, hideBelowSm: true },
      {
        key: 'cost',
        header: t`Valor a costo`,
        value: (r) => (r.cost === null ? null : r.cost / 100),
        render: (r) => fMoney(r.cost, undefined, i18n),
        numeric: true,
        hideBelowMd: true,
      },
      {
        key: 'state',
        header: t`Estado`,
        value: (r) => r.state,
        render: (r) => <State row={r} />,
        sortable: false,
        exportable: false,
      },
    ],
    [t, i18n],
  );

  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      defaultSort={{ key: 'at', desc: true }}
      exportName={t`cortesias`}
      emptyTitle={t`Sin cortesías en esta noche`}
      loading={rows === undefined || server.isLoading}
      testId="comp-list"
    />
  );
}
