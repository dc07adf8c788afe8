import { Button, Flex, Grid, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatCount } from '../../../../lib/sync/sync-text';
import type { CountGood } from '../data/use-stock-count';
import { canWeigh, fractionFromWeight, parseGrams, splitQuantity, TENTHS, withPartial } from '../partial';
import { formatQuantity } from '../quantity';

interface PartialPanelProps {
  good: CountGood;
  /** The line's current quantity (full units + open unit). */
  quantity: number;
  savedGrams: number | null;
  onPartial(fraction: number, grams?: number | null): void;
}

/**
 * The open unit of a line: tenths at a touch, or the scale's grams read against the good's full
 * and empty weights — the result is shown before it is used. Full units stay as they are.
 */
export function PartialPanel({ good, quantity, savedGrams, onPartial }: PartialPanelProps) {
  const { t, i18n } = useLingui();
  const [weightText, setWeightText] = useState(savedGrams === null ? '' : String(savedGrams));
  const current = splitQuantity(quantity).partial;
  const weighable = canWeigh(good);
  const parsedWeight = parseGrams(weightText);
  const fraction = parsedWeight.kind === 'valid' ? fractionFromWeight(parsedWeight.value, good) : null;
  const fmt = (n: number) => formatQuantity(n, i18n.locale);
  const full = weighable ? formatCount(i18n, good.fullWeight) : '';
  const empty = weighable ? formatCount(i18n, good.emptyWeight) : '';

  const applyWeight = () => {
    if (parsedWeight.kind === 'valid' && fraction !== null) onPartial(fraction, parsedWeight.value);
  };

  return (
    <Stack
      gap="4"
      px={{ base: '3', sm: '4' }}
      pb="4"
      pt="1"
      data-testid="partial-panel"
      role="group"
      aria-label={t`Botella abierta de ${good.name}`}
    >
      <Stack gap="2">
        <Text textStyle="sm" fontWeight="medium" color="fg.muted">
          <Trans>Botella abierta, en décimos</Trans>
        </Text>
        <Grid gap="2" templateColumns={{ base: 'repeat(5, minmax(0, 1fr))', sm: 'repeat(10, minmax(0, 1fr))' }}>
          {[0, ...TENTHS].map((tenth) => {
            const selected = Math.abs(current - tenth) < 0.0005;
            return (
              <Button
                key={tenth}
                size="lg"
                minW="0"
                px="1"
                variant={selected ? 'solid' : 'outline'}
                colorPalette={selected ? 'brand' : 'gray'}
                fontVariantNumeric="tabular-nums"
                onClick={() => onPartial(tenth)}
                aria-pressed={selected}
                data-testid="partial-tenth"
                data-value={tenth}
              >
                {tenth === 0 ? <Trans>Nada</Trans> : fmt(tenth)}
              </Button>
            );
          })}
        </Grid>
      </Stack>
      {weighable && (
        <Stack gap="2">
          <Text textStyle="sm" fontWeight="medium" color="fg.muted">
            <Trans>
              O por peso (llena {full} g, vacía {empty} g)
            </Trans>
          </Text>
          <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
            <InputGroup endElement="g" w={{ base: 'full', sm: '40' }} flexShrink={0}>
              <Input
                value={weightText}
                onChange={(e) => setWeightText(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') applyWeight();
                }}
                inputMode="numeric"
                autoComplete="off"
                enterKeyHint="done"
                size="lg"
                fontSize="lg"
                fontVariantNumeric="tabular-nums"
                aria-label={t`Peso de la botella abierta de ${good.name}, en gramos`}
                aria-invalid={parsedWeight.kind === 'invalid' || undefined}
                data-testid="weight-input"
              />
            </InputGroup>
            <HStack gap="3" flex="1" justify="space-between" minW="0">
              <Text
                textStyle="sm"
                data-testid="weight-preview"
                data-fraction={fraction ?? undefined}
                color={parsedWeight.kind === 'invalid' ? 'red.fg' : 'fg'}
              >
                {parsedWeight.kind === 'invalid' ? (
                  <Trans>Escribe los gramos, sin decimales</Trans>
                ) : fraction === null ? (
                  <Trans>Pesa la botella abierta</Trans>
                ) : (
                  <Trans>
                    = {fmt(fraction)} de botella · total <Text as="strong">{fmt(withPartial(quantity, fraction))}</Text>
                  </Trans>
                )}
              </Text>
              <Button
                size="lg"
                colorPalette="brand"
                variant="subtle"
                disabled={fraction === null}
                onClick={applyWeight}
                data-testid="weight-apply"
                flexShrink={0}
              >
                <Trans>Usar peso</Trans>
              </Button>
            </HStack>
          </Flex>
        </Stack>
      )}
    </Stack>
  );
}
