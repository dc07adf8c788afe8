import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { CHANGE_PASSWORD_PATH, safeRedirectPath } from '../../../lib/auth/redirects';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';

interface LoginPageProps {
  redirectTo?: string | undefined;
  /** 'support': the same form under the support heading (/support/login). */
  variant?: 'default' | 'support';
}

/** The Login screen (SPEC §2); after signing in it goes back to `redirectTo` or home. */
export function LoginPage({ redirectTo, variant = 'default' }: LoginPageProps) {
  const { t } = useLingui();
  const { login } = useAuth();
  const navigate = useNavigate();
  const support = variant === 'support';
  useDocumentTitle(support ? t`Acceso de soporte` : t`Login`);

  return (
    <AuthLayout>
      <Stack gap="1.5" mb="8">
        <Text textStyle="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase" color="brand.fg">
          {support ? <Trans>Soporte</Trans> : <Trans>Login</Trans>}
        </Text>
        <Heading as="h1" size="3xl" fontWeight="800" letterSpacing="-0.02em">
          {support ? <Trans>Acceso de soporte</Trans> : <Trans>Hola de nuevo</Trans>}
        </Heading>
        <Text color="fg.muted">
          {support ? (
            <Trans>Ingresa con tu cuenta del equipo de soporte de Noctua.</Trans>
          ) : (
            <Trans>Ingresa tus datos para continuar</Trans>
          )}
        </Text>
      </Stack>
      <LoginForm
        onSubmit={({ email, password, remember }) => login(email, password, remember)}
        onSignedIn={(response) => {
          const mustChange = response.mustChangePassword || response.user.mustChangePassword;
          if (mustChange) void navigate({ to: CHANGE_PASSWORD_PATH, replace: true });
          else void navigate({ href: safeRedirectPath(redirectTo), replace: true });
        }}
      />
    </AuthLayout>
  );
}
