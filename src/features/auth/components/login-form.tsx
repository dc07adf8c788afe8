import { Button, chakra, Field, Flex, Input, Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { type FocusEvent, useLayoutEffect, useRef, useState } from 'react';
import type { LoginResponse } from '../../../contract/auth';
import type { TotpChallengeResponse } from '../../../contract/two-factor';
import { toApiError } from '../../../lib/api-client';
import { updateSettings } from '../../../lib/settings';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { type LoginFormInput, type LoginFormOutput, loginFormSchema } from '../schemas';
import { readStaticLogin, releaseStaticLogin } from '../static-login';
import { PasswordInput } from './password-input';
import { ServerErrorAlert } from './server-error-alert';

const DEFAULT_VALUES: LoginFormInput = { email: '', password: '', remember: true };

/**
 * A field counts as touched when it is left for another part of the form or for nowhere — not
 * when the page's own chrome takes focus: clicking the theme or language toggle beside the
 * auto-focused user field must not mark it "obligatorio" (issue 19).
 */
function touchedWithinForm<E extends FocusEvent<HTMLInputElement>>(onBlur: (e: E) => unknown) {
  return (e: E) => {
    const next = e.relatedTarget;
    if (next instanceof Node && !e.currentTarget.form?.contains(next)) return;
    void onBlur(e);
  };
}

export interface LoginFormProps {
  onSubmit(values: LoginFormOutput): Promise<LoginResponse | TotpChallengeResponse>;
  /** Signed in, or (two-factor sign-in) the challenge of the second step. */
  onSignedIn?(response: LoginResponse | TotpChallengeResponse, values: LoginFormOutput): void;
}

/** The login form of SPEC §2 (fields, validation on touch, server error above the fields). */
export function LoginForm({ onSubmit, onSignedIn }: LoginFormProps) {
  const { t } = useLingui();
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    errorText,
    formState: { errors, isSubmitting },
  } = useValibotForm(loginFormSchema, { defaultValues: DEFAULT_VALUES });

  const email = register('email');
  const password = register('password');

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const response = await onSubmit(values);
      onSignedIn?.(response, values);
    } catch (error) {
      // SPEC §8: the form resets and the message shows above the fields. Typing starts again
      // where the form starts, at the (now empty) user field, never at the password (issue 37).
      reset({ ...DEFAULT_VALUES, remember: getValues('remember') });
      setServerError(toApiError(error).message);
      formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
    }
  });

  // Served prerendered: take over what the static form holds (../static-login.ts) as it goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the live form first shows
  useLayoutEffect(() => {
    const handoff = readStaticLogin();
    if (!handoff) return;
    releaseStaticLogin();
    const touched = (name: string) => ({
      shouldTouch: handoff.touched.includes(name),
      shouldValidate: handoff.touched.includes(name),
    });
    setValue('email', handoff.email, touched('email'));
    setValue('password', handoff.password, touched('password'));
    setValue('remember', handoff.remember);
    if (handoff.theme) updateSettings({ themeMode: handoff.theme });
    if (handoff.passwordShown) document.querySelector<HTMLButtonElement>('#root button[data-label-hide]')?.click();
    // Focused here and now (react-hook-form's setFocus waits a task: a key typed meanwhile is lost).
    const input = document.querySelector<HTMLInputElement>(`#root input[name="${handoff.focus ?? 'email'}"]`);
    input?.focus();
    if (input && handoff.caret !== null) input.setSelectionRange(handoff.caret, handoff.caret);
    if (handoff.submit) void submit();
    else if (handoff.pressed)
      document.querySelector<HTMLButtonElement>(`#root button[aria-label="${CSS.escape(handoff.pressed)}"]`)?.click();
  }, []);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="5">
        {serverError && <ServerErrorAlert message={serverError} />}

        <Field.Root invalid={!!errors.email}>
          <Field.Label>
            <Trans>Usuario</Trans>
          </Field.Label>
          <Input
            {...email}
            onBlur={touchedWithinForm(email.onBlur)}
            size="lg"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
          <Field.ErrorText>{errorText('email')}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={!!errors.password}>
          <Field.Label>
            <Trans>Contraseña</Trans>
          </Field.Label>
          <PasswordInput {...password} onBlur={touchedWithinForm(password.onBlur)} size="lg" autoComplete="current-password" />
          <Field.ErrorText>{errorText('password')}</Field.ErrorText>
        </Field.Root>

        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          {/* A native checkbox: the login page's first render carries no checkbox state machine for
              one tick (issue 39: its JavaScript ceiling), and the prerendered page's box is the same
              element the live form reads. */}
          <chakra.label display="inline-flex" alignItems="center" gap="2.5" cursor="pointer" textStyle="sm">
            <chakra.input
              type="checkbox"
              defaultChecked={DEFAULT_VALUES.remember}
              {...register('remember')}
              boxSize="4"
              accentColor="brand.solid"
              cursor="pointer"
              m="0"
            />
            <Trans>Recordarme</Trans>
          </chakra.label>
          <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm">
            <RouterLink to="/auth/reset-password">
              <Trans>¿Olvidaste tu clave?</Trans>
            </RouterLink>
          </Link>
        </Flex>

        <Button type="submit" colorPalette="brand" size="lg" w="full" loading={isSubmitting} loadingText={t`Ingresando…`}>
          <Trans>Ingresar</Trans>
        </Button>
      </Stack>
    </form>
  );
}
