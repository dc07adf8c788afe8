// The second step of a sign-in with two-factor sign-in (issue 16 "Security"): the 6-digit code of
// the authenticator app, or one of the recovery codes. A wrong code counts in the login lockout
// (the server's answer says so once locked); an expired challenge sends back to the password.
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { LoginResponse } from '../../../contract/auth';
import { toApiError } from '../../../lib/api-client';
import { ServerErrorAlert } from './server-error-alert';

export interface TotpStepProps {
  onSubmit(input: { code?: string; recoveryCode?: string }): Promise<LoginResponse>;
  onSignedIn(response: LoginResponse): void;
  /** Back to the email and password (also after the challenge expired). */
  onBack(): void;
}

export function TotpStep({ onSubmit, onSignedIn, onBack }: TotpStepProps) {
  const { t } = useLingui();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const digits = value.replace(/\D/g, '');
  const ready = recovery ? value.trim().length >= 8 : digits.length === 6;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    setError(null);
    try {
      onSignedIn(await onSubmit(recovery ? { recoveryCode: value.trim() } : { code: digits }));
    } catch (e) {
      setError(toApiError(e).message);
      setValue('');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="totp-step">
      <Stack gap="5">
        {error && <ServerErrorAlert message={error} />}
        <Text color="fg.muted">
          {recovery ? (
            <Trans>Ingresa uno de tus códigos de recuperación. Cada código sirve una sola vez.</Trans>
          ) : (
            <Trans>Ingresa el código de 6 dígitos de tu aplicación de autenticación.</Trans>
          )}
        </Text>
        <Field.Root>
          <Field.Label>{recovery ? <Trans>Código de recuperación</Trans> : <Trans>Código de verificación</Trans>}</Field.Label>
          <Input
            key={recovery ? 'recovery' : 'code'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            size="lg"
            autoFocus
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 40 : 7}
            placeholder={recovery ? 'xxxx-xxxx-xx' : '123456'}
            letterSpacing={recovery ? undefined : '0.3em'}
            fontVariantNumeric="tabular-nums"
            data-testid="totp-code"
          />
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          w="full"
          disabled={!ready}
          loading={pending}
          loadingText={t`Verificando…`}
        >
          <Trans>Verificar</Trans>
        </Button>
        <Stack direction="row" justify="space-between" gap="3" wrap="wrap">
          <Button
            variant="plain"
            size="sm"
            px="0"
            color="brand.fg"
            onClick={() => {
              setRecovery(!recovery);
              setValue('');
              setError(null);
            }}
          >
            {recovery ? <Trans>Usar el código de la aplicación</Trans> : <Trans>Usar un código de recuperación</Trans>}
          </Button>
          <Button variant="plain" size="sm" px="0" onClick={onBack}>
            <Trans>Volver</Trans>
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
