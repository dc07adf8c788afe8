import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { LoginResponse } from '../../../contract/auth';
import { pendingStep, safeRedirectPath } from '../../../lib/auth/redirects';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { TotpStep } from './totp-step';

interface LoginPageProps {
  redirectTo?: string | undefined;
  /** 'support': the same form under the support heading (/support/login). */
  variant?: 'default' | 'support';
}

/** The Login screen (SPEC §2); after signing in it goes back to `redirectTo` or home. */
export function LoginPage({ redirectTo, variant = 'default' }: LoginPageProps) {
  const { t } = useLingui();
  const { login, loginTotp } = useAuth();
  const navigate = useNavigate();
  const support = variant === 'support';
  /** Two-factor sign-in: the password step passed, the code step is shown. */
  const [second, setSecond] = useState<{ challenge: string; remember: boolean } | null>(null);
  useDocumentTitle(support ? t`Acceso de soporte` : t`Login`);
  const signedIn = (response: LoginResponse) => {
    const step = pendingStep({
      mustChangePassword: response.mustChangePassword || response.user.mustChangePassword,
      user: response.user,
    });
    if (step) void navigate({ to: step, replace: true });
    else void navigate({ href: safeRedirectPath(redirectTo), replace: true });
  };

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
          {second ? (
            <Trans>Verificación en dos pasos</Trans>
          ) : support ? (
            <Trans>Ingresa con tu cuenta del equipo de soporte de Noctua.</Trans>
          ) : (
            <Trans>Ingresa tus datos para continuar</Trans>
          )}
        </Text>
      </Stack>
      {second ? (
        <TotpStep
          onSubmit={(input) => loginTotp({ challenge: second.challenge, ...input }, second.remember)}
          onSignedIn={signedIn}
          onBack={() => setSecond(null)}
        />
      ) : (
        <LoginForm
          onSubmit={({ email, password, remember }) => login(email, password, remember)}
          onSignedIn={(response, values) => {
            if ('twoFactorRequired' in response) setSecond({ challenge: response.challenge, remember: values.remember });
            else signedIn(response);
          }}
        />
      )}
    </AuthLayout>
  );
}
