// One good of a delivery at the door: what is still to arrive, whole cases (a stepper a gloved hand
// can use), loose and damaged units, and what enters the stock.
import { Badge, Button, Card, Field, Grid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { numberInputText } from '../../../../contract/numbers';
import type { OrderDto } from '../../../../contract/purchasing';
import { fQty } from '../../../../lib/format-number';
import { MinusIcon, PlusIcon } from '../../../../lib/ui/icons';
import { quantityValue } from '../../shared/quantity';
import { unitShortLabel } from '../../shared/unit-names';

export interface Line {
  goodId: string;
  name: string;
  unit: string;
  pack: number;
  /** Units still to arrive on the order (null: not on the order). */
  pending: number | null;
  cases: string;
  units: string;
  damaged: string;
}

/** Units a line books: whole cases × pack + loose units; null when something typed is not a quantity. */
export function lineUnits(line: Line): number | null {
  const cases = line.cases.trim() === '' ? 0 : quantityValue(line.cases);
  const units = line.units.trim() === '' ? 0 : quantityValue(line.units);
  if (cases === null || units === null || !Number.isInteger(cases)) return null;
  return Math.round((cases * line.pack + units) * 1000) / 1000;
}

export function linesOfOrder(order: OrderDto): Line[] {
  return order.lines
    .map((l) => {
      const pending = Math.max(0, Math.round((l.quantity - l.quantityReceived) * 1000) / 1000);
      const cases = Math.floor(pending / l.packSize);
      const loose = Math.round((pending - cases * l.packSize) * 1000) / 1000;
      return {
        goodId: l.goodId,
        name: l.name,
        unit: l.unit,
        pack: l.packSize,
        pending,
        cases: String(cases),
        units: numberInputText(loose),
        damaged: '',
      };
    })
    .filter((l) => l.pending > 0);
}

function Stepper({
  value,
  onChange,
  label,
  testId,
}: {
  value: string;
  onChange(v: string): void;
  label: string;
  testId: string;
}) {
  const { t } = useLingui();
  const step = (delta: number) => {
    const now = quantityValue(value) ?? 0;
    onChange(String(Math.max(0, Math.floor(now) + delta)));
  };
  return (
    <HStack gap="1">
      <IconButton variant="outline" aria-label={t`Un bulto menos`} onClick={() => step(-1)}>
        <MinusIcon />
      </IconButton>
      <Input
        textAlign="center"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        w="16"
        aria-label={label}
        data-testid={testId}
      />
      <IconButton variant="outline" aria-label={t`Un bulto más`} onClick={() => step(1)}>
        <PlusIcon />
      </IconButton>
    </HStack>
  );
}

export function LineRow({ line, onChange, onRemove }: { line: Line; onChange(next: Line): void; onRemove(): void }) {
  const { t, i18n } = useLingui();
  const units = lineUnits(line);
  const damaged = line.damaged.trim() === '' ? 0 : quantityValue(line.damaged);
  const unitName = unitShortLabel(i18n, line.unit, true);
  const differs = line.pending === null || (units !== null && units !== line.pending);
  return (
    <Card.Root variant="outline" size="sm" data-testid="receipt-line">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5">
            <Text fontWeight="semibold">{line.name}</Text>
            <Text textStyle="sm" color="fg.muted">
              {line.pending === null ? (
                <Trans>No está en la orden</Trans>
              ) : (
                <Trans>
                  Falta recibir: {fQty(line.pending, i18n)} {unitName}
                </Trans>
              )}
              {line.pack > 1 && (
                <>
                  {' · '}
                  <Trans>
                    Bulto de {line.pack} {unitName}
                  </Trans>
                </>
              )}
            </Text>
          </Stack>
          {line.pending === null && (
            <Button size="sm" variant="ghost" onClick={onRemove}>
              <Trans>Quitar</Trans>
            </Button>
          )}
        </HStack>
        <Grid templateColumns={{ base: '1fr 1fr', md: 'auto 1fr 1fr auto' }} gap="3" alignItems="end">
          <Field.Root>
            <Field.Label>
              <Trans>Bultos</Trans>
            </Field.Label>
            <Stepper
              value={line.cases}
              onChange={(cases) => onChange({ ...line, cases })}
              label={t`Bultos de ${line.name}`}
              testId="receipt-cases"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>Unidades sueltas</Trans>
            </Field.Label>
            <Input
              inputMode="decimal"
              value={line.units}
              onChange={(e) => onChange({ ...line, units: e.target.value })}
              aria-label={t`Unidades sueltas de ${line.name}`}
              data-testid="receipt-units"
            />
          </Field.Root>
          <Field.Root invalid={damaged === null}>
            <Field.Label>
              <Trans>Dañadas</Trans>
            </Field.Label>
            <Input
              inputMode="decimal"
              value={line.damaged}
              onChange={(e) => onChange({ ...line, damaged: e.target.value })}
              aria-label={t`Unidades dañadas de ${line.name}`}
              data-testid="receipt-damaged"
            />
          </Field.Root>
          <Stack gap="1" gridColumn={{ base: 'span 2', md: 'auto' }} align={{ base: 'start', md: 'end' }}>
            <Text fontWeight="semibold" data-testid="receipt-line-total">
              {units === null ? t`Cantidad no válida` : t`Entran ${fQty(units, i18n)} ${unitName}`}
            </Text>
            {differs && units !== null && (
              <Badge colorPalette="orange" variant="subtle">
                <Trans>Diferencia con la orden</Trans>
              </Badge>
            )}
          </Stack>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
