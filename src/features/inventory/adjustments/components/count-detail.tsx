// One past count: where, when and by whom, whether it was applied (and the button to apply it
// when it was only submitted), and each line with its theoretical stock, difference and value.
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
import type { CountLineDto } from '../../../../contract/inventory-counts';
import { fDateTime } from '../../../../lib/format-date';
import { fQty } from '../../../../lib/format-number';
import { toaster } from '../../../../lib/toaster';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { useOnline } from '../../../../lib/ui/online-only';
import { type BadgeLook, StateBadge } from '../../../../lib/ui/state-badge';
import { useApplyCount, useCountDetailQuery } from '../api/counts-history';
import { ErrorNotice, errorText, GoodCell, SCOPE_LABELS, SignedMoney, SignedQty, StatusBadge } from './common';
import { nightLabel } from './night-label';

const RECOUNT_LOOKS = {
  resolved: { palette: 'gray', label: msg`Recontado` },
  pending: { palette: 'orange', label: msg`Recuento pendiente` },
} satisfies Record<string, BadgeLook>;

function LineState({ line }: { line: CountLineDto }) {
  if (!line.held) return null;
  return <StateBadge look={line.recountStatus === 'resolved' ? RECOUNT_LOOKS.resolved : RECOUNT_LOOKS.pending} />;
}

/** One figure of the count's summary: its label over its value. */
function Fact({ label, testId, children }: { label: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <DataList.Root size="sm">
      <DataList.Item>
        <DataList.ItemLabel>{label}</DataList.ItemLabel>
        <DataList.ItemValue data-testid={testId}>{children}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

export function CountDetail({ countId, onBack, canApply }: { countId: string; onBack(): void; canApply: boolean }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const detail = useCountDetailQuery(countId);
  const apply = useApplyCount();
  const count = detail.data;

  const columns: DataColumn<CountLineDto>[] = useMemo(
    () => [
      {
        key: 'good',
        header: t`Mercadería`,
        value: (l) => l.goodName,
        render: (l) => (
          <GoodCell
            name={l.goodName}
            phone={
              <>
                {l.sku} · <Trans>contado</Trans> {fQty(l.countedQuantity, i18n)} · <Trans>teórico</Trans>{' '}
                {fQty(l.theoreticalQuantity, i18n)}
              </>
            }
            gap="0.5"
            align="flex-start"
          >
            <LineState line={l} />
          </GoodCell>
        ),
      },
      { key: 'sku', header: t`Código`, value: (l) => l.sku, hideBelowSm: true },
      {
        key: 'counted',
        header: t`Contado`,
        value: (l) => l.countedQuantity,
        numeric: true,
        hideBelowSm: true,
        render: (l) => fQty(l.countedQuantity, i18n),
      },
      {
        key: 'theoretical',
        header: t`Teórico`,
        value: (l) => l.theoreticalQuantity,
        numeric: true,
        hideBelowSm: true,
        render: (l) => fQty(l.theoreticalQuantity, i18n),
      },
      {
        key: 'difference',
        header: t`Diferencia`,
        value: (l) => l.difference,
        numeric: true,
        render: (l) => <SignedQty value={l.difference} />,
      },
      {
        key: 'value',
        header: t`Valorizado`,
        value: (l) => l.adjustmentValue / 100,
        numeric: true,
        render: (l) => <SignedMoney cents={l.adjustmentValue} />,
      },
      {
        key: 'held',
        header: t`Retenida`,
        value: (l) => (l.held ? t`Sí` : t`No`),
        hideBelowSm: true,
        render: (l) => (l.held ? t`Sí` : ''),
      },
      {
        key: 'countedAt',
        header: t`Hora`,
        value: (l) => l.countedAt,
        hideBelowSm: true,
        render: (l) => fDateTime(l.countedAt, i18n),
      },
      { key: 'countedBy', header: t`Contó`, value: (l) => l.countedBy ?? '', hideBelowSm: true },
    ],
    [t, i18n],
  );

  if (detail.isPending && online) {
    return (
      <Stack gap="3" data-testid="count-detail-loading">
        <Skeleton height="28" borderRadius="l3" />
        <Skeleton height="64" borderRadius="l3" />
      </Stack>
    );
  }
  if (!count) {
    return (
      <Stack gap="3">
        <Box>
          <Button size="sm" variant="ghost" onClick={onBack}>
            ← <Trans>Volver al histórico</Trans>
          </Button>
        </Box>
        {online && <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />}
      </Stack>
    );
  }

  const place = count.locationName;
  const started = fDateTime(count.startedAt, i18n);
  const differences = count.lineItems.filter((l) => l.difference !== null && l.difference !== 0).length;
  const doApply = () =>
    apply.mutate(count.id, {
      onSuccess: (r) => {
        const held = r.held;
        toaster.create({
          type: 'success',
          title: held > 0 ? t`Conteo aplicado. Líneas para recontar: ${held}` : t`Conteo aplicado`,
        });
      },
    });

  return (
    <Stack gap="4" data-testid="count-detail" data-count-id={count.id} data-status={count.status}>
      <Box>
        <Button size="sm" variant="ghost" onClick={onBack} data-testid="count-detail-back">
          ← <Trans>Volver al histórico</Trans>
        </Button>
      </Box>
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="4" p={{ base: '4', sm: '6' }}>
          <Flex gap="3" justify="space-between" wrap="wrap" align="flex-start">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Heading as="h2" size="lg">
                  <Trans>Conteo de {place}</Trans>
                </Heading>
                <StatusBadge status={count.status} />
                <Badge variant="outline">{i18n._(SCOPE_LABELS[count.scope])}</Badge>
              </HStack>
              <Text color="fg.muted" textStyle="sm">
                {count.startedBy ? (
                  <Trans>
                    Empezado el {started} por {count.startedBy}
                  </Trans>
                ) : (
                  <Trans>Empezado el {started}</Trans>
                )}
              </Text>
            </Stack>
            {count.status === 'submitted' && canApply && (
              <Button
                colorPalette="brand"
                onClick={doApply}
                loading={apply.isPending}
                disabled={!online}
                data-testid="count-apply"
              >
                <Trans>Aplicar conteo</Trans>
              </Button>
            )}
          </Flex>
          {apply.isError && (
            <Alert.Root status="error" variant="surface" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Description>{errorText(i18n, apply.error)}</Alert.Description>
            </Alert.Root>
          )}
          {count.status === 'submitted' && (
            <Text textStyle="sm" color="orange.fg">
              <Trans>Este conteo se envió pero todavía no se aplicó al stock.</Trans>
            </Text>
          )}
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="4">
            <Fact label={<Trans>Noche</Trans>}>{nightLabel(i18n, count.night) || '-'}</Fact>
            <Fact label={<Trans>Aplicado</Trans>}>
              {count.appliedAt ? `${fDateTime(count.appliedAt, i18n)}${count.appliedBy ? ` · ${count.appliedBy}` : ''}` : '-'}
            </Fact>
            <Fact label={<Trans>Líneas con diferencia</Trans>}>
              {differences} / {count.lines}
            </Fact>
            <Fact label={<Trans>Ajuste valorizado</Trans>} testId="count-detail-value">
              <SignedMoney cents={count.adjustmentValue} />
            </Fact>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <DataTable
        testId="count-lines-table"
        rows={count.lineItems}
        columns={columns}
        rowKey={(l) => l.id}
        searchText={(l) => `${l.goodName} ${l.sku} ${l.category}`}
        searchPlaceholder={t`Buscar mercadería`}
        exportName={`conteo-${place}-${count.startedAt.slice(0, 10)}`}
        printable
        defaultSort={{ key: 'value' }}
        rowTone={(l) => (l.held && l.recountStatus === 'open' ? 'warning' : undefined)}
        emptyTitle={t`Este conteo no tiene líneas`}
      />
      <Text textStyle="xs" color="fg.muted">
        <Trans>
          Teórico: el stock según los movimientos a la hora en que se contó cada mercadería. El ajuste se valoriza al costo de ese
          momento.
        </Trans>
      </Text>
    </Stack>
  );
}
