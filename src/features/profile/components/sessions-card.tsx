// "Sesiones" on user/profile: the devices where this account is signed in (device read from the
// browser at sign-in, IP, last activity) and "Cerrar sesión en todos lados". The server ends every
// session at once (its tokens stop working on their next request) and hands this device a fresh
// token, so the person who asked stays signed in here and only the others are out.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SessionDto } from '../../../contract/account';
import { fToNow } from '../../../lib/format-date';
import { MutationConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { ShieldIcon } from '../../../lib/ui/icons';
import { useOnline } from '../../../lib/ui/online-only';
import { PanelCard } from '../../../lib/ui/panel-card';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { useProfileQuery, useSignOutEverywhere } from '../api/account';

function SessionRow({ session }: { session: SessionDto }) {
  const { t, i18n } = useLingui();
  return (
    <HStack as="li" justify="space-between" gap="3" py="2" borderBottomWidth="1px" data-testid="session-row">
      <Stack gap="0.5" minW="0">
        <HStack gap="2">
          <Text textStyle="sm" fontWeight="medium" truncate>
            {session.device || t`Dispositivo desconocido`}
          </Text>
          {session.current && (
            <Badge colorPalette="green" variant="subtle" flexShrink={0}>
              <Trans>Este dispositivo</Trans>
            </Badge>
          )}
        </HStack>
        <Text textStyle="xs" color="fg.muted" truncate>
          {session.ip ? `${session.ip} · ` : ''}
          <Trans>Última actividad {fToNow(session.lastSeenAt, i18n)}</Trans>
        </Text>
      </Stack>
    </HStack>
  );
}

export function SessionsCard() {
  const { t } = useLingui();
  const online = useOnline();
  const profile = useProfileQuery();
  const signOut = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const sessions = profile.data?.sessions ?? [];
  return (
    <>
      <PanelCard
        title={<Trans>Sesiones</Trans>}
        icon={ShieldIcon}
        testId="profile-sessions"
        description={
          <Plural
            value={sessions.length}
            one="# dispositivo con la sesión abierta."
            other="# dispositivos con la sesión abierta."
          />
        }
        bodyProps={{ pt: '0', gap: '4' }}
      >
        {profile.error ? (
          <QueryFailedAlert query={profile} testId="sessions-error" />
        ) : (
          <Stack as="ul" listStyleType="none" gap="0">
            {sessions.map((s) => (
              <SessionRow key={s.id} session={s} />
            ))}
          </Stack>
        )}
        <Button
          alignSelf="flex-start"
          variant="outline"
          colorPalette="red"
          size="sm"
          disabled={!online}
          onClick={() => setConfirming(true)}
          data-testid="sign-out-everywhere"
        >
          <Trans>Cerrar sesión en todos lados</Trans>
        </Button>
      </PanelCard>
      {confirming && (
        <MutationConfirmDialog
          title={<Trans>¿Cerrar sesión en todos lados?</Trans>}
          confirmLabel={<Trans>Cerrar las sesiones</Trans>}
          mutation={signOut}
          variables={undefined}
          successToast={({ ended }) => t`Se cerraron ${ended} sesiones. Este dispositivo sigue conectado.`}
          onClose={() => setConfirming(false)}
          testId="sign-out-everywhere-dialog"
          confirmTestId="sign-out-everywhere-confirm"
        >
          <Trans>Todos los demás dispositivos tendrán que volver a iniciar sesión. Este dispositivo sigue conectado.</Trans>
        </MutationConfirmDialog>
      )}
    </>
  );
}
