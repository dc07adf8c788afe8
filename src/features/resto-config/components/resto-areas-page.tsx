// configuracion/resto (201): the restaurant's areas and their tables. A tablet shows the area's
// floor plan to drag tables on (saved on each drop) beside the list; a phone shows the plain list.
// Online only: without network it shows what it has, read-only.
import { Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AreaDto, TableDto } from '../../../contract/resto-config';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { PanelCard } from '../../../lib/ui/panel-card';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useAreasQuery, useDeleteArea, useDeleteTable, useMoveTable } from '../api/resto-config';
import { AreaDialog } from './area-dialog';
import { FloorPlan } from './floor-plan';
import { TableDialog } from './table-dialog';

type Editing = { kind: 'area'; area: AreaDto | null } | { kind: 'table'; table: TableDto | null } | null;
type Deleting = { kind: 'area'; id: string; name: string } | { kind: 'table'; id: string; name: string } | null;

export function RestoAreasPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Configuración del resto`);
  const online = useOnline();
  const query = useAreasQuery();
  const move = useMoveTable();
  const delArea = useDeleteArea();
  const delTable = useDeleteTable();
  const error = useErrorMessage();
  const [areaId, setAreaId] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const data = query.data;
  const area = data?.areas.find((a) => a.id === areaId) ?? data?.areas[0] ?? null;

  const onMove = (id: string, x: number, y: number) =>
    move.mutate({ id, x, y }, { onError: (e) => toaster.create({ type: 'error', title: error(e) }) });
  const remove = () => {
    if (!deleting) return;
    const m = deleting.kind === 'area' ? delArea : delTable;
    m.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  };

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="resto-areas-page">
      <ScreenHeader
        section={<Trans>Configuraciones</Trans>}
        title={<Trans>Configuración del resto</Trans>}
        description={
          <Trans>
            Las áreas del restaurante y del sector VIP, quién cobra sus pedidos y de qué barra salen, y sus mesas en el plano.
            Arrastra una mesa para moverla (o selecciónala y usa las flechas).
          </Trans>
        }
        actions={
          data && (
            <Button
              colorPalette="brand"
              disabled={!online}
              onClick={() => setEditing({ kind: 'area', area: null })}
              data-testid="area-new"
            >
              <Trans>Nueva área</Trans>
            </Button>
          )
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>Puedes ver las áreas y mesas, pero no cambiarlas hasta que vuelva la conexión.</Trans>
        </OfflineNotice>
      )}
      {query.isError && <QueryFailedAlert query={query} testId="resto-areas-load-error" />}
      {data && (
        <HStack gap="2" wrap="wrap" role="tablist" aria-label={t`Áreas`}>
          {data.areas.map((a) => (
            <Button
              key={a.id}
              role="tab"
              aria-selected={a.id === area?.id}
              variant={a.id === area?.id ? 'solid' : 'outline'}
              size="sm"
              onClick={() => {
                setAreaId(a.id);
                setSelected(null);
              }}
              data-testid={`area-tab-${a.name}`}
            >
              {a.name}
              {a.vip && <Badge colorPalette="purple">VIP</Badge>}
              {!a.active && <Badge>{t`Inactiva`}</Badge>}
            </Button>
          ))}
        </HStack>
      )}
      {data && area && (
        <PanelCard
          title={area.name}
          description={[
            data.pointsOfSale.find((p) => p.id === area.pointOfSaleId)?.name ?? t`Sin punto de venta`,
            data.bars.find((b) => b.id === area.stockLocationId)?.name ?? t`Sin barra`,
            data.priceLists.find((l) => l.id === area.priceListId)?.name ?? t`Sin lista de precios`,
          ].join(' · ')}
          testId="area-card"
        >
          <HStack gap="2" wrap="wrap" mb="4">
            <Button
              size="sm"
              colorPalette="brand"
              disabled={!online}
              onClick={() => setEditing({ kind: 'table', table: null })}
              data-testid="table-new"
            >
              <Trans>Nueva mesa</Trans>
            </Button>
            <Button size="sm" variant="outline" disabled={!online} onClick={() => setEditing({ kind: 'area', area })}>
              <Trans>Editar área</Trans>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={!online}
              onClick={() => setDeleting({ kind: 'area', id: area.id, name: area.name })}
            >
              <Trans>Borrar área</Trans>
            </Button>
          </HStack>
          <Grid templateColumns={{ base: '1fr', sm: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5">
            <Box display={{ base: 'none', sm: 'block' }}>
              <FloorPlan tables={area.tables} selectedId={selected} onSelect={setSelected} onMove={onMove} disabled={!online} />
            </Box>
            <Stack gap="2" data-testid="table-list">
              {area.tables.length === 0 && (
                <Text color="fg.muted">
                  <Trans>El área no tiene mesas todavía.</Trans>
                </Text>
              )}
              {area.tables.map((table) => (
                <HStack
                  key={table.id}
                  justify="space-between"
                  borderWidth="1px"
                  borderRadius="md"
                  p="2"
                  borderColor={table.id === selected ? 'brand.solid' : 'border'}
                  data-testid={`table-row-${table.name}`}
                >
                  <Stack gap="0">
                    <Text fontWeight="semibold">
                      {table.name} {!table.active && <Badge>{t`Inactiva`}</Badge>}
                    </Text>
                    <Text textStyle="sm" color="fg.muted">
                      {t`${table.seats} lugares`}
                      {table.joinable ? ` · ${t`se junta`}` : ''}
                      {area.vip ? ` · ${t`mínimo ${fMoney(table.minimumSpend)}, seña ${fMoney(table.deposit)}`}` : ''}
                    </Text>
                  </Stack>
                  <HStack gap="1">
                    <Button size="xs" variant="outline" disabled={!online} onClick={() => setEditing({ kind: 'table', table })}>
                      <Trans>Editar</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      disabled={!online}
                      onClick={() => setDeleting({ kind: 'table', id: table.id, name: table.name })}
                    >
                      <Trans>Borrar</Trans>
                    </Button>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          </Grid>
        </PanelCard>
      )}
      {editing?.kind === 'area' && data && <AreaDialog area={editing.area} options={data} onClose={() => setEditing(null)} />}
      {editing?.kind === 'table' && area && <TableDialog area={area} table={editing.table} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={deleting.kind === 'area' ? t`¿Borrar el área ${deleting.name}?` : t`¿Borrar la mesa ${deleting.name}?`}
          confirmLabel={t`Borrar`}
          onConfirm={remove}
          onClose={() => setDeleting(null)}
          pending={delArea.isPending || delTable.isPending}
          error={deleting.kind === 'area' ? delArea.error : delTable.error}
          testId="resto-delete"
          confirmTestId="resto-delete-confirm"
        >
          <Trans>Las reservas y comandas ya hechas la conservan; no se podrá elegir más.</Trans>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
