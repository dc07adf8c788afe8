// "Desde una venta": the venue's recent sales, searched as one types (ticket, point of sale,
// amount); picking one fills the invoice with its lines and point of sale. A sale is invoiced at
// most once, so one that already has its invoice says so and cannot be picked again.
import { Button, HStack, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import type { EInvoiceSaleDto } from '../../../contract/einvoicing';
import { fDateTimeLocal } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { SearchIcon } from '../../../lib/ui/nav-icons';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useSalesToInvoice } from '../api/invoices';
import { translateMessage } from '../messages';

export function SalePicker({ onPick }: { onPick(sale: EInvoiceSaleDto): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q);
  const sales = useSalesToInvoice(deferred, true);
  return (
    <Stack gap="2" data-testid="issue-sale-picker">
      <InputGroup startElement={<SearchIcon boxSize="4" />}>
        <Input
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t`Buscar venta: ticket, punto de venta o importe`}
          aria-label={t`Buscar venta`}
          maxLength={80}
          data-testid="issue-sale-search"
        />
      </InputGroup>
      {sales.error && <ErrorAlert message={errorMessage(sales.error, i18n, online, translateMessage)} />}
      {!sales.data && !sales.error ? (
        <Stack gap="1">
          <Skeleton h="12" />
          <Skeleton h="12" />
        </Stack>
      ) : sales.data?.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          <Trans>No hay ventas recientes que coincidan.</Trans>
        </Text>
      ) : (
        <Stack gap="0" maxH="64" overflowY="auto" borderWidth="1px" borderRadius="l2" opacity={sales.isPlaceholderData ? 0.6 : 1}>
          {(sales.data ?? []).map((s) => (
            <HStack key={s.id} justify="space-between" gap="3" px="3" py="2" borderBottomWidth="1px" data-testid="issue-sale">
              <Stack gap="0" minW="0">
                <Text textStyle="sm" fontWeight="medium" truncate>
                  {s.pointOfSaleName} · {fMoney(s.total, undefined, i18n)}
                </Text>
                <Text textStyle="xs" color="fg.muted" truncate>
                  {fDateTimeLocal(s.at, i18n)} · {s.lines.map((l) => l.description).join(', ')}
                </Text>
              </Stack>
              {/* Sales already invoiced are not listed (a sale is invoiced at most once). */}
              <Button size="xs" variant="outline" flexShrink={0} onClick={() => onPick(s)} data-testid="issue-sale-pick">
                <Trans>Elegir</Trans>
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
