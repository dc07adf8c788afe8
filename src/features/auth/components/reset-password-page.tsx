import { Alert, Button, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { toApiError } from '../../../lib/api-client';
import { translateKnownMessage } from '../../../lib/i18n/known-messages';
import { ArrowLeftIcon } from '../../../lib/ui/icons';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useResetPassword } from '../api/use-reset-password';
import { type ResetPasswordFormInput, resetPasswordFormSchema } from '../schemas';
import { AuthLayout } from './auth-layout';

/** '¿Olvidaste tu clave?': asks for the user and posts it to /api/account/reset-password. */
export function ResetPasswordPage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Recuperar clave`);
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormInput>({
    resolver: valibotResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  return (
    <AuthLayout>
      <Stack gap="1.5" mb="8">
        <Heading as="h1" size="2xl" fontWeight="800" letterSpacing="-0.02em">
          <Trans>¿Olvidaste tu clave?</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Ingresa tu usuario y te enviaremos las instrucciones para crear una nueva.</Trans>
        </Text>
      </Stack>

      <form onSubmit={handleSubmit((values) => reset.mutate(values))} noValidate>
        <Stack gap="5">
          {reset.isSuccess && (
            <Alert.Root status="success" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>Si el usuario existe, te enviamos las instrucciones por correo.</Trans>
              </Alert.Title>
            </Alert.Root>
          )}
          {reset.isError && (
            <Alert.Root status="error" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Title>{translateKnownMessage(i18n, toApiError(reset.error).message)}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!errors.email}>
            <Field.Label>
              <Trans>Usuario</Trans>
            </Field.Label>
            <Input {...register('email')} size="lg" autoComplete="username" autoCapitalize="none" spellCheck={false} />
            <Field.ErrorText>{translateKnownMessage(i18n, errors.email?.message)}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={reset.isPending}>
            <Trans>Enviar instrucciones</Trans>
          </Button>
          <Link asChild alignSelf="center" color="fg.muted" fontSize="sm" fontWeight="medium">
            <RouterLink to="/auth/login">
              <ArrowLeftIcon boxSize="4" />
              <Trans>Volver al inicio de sesión</Trans>
            </RouterLink>
          </Link>
        </Stack>
      </form>
    </AuthLayout>
  );
}
