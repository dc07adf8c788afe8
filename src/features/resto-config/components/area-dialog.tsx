// Creating or editing an area: its name, VIP or not, the point of sale that charges its orders (a
// restaurant one, or a bar for a VIP area), the bar whose stock they consume and the price list.
import { Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AreaDto, AreasAnswer } from '../../../contract/resto-config';
import { CheckboxField } from '../../../lib/ui/checkbox-field';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { SelectBox } from '../../../lib/ui/select-box';
import { useSaveArea } from '../api/resto-config';

export function AreaDialog({ area, options, onClose }: { area: AreaDto | null; options: AreasAnswer; onClose(): void }) {
  const { t } = useLingui();
  const save = useSaveArea();
  const [name, setName] = useState(area?.name ?? '');
  const [vip, setVip] = useState(area?.vip ?? false);
  const [pos, setPos] = useState(area?.pointOfSaleId ?? '');
  const [bar, setBar] = useState(area?.stockLocationId ?? '');
  const [list, setList] = useState(area?.priceListId ?? '');
  const [sortOrder, setSortOrder] = useState(String(area?.sortOrder ?? options.areas.length));
  const [active, setActive] = useState(area?.active ?? true);
  const posOptions = options.pointsOfSale
    .filter((p) => p.kind === 'restaurant' || vip)
    .map((p) => ({ value: p.id, label: p.kind === 'bar' ? t`${p.name} (barra)` : p.name }));

  const submit = () =>
    save.mutate(
      {
        id: area?.id ?? null,
        body: {
          name,
          vip,
          pointOfSaleId: pos || null,
          stockLocationId: bar || null,
          priceListId: list || null,
          sortOrder: /^\d+$/.test(sortOrder) ? Number(sortOrder) : 0,
          active,
        },
      },
      { onSuccess: onClose },
    );

  return (
    <FormDialog
      onClose={onClose}
      title={area ? t`Editar ${area.name}` : t`Nueva área`}
      submitLabel={t`Guardar`}
      pending={save.isPending}
      error={save.error}
      onlineOnly
      onSubmit={submit}
      testId="area-dialog"
    >
      <Stack gap="4">
        <FormField label={t`Nombre`} required>
          <Input value={name} onChange={(e) => setName(e.target.value)} data-testid="area-name" />
        </FormField>
        <CheckboxField
          checked={vip}
          onChange={setVip}
          label={t`Área VIP (mesas con consumo mínimo y seña)`}
          data-testid="area-vip"
        />
        <FormField label={t`Punto de venta que cobra sus pedidos`}>
          <SelectBox value={pos} onChange={setPos} options={posOptions} placeholder={t`Ninguno`} testId="area-pos" />
        </FormField>
        <FormField label={t`Barra de la que descuenta el stock`}>
          <SelectBox
            value={bar}
            onChange={setBar}
            options={options.bars.map((b) => ({ value: b.id, label: b.name }))}
            placeholder={t`Ninguna`}
          />
        </FormField>
        <FormField label={t`Lista de precios del menú`}>
          <SelectBox
            value={list}
            onChange={setList}
            options={options.priceLists.map((l) => ({ value: l.id, label: l.name }))}
            placeholder={t`Ninguna`}
          />
        </FormField>
        <FormField label={t`Orden`}>
          <Input inputMode="numeric" value={sortOrder} onChange={(e) => setSortOrder(e.target.value)} maxW="8rem" />
        </FormField>
        <CheckboxField checked={active} onChange={setActive} label={t`Activa`} />
      </Stack>
    </FormDialog>
  );
}
