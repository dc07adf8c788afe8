// configuracion/boleterias, barras and guardarropas (201): the venue's points of sale of one kind.
// Online only: without network it shows what was loaded, read-only. The bars screen also hosts the
// bar stock locations (passed in by the route, from the stock configuration feature) in a tab.
import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { ConfigPosKind, PointOfSaleDto } from '../../../contract/pos';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ScreenTabs } from '../../../lib/ui/screen-tabs';
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
    <Stack gap={{ base: '5', sm: '6' }} data-testid={`pos-config-page-${kind}`}>
      <ScreenHeader
        section={<Trans>Configuraciones</Trans>}
        title={title}
        description={posText(i18n, kind, 'intro')}
        actions={
          tab === 'pos' && (
            <Button colorPalette="brand" onClick={() => setEditing('new')} disabled={!online} data-testid="pos-new">
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
        <ScreenTabs
          value={tab}
          onChange={setTab}
          contentPt="4"
          tabs={[
            { value: 'pos', label: t`Puntos de venta`, testId: 'tab-pos', content: table },
            { value: 'extra', label: extraTab.label, testId: 'tab-extra', content: extraTab.content },
          ]}
        />
      ) : (
        table
      )}
      {editing && <PosDialog kind={kind} point={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeletePosDialog point={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
