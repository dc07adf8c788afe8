// "Saldo al 22/11/2026 23:40": when the server last confirmed the replicated balances, and a
// visible warning once that is older than the venue's staleBalanceMinutes — at the bar, a guest's
// balance from an hour ago may already be spent.
import { HStack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { fDate, fTime } from '../../../lib/format-date';
import { useTableFreshnessLive } from '../../../lib/sync/use-replica';
import { ClockIcon } from '../../../lib/ui/nav-icons';
import { NoticeAlert } from '../../../lib/ui/notice-alert';
import { useNow } from '../../../lib/use-now';

/** 22/11/2026 23:40 in es-AR (22.11.2026 23:40 in German): date and minutes, 24-hour clock. */
export function balanceTime(at: string, i18n: I18n): string {
  return `${fDate(at, i18n)} ${fTime(at, i18n)}`;
}

export function isStale(at: string | null, staleMinutes: number, now: number): boolean {
  return at === null || now - Date.parse(at) > staleMinutes * 60_000;
}

/** The "saldo al" line of the list and of an offline card; `compact` leaves out the long warning. */
export function BalanceFreshness({ staleMinutes, compact = false }: { staleMinutes: number; compact?: boolean }) {
  const { i18n } = useLingui();
  const at = useTableFreshnessLive('vipCards');
  const now = useNow(30_000);
  if (at === undefined) return null;
  const stale = isStale(at, staleMinutes, now);
  const when = at ? balanceTime(at, i18n) : null;
  return (
    <>
      <HStack
        gap="1.5"
        color={stale ? 'orange.fg' : 'fg.muted'}
        data-testid="balance-as-of"
        data-stale={stale ? 'true' : 'false'}
      >
        <ClockIcon boxSize="3.5" />
        <Text textStyle="sm" fontWeight={stale ? 'semibold' : 'normal'}>
          {when ? <Trans>Saldo al {when}</Trans> : <Trans>Saldos sin sincronizar todavía</Trans>}
        </Text>
      </HStack>
      {stale && !compact && (
        <NoticeAlert status="warning" title={<Trans>Los saldos pueden no estar al día</Trans>} testId="balance-stale" noPrint>
          {when ? (
            <Trans>
              La última actualización es de hace más de {staleMinutes} minutos. Confirma el saldo con conexión antes de cobrar un
              consumo importante.
            </Trans>
          ) : (
            <Trans>Este dispositivo todavía no recibió los saldos del servidor.</Trans>
          )}
        </NoticeAlert>
      )}
    </>
  );
}
