// Satélite (gerencia/satelite, 101): the venue's POS terminals — status, last seen, version,
// queued batches, ingestion keys — and their event history. Online only: it reads and changes the
// server's data; the locally hidden history items are the one thing kept on the device.
import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TerminalDto } from '../../../contract/satelite';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { errorMessage, untranslated } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ScreenTabs } from '../../../lib/ui/screen-tabs';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useTerminalsQuery } from '../api/terminals';
import { ApiKeyDialog } from './api-key-dialog';
import { CreateTerminalDialog } from './create-terminal-dialog';
import { HistoryPanel, type HistoryView } from './history-panel';
import { ErrorAlert } from './parts';
import { RevokeKeyDialog } from './revoke-key-dialog';
import type { TerminalAction } from './terminal-actions';
import { TerminalsPanel } from './terminals-panel';

type Dialog = { kind: 'create' } | { kind: 'key' | 'revoke'; terminal: TerminalDto } | null;

export function SatelitePage({ tab, onTab }: { tab: 'terminales' | 'historia'; onTab(tab: 'terminales' | 'historia'): void }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Satélite`);
  const online = useOnline();
  const terminals = useTerminalsQuery(online);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [view, setView] = useState<HistoryView>({ terminalId: '', kind: '', showHidden: false });

  const onAction = (action: TerminalAction, terminal: TerminalDto) => {
    if (action === 'history') {
      setView((old) => ({ ...old, terminalId: terminal.id }));
      onTab('historia');
    } else setDialog({ kind: action, terminal });
  };

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="satelite-page">
      <ScreenHeader
        section={<Trans>Gerencia</Trans>}
        title={<Trans>Satélite</Trans>}
        description={
          <Trans>
            Las terminales de venta de cada punto de venta: si están en línea, qué versión usan, cuántos lotes les quedan por
            enviar y su clave para enviar ventas.
          </Trans>
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>Sin conexión no se puede ver el estado de las terminales ni cambiar sus claves.</Trans>
        </OfflineNotice>
      )}
      {terminals.error && (
        <ErrorAlert message={errorMessage(terminals.error, i18n, online, untranslated)} testId="terminals-error" />
      )}
      <ScreenTabs
        value={tab}
        onChange={onTab}
        tabs={[
          {
            value: 'terminales',
            label: <Trans>Terminales</Trans>,
            testId: 'tab-terminales',
            content: (
              <TerminalsPanel
                data={terminals.data}
                loading={terminals.isLoading}
                online={online}
                onAction={onAction}
                onCreate={() => setDialog({ kind: 'create' })}
              />
            ),
          },
          {
            value: 'historia',
            label: <Trans>Historia</Trans>,
            testId: 'tab-historia',
            content: <HistoryPanel terminals={terminals.data?.terminals ?? []} view={view} onView={setView} online={online} />,
          },
        ]}
      />
      {dialog?.kind === 'create' && terminals.data && (
        <CreateTerminalDialog
          pointsOfSale={terminals.data.pointsOfSale}
          onClose={() => setDialog(null)}
          onCreated={(terminal) => setDialog({ kind: 'key', terminal })}
        />
      )}
      {dialog?.kind === 'key' && <ApiKeyDialog terminal={dialog.terminal} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'revoke' && <RevokeKeyDialog terminal={dialog.terminal} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
