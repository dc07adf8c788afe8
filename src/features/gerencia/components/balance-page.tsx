// gerencia/balancesheet (302): the night's balance sheet, for one night or a date range — sales by
// kind, point of sale, payment and hour, entries, VIP, cost of goods sold and margin, losses,
// cash, cancellations and the result, compared with the previous night and the weekday's
// average (at the same hour, and the result "en curso", while the night is under way). Every
// figure with rows behind it opens them (down to the sale). Online only: read from the server's
// ledgers on each visit; CSV/XLSX per table and print of the whole sheet.
import { Alert, Badge, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import type { BalanceSheetDto } from '../../../contract/gerencia';
import { fDate } from '../../../lib/format-date';
import { LoadFailedAlert } from '../../../lib/ui/load-failed-alert';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useBalanceSheet } from '../api/gerencia';
import { hoursAndMinutes } from '../comparison';
import { hourLabel } from '../labels';
import { type ScopeSearch, scopeOf } from '../scope-search';
import { BalanceHeadline, ResultTable } from './balance-headline';
import { CancellationsSection, EntriesAndCash, NightsTable, SalesSection, Section } from './balance-sections';
import { CompsSection } from './comps-section';
import { type Drill, DrillDialog } from './drill-dialog';
import { ScopePicker, useScopeChoice } from './scope-picker';

const HourChart = lazy(() => import('./balance-charts').then((m) => ({ default: m.HourChart })));

export function BalancePage({
  search: chosen,
  openingNightId,
  onSearch,
}: {
  search: ScopeSearch;
  /** The night to open on until the replica's nights are read (the route's loader found it). */
  openingNightId?: string;
  onSearch(next: ScopeSearch): void;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Balance de la noche`);
  const online = useOnline();
  const choice = useScopeChoice(chosen, openingNightId);
  const { search } = choice;
  const scope = scopeOf(search);
  const q = useBalanceSheet(scope);
  const [drill, setDrill] = useState<Drill | null>(null);
  const b = q.data;

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="balance-page">
      <ScreenHeader
        section={<Trans>Gerencia</Trans>}
        title={<Trans>Balance de la noche</Trans>}
        description={
          <Trans>
            Ventas, costos, pérdidas, caja y resultado de una noche o de un período, leídos de los movimientos registrados. Toca
            una cifra para ver sus filas.
          </Trans>
        }
        actions={
          <Button size="sm" variant="outline" onClick={() => window.print()} data-testid="print-balance">
            {t`Imprimir`}
          </Button>
        }
      />
      <ScopePicker choice={choice} onChange={onSearch} />
      {!online && <OfflineNotice />}
      {q.isError && (
        <LoadFailedAlert message={t`No se pudo cargar el balance.`} onRetry={() => void q.refetch()} testId="balance-error" />
      )}
      {!scope && <Text color="fg.muted">{t`Elige una noche o un rango de fechas.`}</Text>}
      {scope && !b && !q.isError && <Skeleton height="40" borderRadius="l3" />}
      {b && <BalanceSheet b={b} placeholder={q.isPlaceholderData} open={setDrill} />}
      {drill && scope && <DrillDialog scope={scope} drill={drill} onClose={() => setDrill(null)} />}
    </Stack>
  );
}

/**
 * The sheet of one answer. Memoised: the page re-renders when the replica's nights are read or the
 * connection changes, and the sheet (most of the screen's elements) need not render again then.
 */
const BalanceSheet = memo(function BalanceSheet({
  b,
  placeholder,
  open,
}: {
  b: BalanceSheetDto;
  placeholder: boolean;
  open(drill: Drill): void;
}) {
  const { t, i18n } = useLingui();
  const day = (d: string) => fDate(`${d}T12:00:00`, i18n);
  const single = b.scope.nightId ? b.scope.nights[0] : undefined;
  const title = single
    ? `${day(single.businessDate)}${single.eventName ? ` · ${single.eventName}` : ''}`
    : t`${day(b.scope.from)} al ${day(b.scope.to)} · ${b.scope.nights.length} noches`;
  const fileName = `balance-${b.scope.from}${single ? '' : `-${b.scope.to}`}`;
  const live = b.comparison?.inProgress ?? null;
  const { hours, minutes } = hoursAndMinutes(live?.elapsedMinutes ?? 0);
  const underWay = new Set(b.scope.nights.filter((n) => n.status !== 'closed').map((n) => n.id));
  // The title, the night's state and the headline figures render and paint first; the sections
  // below them (most of the sheet's elements: tables, the chart) in a render of their own right
  // after, which React can interrupt for a tap.
  const below = useDeferredValue(true, false);

  return (
    <Stack gap={{ base: '5', sm: '6' }} opacity={placeholder ? 0.6 : 1} data-testid="balance-sheet">
      <HStack gap="3" flexWrap="wrap">
        <Heading size="lg" data-testid="balance-title">
          {title}
        </Heading>
        {live && (
          <Badge colorPalette="orange" variant="subtle" size="md" data-testid="balance-in-progress-badge">
            {t`En curso`}
          </Badge>
        )}
      </HStack>
      {live && (
        <Alert.Root status="info" borderRadius="l3" data-testid="balance-in-progress">
          <Alert.Indicator />
          <Alert.Description>
            {t`La noche está en curso. Ventas, costo y margen se comparan con las noches anteriores a la misma hora (${hours} h ${minutes} min desde la apertura); el resultado no es final hasta contar las cajas y cerrar la noche.`}
          </Alert.Description>
        </Alert.Root>
      )}
      <BalanceHeadline b={b} />
      {below && (
        <>
          <SalesSection
            b={b}
            open={open}
            chart={
              b.byHour.length > 0 && (
                <Suspense fallback={<Skeleton height="48" />}>
                  <HourChart
                    points={b.byHour.map((h) => ({ label: hourLabel(h.hour), hour: h.hour, sales: h.total / 100 }))}
                    onHour={(hour) => open({ kind: 'sales', title: t`Ventas · ${hourLabel(hour)}`, filter: { hour } })}
                  />
                </Suspense>
              )
            }
          />
          <EntriesAndCash b={b} open={open} />
          <CompsSection b={b} open={open} />
          <CancellationsSection b={b} open={open} />
          <Section title={single ? t`Resultado de la noche` : t`Resultado del período`} testId="section-result">
            <ResultTable totals={b.totals} name={fileName} inProgress={!!live} />
          </Section>
          {!single && (
            <Section title={t`Por noche`} testId="section-nights">
              <NightsTable rows={b.byNight} name={`${fileName}-noches`} underWay={underWay} />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
});
