// configuracion/boleterias, barras and guardarropas (201): the venue's points of sale of one kind.
// Online only: without network it shows what was loaded, read-only. The bars screen also hosts the
// bar stock locations (passed in by the route, from the stock configuration feature) in a tab.
import { Button, Stack, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { ConfigPosKind, PointOfSaleDto } from '../../../contract/pos';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { posText } from '../labels';
import { DeletePosDialog } from './delete-pos-dialog';
import { PosDialog } from './pos-dialog';
import { PosTable } from './pos-table';

export function PosConfigPage({
  kind,
  extraTab,
}: {
  kind: ConfigPosKind;
  /** A second tab beside the points of sale (the bars' stock locations). */
  extraTab?: { label: string; content: ReactNode };
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const title = posText(i18n, kind, 'title');
  useDocumentTitle(title);
  const [tab, setTab] = useState('pos');
  const [editing, setEditing] = useState<PointOfSaleDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PointOfSaleDto | null>(null);

  const table = <PosTable kind={kind} onEdit={setEditing} onDelete={setDeleting} />;
  return (
    <Stack gap={{ base: '5', md: '6' }} data-testid={`pos-config-page-${kind}`}>
      <ScreenHeader
        section={<Trans>Configuraciones</Trans>}
        title={title}
        description={posText(i18n, kind, 'intro')}
        actions={
          tab === 'pos' && (
            <Button colorPalette="brand" onClick={() => setEditing('new')} data-testid="pos-new">
              {posText(i18n, kind, 'create')}
            </Button>
          )
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>Puedes ver lo que ya estaba cargado, pero no crear, cambiar ni desactivar hasta que vuelva la conexión.</Trans>
        </OfflineNotice>
      )}
      {extraTab ? (
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="pos" data-testid="tab-pos">
              {t`Puntos de venta`}
            </Tabs.Trigger>
            <Tabs.Trigger value="extra" data-testid="tab-extra">
              {extraTab.label}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="pos" pt="4">
            {table}
          </Tabs.Content>
          <Tabs.Content value="extra" pt="4">
            {extraTab.content}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        table
      )}
      {editing && <PosDialog kind={kind} point={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeletePosDialog point={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
