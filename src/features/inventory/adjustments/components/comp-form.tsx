// "Cortesía": record a drink or bottle given away at a bar — the bar, the product, how many, why
// and who authorised it. Offline too, like breakage: it is queued on this device and sent when the
// network allows; a refusal lands in "Requieren atención".
import { Button, Card, Field, Grid, Input, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { COMP_REASONS, type CompReason, MAX_COMP_NOTE } from '../../../../contract/comps';
import { fDate } from '../../../../lib/format-date';
import { fMoney } from '../../../../lib/format-number';
import { COMP_REASON_LABELS } from '../../../../lib/i18n/comp-reasons';
import type { NightView } from '../../../../lib/replica/nights';
import { toastWriteError } from '../../../../lib/sync/quota';
import { toaster } from '../../../../lib/toaster';
import { useOnline } from '../../../../lib/ui/online-only';
import { SelectBox } from '../../../../lib/ui/select-box';
import { venueDay } from '../../../../lib/venue-day';
import { parseLineQuantity } from '../../shared/quantity';
import { useReplicaPrices } from '../../shared/replica-prices';
import { useCompAuthorisersQuery } from '../api/comps';
import { type Named, useBarsLive, useCompActions, useProductsLive } from '../data/comp-repo';

/** A select over named rows (bars, products, authorisers), `empty` first. */
function Select({
  options,
  empty,
  ...props
}: {
  value: string;
  onChange(v: string): void;
  options: readonly Named[];
  empty: string;
  label: string;
  testId: string;
}) {
  return <SelectBox {...props} placeholder={empty} options={options.map((o) => ({ value: o.id, label: o.name }))} />;
}

export function CompForm({ night }: { night: NightView | undefined }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const bars = useBarsLive();
  const products = useProductsLive();
  const authorisers = useCompAuthorisersQuery();
  const actions = useCompActions();
  const [locationId, setLocationId] = useState('');
  const [productId, setProductId] = useState('');
  const [text, setText] = useState('1');
  const [reason, setReason] = useState<CompReason>('vip');
  const [authorisedBy, setAuthorisedBy] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!locationId && bars && bars.length > 0) setLocationId(bars[0]?.id ?? '');
  }, [bars, locationId]);

  const quantity = parseLineQuantity(text);
  const errors = {
    location: !locationId ? t`Elige la barra` : null,
    product: !productId ? t`Elige el producto` : null,
    quantity: quantity.ok ? null : t`Indica una cantidad mayor que cero, con hasta 3 decimales`,
    authorisedBy: !authorisedBy ? t`Indica quién autorizó la cortesía` : null,
  };
  const valid = Object.values(errors).every((e) => e === null);

  const submit = async () => {
    setTried(true);
    if (!valid || !quantity.ok) return;
    setSaving(true);
    try {
      await actions.record({
        locationId,
        productId,
        quantity: quantity.value,
        reason,
        authorisedBy,
        note: note.trim() || undefined,
        ...(night ? { nightId: night.id } : {}),
      });
      toaster.create({
        type: 'success',
        title: t`Cortesía registrada`,
        description: online ? undefined : t`Quedó guardada en este dispositivo y se enviará cuando vuelva la conexión.`,
      });
      setProductId('');
      setText('1');
      setNote('');
      setTried(false);
    } catch (error) {
      toastWriteError(error, i18n);
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof typeof errors) => ({ invalid: tried && !!errors[key], required: true });
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="comp-form">
      <Card.Header pb="0">
        <Card.Title>
          <Trans>Registrar cortesía</Trans>
        </Card.Title>
        <Card.Description>
          {night ? (
            <Trans>Se registra en la noche del {fDate(night.businessDate, i18n)}.</Trans>
          ) : (
            <Trans>Se registra en la noche de la fecha y hora de ahora.</Trans>
          )}
        </Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4" alignItems="start">
          <Field.Root {...field('location')}>
            <Field.Label>
              <Trans>Barra</Trans>
            </Field.Label>
            <Select
              value={locationId}
              onChange={setLocationId}
              options={bars ?? []}
              empty={t`Elige la barra`}
              label={t`Barra`}
              testId="comp-location"
            />
            {tried && errors.location && <Field.ErrorText>{errors.location}</Field.ErrorText>}
          </Field.Root>
          <Field.Root {...field('product')}>
            <Field.Label>
              <Trans>Producto</Trans>
            </Field.Label>
            <Select
              value={productId}
              onChange={setProductId}
              options={products ?? []}
              empty={t`Elige el producto`}
              label={t`Producto`}
              testId="comp-product"
            />
            <ProductPrices productId={productId} />
            {tried && errors.product && <Field.ErrorText>{errors.product}</Field.ErrorText>}
          </Field.Root>
          <Field.Root {...field('quantity')}>
            <Field.Label>
              <Trans>Cantidad</Trans>
            </Field.Label>
            <Input
              inputMode="decimal"
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxW="32"
              data-testid="comp-quantity"
            />
            {tried && errors.quantity && <Field.ErrorText>{errors.quantity}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              <Trans>Motivo</Trans>
            </Field.Label>
            <Select
              value={reason}
              onChange={(v) => setReason((v || 'vip') as CompReason)}
              options={COMP_REASONS.map((r) => ({ id: r, name: i18n._(COMP_REASON_LABELS[r]) }))}
              empty={t`Elige el motivo`}
              label={t`Motivo`}
              testId="comp-reason"
            />
          </Field.Root>
          <Field.Root {...field('authorisedBy')}>
            <Field.Label>
              <Trans>Autorizó</Trans>
            </Field.Label>
            <Select
              value={authorisedBy}
              onChange={setAuthorisedBy}
              options={authorisers.data ?? []}
              empty={authorisers.data ? t`Elige quién autorizó` : t`Cargando el personal…`}
              label={t`Autorizó`}
              testId="comp-authorised-by"
            />
            {tried && errors.authorisedBy && <Field.ErrorText>{errors.authorisedBy}</Field.ErrorText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>Nota</Trans>
            </Field.Label>
            <Input
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={MAX_COMP_NOTE}
              placeholder={t`Opcional`}
              data-testid="comp-note"
            />
          </Field.Root>
        </Grid>
        <Button
          colorPalette="brand"
          onClick={() => void submit()}
          loading={saving}
          data-testid="comp-submit"
          alignSelf={{ base: 'stretch', sm: 'flex-end' }}
        >
          <Trans>Registrar cortesía</Trans>
        </Button>
        {!online && (
          <Text textStyle="xs" color="orange.fg">
            <Trans>Sin conexión: la cortesía se guarda en este dispositivo y se envía sola cuando vuelva la conexión.</Trans>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** What the chosen product sells for on the lists in force today, from the replica (offline too). */
function ProductPrices({ productId }: { productId: string }) {
  const { i18n } = useLingui();
  const all = useReplicaPrices(venueDay());
  const product = productId ? all?.find((p) => p.productId === productId) : undefined;
  const current = product?.prices.filter((p) => p.current) ?? [];
  if (current.length === 0) return null;
  return (
    <Field.HelperText data-testid="comp-product-prices">
      {current.map((p) => `${p.listName}: ${fMoney(p.price, undefined, i18n)}`).join(' · ')}
    </Field.HelperText>
  );
}
