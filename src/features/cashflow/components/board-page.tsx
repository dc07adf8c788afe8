// cashFlow/saldos/tablero (207): every account's balance now and what moved today, the totals, and
// tonight's registers: session status, float, the night's cash in and out and their net (the float
// left out), expected (server/domain/register-expected.ts) and the balance now. Acting on a register
// (extractions, counts, the card's lines and their movements) happens on the extraction screen,
// linked from here.
import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { BoardRegister } from '../../../contract/cashflow';
import { fDate, fDateTime } from '../../../lib/format-date';
import { fMoney } from '../../../lib/format-number';
import { type DataColumn, DataTable, moneyColumn } from '../../../lib/ui/data-table';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { LoadError } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useBoardQuery } from '../api/cashflow';
import { accountKindLabel } from '../labels';

export function BoardPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Tablero de saldos`);
  const board = useBoardQuery();
  const online = useOnline();
  const loadedAt = fDateTime(board.dataUpdatedAt, i18n);
  const status = (s: BoardRegister['status']) =>
    s === 'open' ? t`Abierta` : s === 'counting' ? t`En arqueo` : s === 'closed' ? t`Cerrada` : t`Sin abrir`;
  const columns: DataColumn<BoardRegister>[] = [
    { key: 'name', header: t`Caja`, value: (r) => r.accountName },
    {
      key: 'status',
      header: t`Estado`,
      value: (r) => status(r.status),
      render: (r) => (
        <Badge colorPalette={r.status === 'open' ? 'green' : r.status === 'counting' ? 'orange' : 'gray'}>
          {status(r.status)}
        </Badge>
      ),
    },
    // Only when some register holds money from before the night: then float + net + carried = expected.
    ...(board.data?.registers.some((r) => r.carried !== 0)
      ? [moneyColumn('carried', t`Saldo anterior`, (r: BoardRegister) => r.carried, i18n, { hideBelowMd: true })]
      : []),
    moneyColumn('float', t`Fondo inicial`, (r) => r.openingFloat, i18n, { hideBelowSm: true }),
    moneyColumn('in', t`Ingresos`, (r) => r.cashIn, i18n, { hideBelowMd: true }),
    moneyColumn('out', t`Egresos`, (r) => r.cashOut, i18n, { hideBelowMd: true }),
    moneyColumn('net', t`Neto de la noche`, (r) => r.nightNet, i18n, { hideBelowSm: true }),
    moneyColumn('expected', t`Esperado`, (r) => r.expected, i18n),
    moneyColumn('balance', t`Saldo`, (r) => r.balance, i18n, { hideBelowSm: true }),
  ];
  const data = board.data;
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="board-page">
      <ScreenHeader
        section={<Trans>Cash flow</Trans>}
        title={<Trans>Tablero de saldos</Trans>}
        description={<Trans>Cuánto hay ahora en cada cuenta y cómo van las cajas de esta noche.</Trans>}
        actions={
          <Button variant="outline" onClick={() => void board.refetch()} loading={board.isFetching} disabled={!online}>
            <Trans>Actualizar</Trans>
          </Button>
        }
      />
      {!online && (
        <OfflineNotice>
          {data ? (
            <Trans>Los saldos se leen del servidor: se muestran los últimos cargados, del {loadedAt}.</Trans>
          ) : (
            <Trans>
              Los saldos se leen del servidor, con los movimientos de todas las cajas. Vuelve a intentarlo con conexión.
            </Trans>
          )}
        </OfflineNotice>
      )}
      {online && board.isError && !data && (
        <LoadError testId="board-error" error={board.error} onRetry={() => void board.refetch()} />
      )}
      {data && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Card.Root variant="subtle">
            <Card.Body>
              <Text textStyle="sm" color="fg.muted">{t`Total en todas las cuentas`}</Text>
              <Heading size="2xl" data-testid="board-total">
                {fMoney(data.totals.all, undefined, i18n)}
              </Heading>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="subtle">
            <Card.Body>
              <Text textStyle="sm" color="fg.muted">{t`Efectivo (cajas y caja fuerte)`}</Text>
              <Heading size="2xl">{fMoney(data.totals.physical, undefined, i18n)}</Heading>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3" data-testid="board-accounts">
        {(data?.accounts ?? [])
          .filter((a) => a.account.kind !== 'register')
          .map((a) => (
            <Card.Root key={a.account.id} variant="outline" data-testid={`board-account-${a.account.kind}`}>
              <Card.Body gap="1">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{a.account.name}</Text>
                  <Badge variant="subtle">{accountKindLabel(i18n, a.account.kind)}</Badge>
                </HStack>
                <Heading size="xl">{fMoney(a.balance, undefined, i18n)}</Heading>
                <Text textStyle="sm" color={a.today < 0 ? 'fg.error' : a.today > 0 ? 'fg.success' : 'fg.muted'}>
                  {t`Hoy: ${fMoney(a.today, undefined, i18n)}`}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
      </SimpleGrid>
      <Box>
        <HStack justify="space-between" mb="3" flexWrap="wrap" gap="2">
          <Heading size="md">
            {data?.night
              ? t`Cajas de la noche ${fDate(`${data.night.businessDate}T12:00:00`, i18n)}${data.night.eventName ? ` · ${data.night.eventName}` : ''}`
              : t`Cajas`}
          </Heading>
          <Button asChild size="sm" variant="outline">
            <Link to="/logged/cashFlow/cajas">
              <Trans>Abrir, contar y cerrar cajas</Trans>
            </Link>
          </Button>
        </HStack>
        <DataTable
          cards={{ title: 'name', amount: 'expected' }}
          rows={data?.registers}
          loading={board.isLoading}
          columns={columns}
          rowKey={(r) => r.accountId}
          exportName="tablero-cajas"
          printable
          emptyTitle={t`No hay una noche abierta o cerrada con cajas`}
          testId="board-registers"
        />
        {data && data.registers.length > 0 && (
          <Text textStyle="xs" color="fg.muted" mt="2">
            {t`Esperado = saldo anterior + fondo inicial + ingresos − egresos de la noche. El saldo baja a cero cuando se cierra la caja y el efectivo pasa a la caja fuerte.`}
          </Text>
        )}
        {data && (
          <Text textStyle="xs" color="fg.muted" mt="2">
            {t`Actualizado ${fDateTime(data.at, i18n)}`}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
