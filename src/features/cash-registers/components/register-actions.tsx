// The actions of one register on the registers screen (registers-page.tsx), by its session's state
// and what the user may do: "Abrir caja" (141, open night, no session yet), "Extraer" and "Contar
// caja" (141, open session), and for 207 holders who did not count it, "Confirmar cierre" /
// "Recontar". The session details come from /cashflow/cajas.
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { useOnline } from '../../../lib/ui/online-only';
import { useRegistersQuery } from '../api/registers';
import { CloseRegisterDialog, RecountDialog } from './close-register-dialog';
import { CountRegisterDialog } from './count-register-dialog';
import { OpenRegisterDialog, type RegisterRef } from './open-register-dialog';

type Open = 'open' | 'count' | 'close' | 'recount' | null;

export interface RegisterActionsProps extends RegisterRef {
  accountId: string;
  nightOpen: boolean;
  /** Opens "Nueva extracción" for this register (the screen holds the dialog). */
  onExtract?: () => void;
}

export function RegisterActions({ accountId, nightOpen, onExtract, ...register }: RegisterActionsProps) {
  const { user } = useAuth();
  const online = useOnline();
  const registers = useRegistersQuery(register.nightId);
  const [dialog, setDialog] = useState<Open>(null);
  const row = registers.data?.registers.find((r) => r.accountId === accountId);
  if (!registers.data || !row) return null;
  const privi = user?.privi ?? [];
  const clerk = privi.includes('141');
  const supervisor = privi.includes('207');
  const session = row.session;
  const counter = session?.countedBy?.id === user?.id;
  const close = () => setDialog(null);
  const test = (name: string) => `register-${name}-${register.pointOfSaleId}`;
  return (
    <>
      <HStack gap="2" wrap="wrap" className="no-print">
        {!session && clerk && nightOpen && (
          <Button size="sm" colorPalette="brand" disabled={!online} onClick={() => setDialog('open')} data-testid={test('open')}>
            <Trans>Abrir caja</Trans>
          </Button>
        )}
        {session?.status === 'open' && clerk && nightOpen && onExtract && (
          <Button size="sm" colorPalette="brand" disabled={!online} onClick={onExtract} data-testid={test('extract')}>
            <Trans>Extraer</Trans>
          </Button>
        )}
        {session?.status === 'open' && clerk && (
          <Button size="sm" variant="outline" disabled={!online} onClick={() => setDialog('count')} data-testid={test('count')}>
            <Trans>Contar caja</Trans>
          </Button>
        )}
        {session?.status === 'counting' && supervisor && !counter && (
          <>
            <Button
              size="sm"
              colorPalette="brand"
              disabled={!online}
              onClick={() => setDialog('close')}
              data-testid={test('close')}
            >
              <Trans>Confirmar cierre</Trans>
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!online}
              onClick={() => setDialog('recount')}
              data-testid={test('recount')}
            >
              <Trans>Recontar</Trans>
            </Button>
          </>
        )}
        {session?.status === 'counting' && (counter || !supervisor) && (
          <Text textStyle="xs" color="fg.muted">
            <Trans>Contada: espera que otra persona confirme el cierre.</Trans>
          </Text>
        )}
      </HStack>
      {dialog === 'open' && <OpenRegisterDialog register={register} onClose={close} />}
      {dialog === 'count' && session && <CountRegisterDialog register={register} sessionId={session.id} onClose={close} />}
      {dialog === 'close' && session && (
        <CloseRegisterDialog register={register} session={session} threshold={registers.data.threshold} onClose={close} />
      )}
      {dialog === 'recount' && session && <RecountDialog register={register} session={session} onClose={close} />}
    </>
  );
}
