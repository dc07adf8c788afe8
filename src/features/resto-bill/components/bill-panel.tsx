// The table's bill (issue 35), for the waiters' and hosts' screens to embed: what the table consumed
// against its minimum spend, the deposit credited, the shortfall, what is due at the close and,
// closing it, how it was paid and the tips (recorded apart: not towards the minimum, not in the due).
// Presentational: the figures come from GET /resto/cuentas (api/bill.ts), the close goes to onClose.
import { Box, Button, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BILL_METHODS, type BillDto, type BillMethod } from '../../../contract/resto-bill';
import { fMoney } from '../../../lib/format-number';
import { PanelCard } from '../../../lib/ui/panel-card';
import { SelectBox } from '../../../lib/ui/select-box';
import type { CloseBillInput } from '../api/bill';
import { minimumProgress, tipsCents } from '../bill-logic';

const METHOD_LABELS: Record<BillMethod, MessageDescriptor> = {
  cash: msg`Efectivo`,
  card: msg`Tarjeta`,
  transfer: msg`Transferencia`,
  wallet: msg`Billetera`,
};

function Line({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <HStack justify="space-between" data-testid={testId}>
      <Text color={strong ? undefined : 'fg.muted'}>{label}</Text>
      <Text fontWeight={strong ? 'bold' : 'medium'} fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </HStack>
  );
}

export interface BillPanelProps {
  bill: BillDto;
  pending: boolean;
  /** The close's refusal, translated. */
  error?: string | null;
  onClose(input: CloseBillInput): void;
}

export function BillPanel({ bill, pending, error, onClose }: BillPanelProps) {
  const { t, i18n } = useLingui();
  const [method, setMethod] = useState<BillMethod>('cash');
  const [tipsText, setTipsText] = useState('');
  const tips = tipsCents(tipsText);
  const money = (cents: number) => fMoney(cents, undefined, i18n);
  const progress = minimumProgress(bill);
  const title = bill.reservationName ? t`Cuenta · ${bill.tableName} · ${bill.reservationName}` : t`Cuenta · ${bill.tableName}`;
  return (
    <PanelCard title={title} testId="resto-bill">
      <Stack gap="2">
        <Line label={t`Consumido`} value={money(bill.consumed)} testId="bill-consumed" />
        {bill.chargedToCards > 0 && <Line label={t`Cobrado a tarjetas VIP`} value={money(bill.chargedToCards)} />}
        {bill.minimumSpend > 0 && (
          <Box>
            <Line label={t`Consumo mínimo`} value={money(bill.minimumSpend)} testId="bill-minimum" />
            <Progress.Root value={progress} size="sm" colorPalette={progress >= 100 ? 'green' : 'orange'} mt="1">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        )}
        {bill.shortfall > 0 && (
          <Line label={t`Diferencia hasta el mínimo`} value={money(bill.shortfall)} testId="bill-shortfall" />
        )}
        {bill.deposit > 0 && <Line label={t`Seña acreditada`} value={`− ${money(bill.deposit)}`} testId="bill-deposit" />}
        {bill.depositLeft > 0 && <Line label={t`Seña sin usar`} value={money(bill.depositLeft)} />}
        <Line
          label={bill.closed ? t`Cobrado al cierre` : t`A cobrar al cierre`}
          value={money(bill.closed ? (bill.paid ?? 0) : bill.due)}
          strong
          testId="bill-due"
        />
        {bill.closed ? (
          <>
            {bill.tips > 0 && <Line label={t`Propinas (aparte)`} value={money(bill.tips)} testId="bill-tips" />}
            <Text color="fg.muted" fontSize="sm" data-testid="bill-closed">
              {bill.method ? t`Cuenta cerrada · ${i18n._(METHOD_LABELS[bill.method])}` : t`Cuenta cerrada`}
            </Text>
          </>
        ) : (
          <Stack gap="2" pt="2">
            <SelectBox
              label={t`Medio de pago`}
              value={method}
              onChange={(v) => setMethod(v as BillMethod)}
              options={BILL_METHODS.map((m) => ({ value: m, label: i18n._(METHOD_LABELS[m]) }))}
              testId="bill-method"
            />
            <Input
              aria-label={t`Propina`}
              placeholder={t`Propina (aparte del consumo)`}
              inputMode="decimal"
              value={tipsText}
              onChange={(e) => setTipsText(e.target.value)}
              data-testid="bill-tips-input"
            />
            {tips === null && (
              <Text color="fg.error" fontSize="sm">
                {t`La propina no es válida`}
              </Text>
            )}
            {error && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {error}
              </Text>
            )}
            <Button
              colorPalette="brand"
              loading={pending}
              disabled={tips === null}
              onClick={() => tips !== null && onClose({ method, tips, ...(tips > 0 ? { tipsMethod: method } : {}) })}
            >
              {t`Cerrar cuenta`}
            </Button>
          </Stack>
        )}
      </Stack>
    </PanelCard>
  );
}
