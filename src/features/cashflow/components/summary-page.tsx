// cashFlow/saldos/resumen (206): every account's balance at a chosen date, and one account's
// movements over a period with the balance after each (opening and closing), exportable. A register
// counted blind has no balance here (nor statement) for whoever lacks 207 until its count is in.
import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { BalanceDto, StatementLine } from '../../../contract/cashflow';
import { fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { type DataColumn, DataTable, moneyColumn } from '../../../lib/ui/data-table';
import { FilterSelect } from '../../../lib/ui/filter-select';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { LoadError } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useBalancesQuery, useStatementQuery } from '../api/cashflow';
import { accountKindLabel, monthStartIso, movementKindLabel, todayIso } from '../labels';
import { balanceColumn } from './blind-balance';

export function SummaryPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Resumen de saldos`);
  const [at, setAt] = useState(todayIso());
  const [from, setFrom] = useState(monthStartIso());
  const [accountId, setAccountId] = useState('');
  const balances = useBalancesQuery(at);
  const chosen =
    accountId ||
    balances.data?.find((b) => b.account.kind === 'safe')?.account.id ||
    balances.data?.find((b) => b.balance !== null)?.account.id;
  const statement = useStatementQuery(chosen, from, at);

  const balanceColumns = useMemo<DataColumn<BalanceDto>[]>(
    () => [
      { key: 'name', header: t`Cuenta`, value: (r) => r.account.name },
      { key: 'kind', header: t`Tipo`, value: (r) => accountKindLabel(i18n, r.account.kind), hideBelowSm: true },
      balanceColumn('balance', t`Saldo`, (r) => r.balance, i18n),
    ],
    [t, i18n],
  );
  const lineColumns = useMemo<DataColumn<StatementLine>[]>(
    () => [
      { key: 'at', header: t`Fecha`, value: (r) => r.at, render: (r) => fDateTime(r.at, i18n) },
      { key: 'kind', header: t`Tipo`, value: (r) => movementKindLabel(i18n, r.kind), hideBelowSm: true },
      {
        key: 'detail',
        header: t`Detalle`,
        value: (r) => [r.categoryName, r.counterpart, r.note].filter(Boolean).join(' · '),
        hideBelowSm: true,
      },
      moneyColumn('amount', t`Importe`, (r) => r.amount, i18n),
      moneyColumn('balance', t`Saldo`, (r) => r.balance, i18n),
    ],
    [t, i18n],
  );
  const total = (balances.data ?? []).reduce((s, b) => s + (b.balance ?? 0), 0);
  const blind = (balances.data ?? []).filter((b) => b.balance === null).length;
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="summary-page">
      <ScreenHeader
        section={<Trans>Cash flow</Trans>}
        title={<Trans>Resumen de saldos</Trans>}
        description={
          <Trans>El saldo de cada cuenta a la fecha que elijas y los movimientos de una cuenta con su saldo acumulado.</Trans>
        }
      />
      <HStack gap="3" flexWrap="wrap">
        <Text textStyle="sm">{t`Saldos al`}</Text>
        <Input
          type="date"
          size="sm"
          value={at}
          onChange={(e) => setAt(e.target.value)}
          maxW="11rem"
          aria-label={t`Saldos al`}
          bg="bg.panel"
          data-testid="balances-at"
        />
        {/* No total before the balances arrive: "$ 0,00" would be a figure nobody computed. */}
        {balances.data && (
          <Text textStyle="sm" fontWeight="semibold" data-testid="balances-total">
            {blind > 0
              ? t`Total sin las cajas en conteo: ${fMoney(total, undefined, i18n)}`
              : t`Total: ${fMoney(total, undefined, i18n)}`}
          </Text>
        )}
      </HStack>
      {blind > 0 && (
        <Text textStyle="xs" color="fg.muted" data-testid="balances-blind-note">
          <Plural
            value={blind}
            one="# caja se está contando a ciegas: su saldo se ve cuando se entregue el conteo."
            other="# cajas se están contando a ciegas: su saldo se ve cuando se entregue el conteo."
          />
        </Text>
      )}
      <DataTable
        rows={balances.data}
        loading={balances.isLoading}
        columns={balanceColumns}
        rowKey={(r) => r.account.id}
        exportName={`saldos-${at}`}
        printable
        onRowClick={(r) => setAccountId(r.account.id)}
        testId="balances-table"
      />
      <HStack gap="3" flexWrap="wrap">
        <FilterSelect
          label={t`Cuenta`}
          value={chosen ?? ''}
          onChange={setAccountId}
          options={(balances.data ?? []).map((b) => ({ value: b.account.id, label: b.account.name }))}
          testId="statement-account"
        />
        <Text textStyle="sm">{t`desde`}</Text>
        <Input
          type="date"
          size="sm"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          maxW="11rem"
          aria-label={t`Desde`}
          bg="bg.panel"
        />
      </HStack>
      {statement.isError && (
        <LoadError error={statement.error} onRetry={() => void statement.refetch()} testId="statement-error" />
      )}
      {statement.data && (
        <HStack gap="6" textStyle="sm" flexWrap="wrap" data-testid="statement-figures">
          <Text>{t`Saldo inicial: ${fMoney(statement.data.opening, undefined, i18n)}`}</Text>
          <Text fontWeight="semibold">{t`Saldo final: ${fMoney(statement.data.closing, undefined, i18n)}`}</Text>
        </HStack>
      )}
      <DataTable
        rows={statement.data?.lines}
        loading={statement.isLoading}
        columns={lineColumns}
        rowKey={(r) => r.id}
        searchText={(r) => `${r.categoryName ?? ''} ${r.counterpart} ${r.note}`}
        searchPlaceholder={t`Buscar movimiento`}
        exportName={`resumen-${statement.data?.account.name ?? ''}-${from}-${at}`}
        printable
        defaultSort={{ key: 'at', desc: true }}
        emptyTitle={t`La cuenta no tuvo movimientos en el período`}
        testId="statement-table"
      />
    </Stack>
  );
}
