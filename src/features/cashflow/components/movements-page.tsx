// cashFlow/movimientos (204): the ledger's movements for a period with filters (account, kind,
// category, text), totals in and out, export and print; new income / expense / transfer; a
// correction is a reversing movement (never an edit); receipts per movement. Online only.
import { Badge, Button, HStack, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { MOVEMENT_KINDS, type MovementDto } from '../../../contract/cashflow';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { rowActionsColumn } from '../../../lib/ui/actions-column';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { DateRangeFilter, useDateRange } from '../../../lib/ui/date-range-filter';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { LoadError } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useAccountsQuery, useCategoriesQuery, useMovementsQuery, useReverseMovement } from '../api/cashflow';
import { monthStartIso, movementKindLabel, todayIso } from '../labels';
import { MoneyStats } from './money-stats';
import { MovementDialog } from './movement-dialog';
import { ReceiptsDialog } from './receipts-dialog';

const REVERSIBLE = new Set(['income', 'expense', 'transfer']);

export function MovementsPage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  useDocumentTitle(t`Movimientos de caja`);
  const range = useDateRange({ from: monthStartIso(), to: todayIso() });
  const { from, to } = range;
  const [accountId, setAccountId] = useState('');
  const [kind, setKind] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [creating, setCreating] = useState(false);
  const [reversing, setReversing] = useState<MovementDto | null>(null);
  const [reverseNote, setReverseNote] = useState('');
  const [receipts, setReceipts] = useState<MovementDto | null>(null);
  const accounts = useAccountsQuery();
  const categories = useCategoriesQuery();
  const list = useMovementsQuery({ from, to, accountId, kind, categoryId });
  const reverse = useReverseMovement();

  const columns = useMemo<DataColumn<MovementDto>[]>(
    () => [
      { key: 'at', header: t`Fecha`, value: (r) => r.at, render: (r) => fDateTime(r.at, i18n) },
      { key: 'account', header: t`Cuenta`, value: (r) => r.account.name },
      {
        key: 'kind',
        header: t`Tipo`,
        value: (r) => movementKindLabel(i18n, r.kind),
        render: (r) => (
          <HStack gap="1">
            <Text>{movementKindLabel(i18n, r.kind)}</Text>
            {r.reverses && <Badge colorPalette="purple">{t`Corrección`}</Badge>}
            {r.reversed && <Badge colorPalette="gray">{t`Corregido`}</Badge>}
          </HStack>
        ),
        hideBelowSm: true,
      },
      // The amount before the optional columns: in view at scroll 0 wherever the table overflows.
      {
        key: 'amount',
        header: t`Importe`,
        value: (r) => r.amount / 100,
        render: (r) => (
          <Text color={r.amount < 0 ? 'fg.error' : 'fg.success'} fontVariantNumeric="tabular-nums">
            {fMoney(r.amount, undefined, i18n)}
          </Text>
        ),
        numeric: true,
      },
      { key: 'category', header: t`Categoría`, value: (r) => r.category?.name ?? '', hideBelowMd: true },
      { key: 'counterpart', header: t`Contraparte`, value: (r) => r.counterpart, hideBelowMd: true },
      { key: 'note', header: t`Nota`, value: (r) => r.note, hideBelowMd: true },
      rowActionsColumn(t`Acciones`, (r) => [
        {
          value: 'receipts',
          label: r.attachmentCount > 0 ? t`Comprobantes (${r.attachmentCount})` : t`Comprobantes`,
          onSelect: () => setReceipts(r),
          variant: 'ghost',
        },
        ...(REVERSIBLE.has(r.kind) && !r.sourceType && !r.reversed && online
          ? [
              {
                value: 'reverse',
                label: t`Corregir`,
                danger: true,
                onSelect: () => setReversing(r),
                variant: 'ghost' as const,
              },
            ]
          : []),
      ]),
    ],
    [t, i18n, online],
  );

  const totals = list.data?.totals;
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="movements-page">
      <ScreenHeader
        section={<Trans>Cash flow</Trans>}
        title={<Trans>Movimientos de caja</Trans>}
        description={<Trans>Ingresos, egresos y transferencias de todas las cuentas del local, con sus comprobantes.</Trans>}
        actions={
          <Button colorPalette="brand" onClick={() => setCreating(true)} disabled={!online} data-testid="movement-new">
            <Trans>Nuevo movimiento</Trans>
          </Button>
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>Sin conexión: se muestra lo que ya estaba cargado y no se pueden registrar movimientos.</Trans>
        </OfflineNotice>
      )}
      <HStack gap="3" flexWrap="wrap" className="no-print">
        <DateRangeFilter {...range} />
      </HStack>
      {totals && (
        <MoneyStats
          testId="movement-totals"
          items={[
            [t`Entradas`, totals.inflow, 'fg.success'],
            [t`Salidas`, totals.outflow, 'fg.error'],
            [t`Neto (${totals.count} movimientos)`, totals.net],
          ]}
        />
      )}
      {list.data && !totals && (
        <Text color="fg.muted" textStyle="sm" data-testid="movement-totals-blind">
          <Trans>Esa caja se está contando a ciegas: sus totales se ven cuando se entregue el conteo.</Trans>
        </Text>
      )}
      {list.data?.truncated && (
        <Text color="orange.fg" textStyle="sm">
          <Trans>Se muestran los movimientos más recientes: acota el período o los filtros para ver el resto.</Trans>
        </Text>
      )}
      {list.isError && !list.data ? (
        <LoadError testId="movements-error" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          cards={{ title: 'account', amount: 'amount' }}
          rows={list.data?.rows}
          loading={list.isLoading}
          columns={columns}
          rowKey={(r) => r.id}
          searchText={(r) => `${r.counterpart} ${r.note} ${r.category?.name ?? ''} ${r.account.name}`}
          searchPlaceholder={t`Buscar por contraparte, nota o categoría`}
          exportName={`movimientos-${from}-${to}`}
          printable
          defaultSort={{ key: 'at', desc: true }}
          filters={
            <>
              <FilterSelect
                label={t`Cuenta`}
                value={accountId}
                onChange={setAccountId}
                allLabel={t`Todas las cuentas`}
                options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
                testId="filter-account"
              />
              <FilterSelect
                label={t`Tipo`}
                value={kind}
                onChange={setKind}
                allLabel={t`Todos los tipos`}
                options={MOVEMENT_KINDS.map((k) => ({ value: k, label: movementKindLabel(i18n, k) }))}
              />
              <FilterSelect
                label={t`Categoría`}
                value={categoryId}
                onChange={setCategoryId}
                allLabel={t`Todas las categorías`}
                options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              />
            </>
          }
          emptyTitle={t`No hay movimientos en este período`}
          footer={
            totals && (
              <Table.Row>
                <Table.Cell colSpan={2} fontWeight="semibold">
                  {t`Total`}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" colSpan={99}>
                  {fMoney(totals.net, undefined, i18n)}
                </Table.Cell>
              </Table.Row>
            )
          }
          testId="movements-table"
        />
      )}
      {creating && <MovementDialog onClose={() => setCreating(false)} />}
      {receipts && <ReceiptsDialog movement={receipts} onClose={() => setReceipts(null)} />}
      {reversing && (
        <ConfirmDialog
          title={t`Corregir movimiento de ${fMoney(reversing.amount, undefined, i18n)}`}
          confirmLabel={t`Registrar corrección`}
          onConfirm={() =>
            reverse.mutate(
              { id: reversing.id, note: reverseNote.trim() },
              {
                onSuccess: () => {
                  toaster.create({ type: 'success', title: t`Corrección registrada` });
                  setReversing(null);
                  setReverseNote('');
                },
              },
            )
          }
          onClose={() => setReversing(null)}
          pending={reverse.isPending}
          error={reverse.error}
          testId="reverse-dialog"
          confirmTestId="reverse-confirm"
        >
          <Stack gap="3">
            <Text>
              <Trans>Los movimientos no se editan: se registra otro por el importe contrario, vinculado a este.</Trans>
            </Text>
            <Textarea
              value={reverseNote}
              onChange={(e) => setReverseNote(e.target.value)}
              placeholder={t`Motivo (opcional)`}
              maxLength={400}
            />
          </Stack>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
