// The options of a warehouse-or-bar picker, warehouses first, each kind under its heading: the
// same order on every inventory screen.
import { useLingui } from '@lingui/react/macro';

export interface PlaceOption {
  id: string;
  name: string;
  kind: string;
}

export function PlaceOptions({ places, exclude }: { places: readonly PlaceOption[]; exclude?: string }) {
  const { t } = useLingui();
  const warehouses = places.filter((p) => p.kind === 'warehouse' && p.id !== exclude);
  const bars = places.filter((p) => p.kind === 'bar' && p.id !== exclude);
  return (
    <>
      {warehouses.length > 0 && (
        <optgroup label={t`Depósitos`}>
          {warehouses.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </optgroup>
      )}
      {bars.length > 0 && (
        <optgroup label={t`Barras`}>
          {bars.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </optgroup>
      )}
    </>
  );
}
