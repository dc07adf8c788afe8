// "Esta noche en vivo" on the home screen of a user with 302 (issue 18): sales so far against the
// same time on the same weekday, entries, VIP consumption, pending cancellations, bars under their
// par minimum and terminals gone silent. Refreshed every 20 s while online; offline, or when the
// last request failed, the last figures stay with "Datos al …".
import { Alert, Badge, Box, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { LiveTonightDto } from '../../../contract/gerencia-live';
import { inDisplayZone } from '../../../lib/display-zone';
import { fDateTime } from '../../../lib/format-date';
import { fMoney, fPercent, fQty } from '../../../lib/format-number';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { useLiveTonightQuery } from '../api/live-tonight';

/** HH:mm:ss on the venue's clock (src/lib/display-zone.ts); with the date when it is not today there. */
function fWhen(iso: string, locale: string): string {
  const at = inDisplayZone(new Date(iso));
  if (at.toDateString() !== inDisplayZone(new Date()).toDateString()) return fDateTime(iso);
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(at);
}

/** Sales now against the comparable nights' at the same time: the relative change, null when there is no base. */
export function salesDelta(sales: LiveTonightDto['sales']): number | null {
  if (!sales.comparable || sales.comparable.total === 0) return null;
  return (sales.total - sales.comparable.total) / sales.comparable.total;
}

interface FigureProps {
  label: ReactNode;
  value: ReactNode;
  /** The raw figure (cents, a count), for tests and assistive reading of the exact value. */
  raw: number;
  help?: ReactNode;
  testId: string;
}

function Figure({ label, value, raw, help, testId }: FigureProps) {
  return (
    // A <dl> holds only <dt>/<dd>: the help line is a <dd> too (axe: definition-list).
    <Stat.Root borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel" data-testid={testId} data-value={raw}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize={{ base: 'xl', sm: '2xl' }} fontVariantNumeric="tabular-nums">
        {value}
      </Stat.ValueText>
      {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
    </Stat.Root>
  );
}

function SalesHelp({ sales }: { sales: LiveTonightDto['sales'] }) {
  const { i18n } = useLingui();
  const delta = salesDelta(sales);
  if (!sales.comparable) return <Trans>Sin noches comparables todavía</Trans>;
  const nights = sales.comparable.nights;
  const average = fMoney(sales.comparable.total, undefined, i18n);
  if (delta === null) return <Trans>Mismo horario, promedio: {average}</Trans>;
  const shown = `${delta > 0 ? '+' : ''}${fPercent(delta, i18n)}`;
  return (
    <HStack gap="1.5" wrap="wrap">
      <Badge colorPalette={delta >= 0 ? 'green' : 'red'} variant="subtle">
        {shown}
      </Badge>
      <Text as="span">
        <Plural
          value={nights}
          one="vs. el mismo horario (# noche comparable)"
          other="vs. el mismo horario (promedio de # noches)"
        />
      </Text>
    </HStack>
  );
}

function ListCard({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid={testId}>
      <Card.Body gap="3" p="4">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Goods listed in the low-stock card before "and N more". */
const LOW_LINES = 8;

function LowBars({ bars, stockPath }: { bars: LiveTonightDto['lowBars']; stockPath: string | null }) {
  const { i18n } = useLingui();
  if (bars.length === 0)
    return (
      <Text textStyle="sm" color="fg.muted">
        <Trans>Ninguna barra bajo el mínimo</Trans>
      </Text>
    );
  let budget = LOW_LINES;
  const shown = bars
    .map((bar) => {
      const goods = bar.goods.slice(0, Math.max(0, budget));
      budget -= goods.length;
      return { ...bar, goods };
    })
    .filter((bar) => bar.goods.length > 0);
  const more = bars.reduce((n, b) => n + b.goods.length, 0) - LOW_LINES;
  return (
    <Stack gap="3">
      {shown.map((bar) => (
        <Stack key={bar.locationId} gap="1">
          <Text fontWeight="semibold" textStyle="sm">
            {bar.name}
          </Text>
          {bar.goods.map((g) => {
            const left = fQty(g.expected, i18n);
            const minimum = fQty(g.minimum, i18n);
            return (
              <HStack key={g.goodId} justify="space-between" textStyle="sm" gap="3">
                <Text truncate>{g.name}</Text>
                <Text color={g.expected <= 0 ? 'red.fg' : 'orange.fg'} flexShrink={0} fontVariantNumeric="tabular-nums">
                  <Trans>
                    {left} (mín. {minimum})
                  </Trans>
                </Text>
              </HStack>
            );
          })}
        </Stack>
      ))}
      {(more > 0 || stockPath) && (
        <HStack gap="3" textStyle="sm" wrap="wrap">
          {more > 0 && (
            <Text color="fg.muted">
              <Plural value={more} one="y # producto más" other="y # productos más" />
            </Text>
          )}
          {stockPath && (
            <RouterLink to={stockPath}>
              <Text as="span" color="brand.fg" fontWeight="semibold">
                <Trans>Ver stock en vivo</Trans>
              </Text>
            </RouterLink>
          )}
        </HStack>
      )}
    </Stack>
  );
}

function SilentTerminals({ live }: { live: LiveTonightDto }) {
  const { i18n } = useLingui();
  if (live.silentTerminals.length === 0)
    return (
      <Text textStyle="sm" color="fg.muted">
        <Trans>Todas las terminales en servicio se comunican</Trans>
      </Text>
    );
  return (
    <Stack gap="1.5">
      {live.silentTerminals.map((t) => {
        const seen = fWhen(t.lastSeenAt, i18n.locale);
        return (
          <HStack key={t.id} justify="space-between" textStyle="sm" gap="3">
            <Text truncate>
              {t.name} · {t.pointOfSaleName}
            </Text>
            <Text color="red.fg" flexShrink={0}>
              <Trans>Última señal {seen}</Trans>
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}

function Figures({ live, stockPath }: { live: LiveTonightDto; stockPath: string | null }) {
  const { i18n } = useLingui();
  const minutes = live.silentMinutes;
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Box gridColumn={{ base: 'span 2', sm: 'span 1' }}>
          <Figure
            testId="live-sales"
            label={<Trans>Ventas hasta ahora</Trans>}
            value={fMoney(live.sales.total, undefined, i18n)}
            raw={live.sales.total}
            help={<SalesHelp sales={live.sales} />}
          />
        </Box>
        <Figure
          testId="live-entries"
          label={<Trans>Entradas</Trans>}
          value={live.entries.sold}
          raw={live.entries.sold}
          help={<Plural value={live.entries.freeArrived} one="# ingreso gratis" other="# ingresos gratis" />}
        />
        <Figure
          testId="live-vip"
          label={<Trans>Consumo VIP</Trans>}
          value={fMoney(live.vip.consumption, undefined, i18n)}
          raw={live.vip.consumption}
          help={<Trans>Cargas: {fMoney(live.vip.topups, undefined, i18n)}</Trans>}
        />
        <Box gridColumn={{ base: 'span 2', sm: 'span 1' }}>
          <Figure
            testId="live-cancellations"
            label={<Trans>Anulaciones pendientes</Trans>}
            value={live.pendingCancellations}
            raw={live.pendingCancellations}
            help={
              live.pendingCancellations > 0 ? (
                <RouterLink to="/logged/general/anulaciones">
                  <Text as="span" color="brand.fg" fontWeight="semibold">
                    <Trans>Revisar</Trans>
                  </Text>
                </RouterLink>
              ) : undefined
            }
          />
        </Box>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <ListCard testId="live-low-bars" title={<Trans>Barras con stock bajo</Trans>}>
          <LowBars bars={live.lowBars} stockPath={stockPath} />
        </ListCard>
        <ListCard testId="live-silent" title={<Trans>Terminales sin señal (más de {minutes} min)</Trans>}>
          <SilentTerminals live={live} />
        </ListCard>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The live card set; only rendered for users with 302. `stockPath`: the live-stock screen when the
 * user may open it (the low-stock card links there).
 */
export function LiveTonight({ venueId, stockPath }: { venueId: string; stockPath: string | null }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const { query, live } = useLiveTonightQuery(venueId, online);
  const stale = !!live && (!online || query.isError);
  const when = live ? fWhen(live.generatedAt, i18n.locale) : '';
  return (
    <Stack gap="4" as="section" data-testid="live-tonight" data-stale={stale ? 'true' : 'false'}>
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <HStack gap="2">
          <Box boxSize="2.5" borderRadius="full" bg={stale ? 'orange.500' : 'green.500'} aria-hidden />
          <Heading as="h2" size="lg">
            <Trans>Esta noche en vivo</Trans>
          </Heading>
        </HStack>
        {live && (
          <Text textStyle="xs" color={stale ? 'orange.fg' : 'fg.muted'} data-testid="live-when">
            {stale ? <Trans>Datos al {when}</Trans> : <Trans>Actualizado {when}</Trans>}
          </Text>
        )}
      </HStack>
      {stale && (
        <Alert.Root status="warning" variant="surface" borderRadius="l3" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            {online ? (
              <Trans>No se pudieron actualizar las cifras: se muestran las últimas recibidas.</Trans>
            ) : (
              <Trans>Sin conexión: se muestran las últimas cifras recibidas.</Trans>
            )}
          </Alert.Title>
        </Alert.Root>
      )}
      {!live ? (
        query.isError ? (
          <Text textStyle="sm" color="fg.muted">
            {errorMessage(query.error, i18n, online)}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="24" borderRadius="l3" />
            ))}
          </SimpleGrid>
        )
      ) : !live.night ? (
        <Text textStyle="sm" color="fg.muted">
          <Trans>Sin noche abierta ni planificada</Trans>
        </Text>
      ) : (
        <Figures live={live} stockPath={stockPath} />
      )}
    </Stack>
  );
}
