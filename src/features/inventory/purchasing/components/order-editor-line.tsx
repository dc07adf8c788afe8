// One line of a draft purchase order: the good (and whether the supplier sells it), cases of its pack
// or units, the unit price in pesos and the line's total, with the marks of what is wrong.
import { Box, Grid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SupplierDto } from '../../../../contract/purchasing';
import { fMoney, fQty } from '../../../../lib/format-number';
import { TrashIcon } from '../../shared/icons';
import { unitShortLabel } from '../../shared/unit-names';
import type { Good } from '../../shared/use-inventory-replica';
import type { DraftLine } from './order-editor-dialog';
import { supplierOffer } from './order-parts';

export function OrderEditorLine({
  line,
  good,
  supplier,
  quantity,
  total,
  errors,
  showErrors,
  focus,
  onFocused,
  onPatch,
  onRemove,
}: {
  line: DraftLine;
  good: Good | undefined;
  supplier: SupplierDto | undefined;
  /** Units the typed cases make, or null when they are not a quantity. */
  quantity: number | null;
  /** The line's cents, or null while something typed is wrong. */
  total: number | null;
  errors: { cases: string | null; price: string | null } | undefined;
  /** After a save was tried every mark shows; before, only those of what was typed. */
  showErrors: boolean;
  /** Just added: the cases field takes the focus. */
  focus: boolean;
  onFocused(): void;
  onPatch(change: Partial<DraftLine>): void;
  onRemove(): void;
}) {
  const { t, i18n } = useLingui();
  const name = good?.name ?? line.goodId.slice(0, 8);
  const unit = unitShortLabel(i18n, good?.unit ?? '');
  const pack = line.packSize;
  const units = quantity != null ? fQty(quantity, i18n) : '';
  const showCases = showErrors || line.cases !== '' ? errors?.cases : null;
  const showPrice = showErrors || line.price !== '' ? errors?.price : null;
  const offer = supplierOffer(supplier, line.goodId);
  return (
    <Grid
      templateColumns={{ base: '1fr 1fr', md: 'minmax(0, 1fr) 7rem 8rem 8rem auto' }}
      gap="3"
      alignItems="start"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
      data-testid="order-editor-line"
    >
      <HStack gridColumn={{ base: '1 / -1', md: 'auto' }} justify="space-between" align="start" minW="0">
        <Box minW="0">
          <Text fontWeight="medium" truncate>
            {name}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {good?.sku}
            {line.packSize > 1 ? (
              <>
                {' '}
                · <Trans>Bulto de {pack}</Trans>
              </>
            ) : null}
            {supplier && !offer ? (
              <>
                {' '}
                · <Trans>no figura en la lista del proveedor</Trans>
              </>
            ) : null}
          </Text>
        </Box>
        <IconButton
          hideFrom="md"
          variant="ghost"
          size="sm"
          colorPalette="red"
          aria-label={t`Quitar ${name}`}
          onClick={() => onRemove()}
        >
          <TrashIcon />
        </IconButton>
      </HStack>
      <Stack gap="1">
        <Text textStyle="xs" color="fg.muted">
          {line.packSize > 1 ? <Trans>Bultos</Trans> : <Trans>Cantidad</Trans>}
        </Text>
        <Input
          ref={(el) => {
            if (el && focus) {
              el.focus();
              el.select();
              onFocused();
            }
          }}
          size="sm"
          textAlign="end"
          inputMode="decimal"
          value={line.cases}
          onChange={(e) => onPatch({ cases: e.target.value })}
          aria-label={line.packSize > 1 ? t`Bultos de ${name}` : t`Cantidad de ${name}`}
          aria-invalid={!!showCases}
          borderColor={showCases ? 'border.error' : undefined}
        />
        <Text textStyle="xs" color={showCases ? 'fg.error' : 'fg.muted'}>
          {showCases ??
            (quantity != null ? (
              line.packSize > 1 ? (
                <Trans>
                  = {units} {unit}
                </Trans>
              ) : (
                unit
              )
            ) : null)}
        </Text>
      </Stack>
      <Stack gap="1">
        <Text textStyle="xs" color="fg.muted">
          <Trans>Precio unitario</Trans>
        </Text>
        <Input
          size="sm"
          textAlign="end"
          inputMode="decimal"
          value={line.price}
          onChange={(e) => onPatch({ price: e.target.value, priceTouched: true })}
          aria-label={t`Precio unitario de ${name}`}
          aria-invalid={!!showPrice}
          borderColor={showPrice ? 'border.error' : undefined}
        />
        {showPrice && (
          <Text textStyle="xs" color="fg.error">
            {showPrice}
          </Text>
        )}
      </Stack>
      <Stack gap="1" gridColumn={{ base: '1 / -1', md: 'auto' }} align={{ base: 'flex-end', md: 'stretch' }}>
        <Text textStyle="xs" color="fg.muted" textAlign="end">
          <Trans>Total de la línea</Trans>
        </Text>
        <Text
          textAlign="end"
          fontWeight="medium"
          fontVariantNumeric="tabular-nums"
          lineHeight="2rem"
          data-testid="order-line-total"
        >
          {total != null ? fMoney(total, undefined, i18n) : '-'}
        </Text>
      </Stack>
      <IconButton
        hideBelow="md"
        mt="5"
        variant="ghost"
        size="sm"
        colorPalette="red"
        aria-label={t`Quitar ${name}`}
        onClick={() => onRemove()}
      >
        <TrashIcon />
      </IconButton>
    </Grid>
  );
}
