// configuracion/noche (201): the venue's nights — create, edit, open, close (with what blocks it),
// reopen with an audited reason, delete a planned one — and the business-day cutoff hour. Online
// only: without network it shows what was loaded, read-only.
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { addDays, type NightDto, type NightsListDto } from '../../../contract/nights-admin';
import { fDate, fDateTime } from '../../../lib/format-date';
import { useOfflineCopy } from '../../../lib/offline-copy';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { LoadError } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useNightsQuery } from '../api/nights';
import { translateMessage } from '../messages';
import { CutoffCard } from './cutoff-card';
import { NightActionDialog, type NightDialogAction } from './night-action-dialog';
import { NightDialog } from './night-dialog';
import { NightsTable } from './nights-table';

const NIGHTS_COPY = 'nights-config:list';

/** The kept list narrowed to a range of business dates (offline, the range is applied here). */
function withinRange(list: NightsListDto, range: { from: string; to: string }): NightsListDto {
  const nights = list.nights.filter(
    (n) => (!range.from || n.businessDate >= range.from) && (!range.to || n.businessDate <= range.to),
  );
  return { ...list, nights };
}

/** The first date after `today` without a night: what "Nueva noche" suggests. */
function nextFreeDate(nights: NightDto[], today: string): string {
  const taken = new Set(nights.map((n) => n.businessDate));
  let d = today;
  while (taken.has(d)) d = addDays(d, 1);
  return d;
}

export function NightsPage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  useDocumentTitle(t`Noches`);
  const [range, setRange] = useState({ from: '', to: '' });
  const query = useNightsQuery(range);
  // Offline, the last whole list this device loaded, with its time (a filtered answer is not kept).
  const kept = useOfflineCopy(NIGHTS_COPY, query, { keep: !range.from && !range.to });
  const [editing, setEditing] = useState<NightDto | 'new' | null>(null);
  const [acting, setActing] = useState<{ night: NightDto; action: NightDialogAction } | null>(null);
  const when = kept.at ? fDateTime(kept.at, i18n) : '';
  const data = kept.fromCopy && kept.data ? withinRange(kept.data, range) : kept.data;
  const open = data?.nights.find((n) => n.status === 'open');

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="nights-page">
      <ScreenHeader
        section={<Trans>Configuraciones</Trans>}
        title={<Trans>Noches</Trans>}
        description={
          <Trans>
            Cada noche del local con su evento y su horario. Ábrela para que las terminales registren sus ventas, y ciérrala
            cuando no queden anulaciones pendientes ni cajas abiertas.
          </Trans>
        }
        actions={
          <Button colorPalette="brand" onClick={() => setEditing('new')} disabled={!data || !online} data-testid="night-new">
            <Trans>Nueva noche</Trans>
          </Button>
        }
      />
      {kept.fromCopy && kept.at && (
        <Text textStyle="sm" color="fg.muted" data-testid="nights-as-of">
          <Trans>Datos al {when}</Trans>
        </Text>
      )}
      {!online && (
        <OfflineNotice>
          <Trans>
            Puedes ver las noches que ya estaban cargadas, pero no crear, abrir ni cerrar hasta que vuelva la conexión.
          </Trans>
        </OfflineNotice>
      )}
      {open && (
        <Alert.Root status="success" variant="surface" borderRadius="l3" data-testid="night-open-banner">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>
                Noche abierta: {open.eventName || fDate(open.businessDate, i18n)} ({fDate(open.businessDate, i18n)},{' '}
                {open.opensAtLocal}–{open.closesAtLocal})
              </Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>
                {open.salesCount} ventas · {open.pendingCancellations} anulaciones pendientes · {open.openCashSessions} cajas
                abiertas
              </Trans>
            </Alert.Description>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              alignSelf="flex-start"
              mt="2"
              hideFrom="sm"
              onClick={() => setActing({ night: open, action: 'cerrar' })}
            >
              <Trans>Cerrar noche</Trans>
            </Button>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            alignSelf="center"
            hideBelow="sm"
            onClick={() => setActing({ night: open, action: 'cerrar' })}
            data-testid="night-open-banner-close"
          >
            <Trans>Cerrar noche</Trans>
          </Button>
        </Alert.Root>
      )}
      {online && query.isError && !data ? (
        <LoadError
          testId="nights-load-error"
          translate={translateMessage}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <NightsTable
          nights={data?.nights}
          loading={query.isPending}
          today={data?.today ?? ''}
          range={range}
          onRange={setRange}
          onEdit={(n) => setEditing(n)}
          onAction={(night, action) => setActing({ night, action })}
        />
      )}
      <CutoffCard />
      {editing && data && (
        <NightDialog
          night={editing === 'new' ? null : editing}
          defaultDate={nextFreeDate(data.nights, data.today)}
          timezone={data.timezone}
          cutoffHour={data.cutoffHour}
          onClose={() => setEditing(null)}
        />
      )}
      {acting && <NightActionDialog night={acting.night} action={acting.action} onClose={() => setActing(null)} />}
    </Stack>
  );
}
