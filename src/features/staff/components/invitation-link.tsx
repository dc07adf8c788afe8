// The one-time invitation link, shown once to the admin who made it (the server keeps only its
// hash): they hand it over (message, chat) and the invitee chooses a password with it.
import { Alert, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fDateTime } from '../../../lib/format-date';

export function InvitationLink({ link, expiresAt }: { link: string; expiresAt: string | null }) {
  const { t, i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Alert.Root status="info" data-testid="staff-invitation-link">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>
          <Trans>Enlace de invitación (se muestra una sola vez)</Trans>
        </Alert.Title>
        <Alert.Description>
          {expiresAt ? t`Envíalo a la persona: vale una vez, hasta el ${fDateTime(expiresAt, i18n)}.` : null}
        </Alert.Description>
        <HStack gap="2">
          <Input readOnly value={link} onFocus={(e) => e.currentTarget.select()} aria-label={t`Enlace de invitación`} />
          <Button variant="outline" onClick={copy}>
            {copied ? <Trans>Copiado</Trans> : <Trans>Copiar</Trans>}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
