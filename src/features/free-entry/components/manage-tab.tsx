// "Listas": the night's guest lists by promoter (online), with k of n per list and in total; add,
// edit and void guests, and each entry's QR. Every change answers the entry, which goes into the
// replica at once so the door sees it. A closed night's lists can only be looked at.
import { Alert, Badge, Box, Button, HStack, IconButton, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { FreeEntryDto } from '../../../contract/free-entry';
import { localHourMinute } from '../../../contract/free-entry';
import { useReplica } from '../../../lib/sync/use-replica';
import { actionsColumn } from '../../../lib/ui/actions-column';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { EditIcon, PlusIcon } from '../../../lib/ui/icons';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { SelectBox } from '../../../lib/ui/select-box';
import { type GuestAction, useGuestAction, useGuestListsQuery } from '../api/free-entries';
import { saveEntryIfNewer } from '../data/free-entry-repo';
import { ArrivalCount, BanIcon, EntryStatusBadge, QrIcon, STATUS_LABELS } from './common';
import { GuestFormDialog, type GuestFormValues } from './guest-form-dialog';
import { GuestQrDialog } from './guest-qr-dialog';
import { VoidGuestDialog } from './void-guest-dialog';

type Editing = { mode: 'create' } | { mode: 'edit'; entry: FreeEntryDto };

export function ManageTab({ nightId, nightLabel }: { nightId: string | undefined; nightLabel: string }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorMessage();
  const online = useOnline();
  const replica = useReplica();
  const lists = useGuestListsQuery(nightId, online);
  const [promoter, setPromoter] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [qr, setQr] = useState<FreeEntryDto | null>(null);
  const [voiding, setVoiding] = useState<FreeEntryDto | null>(null);
  const action = useGuestAction(async (entry) => {
    if (replica) {
      await saveEntryIfNewer(replica.db, entry);
      void replica.engine.sync().catch(() => undefined);
    }
  });

  const data = lists.data;
  const timezone = data?.timezone ?? 'America/Argentina/Buenos_Aires';
  const closed = data?.night.status === 'closed';
  const promoters = useMemo(() => (data?.lists ?? []).map((l) => l.promoter), [data]);
  const rows = useMemo(
    () => (data?.lists ?? []).filter((l) => !promoter || l.promoter === promoter).flatMap((l) => l.entries),
    [data, promoter],
  );

  const columns: DataColumn<FreeEntryDto>[] = [
    {
      key: 'guestName',
      header: t`Invitado`,
      value: (r) => r.guestName,
      render: (r) => (
        <Stack gap="0">
          <Text fontWeight="medium">{r.guestName}</Text>
          <Text textStyle="xs" color="fg.muted" fontFamily="mono">
            {r.code}
          </Text>
        </Stack>
      ),
    },
    { key: 'document', header: t`DNI`, value: (r) => r.document ?? '', hideBelowSm: true },
    { key: 'promoter', header: t`Promotor`, value: (r) => r.promoter, hideBelowMd: true },
    {
      key: 'arrived',
      header: t`Ingresaron`,
      numeric: true,
      value: (r) => r.arrived,
      render: (r) => <ArrivalCount arrived={r.arrived} people={r.people} />,
    },
    { key: 'people', header: t`Personas`, numeric: true, value: (r) => r.people, hideBelowMd: true },
    {
      key: 'validUntil',
      header: t`Hasta`,
      value: (r) => (r.validUntil ? localHourMinute(r.validUntil, timezone) : ''),
      hideBelowSm: true,
    },
    {
      key: 'status',
      header: t`Estado`,
      value: (r) => i18n._(STATUS_LABELS[r.status]),
      render: (r) => <EntryStatusBadge status={r.status} />,
    },
    actionsColumn((r) => (
      <HStack gap="1" justify="flex-end" className="no-print">
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t`QR de ${r.guestName}`}
          onClick={() => setQr(r)}
          data-testid="guest-qr-open"
        >
          <QrIcon />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t`Editar ${r.guestName}`}
          disabled={closed || r.status === 'void' || !online}
          onClick={() => {
            action.reset();
            setEditing({ mode: 'edit', entry: r });
          }}
        >
          <EditIcon />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t`Anular ${r.guestName}`}
          disabled={closed || r.status === 'void' || !online}
          onClick={() => {
            action.reset();
            setVoiding(r);
          }}
        >
          <BanIcon />
        </IconButton>
      </HStack>
    )),
  ];

  const run = (a: GuestAction, done: () => void) => action.mutate(a, { onSuccess: done });
  const save = (values: GuestFormValues) => {
    if (!editing || !nightId) return;
    if (editing.mode === 'create') run({ kind: 'create', body: { nightId, ...values } }, () => setEditing(null));
    else run({ kind: 'update', id: editing.entry.id, body: values }, () => setEditing(null));
  };

  if (!online) {
    return (
      <OfflineNotice>
        <Trans>La pestaña Puerta sigue funcionando sin conexión; agregar o cambiar invitados necesita internet.</Trans>
      </OfflineNotice>
    );
  }
  if (!nightId) {
    return (
      <Text color="fg.muted">
        <Trans>No hay noches creadas. Crea una en Configuración › Noche.</Trans>
      </Text>
    );
  }
  if (lists.isPending) {
    return (
      <HStack justify="center" py="8">
        <Spinner />
      </HStack>
    );
  }
  if (lists.error || !data) {
    return (
      <Alert.Root status="error" variant="surface" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>No se pudieron cargar las listas</Trans>
          </Alert.Title>
          <Alert.Description>{lists.error ? errorText(lists.error) : null}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="center" onClick={() => void lists.refetch()}>
          <Trans>Reintentar</Trans>
        </Button>
      </Alert.Root>
    );
  }

  const { totals } = data;
  return (
    <Stack gap="4" data-testid="manage-tab">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text fontWeight="semibold" data-testid="manage-total">
          <Trans>
            Ingresaron {totals.arrived} de {totals.people} · {totals.entries} entradas
          </Trans>
        </Text>
        <Button
          colorPalette="brand"
          size="sm"
          disabled={closed}
          onClick={() => {
            action.reset();
            setEditing({ mode: 'create' });
          }}
          data-testid="guest-add"
        >
          <PlusIcon /> <Trans>Agregar invitado</Trans>
        </Button>
      </HStack>
      {closed && (
        <Text textStyle="sm" color="orange.fg">
          <Trans>La noche está cerrada: sus listas solo se consultan.</Trans>
        </Text>
      )}
      {data.lists.length > 0 && (
        <SimpleGrid columns={{ base: 2, sm: 3, lg: 4 }} gap="2" data-testid="promoter-lists">
          {data.lists.map((l) => (
            <Box
              as="button"
              key={l.promoter}
              textAlign="start"
              borderWidth="1px"
              borderRadius="l3"
              p="3"
              bg={promoter === l.promoter ? 'brand.subtle' : 'bg.panel'}
              borderColor={promoter === l.promoter ? 'brand.solid' : 'border'}
              onClick={() => setPromoter(promoter === l.promoter ? '' : l.promoter)}
              aria-pressed={promoter === l.promoter}
            >
              <Text fontWeight="semibold" truncate>
                {l.promoter}
              </Text>
              <HStack justify="space-between" gap="2">
                <Text textStyle="sm" color="fg.muted">
                  <ArrivalCount arrived={l.arrived} people={l.people} />
                </Text>
                <Badge variant="subtle" size="sm">
                  {l.entries.length}
                </Badge>
              </HStack>
            </Box>
          ))}
        </SimpleGrid>
      )}
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        searchText={(r) => `${r.guestName} ${r.document ?? ''} ${r.promoter} ${r.code}`}
        searchPlaceholder={t`Buscar por nombre, DNI o código`}
        exportName={`entradas-${data.night.businessDate}`}
        printable
        defaultSort={{ key: 'guestName' }}
        emptyTitle={t`Sin invitados`}
        emptyDescription={t`Agrega invitados a la lista de esta noche.`}
        rowTone={(r) => (r.status === 'void' ? 'warning' : undefined)}
        filters={
          <SelectBox
            size="md"
            maxW={{ base: 'full', sm: '56' }}
            value={promoter}
            onChange={setPromoter}
            label={t`Promotor`}
            placeholder={t`Todos los promotores`}
            options={promoters.map((p) => ({ value: p, label: p }))}
          />
        }
        testId="guest-table"
      />
      {editing && (
        <GuestFormDialog
          open
          entry={editing.mode === 'edit' ? editing.entry : undefined}
          timezone={timezone}
          promoters={promoters}
          pending={action.isPending}
          error={action.error}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <GuestQrDialog entry={qr} nightLabel={nightLabel} onClose={() => setQr(null)} />
      <VoidGuestDialog
        entry={voiding}
        pending={action.isPending}
        error={action.error}
        onClose={() => setVoiding(null)}
        onConfirm={() => voiding && run({ kind: 'void', id: voiding.id }, () => setVoiding(null))}
      />
    </Stack>
  );
}
