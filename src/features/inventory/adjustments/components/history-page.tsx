// historico: the venue's past counts (where, when, by whom, what they adjusted) and, for one count,
// each line with its theoretical stock, difference and value. A count left submitted can be
// applied from here by whoever may submit counts. The list works offline from the replica
// (data/use-count-history.ts); one count's differences are computed by the server.
import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { PageHeader } from '../../shared/page-header';
import { OfflineNotice } from './common';
import { CountDetail } from './count-detail';
import { CountList } from './count-list';

interface HistoryPageProps {
  countId: string | undefined;
  /** Opens a count (or goes back to the list with undefined); the route keeps it in the URL. */
  onOpen(countId: string | undefined): void;
  /** The user may apply a submitted count (103 or 420). */
  canApply: boolean;
}

export function HistoryPage({ countId, onOpen, canApply }: HistoryPageProps) {
  const { t } = useLingui();
  const title = t`Histórico de conteos`;
  useDocumentTitle(title);
  const online = useOnline();
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="history-page">
      <PageHeader title={title} />
      {!online &&
        (countId ? (
          <OfflineNotice />
        ) : (
          <NoticeAlert status="warning" title={<Trans>Sin conexión</Trans>} testId="offline-notice">
            <Trans>
              Se muestran los conteos guardados en este dispositivo. Quién contó y lo que ajustó cada conteo aplicado se ven con
              conexión.
            </Trans>
          </NoticeAlert>
        ))}
      {countId ? (
        <CountDetail countId={countId} onBack={() => onOpen(undefined)} canApply={canApply} />
      ) : (
        <CountList onOpen={(id) => onOpen(id)} />
      )}
    </Stack>
  );
}
