import { Alert, Box, Button, Card, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type ChangePasswordInput, changePasswordSchema } from '../../../contract/auth';
import { toApiError } from '../../../lib/api-client';
import { HOME_PATH } from '../../../lib/auth/redirects';
import { useAuth } from '../../../lib/auth/use-auth';
import { toaster } from '../../../lib/toaster';
import { KeyIcon } from '../../../lib/ui/icons';
import { OfflineOnlyNotice } from '../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { PasswordInput } from './password-input';
import { ServerErrorAlert } from './server-error-alert';

type FieldName = keyof ChangePasswordInput;

/** changePass: the target after signing in with the default password (SPEC §2, §9). */
export function ChangePasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Cambiar contraseña`);
  const { changePassword, mustChangePassword } = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    errorText,
    formState: { errors, isSubmitting },
  } = useValibotForm(changePasswordSchema, { defaultValues: { oldPassword: '', password: '', confirmNewPassword: '' } });

  // A refusal keeps what was typed (the usual cause, a mistyped current password, is fixed in
  // place) and its message stays only until a field is edited again (issue 37).
  useEffect(() => {
    const subscription = watch(() => setServerError(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await changePassword(values);
      toaster.create({ type: 'success', title: t`Contraseña actualizada` });
      void navigate({ to: HOME_PATH, replace: true });
    } catch (error) {
      setServerError(toApiError(error).message);
    }
  });

  const fields: { name: FieldName; label: string; autoComplete: string; help?: string }[] = [
    { name: 'oldPassword', label: t`Contraseña actual`, autoComplete: 'current-password' },
    {
      name: 'password',
      label: t`Nueva contraseña`,
      autoComplete: 'new-password',
      help: t`Al menos 8 caracteres, no solo números.`,
    },
    { name: 'confirmNewPassword', label: t`Repetir nueva contraseña`, autoComplete: 'new-password' },
  ];

  return (
    <Box maxW="lg" mx="auto">
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Header gap="3">
          <Box
            boxSize="11"
            borderRadius="l3"
            bg="brand.subtle"
            color="brand.fg"
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            <KeyIcon boxSize="5" />
          </Box>
          <Heading as="h1" size="xl">
            <Trans>Cambiar contraseña</Trans>
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            <Trans>Elige una contraseña nueva para tu cuenta.</Trans>
          </Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="5">
              <OfflineOnlyNotice>
                <Trans>Cambiar la contraseña necesita conexión. Lo que escribas se conserva hasta que vuelva.</Trans>
              </OfflineOnlyNotice>
              {mustChangePassword && (
                <Alert.Root status="warning" borderRadius="l2">
                  <Alert.Indicator />
                  <Alert.Title>
                    <Trans>Estás usando la contraseña predeterminada. Cámbiala para continuar.</Trans>
                  </Alert.Title>
                </Alert.Root>
              )}
              {serverError && <ServerErrorAlert message={serverError} />}
              {fields.map(({ name, label, autoComplete, help }) => (
                <Field.Root key={name} invalid={!!errors[name]}>
                  <Field.Label>{label}</Field.Label>
                  <PasswordInput {...register(name)} autoComplete={autoComplete} />
                  {help && !errors[name] && <Field.HelperText>{help}</Field.HelperText>}
                  <Field.ErrorText>{errorText(name)}</Field.ErrorText>
                </Field.Root>
              ))}
              <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf={{ sm: 'flex-end' }}>
                <Trans>Guardar contraseña</Trans>
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
