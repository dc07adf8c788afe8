import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { AuthLayout, MailHeading } from './auth-layout';

/**
 * After a registration: the same words whether or not the email already had an account (the server
 * answers alike, issue 15 #12), so the page never tells a stranger which emails are customers.
 */
export function CheckYourEmail({ email }: { email: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Revisa tu correo`);
  return (
    <AuthLayout>
      <Stack gap="6">
        <Stack gap="4">
          <MailHeading>
            <Trans>Revisa tu correo</Trans>
          </MailHeading>
          <Text color="fg.muted" role="status">
            <Trans>
              Si {email} puede registrarse, te enviamos un enlace para activar la cuenta. Ábrelo en las próximas 24 horas.
            </Trans>
          </Text>
          <Text color="fg.muted" textStyle="sm">
            <Trans>¿Ya tenías una cuenta con ese correo? Ingresa o recupera tu clave.</Trans>
          </Text>
        </Stack>
        <Stack gap="3">
          <Button asChild colorPalette="brand" size="lg" w="full">
            <RouterLink to="/auth/login">
              <Trans>Ingresar</Trans>
            </RouterLink>
          </Button>
          <Button asChild variant="ghost" size="lg" w="full">
            <RouterLink to="/auth/reset-password">
              <Trans>¿Olvidaste tu clave?</Trans>
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
