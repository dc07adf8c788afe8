// The "Historial de costos" tab: one good's unit cost now, the venue's costing method (weighted
// average or last purchase price: it decides how the next receipts move the cost) and every change
// of the cost with the document that made it — a receipt, an invoice, a cancelled invoice or an
// edit by hand — the units it revalued and how much the stock's value moved.
import { Box, Card, Grid, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { CostHistoryDto, CostMethod, RevaluationReason } from '../../../../contract/purchasing';
import { fDateIso, fDateTime } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { toaster } from '../../../../lib/toaster';
import { type DataColumn, DataTable, moneyColumn } from '../../../../lib/ui/data-table';
import { useOnline } from '../../../../lib/ui/online-only';
import { useErrorMessage } from '../../../../lib/ui/request-error';
import { LoadError } from '../../../../lib/ui/status-alerts';
import { documentNumber } from '../../shared/document-number';
import { GoodCombobox } from '../../shared/good-combobox';
import { useGoodsLive } from '../../shared/use-inventory-replica';
import { useCostHistory, useSetCostMethod } from '../api';

type Change = CostHistoryDto['changes'][number];

const REASON_LABELS: Record<RevaluationReason, MessageDescriptor> = {
  receipt: msg`Recepción`,
  invoice: msg`Factura`,
  invoice_cancel: msg`Factura anulada`,
  manual: msg`Cambio manual`,
  booking: msg`Movimiento de stock`,
};

const METHOD_LABELS: Record<CostMethod, MessageDescriptor> = {
  average: msg`Promedio ponderado`,
  last: msg`Último precio de compra`,
};

function CostMethodControl({ method }: { method: CostMethod }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const setMethod = useSetCostMethod();
  const describeError = useErrorMessage();
  const change = (next: CostMethod) => {
    if (next === method || setMethod.isPending) return;
    setMethod.mutate(next, {
      onSuccess: () => toaster.create({ type: 'success', title: t`Método de costeo: ${i18n._(METHOD_LABELS[next])}` }),
      onError: (e) => toaster.create({ type: 'error', title: t`No se pudo cambiar el método`, description: describeError(e) }),
    });
  };
  return (
    <Stack gap="2">
      <Text textStyle="sm" fontWeight="medium" id="cost-method-label">
        <Trans>Método de costeo del local</Trans>
      </Text>
      <SegmentGroup.Root
        value={method}
        onValueChange={(e) => e.value && change(e.value as CostMethod)}
        disabled={!online || setMethod.isPending}
        size="sm"
        aria-labelledby="cost-method-label"
        data-testid="cost-method"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={[
            { value: 'average', label: i18n._(METHOD_LABELS.average) },
            { value: 'last', label: i18n._(METHOD_LABELS.last) },
          ]}
        />
      </SegmentGroup.Root>
      <Text textStyle="xs" color="fg.muted">
        {method === 'average' ? (
          <Trans>Cada recepción promedia su precio con el costo de lo que hay en stock.</Trans>
        ) : (
          <Trans>Cada recepción deja como costo el precio de esa compra.</Trans>
        )}{' '}
        <Trans>Vale para todas las mercaderías y para las próximas recepciones.</Trans>
      </Text>
    </Stack>
  );
}

function documentLabel(i18n: ReturnType<typeof useLingui>['i18n'], change: Change): string {
  const source = change.source;
  if (!source) return '';
  if (source.type === 'goods_receipt') {
    const n = Number(source.label);
    const number = Number.isInteger(n) && source.label !== '' ? documentNumber(n) : source.label;
    return i18n._(msg`Recepción N° ${number}`);
  }
  if (source.type === 'supplier_invoice') return i18n._(msg`Factura ${source.label}`);
  return source.label;
}

export function CostHistory() {
  const { t, i18n } = useLingui();
  const goods = useGoodsLive();
  const [goodId, setGoodId] = useState<string | null>(null);
  const history = useCostHistory(goodId ?? undefined);
  const data = goodId && history.data?.good.id === goodId ? history.data : undefined;
  const good = goodId ? goods?.find((g) => g.id === goodId) : undefined;

  const columns = useMemo<DataColumn<Change>[]>(
    () => [
      { key: 'at', header: t`Fecha`, value: (c) => c.at, render: (c) => fDateTime(c.at, i18n) },
      { key: 'reason', header: t`Motivo`, value: (c) => i18n._(REASON_LABELS[c.reason]) },
      {
        key: 'cost',
        header: t`Costo`,
        value: (c) => c.costAfter / 100,
        render: (c) => (
          <Text as="span" whiteSpace="nowrap">
            {fMoney(c.costBefore, undefined, i18n)} → <b>{fMoney(c.costAfter, undefined, i18n)}</b>
          </Text>
        ),
        numeric: true,
      },
      {
        key: 'quantity',
        header: t`Unidades revaluadas`,
        value: (c) => c.quantity,
        render: (c) => fQty(c.quantity, i18n),
        numeric: true,
        hideBelowSm: true,
      },
      moneyColumn('value', t`Valor movido`, (c) => c.value, i18n, { hideBelowSm: true }),
      { key: 'document', header: t`Documento`, value: (c) => documentLabel(i18n, c), hideBelowMd: true },
      { key: 'user', header: t`Usuario`, value: (c) => c.user?.name ?? '', hideBelowMd: true },
    ],
    [t, i18n],
  );

  return (
    <Stack gap="4" data-testid="cost-history-panel">
      <Text color="fg.muted" textStyle="sm">
        <Trans>
          Elige una mercadería para ver su costo unitario y cada cambio: qué documento lo movió, cuántas unidades en stock se
          revaluaron y cuánto cambió el valor del stock.
        </Trans>
      </Text>
      <Box maxW={{ sm: '28rem' }}>
        <GoodCombobox goods={goods ?? []} value={goodId} onChange={setGoodId} label={t`Mercadería`} testId="cost-good" />
      </Box>
      {goodId && history.isError && !data && (
        <LoadError error={history.error} onRetry={() => void history.refetch()} testId="cost-load-error" />
      )}
      {data && (
        <Card.Root variant="outline" bg="bg.panel" data-testid="cost-summary">
          <Card.Body p={{ base: '4', sm: '5' }}>
            <Grid templateColumns={{ base: '1fr', md: 'auto 1fr' }} gap={{ base: '4', md: '8' }} alignItems="start">
              <Stack gap="0">
                <Text textStyle="sm" color="fg.muted">
                  <Trans>Costo unitario actual</Trans>
                </Text>
                <Text textStyle="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="cost-current">
                  {fMoney(data.good.unitCost, undefined, i18n)}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {data.good.name}
                </Text>
              </Stack>
              <CostMethodControl method={data.method} />
            </Grid>
          </Card.Body>
        </Card.Root>
      )}
      {goodId && (
        <DataTable
          testId="cost-history-table"
          rows={data?.changes}
          loading={history.isPending}
          columns={columns}
          rowKey={(c) => c.id}
          exportName={`costos-${good?.sku || 'mercaderia'}-${fDateIso(new Date(), i18n)}`}
          defaultSort={{ key: 'at', desc: true }}
          emptyTitle={t`Sin cambios de costo`}
          emptyDescription={t`El costo de esta mercadería no cambió desde que se carga el historial.`}
        />
      )}
      {!goodId && (
        <HStack borderWidth="1px" borderStyle="dashed" borderRadius="l3" p="6" justify="center" color="fg.muted">
          <Text textStyle="sm">
            <Trans>Todavía no elegiste una mercadería.</Trans>
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
