// The "Devoluciones" tab: goods sent back to suppliers, newest first, with what each supplier
// credits, and the button that records a new one.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { ReturnDto } from '../../../../contract/purchasing';
import { fDateIso, fDateTime } from '../../../../lib/format-date';
import { fQty } from '../../../../lib/format-number';
import { type DataColumn, DataTable, moneyColumn } from '../../../../lib/ui/data-table';
import { PlusIcon } from '../../../../lib/ui/icons';
import { useOnline } from '../../../../lib/ui/online-only';
import { LoadError } from '../../../../lib/ui/status-alerts';
import { documentNumber } from '../../shared/document-number';
import { useReturns } from '../api';
import { ReturnDialog } from './return-dialog';

export function ReturnList() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const returns = useReturns();
  const [adding, setAdding] = useState(false);

  const columns = useMemo<DataColumn<ReturnDto>[]>(
    () => [
      {
        key: 'number',
        header: t`Número`,
        value: (r) => r.number,
        render: (r) => (
          <Text fontFamily="mono" fontWeight="medium">
            {documentNumber(r.number)}
          </Text>
        ),
      },
      { key: 'at', header: t`Fecha`, value: (r) => r.at, render: (r) => fDateTime(r.at, i18n), hideBelowSm: true },
      { key: 'supplier', header: t`Proveedor`, value: (r) => r.supplier.name },
      { key: 'location', header: t`Lugar`, value: (r) => r.location.name, hideBelowSm: true },
      {
        key: 'reason',
        header: t`Motivo`,
        value: (r) => r.reason,
        render: (r) => (
          <Stack gap="0" whiteSpace="normal" maxW="20rem">
            <Text>{r.reason}</Text>
            <Text textStyle="xs" color="fg.muted">
              {r.lines.map((l) => `${l.name} × ${fQty(l.quantity, i18n)}`).join(', ')}
            </Text>
          </Stack>
        ),
        hideBelowMd: true,
      },
      moneyColumn('credit', t`Importe acreditado`, (r) => r.credit, i18n),
    ],
    [t, i18n],
  );

  return (
    <Stack gap="4" data-testid="returns-panel">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted" textStyle="sm" flex="1" minW="14rem">
          <Trans>
            Mercadería devuelta a los proveedores: sale del stock del lugar elegido y el proveedor acredita el importe indicado.
          </Trans>
        </Text>
        <Button colorPalette="brand" onClick={() => setAdding(true)} disabled={!online} data-testid="return-new">
          <PlusIcon /> <Trans>Nueva devolución</Trans>
        </Button>
      </HStack>
      {online && returns.isError && !returns.data ? (
        <LoadError error={returns.error} onRetry={() => void returns.refetch()} testId="returns-load-error" />
      ) : (
        <DataTable
          testId="returns-table"
          rows={returns.data}
          loading={returns.isPending}
          columns={columns}
          rowKey={(r) => r.id}
          searchText={(r) =>
            `${documentNumber(r.number)} ${r.supplier.name} ${r.location.name} ${r.reason} ${r.lines.map((l) => l.name).join(' ')}`
          }
          searchPlaceholder={t`Buscar por proveedor, lugar, motivo o mercadería`}
          exportName={`devoluciones-${fDateIso(new Date(), i18n)}`}
          defaultSort={{ key: 'at', desc: true }}
          cards={{ title: 'supplier', amount: 'credit' }}
          emptyTitle={t`Todavía no hay devoluciones`}
          emptyDescription={t`Registra la primera con «Nueva devolución».`}
        />
      )}
      {adding && <ReturnDialog onClose={() => setAdding(false)} />}
    </Stack>
  );
}
