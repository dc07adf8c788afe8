import { Alert, Button, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { toApiError } from '../../../lib/api-client';
import { ArrowLeftIcon } from '../../../lib/ui/icons';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { useConfirmResetPassword } from '../api/use-confirm-reset-password';
import { useResetPassword } from '../api/use-reset-password';
import { newPasswordFormSchema, resetPasswordFormSchema } from '../schemas';
import { AuthLayout } from './auth-layout';
import { NewPasswordField, PasswordInput } from './password-input';
import { ServerErrorAlert } from './server-error-alert';

function BackToLogin() {
  return (
    <Link asChild alignSelf="center" color="fg.muted" fontSize="sm" fontWeight="medium">
      <RouterLink to="/auth/login">
        <ArrowLeftIcon boxSize="4" />
        <Trans>Volver al inicio de sesión</Trans>
      </RouterLink>
    </Link>
  );
}

/** The page a reset link opens (?token=…): choose the new password, posted with the token. */
function NewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Nueva contraseña`);
  const confirm = useConfirmResetPassword();
  const {
    register,
    handleSubmit,
    reset,
    errorText,
    formState: { errors },
  } = useValibotForm(newPasswordFormSchema, { defaultValues: { password: '', confirmNewPassword: '' } });

  if (confirm.isSuccess) {
    return (
      <AuthLayout>
        <Stack gap="6">
          <Stack gap="1.5">
            <Heading as="h1" size="2xl" fontWeight="800" letterSpacing="-0.02em">
              <Trans>Contraseña actualizada</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>Ya puedes ingresar con tu nueva contraseña. Las sesiones abiertas con la anterior se cerraron.</Trans>
            </Text>
          </Stack>
          <Button asChild colorPalette="brand" size="lg" w="full">
            <RouterLink to="/auth/login">
              <Trans>Ingresar</Trans>
            </RouterLink>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Stack gap="1.5" mb="8">
        <Heading as="h1" size="2xl" fontWeight="800" letterSpacing="-0.02em">
          <Trans>Crea una nueva contraseña</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Elige una contraseña que no uses en otro lugar. El enlace vale una sola vez.</Trans>
        </Text>
      </Stack>
      <form
        onSubmit={handleSubmit((values) =>
          confirm.mutate({ token, ...values }, { onError: () => reset({ password: '', confirmNewPassword: '' }) }),
        )}
        noValidate
      >
        <Stack gap="5">
          {confirm.isError && (
            <ServerErrorAlert message={toApiError(confirm.error).message}>
              <Link asChild fontWeight="medium">
                <RouterLink to="/auth/reset-password" search={{}}>
                  <Trans>Pedir un enlace nuevo</Trans>
                </RouterLink>
              </Link>
            </ServerErrorAlert>
          )}
          <NewPasswordField
            {...register('password')}
            label={<Trans>Nueva contraseña</Trans>}
            invalid={!!errors.password}
            error={errorText('password')}
            autoFocus
          />
          <Field.Root invalid={!!errors.confirmNewPassword}>
            <Field.Label>
              <Trans>Repetir nueva contraseña</Trans>
            </Field.Label>
            <PasswordInput {...register('confirmNewPassword')} size="lg" autoComplete="new-password" />
            <Field.ErrorText>{errorText('confirmNewPassword')}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={confirm.isPending}>
            <Trans>Guardar contraseña</Trans>
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthLayout>
  );
}

/**
 * '¿Olvidaste tu clave?': asks for the user and posts it to /api/account/reset-password; opened
 * from a reset link (with `token`) it shows the new-password form instead.
 */
export function ResetPasswordPage({ token }: { token?: string | undefined }) {
  if (token) return <NewPasswordForm token={token} />;
  return <RequestResetForm />;
}

function RequestResetForm() {
  const { t } = useLingui();
  useDocumentTitle(t`Recuperar clave`);
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    errorText,
    formState: { errors },
  } = useValibotForm(resetPasswordFormSchema, { defaultValues: { email: '' } });

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
          {reset.isError && <ServerErrorAlert message={toApiError(reset.error).message} />}
          <Field.Root invalid={!!errors.email}>
            <Field.Label>
              <Trans>Usuario</Trans>
            </Field.Label>
            <Input {...register('email')} size="lg" autoComplete="username" autoCapitalize="none" spellCheck={false} />
            <Field.ErrorText>{errorText('email')}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={reset.isPending}>
            <Trans>Enviar instrucciones</Trans>
          </Button>
          <BackToLogin />
        </Stack>
      </form>
    </AuthLayout>
  );
}
