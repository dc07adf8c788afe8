// Parts every stock configuration screen shares: the offline notice (these screens need the
// server) and the list filters. Load and save errors, fields and the edit dialog come from src/lib/ui.
import { Alert, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOnline } from '../../../lib/ui/online-only';

/** Said above the lists while there is no network: they need the server to load and to save. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="l3" data-testid="config-offline">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Sin conexión</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            La configuración de stock se guarda en el servidor: mientras no haya conexión puedes ver lo que ya estaba cargado,
            pero no guardar cambios. Lo que escribas en un formulario se conserva hasta que vuelva la conexión.
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export type StatusFilter = 'all' | 'active' | 'inactive';

export function matchesStatus(filter: StatusFilter, active: boolean): boolean {
  return filter === 'all' || (filter === 'active') === active;
}

/** A compact select for a list's filters (beside the search box). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string }[];
  testId?: string;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW="9rem" flex={{ base: '1 1 9rem', md: '0 0 auto' }}>
      <NativeSelect.Field
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-label={label}
        bg="bg.panel"
        data-testid={testId}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function StatusFilterSelect({ value, onChange }: { value: StatusFilter; onChange(value: StatusFilter): void }) {
  const { t } = useLingui();
  return (
    <FilterSelect
      label={t`Estado`}
      value={value}
      onChange={(v) => onChange(v as StatusFilter)}
      options={[
        { value: 'all', label: t`Activos e inactivos` },
        { value: 'active', label: t`Solo activos` },
        { value: 'inactive', label: t`Solo inactivos` },
      ]}
      testId="filter-status"
    />
  );
}
