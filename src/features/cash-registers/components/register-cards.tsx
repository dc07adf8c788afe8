// The night's registers: the totals, and one card per register (register-card.tsx) — for 207
// holders float + cash in − cash out = expected, each line drillable; for whoever counts blind, the
// float and the extractions — with the register's actions (open, extract, count, confirm).
import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExtractionSummary, RegisterSummary } from '../../../contract/extraction';
import { fMoney } from '../../../lib/format-number';
import { RegisterActions } from './register-actions';
import { RegisterCard } from './register-card';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text textStyle={{ base: 'lg', sm: 'xl' }} fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

export function RegisterCards({
  summary,
  onExtract,
}: {
  summary: ExtractionSummary;
  /** "Extraer" on a card: the screen opens the extraction dialog for that register. */
  onExtract(register: RegisterSummary): void;
}) {
  const { t, i18n } = useLingui();
  const { totals } = summary;
  const blind = totals.expected === null;
  return (
    <Stack gap="4">
      <Card.Root variant="subtle">
        <Card.Body p="4">
          <SimpleGrid columns={{ base: blind ? 1 : 2, md: blind ? 1 : 4 }} gap="4">
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
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {summary.registers.map((r) => (
            <RegisterCard
              key={r.accountId}
              r={r}
              nightId={summary.night.id}
              actions={
                <RegisterActions
                  accountId={r.accountId}
                  nightId={summary.night.id}
                  nightOpen={summary.night.status === 'open'}
                  pointOfSaleId={r.pointOfSaleId}
                  pointOfSaleName={r.pointOfSaleName}
                  onExtract={() => onExtract(r)}
                />
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
