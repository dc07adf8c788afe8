// Creating or editing a draft purchase order: supplier, where it is delivered (a warehouse or bar
// of the replica), the expected date, a note and the lines — a good, cases of the supplier's pack
// (units = cases × pack) and the unit price in pesos (the supplier's last price, else the good's
// cost), sent as integer cents. A failed save keeps every field as typed and shows the server's
// reason; nothing is ordered until the draft is marked as sent.
import { Box, Grid, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../../../contract/inventory-transfers';
import { moneyInputText, numberInputText, roundQuantity } from '../../../../contract/numbers';
import { MAX_PURCHASE_LINES, type OrderBody, type OrderDto, type SupplierDto } from '../../../../contract/purchasing';
import { fMoney } from '../../../../lib/format-number';
import { FormDialog } from '../../../../lib/ui/form-dialog';
import { FormField } from '../../../../lib/ui/form-field';
import { useOnline } from '../../../../lib/ui/online-only';
import { SelectBox } from '../../../../lib/ui/select-box';
import { GoodCombobox } from '../../shared/good-combobox';
import { PlaceSelect } from '../../shared/place-select';
import type { Good, Place } from '../../shared/use-inventory-replica';
import { useSaveOrder } from '../api';
import { moneyMessage, parsePurchaseQuantity, parseUnitPrice, quantityMessage } from './cost-fields';
import { OrderEditorLine } from './order-editor-line';
import { supplierOffer } from './order-parts';

export interface DraftLine {
  key: string;
  goodId: string;
  /** Cases as typed (units when the pack is 1). */
  cases: string;
  packSize: number;
  /** Pesos as typed. */
  price: string;
  /** Typed by hand: a change of supplier keeps it. */
  priceTouched: boolean;
}

let keySeq = 0;
const nextKey = () => `o${++keySeq}`;

function defaultPrice(supplier: SupplierDto | undefined, good: Good | undefined, goodId: string): number {
  return supplierOffer(supplier, goodId)?.lastPrice ?? good?.unitCost ?? 0;
}

function initialLines(order: OrderDto | undefined): DraftLine[] {
  return (
    order?.lines.map((l) => ({
      key: nextKey(),
      goodId: l.goodId,
      cases: numberInputText(l.packSize > 0 ? l.quantity / l.packSize : l.quantity),
      packSize: l.packSize,
      price: moneyInputText(l.unitPrice),
      priceTouched: true,
    })) ?? []
  );
}

export function OrderEditorDialog({
  initial,
  suppliers,
  places,
  goods,
  onSaved,
  onClose,
}: {
  /** The draft being edited; a new order when absent. */
  initial?: OrderDto;
  suppliers: readonly SupplierDto[];
  places: readonly Place[];
  goods: readonly Good[];
  onSaved(order: OrderDto): void;
  onClose(): void;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const save = useSaveOrder();
  const activePlaces = places.filter((p) => p.active || p.id === initial?.location.id);
  const supplierChoices = suppliers.filter((s) => s.active || s.id === initial?.supplier.id);
  const [supplierId, setSupplierId] = useState(initial?.supplier.id ?? '');
  const [locationId, setLocationId] = useState(
    initial?.location.id ?? activePlaces.find((p) => p.kind === 'warehouse')?.id ?? activePlaces[0]?.id ?? '',
  );
  const [expectedOn, setExpectedOn] = useState(initial?.expectedOn?.slice(0, 10) ?? '');
  const [note, setNote] = useState(initial?.note ?? '');
  const [lines, setLines] = useState<DraftLine[]>(() => initialLines(initial));
  const [tried, setTried] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const supplier = suppliers.find((s) => s.id === supplierId);
  const goodsById = useMemo(() => new Map(goods.map((g) => [g.id, g])), [goods]);
  // What the supplier sells comes first in the picker.
  const offered = useMemo(() => {
    const sold = new Set(supplier?.goods.map((g) => g.goodId));
    return [...goods].sort((a, b) => Number(sold.has(b.id)) - Number(sold.has(a.id)));
  }, [goods, supplier]);
  const excluded = useMemo(() => new Set(lines.map((l) => l.goodId)), [lines]);

  const checked = lines.map((l) => {
    const cases = parsePurchaseQuantity(l.cases);
    const price = parseUnitPrice(l.price);
    const units = cases.ok ? roundQuantity(cases.value * l.packSize) : null;
    const total = units !== null && price.ok ? Math.round(units * price.value) : null;
    return { cases, price, units, total };
  });
  const orderTotal = checked.reduce((sum, c) => sum + (c.total ?? 0), 0);

  const lineErrors = lines.map((_, i) => {
    const c = checked[i];
    if (!c) return { cases: null, price: null };
    const tooMany = c.units !== null && c.units > MAX_LINE_QUANTITY;
    return {
      cases: quantityMessage(i18n, c.cases) ?? (tooMany ? t`La cantidad es demasiado grande` : null),
      price: moneyMessage(i18n, c.price) ?? null,
    };
  });
  const missing = [
    !supplierId && t`Elige el proveedor.`,
    !locationId && t`Elige dónde se entrega.`,
    lines.length === 0 && t`Agrega al menos una mercadería.`,
    lineErrors.some((e) => e.cases || e.price) && t`Revisa las cantidades y los precios marcados.`,
  ].filter(Boolean) as string[];

  const changeSupplier = (id: string) => {
    setSupplierId(id);
    const next = suppliers.find((s) => s.id === id);
    // Each line takes the new supplier's case; prices typed by hand stay.
    setLines((ls) =>
      ls.map((l) => {
        const packSize = supplierOffer(next, l.goodId)?.packSize ?? 1;
        const price = l.priceTouched ? l.price : moneyInputText(defaultPrice(next, goodsById.get(l.goodId), l.goodId));
        return { ...l, packSize, price };
      }),
    );
  };

  const addGood = (goodId: string | null) => {
    if (!goodId || lines.some((l) => l.goodId === goodId)) return;
    const key = nextKey();
    const packSize = supplierOffer(supplier, goodId)?.packSize ?? 1;
    const price = moneyInputText(defaultPrice(supplier, goodsById.get(goodId), goodId));
    setLines((ls) => [...ls, { key, goodId, cases: '1', packSize, price, priceTouched: false }]);
    setFocusKey(key);
  };
  const patch = (key: string, change: Partial<DraftLine>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const remove = (key: string) => setLines((ls) => ls.filter((l) => l.key !== key));

  const submit = () => {
    setTried(true);
    if (missing.length > 0) return;
    const body: OrderBody = {
      supplierId,
      locationId,
      expectedOn: expectedOn || null,
      note: note.trim(),
      lines: lines.map((l, i) => {
        const c = checked[i];
        return {
          goodId: l.goodId,
          quantity: c?.units ?? 0,
          unitPrice: c?.price.ok ? c.price.value : 0,
          packSize: l.packSize,
        };
      }),
    };
    save.mutate({ id: initial?.id, body }, { onSuccess: onSaved });
  };

  const leadTime = supplier?.leadTimeDays ?? 0;
  return (
    <FormDialog
      onClose={onClose}
      title={initial ? t`Editar orden de compra` : t`Nueva orden de compra`}
      description={
        <Trans>
          Se guarda como borrador: nada se pide hasta marcarla como enviada. Las cantidades van en bultos del proveedor y los
          precios en pesos por unidad.
        </Trans>
      }
      submitLabel={initial ? t`Guardar cambios` : t`Guardar borrador`}
      pending={save.isPending}
      error={save.error}
      invalid={tried && missing.length > 0 ? missing.join(' ') : null}
      blocked={online ? null : t`Sin conexión: la orden se guarda cuando vuelva la conexión.`}
      onlineOnly
      onSubmit={submit}
      testId="order-editor"
      size="xl"
    >
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={{ base: '3', sm: '4' }}>
        <FormField label={t`Proveedor`} required error={tried && !supplierId ? t`Elige el proveedor` : undefined}>
          <SelectBox
            value={supplierId}
            onChange={changeSupplier}
            options={supplierChoices.map((s) => ({ value: s.id, label: s.name }))}
            placeholder={t`Elige el proveedor`}
            label={t`Proveedor`}
            testId="order-supplier"
          />
        </FormField>
        <FormField label={t`Entregar en`} required error={tried && !locationId ? t`Elige dónde se entrega` : undefined}>
          <PlaceSelect
            places={activePlaces}
            value={locationId}
            onChange={setLocationId}
            emptyLabel={t`Elige un depósito o una barra`}
            ariaLabel={t`Entregar en`}
            testId="order-location"
          />
        </FormField>
        <FormField
          label={t`Entrega prevista`}
          help={
            supplier && leadTime > 0 ? (
              <Plural
                value={leadTime}
                one="El proveedor suele entregar en # día."
                other="El proveedor suele entregar en # días."
              />
            ) : undefined
          }
        >
          <Input type="date" value={expectedOn} onChange={(e) => setExpectedOn(e.target.value)} data-testid="order-expected" />
        </FormField>
        <FormField label={t`Nota`}>
          <Textarea
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
            rows={1}
            autoresize
            placeholder={t`Por ejemplo: entregar antes de las 18`}
          />
        </FormField>
      </Grid>

      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold">
            <Trans>Mercaderías</Trans>
          </Text>
          <Text textStyle="sm" color="fg.muted" data-testid="order-editor-total">
            <Plural value={lines.length} one="# línea" other="# líneas" /> · {fMoney(orderTotal, undefined, i18n)}
          </Text>
        </HStack>
        <GoodCombobox
          goods={offered}
          value={null}
          onChange={addGood}
          clearOnSelect
          exclude={excluded}
          disabled={lines.length >= MAX_PURCHASE_LINES}
          placeholder={t`Agregar mercadería: escribe nombre o código`}
          testId="order-add-good"
        />
        {lines.length === 0 ? (
          <Box borderWidth="1px" borderStyle="dashed" borderRadius="l2" p="6" textAlign="center" color="fg.muted">
            <Trans>Busca una mercadería arriba para agregarla a la orden.</Trans>
          </Box>
        ) : (
          <Stack gap="2" data-testid="order-editor-lines">
            {lines.map((line, i) => (
              <OrderEditorLine
                key={line.key}
                line={line}
                good={goodsById.get(line.goodId)}
                supplier={supplier}
                quantity={checked[i]?.units ?? null}
                total={checked[i]?.total ?? null}
                errors={lineErrors[i]}
                showErrors={tried}
                focus={focusKey === line.key}
                onFocused={() => setFocusKey(null)}
                onPatch={(change) => patch(line.key, change)}
                onRemove={() => remove(line.key)}
              />
            ))}
            <HStack justify="flex-end" gap="3" pt="1">
              <Text color="fg.muted">
                <Trans>Total de la orden</Trans>
              </Text>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" textStyle="lg">
                {fMoney(orderTotal, undefined, i18n)}
              </Text>
            </HStack>
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
