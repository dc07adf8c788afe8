// What the admin is shown once and hands over (the server keeps only a hash): the one-time
// invitation link, with which the invitee chooses a password, or the temporary password generated
// for an account when the deployment sets no NOCTUA_DEFAULT_PASSWORD (valid 24 h, changed at the
// first sign-in). Each with a copy button.
import { Alert, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { fDateTime } from '../../../lib/format-date';

function ShownOnce(props: { title: ReactNode; description: ReactNode; value: string; label: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Alert.Root status="info" data-testid={props.testId}>
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>{props.title}</Alert.Title>
        <Alert.Description>{props.description}</Alert.Description>
        <HStack gap="2">
          <Input
            readOnly
            value={props.value}
            onFocus={(e) => e.currentTarget.select()}
            aria-label={props.label}
            data-testid={`${props.testId}-value`}
          />
          <Button variant="outline" onClick={copy}>
            {copied ? <Trans>Copiado</Trans> : <Trans>Copiar</Trans>}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}

export function InvitationLink({ link, expiresAt }: { link: string; expiresAt: string | null }) {
  const { t, i18n } = useLingui();
  return (
    <ShownOnce
      title={<Trans>Enlace de invitación (se muestra una sola vez)</Trans>}
      description={expiresAt ? t`Envíalo a la persona: vale una vez, hasta el ${fDateTime(expiresAt, i18n)}.` : null}
      value={link}
      label={t`Enlace de invitación`}
      testId="staff-invitation-link"
    />
  );
}

export function TemporaryPassword({ password }: { password: string }) {
  const { t } = useLingui();
  return (
    <ShownOnce
      title={<Trans>Contraseña temporal (se muestra una sola vez)</Trans>}
      description={<Trans>Entrégala a la persona: vale 24 horas y debe cambiarla al ingresar.</Trans>}
      value={password}
      label={t`Contraseña temporal`}
      testId="staff-temporary-password"
    />
  );
}
