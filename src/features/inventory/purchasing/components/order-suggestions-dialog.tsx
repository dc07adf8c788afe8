// "Crear desde stock ideal": one draft per supplier with what a warehouse lacks to reach its ideal
// stock, in whole cases of each supplier's pack at its last price (the server decides which supplier
// gets each good). When nothing is missing the server says so, and the dialog shows its words.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OrderDto } from '../../../../contract/purchasing';
import { FormDialog } from '../../../../lib/ui/form-dialog';
import { FormField } from '../../../../lib/ui/form-field';
import { useOnline } from '../../../../lib/ui/online-only';
import { PlaceSelect } from '../../shared/place-select';
import type { Place } from '../../shared/use-inventory-replica';
import { useOrdersFromSuggestions } from '../api';

export function OrderSuggestionsDialog({
  places,
  onCreated,
  onClose,
}: {
  places: readonly Place[];
  onCreated(orders: OrderDto[]): void;
  onClose(): void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const create = useOrdersFromSuggestions();
  const warehouses = places.filter((p) => p.active && p.kind === 'warehouse');
  const [locationId, setLocationId] = useState(warehouses.length === 1 ? (warehouses[0]?.id ?? '') : '');
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (!locationId) return;
    create.mutate(locationId, { onSuccess: onCreated });
  };

  return (
    <FormDialog
      onClose={onClose}
      title={t`Crear desde stock ideal`}
      description={
        <Trans>
          Se crea un borrador por proveedor con lo que le falta al depósito para llegar a su stock ideal, en bultos enteros y al
          último precio de cada proveedor. Revisa los borradores antes de enviarlos.
        </Trans>
      }
      submitLabel={t`Crear borradores`}
      pending={create.isPending}
      error={create.error}
      blocked={online ? null : t`Sin conexión: los borradores se crean cuando vuelva la conexión.`}
      onlineOnly
      onSubmit={submit}
      testId="order-suggestions"
      size="sm"
    >
      <FormField label={t`Depósito`} required error={tried && !locationId ? t`Elige el depósito` : undefined}>
        <PlaceSelect
          places={warehouses}
          value={locationId}
          onChange={setLocationId}
          emptyLabel={t`Elige el depósito`}
          ariaLabel={t`Depósito`}
          testId="order-suggestions-location"
        />
      </FormField>
    </FormDialog>
  );
}
