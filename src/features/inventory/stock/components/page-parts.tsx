// Parts shared by the stock screens: the stat tiles, the location and category
// pickers, and the notices for offline, load errors and failed saves.
import { Card, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { StockLocationDto } from '../../../../contract/inventory-stock';
import { fTime } from '../../../../lib/format-date';
import { LoadFailedAlert } from '../../../../lib/ui/load-failed-alert';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { PlaceOptions } from '../../shared/place-options';
import { loaderErrorMessage } from '../load-error';

export function StatTile({
  label,
  value,
  hint,
  tone,
  wide,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'danger' | 'ok';
  /** Takes the whole row on phones (the headline figure, usually money). */
  wide?: boolean;
  testId?: string;
}) {
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      size="sm"
      data-testid={testId}
      gridColumn={wide ? { base: 'span 2', sm: 'auto' } : undefined}
    >
      <Card.Body gap="1" px="4" py="3">
        <Text textStyle="xs" color="fg.muted" fontWeight="medium" textTransform="uppercase" letterSpacing="wide">
          {label}
        </Text>
        <Text
          textStyle={{ base: 'lg', sm: 'xl' }}
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          color={tone === 'danger' ? 'fg.error' : undefined}
          lineClamp={1}
        >
          {value}
        </Text>
        {hint && (
          <Text textStyle="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A labelled native select: light on phones, where a long list opens the system picker. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
  minW = '12rem',
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
  minW?: string;
  testId?: string;
}) {
  return (
    <NativeSelect.Root size="sm" width={{ base: 'full', sm: 'auto' }} minW={{ sm: minW }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The category filter of a stock list: every category (`allValue`), or one of them. */
export function CategoryFilter({
  categories,
  value,
  onChange,
  allValue = '',
  minW,
  testId,
}: {
  categories: readonly string[];
  value: string;
  onChange(value: string): void;
  allValue?: string;
  minW?: string;
  testId?: string;
}) {
  const { t } = useLingui();
  return (
    <FilterSelect label={t`Categoría`} value={value} onChange={onChange} minW={minW} testId={testId}>
      <option value={allValue}>{t`Todas las categorías`}</option>
      {categories.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </FilterSelect>
  );
}

/** Location options grouped as warehouses and bars. */
export function LocationOptions({ locations }: { locations: readonly StockLocationDto[] }) {
  return <PlaceOptions places={locations} />;
}

export function OfflineNotice({ hasData }: { hasData: boolean }) {
  return (
    <NoticeAlert status="warning" title={<Trans>Sin conexión a internet</Trans>} testId="stock-offline" noPrint>
      {hasData ? (
        <Trans>
          Esta pantalla necesita conexión: muestra los últimos datos cargados y no puede actualizarlos ni guardar cambios hasta
          que vuelva la conexión.
        </Trans>
      ) : (
        <Trans>Esta pantalla necesita conexión para cargar los datos. Vuelve a intentarlo cuando tengas internet.</Trans>
      )}
    </NoticeAlert>
  );
}

export function LoadErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { i18n } = useLingui();
  return <LoadFailedAlert testId="stock-load-error" message={loaderErrorMessage(error, i18n)} onRetry={onRetry} />;
}

/** "Actualizado a las 23:40" for an ISO timestamp. */
export function UpdatedAt({ iso }: { iso: string | undefined }) {
  const { i18n } = useLingui();
  if (!iso) return null;
  const time = fTime(iso, i18n);
  return (
    <Text textStyle="xs" color="fg.muted">
      <Trans>Actualizado a las {time}</Trans>
    </Text>
  );
}
