// "Recepción": a supplier delivery received at the warehouse door on a tablet — offline too. Against
// an open purchase order (its lines come filled with what is still to arrive) or without one (then
// a reason); per good, whole cases and loose units go into stock and damaged units are only noted.
// Confirming queues the receipt on this device (the goodsReceipt.record command); it is booked when
// the server gets it, once, whatever the network did in between.
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Grid,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { numberInputText } from '../../../../contract/numbers';
import type { OrderDto, SupplierDto } from '../../../../contract/purchasing';
import { fDateTime } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { toastWriteError } from '../../../../lib/sync/quota';
import { useReplica } from '../../../../lib/sync/use-replica';
import { toaster } from '../../../../lib/toaster';
import { MinusIcon, PlusIcon } from '../../../../lib/ui/icons';
import { OfflineNotice, useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { lookupBarcode } from '../../shared/barcode';
import { GoodCombobox } from '../../shared/good-combobox';
import { NoReplicaNotice } from '../../shared/no-replica-notice';
import { PageHeader } from '../../shared/page-header';
import { PlaceSelect } from '../../shared/place-select';
import { quantityValue } from '../../shared/quantity';
import { unitShortLabel } from '../../shared/unit-names';
import { type Good, useGoodsLive, usePlacesLive } from '../../shared/use-inventory-replica';
import { useWedgeScanner } from '../../shared/wedge-scanner';
import { useReceipts } from '../api';
import {
  type QueuedReceipt,
  useActiveSuppliers,
  useBarcodeIndexLive,
  useOpenOrders,
  useQueuedReceiptsLive,
  useReceiptActions,
} from '../data/receipt-repo';

interface Line {
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

const NO_ORDER = 'none';

/** Units a line books: whole cases × pack + loose units; null when something typed is not a quantity. */
function lineUnits(line: Line): number | null {
  const cases = line.cases.trim() === '' ? 0 : quantityValue(line.cases);
  const units = line.units.trim() === '' ? 0 : quantityValue(line.units);
  if (cases === null || units === null || !Number.isInteger(cases)) return null;
  return Math.round((cases * line.pack + units) * 1000) / 1000;
}

function linesOfOrder(order: OrderDto): Line[] {
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

function LineRow({ line, onChange, onRemove }: { line: Line; onChange(next: Line): void; onRemove(): void }) {
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

function ReceiptForm({ orders, suppliers }: { orders: OrderDto[]; suppliers: SupplierDto[] }) {
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
  const total = parsed.reduce((s, p) => s + (p.units ?? 0), 0);

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
                    {t`Orden ${o.number} · ${o.supplier.name} · ${o.location.name}`}
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
            {lines.length > 0 && <Trans>En total entran {fQty(total, i18n)} unidades.</Trans>}
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

function QueuedList({ queued }: { queued: QueuedReceipt[] }) {
  const { i18n } = useLingui();
  const waiting = queued.filter((q) => q.state !== 'applied');
  if (waiting.length === 0) return null;
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="receipt-queue">
      <Card.Header pb="0">
        <Card.Title>
          <Trans>En este dispositivo</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body gap="2">
        {waiting.map((q) => (
          <HStack key={q.args.receiptId} justify="space-between" wrap="wrap" gap="2" data-testid="receipt-queued">
            <Text textStyle="sm">
              <Trans>
                {fDateTime(q.createdAt, i18n)} · {q.args.lines.length} líneas
              </Trans>
            </Text>
            {q.state === 'rejected' ? (
              <Badge colorPalette="red" variant="subtle" title={q.message ?? undefined}>
                <Trans>Rechazada: {q.message ?? ''}</Trans>
              </Badge>
            ) : (
              <Badge colorPalette="orange" variant="subtle">
                <Trans>Pendiente de envío</Trans>
              </Badge>
            )}
          </HStack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

function RecentReceipts() {
  const { t, i18n } = useLingui();
  const { data } = useReceipts();
  if (!data || data.length === 0) return null;
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="receipt-recent">
      <Card.Header pb="0">
        <Card.Title>
          <Trans>Últimas recepciones</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {/* Scrolls sideways on a phone: a named region the keyboard can reach. */}
        <Table.ScrollArea tabIndex={0} role="region" aria-label={t`Últimas recepciones`}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>N.º</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Proveedor</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="sm">
                  <Trans>Orden</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Fecha</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Total</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.slice(0, 20).map((r) => (
                <Table.Row key={r.id} data-testid="receipt-row">
                  <Table.Cell>
                    <HStack gap="2">
                      <Text>{r.number}</Text>
                      {r.hasDifferences && (
                        <Badge colorPalette="orange" variant="subtle">
                          <Trans>Con diferencias</Trans>
                        </Badge>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{r.supplier.name}</Table.Cell>
                  <Table.Cell hideBelow="sm">{r.order ? r.order.number : '—'}</Table.Cell>
                  <Table.Cell>{fDateTime(r.at, i18n)}</Table.Cell>
                  <Table.Cell textAlign="end">{fMoney(r.total, undefined, i18n)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}

export function ReceivingPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Recepción de mercadería`);
  const replica = useReplica();
  const orders = useOpenOrders();
  const suppliers = useActiveSuppliers();
  const queued = useQueuedReceiptsLive();
  const [grace, setGrace] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setGrace(true), 2500);
    return () => clearTimeout(id);
  }, []);
  const online = useOnline();
  const asOf = orders.fromCopy && orders.at ? fDateTime(orders.at, i18n) : null;
  // Offline on a device that never loaded the orders: a receipt without order still works.
  const noCopy = !online && orders.data === undefined && orders.copy === null;
  const openOrders = useMemo(() => orders.data ?? [], [orders.data]);
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="receiving-page">
      <PageHeader
        title={t`Recepción de mercadería`}
        description={
          <Trans>
            Cuenta lo que llega del proveedor: bultos enteros y unidades sueltas entran al stock; lo dañado queda anotado.
            Funciona sin conexión: queda guardado en este dispositivo y se envía cuando vuelve la conexión.
          </Trans>
        }
      />
      {asOf && (
        <Text textStyle="sm" color="fg.muted" data-testid="receipt-as-of">
          <Trans>Órdenes y proveedores al {asOf}</Trans>
        </Text>
      )}
      {noCopy && (
        <OfflineNotice title={<Trans>Sin conexión: las órdenes de compra no están guardadas en este dispositivo</Trans>}>
          <Trans>Abre esta pantalla una vez con conexión: desde entonces se puede recibir también sin ella.</Trans>
        </OfflineNotice>
      )}
      {!replica && grace && (
        <NoReplicaNotice title={<Trans>No hay datos guardados en este dispositivo</Trans>}>
          <Trans>
            Para recibir mercadería (también sin conexión) este navegador tiene que poder guardar los datos del local: tu usuario
            no tiene un local asignado o el navegador no lo permite (por ejemplo, en una ventana privada).
          </Trans>
        </NoReplicaNotice>
      )}
      {replica && <ReceiptForm orders={openOrders} suppliers={suppliers.data ?? []} />}
      <QueuedList queued={queued ?? []} />
      <RecentReceipts />
    </Stack>
  );
}
