// "Roturas": record what broke at a warehouse or bar — offline too, it is queued on this device
// and sent when the network allows — and see the recent breakage: the server's list plus what
// this device has not sent yet (pending) or the server refused (with its reason).
import { Button, Card, Field, Grid, HStack, IconButton, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { MAX_REASON_LENGTH } from '../../../../contract/inventory-transfers';
import { numberInputText } from '../../../../contract/numbers';
import { fDate } from '../../../../lib/format-date';
import { fQty } from '../../../../lib/format-number';
import { currentNight, useNightsLive } from '../../../../lib/replica/nights';
import { toastWriteError } from '../../../../lib/sync/quota';
import { useReplica } from '../../../../lib/sync/use-replica';
import { toaster } from '../../../../lib/toaster';
import { MinusIcon, PlusIcon } from '../../../../lib/ui/icons';
import { useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { GoodCombobox } from '../../shared/good-combobox';
import { NoReplicaNotice } from '../../shared/no-replica-notice';
import { PageHeader } from '../../shared/page-header';
import { PlaceSelect } from '../../shared/place-select';
import { parseLineQuantity } from '../../shared/quantity';
import { unitShortLabel } from '../../shared/unit-names';
import { useGoodsLive, useOnHandLive, usePlacesLive } from '../../shared/use-inventory-replica';
import { useBreakageActions } from '../data/breakage-repo';
import { BREAKAGE_REASONS, composeReason, OTHER_REASON } from '../labels';
import { BreakageList } from './breakage-list';

function BreakageForm() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const places = usePlacesLive();
  const goods = useGoodsLive();
  const nights = useNightsLive();
  const actions = useBreakageActions();
  const [locationId, setLocationId] = useState('');
  const [goodId, setGoodId] = useState<string | null>(null);
  const [text, setText] = useState('1');
  const [preset, setPreset] = useState<string>(Object.keys(BREAKAGE_REASONS)[0] ?? OTHER_REASON);
  const [detail, setDetail] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const onHand = useOnHandLive(locationId || undefined);

  // The bar most breakage happens at is the first one; a warehouse is chosen on purpose.
  useEffect(() => {
    if (!locationId && places && places.length > 0)
      setLocationId(places.find((p) => p.kind === 'bar')?.id ?? places[0]?.id ?? '');
  }, [places, locationId]);

  const quantity = parseLineQuantity(text);
  const reason = composeReason(preset, detail);
  const good = goodId ? goods?.find((g) => g.id === goodId) : undefined;
  const errors = {
    location: !locationId ? t`Elige dónde se rompió` : null,
    good: !goodId ? t`Elige la mercadería` : null,
    quantity: quantity.ok ? null : t`Indica una cantidad mayor que cero, con hasta 3 decimales`,
    reason: !reason ? t`Describe el motivo` : reason.length > MAX_REASON_LENGTH ? t`El motivo es demasiado largo` : null,
  };
  const valid = Object.values(errors).every((e) => e === null);
  const night = nights ? currentNight(nights) : undefined;

  const step = (delta: number) => {
    const c = parseLineQuantity(text, { allowZero: true });
    const next = Math.max(0, Math.round(((c.ok ? c.value : 0) + delta) * 1000) / 1000);
    setText(numberInputText(next));
  };

  const submit = async () => {
    setTried(true);
    if (!valid || !goodId || !quantity.ok) return;
    setSaving(true);
    try {
      await actions.record({ locationId, goodId, quantity: quantity.value, reason, ...(night ? { nightId: night.id } : {}) });
      toaster.create({
        type: 'success',
        title: t`Rotura registrada`,
        description: online ? undefined : t`Quedó guardada en este dispositivo y se enviará cuando vuelva la conexión.`,
      });
      // Ready for the next one at the same place.
      setGoodId(null);
      setText('1');
      setDetail('');
      setTried(false);
    } catch (error) {
      // Nothing was queued: the form keeps what was typed.
      toastWriteError(error, i18n);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="breakage-form">
      <Card.Header pb="0">
        <Card.Title>
          <Trans>Registrar rotura</Trans>
        </Card.Title>
        <Card.Description>
          {night ? (
            <Trans>Se registra en la noche del {fDate(night.businessDate, i18n)}.</Trans>
          ) : (
            <Trans>Se registra con la fecha y hora de ahora.</Trans>
          )}
        </Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4" alignItems="start">
          <Field.Root invalid={tried && !!errors.location} required>
            <Field.Label>
              <Trans>Lugar</Trans>
            </Field.Label>
            <PlaceSelect
              places={places ?? []}
              value={locationId}
              onChange={setLocationId}
              emptyLabel={t`Elige un depósito o una barra`}
              ariaLabel={t`Lugar`}
              testId="breakage-location"
            />
            {tried && errors.location && <Field.ErrorText>{errors.location}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={tried && !!errors.good} required>
            <GoodCombobox
              goods={goods ?? []}
              value={goodId}
              onChange={setGoodId}
              onHand={onHand}
              label={t`Mercadería`}
              invalid={tried && !!errors.good}
              testId="breakage-good"
            />
            {good && (
              <Field.HelperText>
                <Trans>
                  En stock en este lugar: {fQty(onHand?.get(good.id) ?? 0, i18n)} {unitShortLabel(i18n, good.unit)}
                </Trans>
              </Field.HelperText>
            )}
            {tried && errors.good && <Field.ErrorText>{errors.good}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={tried && !!errors.quantity} required>
            <Field.Label>
              <Trans>Cantidad</Trans>
            </Field.Label>
            <HStack gap="1">
              <IconButton variant="outline" aria-label={t`Uno menos`} onClick={() => step(-1)}>
                <MinusIcon />
              </IconButton>
              <Input
                textAlign="center"
                inputMode="decimal"
                value={text}
                onChange={(e) => setText(e.target.value)}
                maxW="32"
                data-testid="breakage-quantity"
              />
              <IconButton variant="outline" aria-label={t`Uno más`} onClick={() => step(1)}>
                <PlusIcon />
              </IconButton>
            </HStack>
            <Field.HelperText>
              <Trans>Una botella a medias se indica con decimales: 0,5.</Trans>
            </Field.HelperText>
            {tried && errors.quantity && <Field.ErrorText>{errors.quantity}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={tried && !!errors.reason} required gridColumn={{ sm: 'span 2' }}>
            <Field.Label>
              <Trans>Motivo</Trans>
            </Field.Label>
            <Wrap gap="1.5" role="radiogroup" aria-label={t`Motivo`}>
              {[...Object.keys(BREAKAGE_REASONS), OTHER_REASON].map((key) => {
                const label = key === OTHER_REASON ? t`Otro` : i18n._(BREAKAGE_REASONS[key] ?? { id: key });
                const chosen = preset === key;
                return (
                  <Button
                    key={key}
                    size="xs"
                    borderRadius="full"
                    variant={chosen ? 'solid' : 'outline'}
                    colorPalette={chosen ? 'brand' : 'gray'}
                    role="radio"
                    aria-checked={chosen}
                    onClick={() => setPreset(key)}
                  >
                    {label}
                  </Button>
                );
              })}
            </Wrap>
            <Input
              mt="2"
              value={detail}
              onChange={(e) => setDetail(e.target.value)}
              maxLength={MAX_REASON_LENGTH}
              placeholder={preset === OTHER_REASON ? t`Describe qué pasó` : t`Detalle (opcional)`}
              aria-label={t`Detalle del motivo`}
              data-testid="breakage-detail"
            />
            {tried && errors.reason && <Field.ErrorText>{errors.reason}</Field.ErrorText>}
          </Field.Root>
        </Grid>
        <Button
          colorPalette="brand"
          onClick={() => void submit()}
          loading={saving}
          data-testid="breakage-submit"
          alignSelf={{ base: 'stretch', sm: 'flex-end' }}
        >
          <Trans>Registrar rotura</Trans>
        </Button>
        {!online && (
          <Text textStyle="xs" color="orange.fg">
            <Trans>Sin conexión: la rotura se guarda en este dispositivo y se envía sola cuando vuelva la conexión.</Trans>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function NoReplica() {
  return (
    <NoReplicaNotice title={<Trans>No hay datos guardados en este dispositivo</Trans>}>
      <Trans>
        Para registrar roturas (también sin conexión) este navegador tiene que poder guardar los datos del local: tu usuario no
        tiene un local asignado o el navegador no lo permite (por ejemplo, en una ventana privada).
      </Trans>
    </NoReplicaNotice>
  );
}

export function BreakagePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Roturas`);
  const replica = useReplica();
  const [grace, setGrace] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setGrace(true), 2500);
    return () => clearTimeout(id);
  }, []);
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="breakage-page">
      <PageHeader
        title={t`Roturas`}
        description={
          <Trans>
            Registra lo que se rompió en un depósito o una barra. Funciona sin conexión: queda guardado en este dispositivo y se
            envía cuando vuelve la conexión.
          </Trans>
        }
      />
      {!replica && grace && <NoReplica />}
      {replica && <BreakageForm />}
      <BreakageList />
    </Stack>
  );
}
