import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useAuth } from '../../../lib/auth/use-auth';
import { MailCheckIcon } from '../../../lib/ui/shell-icons';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { AuthLayout } from './auth-layout';

/**
 * /auth/verify. Noctua accounts need no code verification (SPEC has no such flow): the account
 * works as soon as it is created or an administrator adds it. The page says so plainly instead of
 * asking for a code it could not check.
 */
export function VerifyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Verificación de cuenta`);
  const { isAuthenticated } = useAuth();
  return (
    <AuthLayout>
      <Stack gap="6">
        <Stack gap="4">
          <Stack boxSize="12" borderRadius="l3" bg="brand.subtle" color="brand.fg" align="center" justify="center" aria-hidden>
            <MailCheckIcon boxSize="6" />
          </Stack>
          <Heading as="h1" size="2xl" fontWeight="800" letterSpacing="-0.02em">
            <Trans>Verificación de cuenta</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>
              Tu cuenta no necesita un código de verificación: queda activa en cuanto se crea o el administrador de tu local te da
              de alta.
            </Trans>
          </Text>
        </Stack>
        <Alert.Root status="info" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>
              Si recibiste un código de verificación en nombre de Noctua, no lo ingreses en ningún sitio y avisa a soporte.
            </Trans>
          </Alert.Description>
        </Alert.Root>
        <Button asChild colorPalette="brand" size="lg" w="full">
          {isAuthenticated ? (
            <RouterLink to="/logged/home">
              <Trans>Ir al inicio</Trans>
            </RouterLink>
          ) : (
            <RouterLink to="/auth/login">
              <Trans>Ingresar</Trans>
            </RouterLink>
          )}
        </Button>
        {!isAuthenticated && (
          <Link asChild alignSelf="center" color="fg.muted" fontSize="sm" fontWeight="medium">
            <RouterLink to="/auth/register">
              <Trans>¿No tienes cuenta? Regístrate</Trans>
            </RouterLink>
          </Link>
        )}
      </Stack>
    </AuthLayout>
  );
}
