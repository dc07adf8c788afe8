// One card per register of the night: its float, what was taken to the safe and — for 207 holders
// only — its cash income and what it should hold (a cashier who counts it blind never sees that),
// with the register's actions (open, count, confirm) that the route passes in.
import { Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ExtractionNight, ExtractionSummary, RegisterSummary } from '../../../contract/extraction';
import { fMoney } from '../../../lib/format-number';
import { type BadgeLook, StateBadge } from '../../../lib/ui/state-badge';

const SESSION_LOOKS = {
  open: { palette: 'green', label: msg`Caja abierta` },
  counting: { palette: 'orange', label: msg`En arqueo` },
  closed: { palette: 'gray', label: msg`Caja cerrada` },
  none: { palette: 'gray', label: msg`Sin apertura`, variant: 'outline' },
} satisfies Record<NonNullable<RegisterSummary['sessionStatus']> | 'none', BadgeLook>;

function SessionBadge({ status }: { status: RegisterSummary['sessionStatus'] }) {
  return <StateBadge look={SESSION_LOOKS[status ?? 'none']} />;
}

/** What the screen shows under a register: its actions (src/features/cash-registers via the route). */
export type RegisterActionsSlot = (register: RegisterSummary, night: ExtractionNight) => ReactNode;

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" gap="3">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text textStyle={strong ? 'md' : 'sm'} fontWeight={strong ? 'semibold' : 'normal'} fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </HStack>
  );
}

function RegisterCard({ r, actions }: { r: RegisterSummary; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const blind = r.expectedAfter === null;
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="extraction-register-card" data-pos={r.pointOfSaleId}>
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontWeight="semibold" lineClamp={2}>
            {r.pointOfSaleName}
          </Text>
          <SessionBadge status={r.sessionStatus} />
        </HStack>
        <Stack gap="1">
          <Line label={t`Fondo inicial`} value={fMoney(r.openingFloat, undefined, i18n)} />
          {!blind && <Line label={t`Ingresos en efectivo`} value={fMoney(r.cashIncome, undefined, i18n)} />}
          {!blind && <Line label={t`Esperado antes de extraer`} value={fMoney(r.expectedBefore, undefined, i18n)} />}
          <HStack justify="space-between" gap="3">
            <Text textStyle="sm" color="fg.muted">
              <Plural value={r.count} _0="Sin extracciones" one="Extraído (# vez)" other="Extraído (# veces)" />
            </Text>
            <Text textStyle="sm" fontVariantNumeric="tabular-nums" color={r.extracted > 0 ? 'fg.error' : undefined}>
              {r.extracted > 0 ? `− ${fMoney(r.extracted, undefined, i18n)}` : fMoney(0, undefined, i18n)}
            </Text>
          </HStack>
        </Stack>
        <Box borderTopWidth="1px" pt="2">
          {blind ? (
            <Text textStyle="xs" color="fg.muted">
              <Trans>Lo esperado en la caja lo ve quien confirma el cierre: el conteo es a ciegas.</Trans>
            </Text>
          ) : (
            <Line label={t`Esperado al cierre`} value={fMoney(r.expectedAfter, undefined, i18n)} strong />
          )}
          {r.countedAmount !== null && <Line label={t`Contado al cierre`} value={fMoney(r.countedAmount, undefined, i18n)} />}
        </Box>
        {actions}
      </Card.Body>
    </Card.Root>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text textStyle={{ base: 'lg', md: 'xl' }} fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

export function RegisterCards({ summary, actions }: { summary: ExtractionSummary; actions?: RegisterActionsSlot }) {
  const { t, i18n } = useLingui();
  const { totals } = summary;
  const blind = totals.expectedAfter === null;
  return (
    <Stack gap="4">
      <Card.Root variant="subtle">
        <Card.Body p="4">
          <SimpleGrid columns={{ base: 1, sm: blind ? 1 : 3 }} gap="4">
            {!blind && <Figure label={t`Esperado antes de extraer`} value={fMoney(totals.expectedBefore, undefined, i18n)} />}
            <Figure
              label={t`Extraído a la caja fuerte`}
              value={fMoney(totals.extracted, undefined, i18n)}
              testId="extraction-total-extracted"
            />
            {!blind && <Figure label={t`Esperado al cierre`} value={fMoney(totals.expectedAfter, undefined, i18n)} />}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      {summary.registers.length === 0 ? (
        <Text color="fg.muted">
          <Trans>El local no tiene cajas registradoras.</Trans>
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {summary.registers.map((r) => (
            <RegisterCard key={r.accountId} r={r} actions={actions?.(r, summary.night)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
