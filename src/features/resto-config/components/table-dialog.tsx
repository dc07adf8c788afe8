// Creating or editing a table: name, seats, shape, size on the plan, joinable, and for a VIP area
// its minimum spend and deposit (pesos typed, cents saved). A new table starts on a free spot.
import { HStack, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { numberInputText, parseMoney } from '../../../contract/numbers';
import { type AreaDto, TABLE_SHAPES, type TableDto, type TableShape } from '../../../contract/resto-config';
import { CheckboxField } from '../../../lib/ui/checkbox-field';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { SelectBox } from '../../../lib/ui/select-box';
import { useSaveTable } from '../api/resto-config';
import { freeSpot } from '../plan-math';

const money = (cents: number) => numberInputText(cents / 100, 2);

export function TableDialog({ area, table, onClose }: { area: AreaDto; table: TableDto | null; onClose(): void }) {
  const { t } = useLingui();
  const save = useSaveTable();
  const [name, setName] = useState(table?.name ?? '');
  const [seats, setSeats] = useState(String(table?.seats ?? 4));
  const [shape, setShape] = useState<TableShape>(table?.shape ?? 'square');
  const [width, setWidth] = useState(String(table?.width ?? 100));
  const [height, setHeight] = useState(String(table?.height ?? 100));
  const [joinable, setJoinable] = useState(table?.joinable ?? false);
  const [active, setActive] = useState(table?.active ?? true);
  const [minimum, setMinimum] = useState(money(table?.minimumSpend ?? 0));
  const [deposit, setDeposit] = useState(money(table?.deposit ?? 0));
  const [invalid, setInvalid] = useState<string | null>(null);
  const shapeLabel: Record<TableShape, string> = { round: t`Redonda`, square: t`Cuadrada`, rectangle: t`Rectangular` };

  const submit = () => {
    const min = area.vip ? parseMoney(minimum) : { ok: true as const, value: 0 };
    const dep = area.vip ? parseMoney(deposit) : { ok: true as const, value: 0 };
    const whole = [seats, width, height].every((s) => /^\d+$/.test(s.trim()));
    if (!min.ok || !dep.ok || !whole) {
      setInvalid(t`Revisa los números: lugares y tamaño enteros, importes en pesos`);
      return;
    }
    setInvalid(null);
    const size = { width: Number(width), height: Number(height) };
    const place = table ?? freeSpot(area.tables, size.width, size.height);
    const body = {
      name,
      seats: Number(seats),
      shape,
      x: place.x,
      y: place.y,
      ...size,
      joinable,
      active,
      minimumSpend: min.value,
      deposit: dep.value,
    };
    save.mutate({ id: table?.id ?? null, areaId: area.id, body }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      onClose={onClose}
      title={table ? t`Editar ${table.name}` : t`Nueva mesa en ${area.name}`}
      submitLabel={t`Guardar`}
      pending={save.isPending}
      error={save.error}
      invalid={invalid}
      onlineOnly
      onSubmit={submit}
      testId="table-dialog"
    >
      <Stack gap="4">
        <FormField label={t`Nombre`} required>
          <Input value={name} onChange={(e) => setName(e.target.value)} data-testid="table-name" />
        </FormField>
        <HStack gap="3" align="start">
          <FormField label={t`Lugares`} required>
            <Input inputMode="numeric" value={seats} onChange={(e) => setSeats(e.target.value)} data-testid="table-seats" />
          </FormField>
          <FormField label={t`Forma`}>
            <SelectBox
              value={shape}
              onChange={(v) => setShape(v as TableShape)}
              options={TABLE_SHAPES.map((s) => ({ value: s, label: shapeLabel[s] }))}
              testId="table-shape"
            />
          </FormField>
        </HStack>
        <HStack gap="3" align="start">
          <FormField label={t`Ancho en el plano`} help={t`De 20 a 1000; el plano mide 1000`}>
            <Input inputMode="numeric" value={width} onChange={(e) => setWidth(e.target.value)} />
          </FormField>
          <FormField label={t`Alto en el plano`}>
            <Input inputMode="numeric" value={height} onChange={(e) => setHeight(e.target.value)} />
          </FormField>
        </HStack>
        {area.vip && (
          <HStack gap="3" align="start">
            <FormField label={t`Consumo mínimo ($)`}>
              <Input
                inputMode="decimal"
                value={minimum}
                onChange={(e) => setMinimum(e.target.value)}
                data-testid="table-minimum"
              />
            </FormField>
            <FormField label={t`Seña ($)`}>
              <Input
                inputMode="decimal"
                value={deposit}
                onChange={(e) => setDeposit(e.target.value)}
                data-testid="table-deposit"
              />
            </FormField>
          </HStack>
        )}
        <CheckboxField checked={joinable} onChange={setJoinable} label={t`Se puede juntar con las mesas vecinas`} />
        <CheckboxField checked={active} onChange={setActive} label={t`Activa`} />
      </Stack>
    </FormDialog>
  );
}
