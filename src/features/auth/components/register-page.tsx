import { Button, Field, Heading, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { toApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { registerFormSchema } from '../schemas';
import { AuthLayout } from './auth-layout';
import { CheckYourEmail } from './check-your-email';
import { NewPasswordField } from './password-input';
import { ServerErrorAlert } from './server-error-alert';

/**
 * register / register-unprotected: asks for the account (POST /api/account/register). The server
 * answers the same whatever the email (issue 15 #12) and mails an activation link; /auth/verify
 * opens it and signs the new account in. The form gives way to "revisa tu correo".
 */
export function RegisterPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Crear cuenta`);
  const { register: createAccount } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    errorText,
    formState: { errors, isSubmitting },
  } = useValibotForm(registerFormSchema, { defaultValues: { email: '', password: '', firstName: '', lastName: '' } });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await createAccount(values);
      setSentTo(values.email.trim());
    } catch (error) {
      setServerError(toApiError(error).message);
    }
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <AuthLayout>
      <Stack gap="1.5" mb="8">
        <Text textStyle="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase" color="brand.fg">
          <Trans>Registro</Trans>
        </Text>
        <Heading as="h1" size="3xl" fontWeight="800" letterSpacing="-0.02em">
          <Trans>Crea tu cuenta</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Completa tus datos para empezar a usar Noctua.</Trans>
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          {serverError && <ServerErrorAlert message={serverError} />}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <Field.Root invalid={!!errors.firstName}>
              <Field.Label>
                <Trans context="persona">Nombre</Trans>
              </Field.Label>
              <Input {...register('firstName')} size="lg" autoComplete="given-name" />
              <Field.ErrorText>{errorText('firstName')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.lastName}>
              <Field.Label>
                <Trans>Apellido</Trans>
              </Field.Label>
              <Input {...register('lastName')} size="lg" autoComplete="family-name" />
              <Field.ErrorText>{errorText('lastName')}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={!!errors.email}>
            <Field.Label>
              <Trans>Correo electrónico</Trans>
            </Field.Label>
            <Input {...register('email')} type="email" size="lg" autoComplete="email" autoCapitalize="none" spellCheck={false} />
            <Field.ErrorText>{errorText('email')}</Field.ErrorText>
          </Field.Root>
          <NewPasswordField
            {...register('password')}
            label={<Trans>Contraseña</Trans>}
            invalid={!!errors.password}
            error={errorText('password')}
          />
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={isSubmitting} loadingText={t`Creando cuenta…`}>
            <Trans>Crear cuenta</Trans>
          </Button>
          <HStack justify="center" gap="1.5" textStyle="sm">
            <Text color="fg.muted">
              <Trans>¿Ya tienes cuenta?</Trans>
            </Text>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/auth/login">
                <Trans>Ingresar</Trans>
              </RouterLink>
            </Link>
          </HStack>
        </Stack>
      </form>
    </AuthLayout>
  );
}
