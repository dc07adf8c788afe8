// Cajas (cash flow, 141 or 207; gerencia/extraccion redirects here): where a night's registers are
// opened, counted, confirmed or recounted, and cash is extracted from them to the safe. A night
// picker (the night under way first), the night's totals, one card per register that adds up (for
// 207: float + cash in − cash out = expected, then the count; for whoever counts blind, the float
// and the extractions) with its actions, "Extraer" among them, and the list of extractions (who,
// witness, time, amount, note) with export and print. Online only: the figures are the server's;
// offline it says so and keeps what was already loaded.
import { Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { ExtractionDto, RegisterSummary } from '../../../contract/extraction';
import { useAuth } from '../../../lib/auth/use-auth';
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
import { RegisterCards } from './register-cards';

/** What the extraction dialog opens with: a register picked on its card, or none (the header's button). */
type Extracting = { pointOfSaleId?: string } | null;

export function RegistersPage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { user } = useAuth();
  useDocumentTitle(t`Cajas`);
  const nights = useExtractionNightsQuery();
  const [picked, setPicked] = useState<string | null>(null);
  const [extracting, setExtracting] = useState<Extracting>(null);
  const clerk = user?.privi.includes('141') ?? false;
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
      { key: 'by', header: t`Realizó`, value: (r) => r.by.name, hideBelowSm: true },
      { key: 'witness', header: t`Testigo`, value: (r) => r.witness?.name ?? '', hideBelowSm: true },
      { key: 'note', header: t`Nota`, value: (r) => r.note, hideBelowMd: true },
    ],
    [t, i18n],
  );

  const canCreate =
    clerk && online && night?.status === 'open' && Boolean(summary.data?.registers.some((r) => r.sessionStatus === 'open'));
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="registers-page">
      <ScreenHeader
        section={<Trans>Cash flow</Trans>}
        title={<Trans>Cajas</Trans>}
        description={
          <Trans>
            Cada caja de la noche: su apertura, lo que entró y salió en efectivo, su arqueo y su cierre, y lo que se retiró a la
            caja fuerte.
          </Trans>
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>
            Puedes ver lo que ya estaba cargado, pero no abrir, contar ni cerrar cajas ni registrar extracciones hasta que vuelva
            la conexión.
          </Trans>
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
          {clerk && (
            <Stack gap="1" align={{ base: 'stretch', sm: 'flex-end' }} w={{ base: 'full', sm: 'auto' }}>
              <Button variant="outline" onClick={() => setExtracting({})} disabled={!canCreate} data-testid="extraction-new">
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
          )}
        </HStack>
      )}
      {summary.isError && (
        <LoadError testId="extraction-load-error" error={summary.error} onRetry={() => void summary.refetch()} />
      )}
      {summary.isPending && nightId && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          <Skeleton height="48" />
          <Skeleton height="48" />
          <Skeleton height="48" />
        </SimpleGrid>
      )}
      {summary.data && (
        <RegisterCards
          summary={summary.data}
          onExtract={(r: RegisterSummary) => setExtracting({ pointOfSaleId: r.pointOfSaleId })}
        />
      )}
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
      {extracting && summary.data && (
        <NewExtractionDialog
          summary={summary.data}
          pointOfSaleId={extracting.pointOfSaleId}
          onClose={() => setExtracting(null)}
        />
      )}
    </Stack>
  );
}
