// resto/configuraciones (314; the menu also 659): the menu (products the restaurant sells, with
// their category, station, modifiers and the "86" switch when the kitchen runs out), the kitchen
// stations and the reservation rules. Online only: without network it shows what it has.
import { Badge, Button, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MenuItemDto, StationDto } from '../../../contract/resto-config';
import { toaster } from '../../../lib/toaster';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { PanelCard } from '../../../lib/ui/panel-card';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { useErrorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ScreenTabs } from '../../../lib/ui/screen-tabs';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useDeleteMenuItem, useMenuQuery, useSaveStation, useSetAvailable } from '../api/resto-config';
import { MenuItemDialog } from './menu-item-dialog';
import { RulesPanel } from './rules-panel';

export function RestoMenuPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Configuración del resto`);
  const online = useOnline();
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="resto-menu-page">
      <ScreenHeader
        section={<Trans>Resto</Trans>}
        title={<Trans>Menú, estaciones y reservas</Trans>}
        description={<Trans>Lo que ofrece el restaurante, dónde se prepara cada plato y las reglas de las reservas.</Trans>}
      />
      {!online && (
        <OfflineNotice>
          <Trans>Puedes ver el menú y las reglas, pero no cambiarlos hasta que vuelva la conexión.</Trans>
        </OfflineNotice>
      )}
      <ScreenTabs
        defaultValue="menu"
        tabs={[
          { value: 'menu', label: t`Menú`, content: <MenuPanel />, testId: 'tab-menu' },
          { value: 'estaciones', label: t`Estaciones`, content: <StationsPanel />, testId: 'tab-stations' },
          { value: 'reglas', label: t`Reservas`, content: <RulesPanel />, testId: 'tab-rules' },
        ]}
      />
    </Stack>
  );
}

function MenuPanel() {
  const { t } = useLingui();
  const online = useOnline();
  const query = useMenuQuery();
  const available = useSetAvailable();
  const remove = useDeleteMenuItem();
  const error = useErrorMessage();
  const [editing, setEditing] = useState<MenuItemDto | null | 'new'>(null);
  const menu = query.data;
  const stationName = (id: string | null) => menu?.stations.find((s) => s.id === id)?.name ?? t`Sin estación`;
  const categories = [...new Set(menu?.items.map((i) => i.category))];
  const fail = (e: unknown) => toaster.create({ type: 'error', title: error(e) });

  return (
    <Stack gap="4">
      {query.isError && <QueryFailedAlert query={query} testId="menu-load-error" />}
      <Button
        colorPalette="brand"
        alignSelf="start"
        disabled={!online || !menu}
        onClick={() => setEditing('new')}
        data-testid="menu-item-new"
      >
        <Trans>Agregar al menú</Trans>
      </Button>
      {categories.map((category) => (
        <PanelCard key={category} title={category}>
          <Stack gap="2">
            {menu?.items
              .filter((i) => i.category === category)
              .map((item) => (
                <HStack key={item.id} justify="space-between" wrap="wrap" data-testid={`menu-item-${item.productName}`}>
                  <Stack gap="0">
                    <Text fontWeight="semibold">
                      {item.productName} {!item.available && <Badge colorPalette="red">{t`Agotado`}</Badge>}
                    </Text>
                    <Text textStyle="sm" color="fg.muted">
                      {stationName(item.stationId)}
                      {item.modifiers.length > 0 ? ` · ${item.modifiers.map((m) => m.name).join(', ')}` : ''}
                    </Text>
                  </Stack>
                  <HStack gap="2">
                    <Switch.Root
                      checked={item.available}
                      disabled={!online}
                      onCheckedChange={(e) => available.mutate({ id: item.id, available: e.checked }, { onError: fail })}
                    >
                      <Switch.HiddenInput />
                      <Switch.Control />
                      <Switch.Label>{t`Disponible`}</Switch.Label>
                    </Switch.Root>
                    <Button size="xs" variant="outline" disabled={!online} onClick={() => setEditing(item)}>
                      <Trans>Editar</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      disabled={!online}
                      onClick={() => remove.mutate(item.id, { onError: fail })}
                    >
                      <Trans>Quitar</Trans>
                    </Button>
                  </HStack>
                </HStack>
              ))}
          </Stack>
        </PanelCard>
      ))}
      {editing && menu && (
        <MenuItemDialog
          item={editing === 'new' ? null : (menu.items.find((i) => i.id === editing.id) ?? null)}
          menu={menu}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function StationsPanel() {
  const { t } = useLingui();
  const online = useOnline();
  const query = useMenuQuery();
  const save = useSaveStation();
  const error = useErrorMessage();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const stations = query.data?.stations ?? [];
  const write = (id: string | null, body: { name: string; sortOrder: number; active: boolean }, done?: () => void) =>
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          setProblem(null);
          done?.();
        },
        onError: (e) => setProblem(error(e)),
      },
    );
  const toggle = (s: StationDto) => write(s.id, { name: s.name, sortOrder: s.sortOrder, active: !s.active });

  return (
    <PanelCard
      title={<Trans>Estaciones</Trans>}
      description={<Trans>Cocina, barra, postres…: cada una ve sus platos en su pantalla.</Trans>}
    >
      <Stack gap="2" data-testid="stations">
        {stations.map((s) => (
          <HStack key={s.id} justify="space-between">
            <Text>
              {s.name} {!s.active && <Badge>{t`Inactiva`}</Badge>}
            </Text>
            <Button size="xs" variant="outline" disabled={!online} onClick={() => toggle(s)}>
              {s.active ? t`Desactivar` : t`Activar`}
            </Button>
          </HStack>
        ))}
        <HStack gap="2">
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t`Nueva estación`}
            maxW="18rem"
            data-testid="station-name"
          />
          <Button
            size="sm"
            disabled={!online || !name.trim()}
            loading={save.isPending}
            onClick={() => write(null, { name, sortOrder: stations.length, active: true }, () => setName(''))}
            data-testid="station-add"
          >
            <Trans>Agregar</Trans>
          </Button>
        </HStack>
        {problem && (
          <Text color="fg.error" textStyle="sm">
            {problem}
          </Text>
        )}
      </Stack>
    </PanelCard>
  );
}
