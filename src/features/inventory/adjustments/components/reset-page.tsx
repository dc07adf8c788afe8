// ajustes/limpiar: after a night, a bar's stock goes back to 0 (what was left returns to the
// warehouse through transfers, or is written off). Choose the bar, see exactly what will be zeroed,
// and confirm by typing the bar's name: the reset is a set of `reset` movements, never undone.
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { confirmsName, type ResetBar, type ResetResult, type ResetRow } from '../../../../contract/inventory-counts';
import { fDateTime } from '../../../../lib/format-date';
import { fMoney, fQty } from '../../../../lib/format-number';
import { type DataColumn, DataTable } from '../../../../lib/ui/data-table';
import { FormDialog } from '../../../../lib/ui/form-dialog';
import { useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { PageHeader } from '../../shared/page-header';
import { useResetBar, useResetBarsQuery, useResetPreviewQuery } from '../api/reset';
import { ErrorNotice, errorText, GoodCell, OfflineNotice } from './common';

function useResetColumns(): DataColumn<ResetRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        key: 'good',
        header: t`Mercadería`,
        value: (r) => r.goodName,
        render: (r) => <GoodCell name={r.goodName} phone={r.sku} />,
      },
      { key: 'sku', header: t`Código`, value: (r) => r.sku, hideBelowSm: true },
      { key: 'category', header: t`Categoría`, value: (r) => r.category, hideBelowSm: true },
      {
        key: 'quantity',
        header: t`En la barra`,
        value: (r) => r.quantity,
        numeric: true,
        render: (r) => (
          <Text as="span" color={r.quantity < 0 ? 'red.fg' : undefined}>
            {fQty(r.quantity, i18n)}
          </Text>
        ),
      },
      {
        key: 'unitCost',
        header: t`Costo unitario`,
        value: (r) => r.unitCost / 100,
        numeric: true,
        hideBelowSm: true,
        render: (r) => fMoney(r.unitCost, undefined, i18n),
      },
      {
        key: 'value',
        header: t`Valorizado`,
        value: (r) => r.value / 100,
        numeric: true,
        render: (r) => fMoney(r.value, undefined, i18n),
      },
    ],
    [t, i18n],
  );
}

function TotalRow({ totals }: { totals: { quantity: number; value: number } }) {
  const { i18n } = useLingui();
  return (
    <Table.Row fontWeight="semibold">
      <Table.Cell>
        <Trans>Total</Trans>
      </Table.Cell>
      <Table.Cell display={{ base: 'none', sm: 'table-cell' }} />
      <Table.Cell display={{ base: 'none', sm: 'table-cell' }} />
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {fQty(totals.quantity, i18n)}
      </Table.Cell>
      <Table.Cell display={{ base: 'none', sm: 'table-cell' }} />
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {fMoney(totals.value, undefined, i18n)}
      </Table.Cell>
    </Table.Row>
  );
}

function BarPicker({ bars, selected, onSelect }: { bars: ResetBar[]; selected: string | undefined; onSelect(id: string): void }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap={{ base: '2', sm: '3' }} role="radiogroup" data-testid="reset-bars">
      {bars.map((b) => {
        const active = b.id === selected;
        const value = fMoney(b.value, undefined, i18n);
        const goods = b.goods;
        return (
          <Box
            key={b.id}
            as="button"
            role="radio"
            aria-checked={active}
            onClick={() => onSelect(b.id)}
            textAlign="start"
            p={{ base: '3', sm: '4' }}
            borderWidth={active ? '2px' : '1px'}
            borderColor={active ? 'brand.solid' : 'border'}
            borderRadius="l3"
            bg={active ? 'brand.subtle' : 'bg.panel'}
            _hover={{ borderColor: 'brand.solid' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
            data-testid="reset-bar"
            data-bar-id={b.id}
          >
            <Text fontWeight="semibold">{b.name}</Text>
            <Text textStyle="sm" color="fg.muted">
              {goods === 0 ? (
                <Trans>Sin stock</Trans>
              ) : (
                <>
                  <Plural value={goods} one="# mercadería" other="# mercaderías" /> · {value}
                </>
              )}
            </Text>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

function ConfirmResetDialog({
  barId,
  barName,
  goods,
  online,
  onClose,
  onDone,
}: {
  barId: string;
  barName: string;
  goods: number;
  online: boolean;
  onClose(): void;
  onDone(result: ResetResult): void;
}) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const reset = useResetBar();
  const matches = confirmsName(typed, barName);
  const submit = () => {
    if (!matches) return;
    reset.mutate({ locationId: barId, confirm: typed }, { onSuccess: onDone });
  };
  return (
    <FormDialog
      title={t`¿Limpiar ${barName}?`}
      role="alertdialog"
      testId="reset-dialog"
      onSubmit={submit}
      onClose={onClose}
      error={reset.isError ? errorText(i18n, reset.error) : null}
      errorTestId="reset-error"
      blocked={online ? null : t`Sin conexión: la barra se puede limpiar cuando vuelva la conexión.`}
      submitLabel={t`Limpiar barra`}
      danger
      submitDisabled={!matches}
      submitTestId="reset-confirm"
      pending={reset.isPending}
    >
      <Text>
        <Plural
          value={goods}
          one="La mercadería de la barra queda en 0 con un movimiento de reinicio."
          other="Las # mercaderías de la barra quedan en 0 con movimientos de reinicio."
        />{' '}
        <Trans>No se puede deshacer: solo se corrige con nuevos movimientos.</Trans>
      </Text>
      <Field.Root>
        <Field.Label>
          <Trans>Escribe «{barName}» para confirmar</Trans>
        </Field.Label>
        <Input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoFocus
          data-testid="reset-confirm-input"
        />
      </Field.Root>
    </FormDialog>
  );
}

function ResetDone({ result, onDismiss }: { result: ResetResult; onDismiss(): void }) {
  const { t, i18n } = useLingui();
  const columns = useResetColumns();
  const name = result.location.name;
  const when = fDateTime(result.at, i18n);
  const value = fMoney(result.totals.value, undefined, i18n);
  const n = result.rows.length;
  return (
    <Stack gap="3" data-testid="reset-done">
      <Alert.Root status="success" variant="surface" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>
            <Trans>
              {name} quedó en 0 ({when})
            </Trans>
          </Alert.Title>
          <Alert.Description>
            {n === 0 ? (
              <Trans>La barra ya no tenía stock: no hizo falta ningún movimiento.</Trans>
            ) : (
              <>
                <Plural value={n} one="Se reinició # mercadería" other="Se reiniciaron # mercaderías" />{' '}
                <Trans>por un valor de {value}.</Trans>
              </>
            )}
          </Alert.Description>
          <Box>
            <Button size="xs" variant="outline" onClick={onDismiss}>
              <Trans>Limpiar otra barra</Trans>
            </Button>
          </Box>
        </Alert.Content>
      </Alert.Root>
      {n > 0 && (
        <DataTable
          testId="reset-result-table"
          rows={result.rows}
          columns={columns}
          rowKey={(r) => r.goodId}
          exportName={`limpieza-${name}-${result.at.slice(0, 10)}`}
          printable
          searchText={(r) => `${r.goodName} ${r.sku} ${r.category}`}
          searchPlaceholder={t`Buscar mercadería`}
          footer={<TotalRow totals={result.totals} />}
        />
      )}
    </Stack>
  );
}

export function ResetPage() {
  const { t, i18n } = useLingui();
  const title = t`Limpiar barra`;
  useDocumentTitle(title);
  const online = useOnline();
  const bars = useResetBarsQuery();
  const [selected, setSelected] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<ResetResult | null>(null);
  const preview = useResetPreviewQuery(selected);
  const columns = useResetColumns();
  const bar = bars.data?.find((b) => b.id === selected);
  const rows = preview.data?.rows;
  const barName = bar?.name ?? preview.data?.location.name ?? '';
  const total = preview.data ? fMoney(preview.data.totals.value, undefined, i18n) : '';

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="reset-page">
      <PageHeader title={title} />
      {!online && <OfflineNotice />}
      {done ? (
        <ResetDone
          result={done}
          onDismiss={() => {
            setDone(null);
            setSelected(undefined);
          }}
        />
      ) : (
        <>
          <Text color="fg.muted" maxW="48rem">
            <Trans>
              Al cerrar la noche, deja en 0 el stock de una barra. Lo que quedó debe volver al depósito con una transferencia
              antes de limpiar; lo demás se da de baja como reinicio.
            </Trans>
          </Text>
          <Stack gap="3">
            <Heading as="h2" size="md">
              <Trans>1. Elige la barra</Trans>
            </Heading>
            {bars.isPending ? (
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
                <Skeleton height="20" borderRadius="l3" />
                <Skeleton height="20" borderRadius="l3" />
                <Skeleton height="20" borderRadius="l3" />
              </SimpleGrid>
            ) : bars.isError && !bars.data ? (
              <ErrorNotice error={bars.error} onRetry={() => void bars.refetch()} />
            ) : (bars.data ?? []).length === 0 ? (
              <Card.Root variant="outline" borderStyle="dashed" data-testid="reset-no-bars">
                <Card.Body>
                  <Text color="fg.muted">
                    <Trans>El local no tiene barras configuradas.</Trans>
                  </Text>
                </Card.Body>
              </Card.Root>
            ) : (
              <BarPicker bars={bars.data ?? []} selected={selected} onSelect={setSelected} />
            )}
          </Stack>
          {selected && (
            <Stack gap="3">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Stack gap="0.5">
                  <Heading as="h2" size="md">
                    <Trans>2. Revisa lo que queda en 0</Trans>
                  </Heading>
                  {preview.data && rows && rows.length > 0 && (
                    <Text textStyle="sm" color="fg.muted">
                      <Plural value={rows.length} one="# mercadería" other="# mercaderías" /> · {total}
                    </Text>
                  )}
                </Stack>
                <Button
                  colorPalette="red"
                  onClick={() => setConfirming(true)}
                  disabled={!online || !rows || rows.length === 0}
                  data-testid="reset-open-dialog"
                >
                  <Trans>Limpiar barra</Trans>
                </Button>
              </HStack>
              {preview.isError && !preview.data ? (
                <ErrorNotice error={preview.error} onRetry={() => void preview.refetch()} />
              ) : (
                <DataTable
                  testId="reset-preview-table"
                  rows={rows}
                  loading={preview.isPending}
                  columns={columns}
                  rowKey={(r) => r.goodId}
                  searchText={(r) => `${r.goodName} ${r.sku} ${r.category}`}
                  searchPlaceholder={t`Buscar mercadería`}
                  exportName={`stock-${barName}`}
                  printable
                  emptyTitle={t`Esta barra ya está en 0`}
                  emptyDescription={t`No hay stock que limpiar.`}
                  footer={preview.data && rows && rows.length > 0 ? <TotalRow totals={preview.data.totals} /> : undefined}
                />
              )}
            </Stack>
          )}
        </>
      )}
      {confirming && selected && (
        <ConfirmResetDialog
          barId={selected}
          barName={barName}
          goods={rows?.length ?? 0}
          online={online}
          onClose={() => setConfirming(false)}
          onDone={(result) => {
            setConfirming(false);
            setDone(result);
          }}
        />
      )}
    </Stack>
  );
}
