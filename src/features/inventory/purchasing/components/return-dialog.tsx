// "Nueva devolución": goods sent back to a supplier from a warehouse or bar, why, and the price per
// unit the supplier credits (by default its last price for the good, else the good's cost). The
// stock leaves the place at its cost when the server records it; more than is on hand is refused
// there, and said here beforehand from this device's copy of the stock.
import { Box, Field, Flex, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { moneyInputText } from '../../../../contract/numbers';
import type { ReturnBody } from '../../../../contract/purchasing';
import { fMoney, fQty } from '../../../../lib/format-number';
import { toaster } from '../../../../lib/toaster';
import { FormDialog } from '../../../../lib/ui/form-dialog';
import { FormField } from '../../../../lib/ui/form-field';
import { useOnline } from '../../../../lib/ui/online-only';
import { SelectBox } from '../../../../lib/ui/select-box';
import { documentNumber } from '../../shared/document-number';
import { GoodCombobox } from '../../shared/good-combobox';
import { TrashIcon } from '../../shared/icons';
import { PlaceSelect } from '../../shared/place-select';
import { unitShortLabel } from '../../shared/unit-names';
import { useGoodsLive, useOnHandLive, usePlacesLive } from '../../shared/use-inventory-replica';
import { useRecordReturn, useSuppliers } from '../api';
import { moneyMessage, parsePurchaseQuantity, parseUnitPrice, quantityMessage } from './cost-fields';

interface Line {
  goodId: string;
  quantity: string;
  price: string;
}

export function ReturnDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const suppliers = useSuppliers();
  const places = usePlacesLive();
  const goods = useGoodsLive();
  const record = useRecordReturn();
  const [supplierId, setSupplierId] = useState('');
  const [locationId, setLocationId] = useState('');
  const [reason, setReason] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [tried, setTried] = useState(false);
  const onHand = useOnHandLive(locationId || undefined);
  const goodsById = useMemo(() => new Map((goods ?? []).map((g) => [g.id, g])), [goods]);
  const supplier = suppliers.data?.find((s) => s.id === supplierId);
  const excluded = useMemo(() => new Set(lines.map((l) => l.goodId)), [lines]);

  /** The supplier's last price for the good, else what the good costs the venue now. */
  const defaultPrice = (goodId: string) => {
    const agreed = supplier?.goods.find((g) => g.goodId === goodId)?.lastPrice;
    const cost = goodsById.get(goodId)?.unitCost;
    const cents = agreed ?? cost;
    return cents === undefined ? '' : moneyInputText(cents);
  };

  const addGood = (goodId: string | null) => {
    if (!goodId || excluded.has(goodId)) return;
    setLines((ls) => [...ls, { goodId, quantity: '1', price: defaultPrice(goodId) }]);
  };
  const setLine = (goodId: string, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.goodId === goodId ? { ...l, ...patch } : l)));

  const checked = lines.map((l) => {
    const quantity = parsePurchaseQuantity(l.quantity);
    const price = parseUnitPrice(l.price);
    const available = onHand?.get(l.goodId) ?? 0;
    return {
      line: l,
      good: goodsById.get(l.goodId),
      quantity,
      price,
      available,
      over: Boolean(locationId) && quantity.ok && quantity.value > available,
      quantityError: quantityMessage(i18n, quantity),
      priceError: moneyMessage(i18n, price),
      credit: quantity.ok && price.ok ? Math.round(quantity.value * price.value) : 0,
    };
  });
  const credit = checked.reduce((s, c) => s + c.credit, 0);
  const errors = {
    supplier: !supplierId ? t`Elige el proveedor` : undefined,
    location: !locationId ? t`Elige de dónde sale la mercadería` : undefined,
    reason: reason.trim() === '' ? t`El motivo es obligatorio` : undefined,
    lines: lines.length === 0 ? t`Agrega al menos una mercadería` : undefined,
  };
  const valid = Object.values(errors).every((e) => e === undefined) && checked.every((c) => !c.quantityError && !c.priceError);

  const submit = () => {
    setTried(true);
    if (!valid) return;
    const body: ReturnBody = {
      supplierId,
      locationId,
      reason: reason.trim(),
      lines: checked.map((c) => ({
        goodId: c.line.goodId,
        quantity: c.quantity.ok ? c.quantity.value : 0,
        creditPrice: c.price.ok ? c.price.value : 0,
      })),
    };
    record.mutate(body, {
      onSuccess: (saved) => {
        toaster.create({ type: 'success', title: t`Devolución N° ${documentNumber(saved.number)} registrada` });
        onClose();
      },
    });
  };

  const supplierOptions = (suppliers.data ?? [])
    .filter((s) => s.active || s.id === supplierId)
    .map((s) => ({ value: s.id, label: s.name }));

  return (
    <FormDialog
      title={t`Nueva devolución`}
      description={
        <Trans>
          La mercadería sale del lugar elegido a su costo actual; el proveedor acredita el precio por unidad que se indica.
        </Trans>
      }
      submitLabel={t`Registrar devolución`}
      size="xl"
      pending={record.isPending}
      error={record.error}
      onlineOnly
      blocked={online ? null : t`Sin conexión: la devolución se registra cuando vuelva la conexión.`}
      invalid={tried && !valid ? t`Revisa los campos marcados.` : null}
      onClose={onClose}
      onSubmit={submit}
      testId="return-dialog"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t`Proveedor`} error={tried ? errors.supplier : undefined} required>
          <SelectBox
            value={supplierId}
            onChange={setSupplierId}
            placeholder={t`Elige un proveedor`}
            label={t`Proveedor`}
            options={supplierOptions}
            testId="return-supplier"
          />
        </FormField>
        <FormField label={t`Lugar`} error={tried ? errors.location : undefined} required>
          <PlaceSelect
            places={places ?? []}
            value={locationId}
            onChange={setLocationId}
            emptyLabel={t`Elige un depósito o una barra`}
            ariaLabel={t`Lugar`}
            testId="return-location"
          />
        </FormField>
      </SimpleGrid>
      <FormField label={t`Motivo`} error={tried ? errors.reason : undefined} required>
        <Input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
          name="reason"
          placeholder={t`Por ejemplo: botellas con la tapa dañada`}
          data-testid="return-reason"
        />
      </FormField>

      <Stack gap="3" borderTopWidth="1px" pt="4">
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          <Text fontWeight="semibold">
            <Trans>Mercaderías devueltas</Trans>
          </Text>
          <Text textStyle="sm" color="fg.muted">
            <Plural value={lines.length} one="# línea" other="# líneas" />
          </Text>
        </Flex>
        <GoodCombobox
          goods={goods ?? []}
          value={null}
          onChange={addGood}
          clearOnSelect
          exclude={excluded}
          onHand={locationId ? onHand : undefined}
          placeholder={t`Agregar mercadería: escribe nombre o código`}
          testId="return-add-good"
        />
        {lines.length === 0 ? (
          <Box borderWidth="1px" borderStyle="dashed" borderRadius="l2" p="5" textAlign="center" color="fg.muted" textStyle="sm">
            <Trans>Busca arriba la mercadería que vuelve al proveedor.</Trans>
          </Box>
        ) : (
          <Stack gap="2" data-testid="return-lines">
            {checked.map((c) => {
              const name = c.good?.name ?? c.line.goodId.slice(0, 8);
              const unit = unitShortLabel(i18n, c.good?.unit ?? '');
              return (
                <Flex
                  key={c.line.goodId}
                  gap="3"
                  direction={{ base: 'column', sm: 'row' }}
                  align={{ base: 'stretch', sm: 'flex-start' }}
                  borderWidth="1px"
                  borderRadius="l2"
                  p="3"
                  data-testid="return-line"
                >
                  <Box flex="1" minW="0">
                    <Text fontWeight="medium">{name}</Text>
                    {locationId && (
                      <Text textStyle="xs" color={c.over ? 'orange.fg' : 'fg.muted'}>
                        <Trans>
                          En stock en este lugar: {fQty(c.available, i18n)} {unit}
                        </Trans>
                        {c.over && (
                          <>
                            {' · '}
                            <Trans>se devuelve más de lo que figura en stock</Trans>
                          </>
                        )}
                      </Text>
                    )}
                    <Text textStyle="xs" color="fg.muted">
                      <Trans>Crédito: {fMoney(c.credit, undefined, i18n)}</Trans>
                    </Text>
                  </Box>
                  <Flex gap="2" align="flex-start">
                    <Field.Root invalid={tried && !!c.quantityError} w={{ base: 'full', sm: '24' }}>
                      <Field.Label textStyle="xs">
                        <Trans>Cantidad ({unit})</Trans>
                      </Field.Label>
                      <Input
                        size="sm"
                        textAlign="end"
                        inputMode="decimal"
                        value={c.line.quantity}
                        onChange={(e) => setLine(c.line.goodId, { quantity: e.target.value })}
                        aria-label={t`Cantidad devuelta de ${name}`}
                      />
                      {tried && c.quantityError && <Field.ErrorText>{c.quantityError}</Field.ErrorText>}
                    </Field.Root>
                    <Field.Root invalid={tried && !!c.priceError} w={{ base: 'full', sm: '36' }}>
                      <Field.Label textStyle="xs">
                        <Trans>Crédito por unidad</Trans>
                      </Field.Label>
                      <Input
                        size="sm"
                        textAlign="end"
                        inputMode="decimal"
                        value={c.line.price}
                        onChange={(e) => setLine(c.line.goodId, { price: e.target.value })}
                        aria-label={t`Crédito por unidad de ${name}`}
                      />
                      {tried && c.priceError && <Field.ErrorText>{c.priceError}</Field.ErrorText>}
                    </Field.Root>
                    <IconButton
                      variant="ghost"
                      size="sm"
                      colorPalette="red"
                      mt="6"
                      aria-label={t`Quitar ${name}`}
                      onClick={() => setLines((ls) => ls.filter((l) => l.goodId !== c.line.goodId))}
                    >
                      <TrashIcon />
                    </IconButton>
                  </Flex>
                </Flex>
              );
            })}
            <Flex justify="flex-end" gap="2" align="baseline" borderTopWidth="1px" pt="3" px="3">
              <Text color="fg.muted" textStyle="sm">
                <Trans>Crédito total</Trans>
              </Text>
              <Text fontWeight="bold" textStyle="lg" fontVariantNumeric="tabular-nums" data-testid="return-credit">
                {fMoney(credit, undefined, i18n)}
              </Text>
            </Flex>
          </Stack>
        )}
        {tried && errors.lines && (
          <Text color="fg.error" textStyle="sm">
            {errors.lines}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
