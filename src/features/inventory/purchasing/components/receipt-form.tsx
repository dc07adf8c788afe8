// The receipt itself: the order that arrives (or none, with its supplier and a reason), its lines,
// a keyboard-wedge scan adding a unit, and the confirmation that queues the offline command.
import { Box, Button, Card, Field, Grid, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { numberInputText } from '../../../../contract/numbers';
import type { OrderDto, SupplierDto } from '../../../../contract/purchasing';
import { toastWriteError } from '../../../../lib/sync/quota';
import { toaster } from '../../../../lib/toaster';
import { useOnline } from '../../../../lib/ui/online-only';
import { lookupBarcode } from '../../shared/barcode';
import { documentNumber } from '../../shared/document-number';
import { GoodCombobox } from '../../shared/good-combobox';
import { PlaceSelect } from '../../shared/place-select';
import { quantityValue } from '../../shared/quantity';
import { type Good, useGoodsLive, usePlacesLive } from '../../shared/use-inventory-replica';
import { useWedgeScanner } from '../../shared/wedge-scanner';
import { useBarcodeIndexLive, useReceiptActions } from '../data/receipt-repo';
import { type Line, LineRow, linesOfOrder, lineUnits } from './receipt-line';

const NO_ORDER = 'none';

export function ReceiptForm({ orders, suppliers }: { orders: OrderDto[]; suppliers: SupplierDto[] }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const places = usePlacesLive();
  const goods = useGoodsLive();
  const actions = useReceiptActions();
  const [orderId, setOrderId] = useState<string>('');
  const [supplierId, setSupplierId] = useState('');
  const [locationId, setLocationId] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const order = orders.find((o) => o.id === orderId);
  const withoutOrder = orderId === NO_ORDER;
  const supplier = suppliers.find((s) => s.id === (order?.supplier.id ?? supplierId));

  // Choosing an order fills its lines and its place; without one the first warehouse is offered.
  useEffect(() => {
    if (order) {
      setLines(linesOfOrder(order));
      setLocationId(order.location.id);
    } else {
      setLines([]);
    }
  }, [order]);
  useEffect(() => {
    if (withoutOrder && !locationId && places?.length) setLocationId(places.find((p) => p.kind === 'warehouse')?.id ?? '');
  }, [withoutOrder, locationId, places]);

  const addGood = (goodId: string | null, units = '') => {
    const good: Good | undefined = goods?.find((g) => g.id === goodId);
    if (!good || lines.some((l) => l.goodId === good.id)) return;
    const pack = supplier?.goods.find((g) => g.goodId === good.id)?.packSize ?? 1;
    setLines([
      ...lines,
      { goodId: good.id, name: good.name, unit: good.unit, pack, pending: null, cases: '0', units, damaged: '' },
    ]);
  };

  // A keyboard-wedge scanner at the door: each scan of a bottle adds one loose unit to its line
  // (a good not on the order joins the receipt).
  const barcodeIndex = useBarcodeIndexLive(goods);
  const [scanned, setScanned] = useState<{ code: string; name: string | null } | null>(null);
  useWedgeScanner((code) => {
    const goodId = barcodeIndex ? lookupBarcode(barcodeIndex, code) : null;
    const good = goodId ? goods?.find((g) => g.id === goodId) : undefined;
    setScanned({ code: code.trim(), name: good?.name ?? null });
    if (!good || !(order || withoutOrder)) return;
    const at = lines.findIndex((l) => l.goodId === good.id);
    if (at < 0) {
      addGood(good.id, '1');
      return;
    }
    setLines(lines.map((l, i) => (i === at ? { ...l, units: numberInputText((quantityValue(l.units) ?? 0) + 1) } : l)));
  }, !saving);

  const parsed = lines.map((l) => ({
    line: l,
    units: lineUnits(l),
    damaged: l.damaged.trim() === '' ? 0 : quantityValue(l.damaged),
  }));
  const errors = {
    order: !orderId ? t`Elige la orden de compra o «Sin orden»` : null,
    supplier: withoutOrder && !supplierId ? t`Elige el proveedor` : null,
    place: !locationId ? t`Elige dónde se recibe` : null,
    reason: withoutOrder && reason.trim() === '' ? t`Una recepción sin orden de compra necesita un motivo` : null,
    lines:
      lines.length === 0
        ? t`Agrega al menos una mercadería`
        : parsed.some((p) => p.units === null || p.damaged === null)
          ? t`Revisa las cantidades: bultos enteros y hasta 3 decimales en las unidades`
          : parsed.every((p) => (p.units ?? 0) === 0 && (p.damaged ?? 0) === 0)
            ? t`No entra nada: indica lo que llegó`
            : null,
  };
  const valid = Object.values(errors).every((e) => e === null);

  const reset = () => {
    setOrderId('');
    setSupplierId('');
    setReason('');
    setNote('');
    setLines([]);
    setTried(false);
  };

  const submit = async () => {
    setTried(true);
    if (!valid) return;
    setSaving(true);
    try {
      await actions.record({
        orderId: order ? order.id : null,
        supplierId: order ? order.supplier.id : supplierId,
        locationId,
        reason: withoutOrder ? reason.trim() : '',
        note: note.trim(),
        lines: parsed.map(({ line, damaged }) => {
          const cases = line.cases.trim() === '' ? 0 : (quantityValue(line.cases) ?? 0);
          const units = line.units.trim() === '' ? 0 : (quantityValue(line.units) ?? 0);
          return { goodId: line.goodId, cases, units, damaged: damaged ?? 0, note: '' };
        }),
      });
      toaster.create({
        type: 'success',
        title: t`Recepción registrada`,
        description: online ? undefined : t`Quedó guardada en este dispositivo y se enviará cuando vuelva la conexión.`,
      });
      reset();
    } catch (error) {
      // Nothing was queued: the form keeps what was typed.
      toastWriteError(error, i18n);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="receipt-form">
      <Card.Header pb="0">
        <Card.Title>
          <Trans>Recibir una entrega</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4" alignItems="start">
          <Field.Root invalid={tried && !!errors.order} required gridColumn={{ sm: 'span 2' }}>
            <Field.Label>
              <Trans>Orden de compra</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={orderId} onChange={(e) => setOrderId(e.target.value)} data-testid="receipt-order">
                <option value="">{t`Elige la orden que llega`}</option>
                {orders.map((o) => (
                  <option key={o.id} value={o.id}>
                    {t`Orden ${documentNumber(o.number)} · ${o.supplier.name} · ${o.location.name}`}
                  </option>
                ))}
                <option value={NO_ORDER}>{t`Sin orden de compra`}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {tried && errors.order && <Field.ErrorText>{errors.order}</Field.ErrorText>}
          </Field.Root>
          {withoutOrder && (
            <>
              <Field.Root invalid={tried && !!errors.supplier} required>
                <Field.Label>
                  <Trans>Proveedor</Trans>
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={supplierId}
                    onChange={(e) => setSupplierId(e.target.value)}
                    data-testid="receipt-supplier"
                  >
                    <option value="">{t`Elige el proveedor`}</option>
                    {suppliers.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {tried && errors.supplier && <Field.ErrorText>{errors.supplier}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={tried && !!errors.place} required>
                <Field.Label>
                  <Trans>Se recibe en</Trans>
                </Field.Label>
                <PlaceSelect
                  places={places ?? []}
                  value={locationId}
                  onChange={setLocationId}
                  emptyLabel={t`Elige un depósito o una barra`}
                  ariaLabel={t`Se recibe en`}
                  testId="receipt-place"
                />
                {tried && errors.place && <Field.ErrorText>{errors.place}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={tried && !!errors.reason} required gridColumn={{ sm: 'span 2' }}>
                <Field.Label>
                  <Trans>Motivo de la recepción sin orden</Trans>
                </Field.Label>
                <Input
                  value={reason}
                  maxLength={200}
                  onChange={(e) => setReason(e.target.value)}
                  placeholder={t`Por ejemplo: reposición urgente acordada por teléfono`}
                  data-testid="receipt-reason"
                />
                {tried && errors.reason && <Field.ErrorText>{errors.reason}</Field.ErrorText>}
              </Field.Root>
            </>
          )}
          {order && (
            <Text textStyle="sm" color="fg.muted" gridColumn={{ sm: 'span 2' }}>
              <Trans>
                {order.supplier.name} entrega en {order.location.name}.
              </Trans>
            </Text>
          )}
        </Grid>

        {(order || withoutOrder) && (
          <Stack gap="3">
            {lines.map((line, i) => (
              <LineRow
                key={line.goodId}
                line={line}
                onChange={(next) => setLines(lines.map((l, j) => (j === i ? next : l)))}
                onRemove={() => setLines(lines.filter((_, j) => j !== i))}
              />
            ))}
            <Box maxW={{ md: 'md' }}>
              <GoodCombobox
                goods={goods ?? []}
                value={null}
                onChange={addGood}
                clearOnSelect
                exclude={new Set(lines.map((l) => l.goodId))}
                label={order ? t`Agregar algo que no estaba en la orden` : t`Agregar mercadería`}
                testId="receipt-add-good"
              />
            </Box>
            {scanned && (
              <Text textStyle="sm" color={scanned.name ? 'fg.muted' : 'fg.error'} data-testid="receipt-scan">
                {scanned.name ? t`Escaneado: ${scanned.name}, una unidad más` : t`Código desconocido: ${scanned.code}`}
              </Text>
            )}
            {tried && errors.lines && (
              <Text textStyle="sm" color="fg.error">
                {errors.lines}
              </Text>
            )}
            <Field.Root>
              <Field.Label>
                <Trans>Nota (opcional)</Trans>
              </Field.Label>
              <Textarea value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} rows={2} />
            </Field.Root>
          </Stack>
        )}
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text textStyle="sm" color="fg.muted">
            {/* Goods are counted in their own units (bottles, kg): their sum would mean nothing. */}
            {lines.length > 0 && (
              <Plural value={lines.length} one="# mercadería en esta recepción" other="# mercaderías en esta recepción" />
            )}
          </Text>
          <Button
            colorPalette="brand"
            onClick={() => void submit()}
            loading={saving}
            data-testid="receipt-submit"
            w={{ base: 'full', sm: 'auto' }}
          >
            <Trans>Confirmar recepción</Trans>
          </Button>
        </HStack>
        {!online && (
          <Text textStyle="xs" color="orange.fg">
            <Trans>Sin conexión: la recepción se guarda en este dispositivo y se envía sola cuando vuelva la conexión.</Trans>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
