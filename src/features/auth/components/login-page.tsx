import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { CHANGE_PASSWORD_PATH, safeRedirectPath } from '../redirects';
import { useAuth } from '../use-auth';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';

/** The Login screen (SPEC §2); after signing in it goes back to `redirectTo` or home. */
export function LoginPage({ redirectTo }: { redirectTo?: string | undefined }) {
  const { t } = useLingui();
  const { login } = useAuth();
  const navigate = useNavigate();
  useDocumentTitle(t`Login`);

  return (
    <AuthLayout>
      <Stack gap="1.5" mb="8">
        <Text textStyle="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase" color="brand.fg">
          <Trans>Login</Trans>
        </Text>
        <Heading as="h1" size="3xl" fontWeight="800" letterSpacing="-0.02em">
          <Trans>Hola de nuevo</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Ingresa tus datos para continuar</Trans>
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
