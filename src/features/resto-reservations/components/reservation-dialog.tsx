// Create or edit a reservation: date, time, party, contact, the table (several = joined), or the
// waiting list, notes, minimum spend and deposit (empty: the tables' own), the VIP card the table's
// orders are charged to (the picker is the VIP feature's, composed by the route). Saving needs the
// server; a refusal (table taken, pacing full, offline) shows in the dialog and keeps what was typed.
import { Checkbox, HStack, Input, SimpleGrid, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { parseMoney } from '../../../contract/numbers';
import type { ReservationBody, ReservationDto, RestoTableRef } from '../../../contract/resto-reservations';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';

/** A VIP card as the reservation holds it. */
export type ReservationCard = NonNullable<ReservationDto['vipCard']>;
/** The VIP card search (vip-orders' CardPicker), given by the route. */
export type RenderCardPicker = (value: ReservationCard | null, onChange: (card: ReservationCard | null) => void) => ReactNode;

interface Props {
  reservation: ReservationDto | null;
  renderCardPicker?: RenderCardPicker;
  date: string;
  tables: RestoTableRef[];
  areas: { id: string; name: string }[];
  pending: boolean;
  error: unknown;
  onClose(): void;
  onSave(body: ReservationBody): void;
}

const centsText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export function ReservationDialog({
  reservation: r,
  renderCardPicker,
  date,
  tables,
  areas,
  pending,
  error,
  onClose,
  onSave,
}: Props) {
  const { t } = useLingui();
  const [card, setCard] = useState<ReservationCard | null>(r?.vipCard ?? null);
  const [form, setForm] = useState({
    date: r?.date ?? date,
    time: r?.time ?? '21:00',
    partySize: String(r?.partySize ?? 2),
    name: r?.name ?? '',
    phone: r?.phone ?? '',
    email: r?.email ?? '',
    notes: r?.notes ?? '',
    waitlisted: r?.waitlisted ?? false,
    confirmed: false,
    minimumSpend: r ? centsText(r.minimumSpend) : '',
    deposit: r ? centsText(r.deposit) : '',
  });
  const [tableIds, setTableIds] = useState<string[]>(r?.tableIds ?? []);
  const [invalid, setInvalid] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const toggle = (id: string) => setTableIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const submit = () => {
    const party = Number(form.partySize);
    if (!Number.isInteger(party) || party < 1) return setInvalid(t`Escribe cuántas personas vienen`);
    const money = (text: string) => (text.trim() === '' ? undefined : parseMoney(text));
    const min = money(form.minimumSpend);
    const dep = money(form.deposit);
    if ((min && !min.ok) || (dep && !dep.ok)) return setInvalid(t`Escribe el importe en pesos, por ejemplo 50.000`);
    setInvalid(null);
    onSave({
      date: form.date,
      time: form.time,
      partySize: party,
      name: form.name,
      phone: form.phone,
      email: form.email,
      notes: form.notes,
      waitlisted: form.waitlisted,
      tableIds: form.waitlisted ? [] : tableIds,
      minimumSpend: min?.ok ? min.value : undefined,
      deposit: dep?.ok ? dep.value : undefined,
      vipCardId: card?.id ?? null,
      ...(r ? {} : { status: form.confirmed ? 'confirmed' : 'requested' }),
    });
  };

  return (
    <FormDialog
      onClose={onClose}
      title={r ? t`Editar reserva` : t`Nueva reserva`}
      submitLabel={r ? t`Guardar` : t`Reservar`}
      pending={pending}
      error={error}
      invalid={invalid}
      onlineOnly
      onSubmit={submit}
      testId="reservation-dialog"
      size="lg"
    >
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <FormField label={t`Fecha`} required>
          <Input type="date" value={form.date} onChange={set('date')} data-testid="reservation-date" />
        </FormField>
        <FormField label={t`Hora`} required help={t`Antes de la hora de corte es la misma noche`}>
          <Input type="time" value={form.time} onChange={set('time')} data-testid="reservation-time" />
        </FormField>
        <FormField label={t`Personas`} required>
          <Input inputMode="numeric" value={form.partySize} onChange={set('partySize')} data-testid="reservation-party" />
        </FormField>
      </SimpleGrid>
      <FormField label={t`Nombre`} required>
        <Input value={form.name} onChange={set('name')} autoComplete="off" data-testid="reservation-name" />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label={t`Teléfono`}>
          <Input type="tel" value={form.phone} onChange={set('phone')} />
        </FormField>
        <FormField label={t`Correo`}>
          <Input type="email" value={form.email} onChange={set('email')} />
        </FormField>
      </SimpleGrid>
      <Checkbox.Root
        checked={form.waitlisted}
        onCheckedChange={(e) => setForm((f) => ({ ...f, waitlisted: e.checked === true }))}
        disabled={r?.status === 'seated'}
        data-testid="reservation-waitlisted"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Trans>Lista de espera (sin mesa)</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
      {!form.waitlisted && (
        <Stack gap="2">
          <Text textStyle="sm" fontWeight="medium">
            <Trans>Mesa (varias: mesas unidas, unibles y de una misma área)</Trans>
          </Text>
          {areas.map((area) => (
            <Stack key={area.id} gap="1">
              <Text textStyle="xs" color="fg.muted">
                {area.name}
              </Text>
              <Wrap gap="2">
                {tables
                  .filter((x) => x.areaId === area.id)
                  .map((x) => (
                    <Checkbox.Root key={x.id} checked={tableIds.includes(x.id)} onCheckedChange={() => toggle(x.id)} size="sm">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {x.name} · {x.seats}
                        {x.joinable ? ' ⇔' : ''}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
              </Wrap>
            </Stack>
          ))}
        </Stack>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label={t`Consumo mínimo ($)`} help={t`Vacío: el de las mesas`}>
          <Input inputMode="decimal" value={form.minimumSpend} onChange={set('minimumSpend')} />
        </FormField>
        <FormField label={t`Seña ($)`} help={t`Vacío: la de las mesas`}>
          <Input inputMode="decimal" value={form.deposit} onChange={set('deposit')} />
        </FormField>
      </SimpleGrid>
      {renderCardPicker ? (
        <FormField label={t`Tarjeta VIP`} help={t`Las comandas de la mesa se cobran a esta tarjeta`}>
          {renderCardPicker(card, setCard)}
        </FormField>
      ) : (
        card && (
          <Text textStyle="sm" color="fg.muted">
            <Trans>
              Tarjeta VIP: {card.number} · {card.holderName}
            </Trans>
          </Text>
        )
      )}
      <FormField label={t`Notas`}>
        <Textarea value={form.notes} onChange={set('notes')} rows={2} />
      </FormField>
      {!r && (
        <HStack>
          <Checkbox.Root
            checked={form.confirmed}
            onCheckedChange={(e) => setForm((f) => ({ ...f, confirmed: e.checked === true }))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Ya confirmada</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
        </HStack>
      )}
    </FormDialog>
  );
}
