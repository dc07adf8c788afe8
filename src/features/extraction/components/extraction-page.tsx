// Extracción (gerencia, 141): the cash taken from each register to the safe during a night, and the
// place registers are opened, counted and closed. A night picker (the open one first), one card per
// register with its float, extractions and (207 only) what it should hold, with its actions,
// and the list of extractions (who, witness, time, amount, note) with export and print. Online
// only: the figures are the server's; offline it says so and keeps what was already loaded.
import { Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { ExtractionDto } from '../../../contract/extraction';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { defaultNight, NightPicker } from '../../../lib/ui/night-picker';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { LoadError } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useExtractionNightsQuery, useExtractionSummaryQuery, useExtractionsQuery } from '../api/extractions';
import { NewExtractionDialog } from './new-extraction-dialog';
import { type RegisterActionsSlot, RegisterCards } from './register-cards';

/** `registerActions`: each register's open / count / confirm actions (given by the route). */
export function ExtractionPage({ registerActions }: { registerActions?: RegisterActionsSlot } = {}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  useDocumentTitle(t`Extracciones de efectivo`);
  const nights = useExtractionNightsQuery();
  const [picked, setPicked] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const nightId = picked ?? (nights.data ? defaultNight(nights.data)?.id : undefined);
  const night = nights.data?.find((n) => n.id === nightId);
  const summary = useExtractionSummaryQuery(nightId);
  const list = useExtractionsQuery(nightId);

  const columns = useMemo<DataColumn<ExtractionDto>[]>(
    () => [
      { key: 'at', header: t`Hora`, value: (r) => r.at, render: (r) => fDateTime(r.at, i18n) },
      { key: 'pos', header: t`Caja`, value: (r) => r.pointOfSaleName },
      {
        key: 'amount',
        header: t`Importe`,
        value: (r) => r.amount / 100,
        render: (r) => fMoney(r.amount, undefined, i18n),
        numeric: true,
      },
      { key: 'by', header: t`Realizó`, value: (r) => r.by.name, hideBelowMd: true },
      { key: 'witness', header: t`Testigo`, value: (r) => r.witness?.name ?? '', hideBelowMd: true },
      { key: 'note', header: t`Nota`, value: (r) => r.note, hideBelowLg: true },
    ],
    [t, i18n],
  );

  const canCreate =
    online && night?.status === 'open' && Boolean(summary.data?.registers.some((r) => r.sessionStatus === 'open'));
  return (
    <Stack gap={{ base: '5', md: '6' }} data-testid="extraction-page">
      <ScreenHeader
        section={<Trans>Gerencia</Trans>}
        title={<Trans>Extracciones de efectivo</Trans>}
        description={
          <Trans>
            El efectivo que se retira de cada caja a la caja fuerte durante la noche, con quién lo hizo y quién lo presenció.
          </Trans>
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>Puedes ver lo que ya estaba cargado, pero no registrar extracciones hasta que vuelva la conexión.</Trans>
        </OfflineNotice>
      )}
      {nights.isError && <LoadError testId="extraction-load-error" error={nights.error} onRetry={() => void nights.refetch()} />}
      {nights.isPending && <Skeleton height="10" maxW="80" />}
      {nights.data && nights.data.length === 0 && (
        <Text color="fg.muted" data-testid="extraction-no-nights">
          <Trans>Todavía no hay noches abiertas ni cerradas.</Trans>
        </Text>
      )}
      {nights.data && nights.data.length > 0 && nightId && (
        <HStack gap="3" wrap="wrap" justify="space-between" className="no-print">
          <NightPicker nights={nights.data} value={nightId} onChange={setPicked} testId="extraction-night" />
          <Stack gap="1" align={{ base: 'stretch', sm: 'flex-end' }} w={{ base: 'full', sm: 'auto' }}>
            <Button colorPalette="brand" onClick={() => setCreating(true)} disabled={!canCreate} data-testid="extraction-new">
              <Trans>Nueva extracción</Trans>
            </Button>
            {night && night.status !== 'open' && (
              <Text textStyle="xs" color="fg.muted">
                <Trans>Solo se extrae durante una noche abierta.</Trans>
              </Text>
            )}
            {night?.status === 'open' && summary.data && !canCreate && online && (
              <Text textStyle="xs" color="fg.muted" data-testid="extraction-needs-open-register">
                <Trans>Abre una caja para poder extraer de ella.</Trans>
              </Text>
            )}
          </Stack>
        </HStack>
      )}
      {summary.isError && (
        <LoadError testId="extraction-load-error" error={summary.error} onRetry={() => void summary.refetch()} />
      )}
      {summary.isPending && nightId && (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <Skeleton height="48" />
          <Skeleton height="48" />
          <Skeleton height="48" />
        </SimpleGrid>
      )}
      {summary.data && <RegisterCards summary={summary.data} actions={registerActions} />}
      {nightId && (
        <Stack gap="3">
          <Heading as="h2" size="md">
            <Trans>Extracciones de la noche</Trans>
          </Heading>
          {list.isError ? (
            <LoadError testId="extraction-load-error" error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <DataTable
              cards={{ title: 'pos', amount: 'amount' }}
              rows={list.data}
              loading={list.isPending}
              columns={columns}
              rowKey={(r) => r.id}
              searchText={(r) => `${r.pointOfSaleName} ${r.by.name} ${r.witness?.name ?? ''} ${r.note}`}
              searchPlaceholder={t`Buscar por caja, persona o nota`}
              exportName={`extracciones-${night?.businessDate ?? ''}`}
              printable
              defaultSort={{ key: 'at', desc: true }}
              emptyTitle={t`Sin extracciones`}
              emptyDescription={t`En esta noche no se retiró efectivo de ninguna caja.`}
              testId="extraction-table"
            />
          )}
        </Stack>
      )}
      {creating && summary.data && <NewExtractionDialog summary={summary.data} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
