import { Alert, Button, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { toApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { AuthLayout, MailHeading } from './auth-layout';
import { ServerErrorAlert } from './server-error-alert';

/** One activation per token, even when React runs the effect twice: the link works only once. */
const activations = new Map<string, Promise<unknown>>();

/**
 * /auth/verify?token=…: a registration's activation link (issue 15 #12). Creates the account,
 * signs it in and goes home; a used or expired link says so and leads back to registration.
 */
function ActivateAccount({ token }: { token: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Activar cuenta`);
  const { verify } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let pending = activations.get(token);
    if (!pending) {
      pending = verify(token);
      activations.set(token, pending);
    }
    pending.then(
      () => void navigate({ to: '/logged/home', replace: true }),
      (e: unknown) => setError(toApiError(e).message),
    );
  }, [token, verify, navigate]);
  return (
    <AuthLayout>
      <Stack gap="6">
        <Heading as="h1" size="2xl" fontWeight="800" letterSpacing="-0.02em">
          <Trans>Activar cuenta</Trans>
        </Heading>
        {error ? (
          <>
            <ServerErrorAlert message={error} />
            <Button asChild colorPalette="brand" size="lg" w="full">
              <RouterLink to="/auth/register">
                <Trans>Crear cuenta</Trans>
              </RouterLink>
            </Button>
          </>
        ) : (
          <HStack gap="3" color="fg.muted" role="status">
            <Spinner size="sm" />
            <Text>
              <Trans>Activando tu cuenta…</Trans>
            </Text>
          </HStack>
        )}
      </Stack>
    </AuthLayout>
  );
}

/**
 * /auth/verify. Opened from a registration's activation link (with `token`) it activates the
 * account; without a token it says what verification means here: staff accounts an administrator
 * creates need no code, and nobody should type a code received in Noctua's name anywhere.
 */
export function VerifyPage({ token }: { token?: string | undefined }) {
  if (token) return <ActivateAccount token={token} />;
  return <AboutVerification />;
}

function AboutVerification() {
  const { t } = useLingui();
  useDocumentTitle(t`Verificación de cuenta`);
  const { isAuthenticated } = useAuth();
  return (
    <AuthLayout>
      <Stack gap="6">
        <Stack gap="4">
          <MailHeading>
            <Trans>Verificación de cuenta</Trans>
          </MailHeading>
          <Text color="fg.muted">
            <Trans>
              Las cuentas que crea el administrador de tu local no necesitan un código de verificación. Si te registraste tú, abre
              el enlace que te enviamos por correo.
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
