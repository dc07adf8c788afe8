// The account actions of user/$name/edit: unlock a locked-out account, reset the password to the
// default (or a generated one, shown once; valid 24 h and changed at the next sign-in), send a new
// invitation link (only to an account that never signed in), deactivate (every session ends at
// once; confirmed first) or activate again. Not offered on one's own account; the server refuses
// them on an account holding a code the admin lacks.
import { Button, Card, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StaffUserDetail } from '../../../contract/staff';
import { fDateTime } from '../../../lib/format-date';
import { toaster } from '../../../lib/toaster';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { type StaffAction, useStaffAction } from '../api/staff';
import { InvitationLink, TemporaryPassword } from './invitation-link';

export function AccountActions({ user }: { user: StaffUserDetail }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const action = useStaffAction(user.id);
  const [confirming, setConfirming] = useState<'deactivate' | 'reset-password' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [invitation, setInvitation] = useState<{ link: string; expiresAt: string | null } | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const done: Record<StaffAction, string> = {
    deactivate: t`Cuenta desactivada: sus sesiones terminaron`,
    activate: t`Cuenta activada`,
    unlock: t`Cuenta desbloqueada`,
    'reset-password': t`Contraseña restablecida: vale 24 horas`,
    invitation: t`Nuevo enlace de invitación: el anterior ya no vale`,
  };
  const run = (what: StaffAction) => {
    setError(null);
    action.mutate(what, {
      onSuccess: (answer) => {
        if ('invitationLink' in answer && answer.invitationLink) {
          setInvitation({ link: answer.invitationLink, expiresAt: answer.invitationExpiresAt });
        }
        setTemporary('temporaryPassword' in answer ? answer.temporaryPassword : null);
        toaster.create({ type: 'success', title: done[what] });
        setConfirming(null);
      },
      onError: (e) => (confirming ? undefined : setError(errorMessage(e, i18n, online))),
    });
  };
  if (user.self) return null;
  return (
    <Card.Root variant="outline" data-testid="account-actions">
      <Card.Header>
        <Heading size="md">
          <Trans>Acceso</Trans>
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {user.lastSignInAt ? t`Último ingreso: ${fDateTime(user.lastSignInAt, i18n)}` : t`Todavía no ingresó`}
          {user.lockedUntil ? ` · ${t`Bloqueada hasta ${fDateTime(user.lockedUntil, i18n)}`}` : ''}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <ErrorAlert message={error} testId="account-action-error" />
          {invitation && <InvitationLink link={invitation.link} expiresAt={invitation.expiresAt} />}
          {temporary && <TemporaryPassword password={temporary} />}
          <Wrap gap="2">
            {user.lockedUntil && (
              <Button
                colorPalette="brand"
                onClick={() => run('unlock')}
                disabled={!online}
                loading={action.isPending}
                data-testid="staff-unlock"
              >
                <Trans>Desbloquear</Trans>
              </Button>
            )}
            <Button
              variant="outline"
              onClick={() => setConfirming('reset-password')}
              disabled={!online || !user.active}
              data-testid="staff-reset"
            >
              <Trans>Restablecer contraseña</Trans>
            </Button>
            {user.active && !user.lastSignInAt && (
              <Button variant="outline" onClick={() => run('invitation')} disabled={!online} data-testid="staff-invite">
                <Trans>Enviar nueva invitación</Trans>
              </Button>
            )}
            {user.active ? (
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => setConfirming('deactivate')}
                disabled={!online}
                data-testid="staff-deactivate"
              >
                <Trans>Desactivar cuenta</Trans>
              </Button>
            ) : (
              <Button
                colorPalette="brand"
                onClick={() => run('activate')}
                disabled={!online}
                loading={action.isPending}
                data-testid="staff-activate"
              >
                <Trans>Activar cuenta</Trans>
              </Button>
            )}
          </Wrap>
        </Stack>
      </Card.Body>
      {confirming && (
        <ConfirmDialog
          title={
            confirming === 'deactivate'
              ? t`¿Desactivar la cuenta de ${user.displayName}?`
              : t`¿Restablecer la contraseña de ${user.displayName}?`
          }
          confirmLabel={confirming === 'deactivate' ? t`Desactivar` : t`Restablecer`}
          onConfirm={() => run(confirming)}
          onClose={() => setConfirming(null)}
          pending={action.isPending}
          error={action.error}
          testId="staff-confirm"
          confirmTestId="staff-confirm-ok"
        >
          {confirming === 'deactivate' ? (
            <Trans>No podrá ingresar y todas sus sesiones terminan en su próxima acción. Se puede volver a activar.</Trans>
          ) : (
            <Trans>
              Recibe la contraseña por defecto (o una generada, que verás una sola vez), válida 24 horas; sus sesiones terminan y
              deberá cambiarla al ingresar.
            </Trans>
          )}
        </ConfirmDialog>
      )}
    </Card.Root>
  );
}
