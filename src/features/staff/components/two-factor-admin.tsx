// user/$name/edit: the admin's side of two-factor sign-in. Require it of a user holding a money or
// access code (141, 201, 204, 300, 302, 306, 308, 312): they enrol right after their next sign-in.
// Reset a lost authenticator (the user enrols again). For a money/access role only the owner (every
// code) resets at once; any other admin's reset is a request that a different admin confirms here
// within 24 h (the pending request shows to both). Each change is audited by the server.
import { Alert, Badge, Button, Card, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StaffUserDetail } from '../../../contract/staff';
import { fDateTime } from '../../../lib/format-date';
import { toaster } from '../../../lib/toaster';
import { MutationConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useConfirmTwoFactorReset, useResetTwoFactor, useSetTwoFactorRequired } from '../api/staff';

export function TwoFactorAdmin({ user }: { user: StaffUserDetail }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const setRequired = useSetTwoFactorRequired(user.id);
  const reset = useResetTwoFactor(user.id);
  const confirmReset = useConfirmTwoFactorReset(user.id);
  const [confirming, setConfirming] = useState<'reset' | 'confirm' | null>(null);
  const { needsSecondAdmin, pending } = user.twoFactorReset;
  const [error, setError] = useState<string | null>(null);
  const { required, enabled, eligible } = user.twoFactor;
  const toggle = (on: boolean) => {
    setError(null);
    setRequired.mutate(on, {
      onSuccess: () =>
        toaster.create({
          type: 'success',
          title: on ? t`Verificación en dos pasos exigida` : t`Verificación en dos pasos ya no exigida`,
        }),
      onError: (e) => setError(errorMessage(e, i18n, online)),
    });
  };
  return (
    <Card.Root variant="outline" data-testid="staff-two-factor">
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading size="md">
            <Trans>Verificación en dos pasos</Trans>
          </Heading>
          <Badge colorPalette={enabled ? 'green' : 'gray'} data-testid="staff-two-factor-state">
            {enabled ? <Trans>Activada</Trans> : <Trans>Sin activar</Trans>}
          </Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {eligible ? (
            <Trans>Al exigirla, la persona debe activarla al ingresar y no puede desactivarla.</Trans>
          ) : (
            <Trans>Solo se puede exigir a quien tiene códigos de dinero o de acceso.</Trans>
          )}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <ErrorAlert message={error} testId="staff-two-factor-error" />
          <Switch.Root
            colorPalette="brand"
            checked={required}
            disabled={!online || setRequired.isPending || (!eligible && !required)}
            onCheckedChange={({ checked }) => toggle(checked)}
            data-testid="staff-two-factor-required"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>
              <Trans>Exigir verificación en dos pasos</Trans>
            </Switch.Label>
          </Switch.Root>
          {pending && (
            <Alert.Root status="warning" data-testid="staff-two-factor-pending">
              <Alert.Indicator />
              <Alert.Description>
                {pending.mine
                  ? t`Pediste restablecerla: otro administrador debe confirmarlo antes del ${fDateTime(pending.expiresAt, i18n)}.`
                  : t`${pending.requestedByName} pidió restablecerla: falta la confirmación de otro administrador (vence el ${fDateTime(pending.expiresAt, i18n)}).`}
              </Alert.Description>
            </Alert.Root>
          )}
          {pending && !pending.mine && !user.self && (
            <Button
              alignSelf="flex-start"
              colorPalette="brand"
              size="sm"
              onClick={() => setConfirming('confirm')}
              disabled={!online}
              data-testid="staff-two-factor-confirm-reset"
            >
              <Trans>Confirmar el restablecimiento</Trans>
            </Button>
          )}
          {enabled && !user.self && !pending && (
            <Button
              alignSelf="flex-start"
              variant="outline"
              size="sm"
              onClick={() => setConfirming('reset')}
              disabled={!online}
              data-testid="staff-two-factor-reset"
            >
              {needsSecondAdmin ? (
                <Trans>Pedir restablecimiento (teléfono perdido)</Trans>
              ) : (
                <Trans>Restablecer (teléfono perdido)</Trans>
              )}
            </Button>
          )}
        </Stack>
      </Card.Body>
      {confirming && (
        <MutationConfirmDialog
          title={t`¿Restablecer la verificación en dos pasos de ${user.displayName}?`}
          confirmLabel={confirming === 'reset' && needsSecondAdmin ? t`Pedir` : t`Restablecer`}
          mutation={confirming === 'confirm' ? confirmReset : reset}
          variables={undefined}
          successToast={(done: StaffUserDetail) =>
            done.twoFactorReset.pending
              ? t`Pedido registrado: otro administrador debe confirmarlo`
              : t`Verificación en dos pasos restablecida`
          }
          onClose={() => setConfirming(null)}
          testId="staff-two-factor-confirm"
          confirmTestId="staff-two-factor-confirm-ok"
        >
          <Trans>
            Su aplicación y sus códigos de recuperación dejan de valer. Si está exigida, la vuelve a activar al ingresar.
          </Trans>{' '}
          {confirming === 'reset' && needsSecondAdmin && (
            <Trans>Es un rol con dinero o acceso: otro administrador debe confirmarlo dentro de 24 horas.</Trans>
          )}
        </MutationConfirmDialog>
      )}
    </Card.Root>
  );
}
