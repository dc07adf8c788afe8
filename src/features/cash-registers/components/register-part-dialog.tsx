// The movements behind one line of a register's card (207): when, what and how much, with the
// line's total, so whoever confirms the close can see where each peso of "Esperado" comes from.
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { RegisterPart, RegisterPartLine } from '../../../contract/cash-registers';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { type DataColumn, DataTable, moneyColumn } from '../../../lib/ui/data-table';
import { DialogFrame } from '../../../lib/ui/dialog-frame';
import { useDialogSize } from '../../../lib/ui/dialog-size';
import { LoadError } from '../../../lib/ui/status-alerts';
import { useRegisterPartQuery } from '../api/extractions';

/** The label of each line of a register's card. */
export const PART_LABELS: Record<RegisterPart, MessageDescriptor> = {
  carried: msg`Saldo anterior`,
  float: msg`Fondo inicial`,
  cashSales: msg`Ventas en efectivo`,
  topups: msg`Tarjetas VIP cobradas en efectivo`,
  otherIn: msg`Otros ingresos y transferencias`,
  refunds: msg`Devoluciones y anulaciones`,
  extractions: msg`Extracciones a la caja fuerte`,
  payouts: msg`Pagos y gastos`,
  otherOut: msg`Transferencias a otras cuentas`,
  overShort: msg`Sobrante o faltante del arqueo`,
  closed: msg`Llevado a la caja fuerte al cierre`,
  afterCount: msg`Entró después del arqueo`,
};

export interface PartRef {
  nightId: string;
  accountId: string;
  registerName: string;
  part: RegisterPart;
}

export function RegisterPartDialog({ target, onClose }: { target: PartRef; onClose(): void }) {
  const { t, i18n } = useLingui();
  const { nightId, accountId, part } = target;
  const query = useRegisterPartQuery({ nightId, accountId, part });
  const columns = useMemo<DataColumn<RegisterPartLine>[]>(
    () => [
      { key: 'at', header: t`Hora`, value: (r) => r.at, render: (r) => fDateTime(r.at, i18n) },
      {
        key: 'detail',
        header: t`Detalle`,
        value: (r) => [r.categoryName, r.counterpart, r.note].filter(Boolean).join(' · '),
      },
      { key: 'by', header: t`Registró`, value: (r) => r.userName ?? '', hideBelowSm: true },
      moneyColumn('amount', t`Importe`, (r) => r.amount, i18n),
    ],
    [t, i18n],
  );
  const size = useDialogSize('lg');
  const label = i18n._(PART_LABELS[part]);
  return (
    <DialogFrame
      onOpenChange={(open) => !open && onClose()}
      title={`${target.registerName} · ${label}`}
      size={size}
      scrollBehavior="inside"
      testId="register-part-dialog"
    >
      <Stack gap="3">
        {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} testId="register-part-error" />}
        {query.data && (
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text textStyle="sm" color="fg.muted">
              {query.data.truncated ? (
                <Trans>
                  Los {query.data.lines.length} más recientes de {query.data.count} movimientos
                </Trans>
              ) : (
                <Plural value={query.data.count} one="# movimiento" other="# movimientos" />
              )}
            </Text>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="register-part-total">
              {fMoney(query.data.total, undefined, i18n)}
            </Text>
          </HStack>
        )}
        <DataTable
          rows={query.data?.lines}
          loading={query.isPending}
          columns={columns}
          rowKey={(r) => r.id}
          defaultSort={{ key: 'at', desc: true }}
          exportName={`caja-${target.registerName}-${part}`}
          emptyTitle={t`Sin movimientos`}
          testId="register-part-table"
        />
      </Stack>
    </DialogFrame>
  );
}
