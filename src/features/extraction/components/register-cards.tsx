// The night's registers: the totals, and one card per register (register-card.tsx) — for 207
// holders float + cash in − cash out = expected, each line drillable; for whoever counts blind, the
// float and the extractions — with the register's actions (open, count, confirm) the route passes in.
import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ExtractionNight, ExtractionSummary, RegisterSummary } from '../../../contract/extraction';
import { fMoney } from '../../../lib/format-number';
import { RegisterCard } from './register-card';

/** What the screen shows under a register: its actions (src/features/cash-registers via the route). */
export type RegisterActionsSlot = (register: RegisterSummary, night: ExtractionNight) => ReactNode;

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
  const blind = totals.expected === null;
  return (
    <Stack gap="4">
      <Card.Root variant="subtle">
        <Card.Body p="4">
          <SimpleGrid columns={{ base: blind ? 1 : 2, lg: blind ? 1 : 4 }} gap="4">
            {!blind && <Figure label={t`Ingresos en efectivo`} value={fMoney(totals.cashIn, undefined, i18n)} />}
            {!blind && <Figure label={t`Egresos en efectivo`} value={fMoney(totals.cashOut, undefined, i18n)} />}
            <Figure
              label={t`Extraído a la caja fuerte`}
              value={fMoney(totals.extracted, undefined, i18n)}
              testId="extraction-total-extracted"
            />
            {!blind && (
              <Figure
                label={t`Esperado en las cajas`}
                value={fMoney(totals.expected, undefined, i18n)}
                testId="extraction-total-expected"
              />
            )}
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
            <RegisterCard key={r.accountId} r={r} nightId={summary.night.id} actions={actions?.(r, summary.night)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
