// The filters of the invoice list: dates, type, point of sale (its AFIP number), status and the
// customer (name or document, sent once typing pauses). Changing any goes back to page 1.
import { HStack, Input, InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { EINVOICE_STATUSES, EINVOICE_TYPES, type EInvoiceStatus, type EInvoiceType } from '../../../contract/einvoicing';
import type { PointOfSaleView } from '../../../lib/replica/points-of-sale';
import { DateRangeFilter } from '../../../lib/ui/date-range-filter';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { SearchIcon } from '../../../lib/ui/nav-icons';
import type { InvoiceFilters as Filters } from '../api/invoices';
import { STATUS_LOOKS, typeLabel } from '../labels';

const TYPING_PAUSE_MS = 350;

export function InvoiceFilters({
  filters,
  onChange,
  pointsOfSale,
}: {
  filters: Filters;
  onChange(patch: Partial<Omit<Filters, 'page'>>): void;
  pointsOfSale: readonly PointOfSaleView[];
}) {
  const { t, i18n } = useLingui();
  const [customer, setCustomer] = useState(filters.cliente ?? '');
  const sent = filters.cliente ?? '';
  useEffect(() => {
    if (customer.trim() === sent) return;
    const timer = setTimeout(() => onChange({ cliente: customer.trim() || undefined }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [customer, sent, onChange]);
  // Each AFIP number once, even when two points of sale of the venue share one.
  const numbers = [...new Set(pointsOfSale.flatMap((p) => (p.afipPosNumber === null ? [] : [p.afipPosNumber])))].sort(
    (a, b) => a - b,
  );
  return (
    <HStack gap="2" wrap="wrap" className="no-print" data-testid="einvoice-filters">
      <DateRangeFilter
        from={filters.desde}
        to={filters.hasta}
        onChange={(p) => onChange({ ...('from' in p ? { desde: p.from } : {}), ...('to' in p ? { hasta: p.to } : {}) })}
        testIds={{ from: 'einvoice-filter-from', to: 'einvoice-filter-to' }}
      />
      <FilterSelect
        label={t`Tipo`}
        value={filters.tipo ?? ''}
        onChange={(v) => onChange({ tipo: (v || undefined) as EInvoiceType | undefined })}
        allLabel={t`Todos los tipos`}
        options={EINVOICE_TYPES.map((type) => ({ value: type, label: typeLabel(i18n, type) }))}
        testId="einvoice-filter-type"
      />
      <FilterSelect
        label={t`Punto de venta`}
        value={filters.puntoDeVenta ?? ''}
        onChange={(v) => onChange({ puntoDeVenta: v || undefined })}
        allLabel={t`Todos los puntos de venta`}
        options={numbers.map((n) => ({ value: String(n), label: t`Punto de venta ${String(n).padStart(4, '0')}` }))}
        testId="einvoice-filter-pos"
      />
      <FilterSelect
        label={t`Estado`}
        value={filters.estado ?? ''}
        onChange={(v) => onChange({ estado: (v || undefined) as EInvoiceStatus | undefined })}
        allLabel={t`Todos los estados`}
        options={EINVOICE_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LOOKS[s].label) }))}
        testId="einvoice-filter-status"
      />
      <InputGroup startElement={<SearchIcon boxSize="4" />} flex={{ base: '1 1 100%', sm: '1 1 14rem' }} maxW={{ sm: 'sm' }}>
        <Input
          size="sm"
          bg="bg.panel"
          value={customer}
          onChange={(e) => setCustomer(e.target.value)}
          placeholder={t`Cliente: nombre, CUIT o DNI`}
          aria-label={t`Cliente`}
          maxLength={80}
          data-testid="einvoice-filter-customer"
        />
      </InputGroup>
    </HStack>
  );
}
