// The venue's card types: a table from tablets up, one card per type on phones. Create, edit,
// deactivate/reactivate, and delete only what no card uses. Without network the list is read-only
// (the last loaded list, or the replica's types) and every action says why it is disabled.
import { Badge, Box, Button, Card, EmptyState, HStack, Skeleton, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CardTypeBody } from '../../../contract/vip-config';
import { fMoney } from '../../../lib/format-number';
import { intlLocale } from '../../../lib/sync/sync-text';
import { useTableFreshnessLive } from '../../../lib/sync/use-replica';
import { toaster } from '../../../lib/toaster';
import { actionsColumn } from '../../../lib/ui/actions-column';
import { ActiveBadge } from '../../../lib/ui/active-badge';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { LoadError } from '../../../lib/ui/status-alerts';
import { useCardTypesQuery, useSaveCardType } from '../api/card-types';
import { type CardTypeView, useCardTypesLive } from '../data/use-replicated-types';
import { translateMessage } from '../messages';
import { CardTypeDialog } from './card-type-dialog';
import { DeleteTypeDialog } from './delete-type-dialog';
import { ColorSwatch } from './parts';

function bodyOf(type: CardTypeView, active: boolean): CardTypeBody {
  return {
    name: type.name,
    discountPercent: type.discountPercent,
    creditAllowed: type.creditAllowed,
    defaultCreditLimit: type.defaultCreditLimit,
    color: type.color,
    benefits: type.benefits,
    active,
  };
}

function useTypeLabels() {
  const { t, i18n } = useLingui();
  return {
    discount: (type: CardTypeView) => `${type.discountPercent.toLocaleString(intlLocale(i18n))} %`,
    credit: (type: CardTypeView) => (type.creditAllowed ? t`Sí` : t`No`),
    limit: (type: CardTypeView) => (type.creditAllowed ? fMoney(type.defaultCreditLimit, undefined, i18n) : '—'),
    cards: (type: CardTypeView) => (type.cardCount === null ? '—' : type.cardCount.toLocaleString(intlLocale(i18n))),
  };
}

interface RowActions {
  online: boolean;
  busyId: string | null;
  onEdit(type: CardTypeView): void;
  onToggle(type: CardTypeView): void;
  onDelete(type: CardTypeView): void;
}

function ActionButtons({ type, actions }: { type: CardTypeView; actions: RowActions }) {
  const { t } = useLingui();
  const offline = actions.online ? undefined : t`Necesita conexión`;
  // A type some card uses (or whose use is unknown offline) is deactivated, never deleted.
  const deletable = type.cardCount === 0;
  return (
    <HStack gap="1" justify={{ base: 'flex-start', sm: 'flex-end' }} wrap="wrap">
      <Button size="xs" variant="ghost" disabled={!actions.online} title={offline} onClick={() => actions.onEdit(type)}>
        <Trans>Editar</Trans>
      </Button>
      <Button
        size="xs"
        variant="ghost"
        colorPalette={type.active ? 'orange' : 'green'}
        disabled={!actions.online}
        title={offline}
        loading={actions.busyId === type.id}
        onClick={() => actions.onToggle(type)}
        data-testid={`card-type-toggle-${type.id}`}
      >
        {type.active ? <Trans>Desactivar</Trans> : <Trans>Activar</Trans>}
      </Button>
      {deletable && (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          disabled={!actions.online}
          title={offline}
          onClick={() => actions.onDelete(type)}
          data-testid={`card-type-delete-${type.id}`}
        >
          <Trans>Borrar</Trans>
        </Button>
      )}
    </HStack>
  );
}

/** One type on a phone: what the table's columns say, stacked. */
function TypeCard({ type, actions }: { type: CardTypeView; actions: RowActions }) {
  const labels = useTypeLabels();
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      size="sm"
      data-testid="card-type-card"
      borderLeftWidth="4px"
      borderLeftColor={type.color}
    >
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <HStack gap="2" minW="0">
            <ColorSwatch color={type.color} />
            <Text fontWeight="semibold" truncate color={type.active ? undefined : 'fg.muted'}>
              {type.name}
            </Text>
          </HStack>
          <ActiveBadge active={type.active} />
        </HStack>
        <HStack gap="1.5" wrap="wrap" textStyle="sm">
          <Badge variant="subtle" colorPalette="purple">
            <Trans>Descuento {labels.discount(type)}</Trans>
          </Badge>
          <Badge variant="subtle" colorPalette={type.creditAllowed ? 'blue' : 'gray'}>
            {type.creditAllowed ? <Trans>Crédito hasta {labels.limit(type)}</Trans> : <Trans>Prepaga</Trans>}
          </Badge>
          {type.cardCount !== null && (
            <Badge variant="outline">
              <Trans>{labels.cards(type)} tarjetas</Trans>
            </Badge>
          )}
        </HStack>
        {type.benefits && (
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {type.benefits}
          </Text>
        )}
        <Box mx="-2">
          <ActionButtons type={type} actions={actions} />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export function CardTypesPanel() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const query = useCardTypesQuery();
  const replicated = useCardTypesLive(!query.data);
  const save = useSaveCardType();
  const labels = useTypeLabels();
  const layout = useBreakpointValue<'cards' | 'table'>({ base: 'cards', sm: 'table' }) ?? 'table';
  const [editing, setEditing] = useState<CardTypeView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CardTypeView | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  // A device that never pulled the types (a user without the VIP codes) has none to show: an
  // empty list would say the venue has no types.
  const held = !!useTableFreshnessLive('vipCardTypes');
  const rows: CardTypeView[] | undefined = query.data ?? (online || !held ? undefined : replicated);
  const fromReplica = !query.data && held && !!replicated;

  const toggle = (type: CardTypeView) => {
    setBusyId(type.id);
    save.mutate(
      { id: type.id, body: bodyOf(type, !type.active) },
      {
        onSuccess: (r) =>
          toaster.create({ type: 'success', title: r.active ? t`«${r.name}» está activo` : t`«${r.name}» quedó inactivo` }),
        onError: (error) => toaster.create({ type: 'error', title: errorMessage(error, i18n, online, translateMessage) }),
        onSettled: () => setBusyId(null),
      },
    );
  };
  const actions: RowActions = { online, busyId, onEdit: setEditing, onToggle: toggle, onDelete: setDeleting };

  const columns: DataColumn<CardTypeView>[] = [
    {
      key: 'color',
      header: t`Color`,
      value: (r) => r.color,
      render: (r) => <ColorSwatch color={r.color} />,
      sortable: false,
    },
    {
      key: 'name',
      header: t`Nombre`,
      value: (r) => r.name,
      render: (r) => (
        <Text fontWeight="medium" color={r.active ? undefined : 'fg.muted'}>
          {r.name}
        </Text>
      ),
    },
    { key: 'discount', header: t`Descuento`, value: (r) => r.discountPercent, render: labels.discount, numeric: true },
    { key: 'credit', header: t`Crédito`, value: labels.credit },
    {
      key: 'limit',
      header: t`Límite por defecto`,
      value: (r) => (r.creditAllowed ? r.defaultCreditLimit / 100 : null),
      render: labels.limit,
      numeric: true,
    },
    {
      key: 'benefits',
      header: t`Beneficios`,
      value: (r) => r.benefits,
      render: (r) => (
        <Text truncate maxW={{ md: '14rem', lg: '22rem' }} title={r.benefits} color="fg.muted">
          {r.benefits || '—'}
        </Text>
      ),
      hideBelowMd: true,
    },
    {
      key: 'active',
      header: t`Estado`,
      value: (r) => (r.active ? t`Activo` : t`Inactivo`),
      render: (r) => <ActiveBadge active={r.active} />,
    },
    { key: 'cards', header: t`Tarjetas`, value: (r) => r.cardCount, render: labels.cards, numeric: true },
    actionsColumn((r) => <ActionButtons type={r} actions={actions} />),
  ];

  const newButton = (
    <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')} disabled={!online} data-testid="card-type-new">
      <Trans>Nuevo tipo</Trans>
    </Button>
  );

  return (
    <Stack gap="4" data-testid="card-types-panel">
      <HStack justify="space-between" gap="3" wrap="wrap" align="flex-end">
        <Stack gap="0.5" flex="1" minW="14rem">
          <Text fontWeight="semibold" textStyle="lg">
            <Trans>Tipos de tarjeta</Trans>
          </Text>
          <Text color="fg.muted" textStyle="sm">
            <Trans>
              El descuento se aplica en barras y pedidos móviles. Un tipo con crédito permite gastar más allá del saldo hasta el
              límite de cada tarjeta.
            </Trans>
          </Text>
        </Stack>
        {newButton}
      </HStack>
      {fromReplica && (
        <Text textStyle="sm" color="fg.muted" data-testid="card-types-replica">
          <Trans>Sin conexión: se muestran los tipos guardados en este dispositivo, sin la cantidad de tarjetas.</Trans>
        </Text>
      )}
      {query.isError && !rows ? (
        <LoadError
          testId="vip-config-load-error"
          translate={translateMessage}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : layout === 'cards' ? (
        <Stack gap="3" data-testid="card-types-cards">
          {!rows ? (
            online ? (
              [0, 1, 2].map((i) => <Skeleton key={i} h="32" borderRadius="l3" />)
            ) : null
          ) : rows.length === 0 ? (
            <EmptyState.Root>
              <EmptyState.Content>
                <EmptyState.Title>
                  <Trans>Todavía no hay tipos de tarjeta</Trans>
                </EmptyState.Title>
                <EmptyState.Description>
                  <Trans>Crea el primero con el botón de arriba.</Trans>
                </EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            rows.map((r) => <TypeCard key={r.id} type={r} actions={actions} />)
          )}
        </Stack>
      ) : (
        <DataTable
          rows={rows}
          loading={!rows}
          columns={columns}
          rowKey={(r) => r.id}
          searchText={(r) => `${r.name} ${r.benefits}`}
          searchPlaceholder={t`Buscar tipo`}
          exportName={t`tipos-de-tarjeta`}
          printable
          defaultSort={{ key: 'name' }}
          emptyTitle={t`Todavía no hay tipos de tarjeta`}
          emptyDescription={t`Crea el primero con el botón de arriba.`}
          testId="card-types-table"
        />
      )}
      {editing && (
        <CardTypeDialog editing={editing === 'new' ? null : editing} types={rows ?? []} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteTypeDialog type={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
