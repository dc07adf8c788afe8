// Generates (or rotates) a terminal's ingestion key and shows it ONCE, with a copy button and a
// clear warning: the server keeps only its hash, so closing the dialog loses it for good.
import { Alert, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TerminalDto } from '../../../contract/satelite';
import { toaster } from '../../../lib/toaster';
import { DialogFrame } from '../../../lib/ui/dialog-frame';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage, untranslated } from '../../../lib/ui/request-error';
import { useGenerateKey } from '../api/terminals';
import { ErrorAlert } from './parts';

export function ApiKeyDialog({ terminal, onClose }: { terminal: TerminalDto; onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const generate = useGenerateKey();
  const [key, setKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rotating = terminal.keyState === 'active';

  const run = () => {
    setError(null);
    generate.mutate(terminal.id, {
      onSuccess: (answer) => setKey(answer.apiKey),
      onError: (e) => setError(errorMessage(e, i18n, online, untranslated)),
    });
  };
  const copy = () => {
    if (!key) return;
    void navigator.clipboard
      ?.writeText(key)
      .then(() => toaster.create({ type: 'success', title: t`Clave copiada` }))
      .catch(() => toaster.create({ type: 'error', title: t`No se pudo copiar la clave` }));
  };

  return (
    <DialogFrame
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      mx="4"
      testId="api-key-dialog"
      title={rotating ? <Trans>Rotar la clave</Trans> : <Trans>Generar clave</Trans>}
      footer={
        key ? (
          <Button onClick={onClose} data-testid="api-key-done">
            <Trans>Ya la copié</Trans>
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button
              colorPalette={rotating ? 'orange' : undefined}
              onClick={run}
              loading={generate.isPending}
              disabled={!online}
              data-testid="api-key-generate"
            >
              {rotating ? <Trans>Rotar clave</Trans> : <Trans>Generar clave</Trans>}
            </Button>
          </>
        )
      }
    >
      <Stack gap="4">
        <Text>
          <Trans>
            Terminal <b>{terminal.name}</b> · {terminal.pointOfSaleName}
          </Trans>
        </Text>
        <ErrorAlert message={error} testId="api-key-error" />
        {key ? (
          <>
            <Alert.Root status="warning" variant="surface">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <Trans>Copia la clave ahora: no se vuelve a mostrar</Trans>
                </Alert.Title>
                <Alert.Description>
                  <Trans>
                    El servidor guarda solo una huella de la clave. Si se pierde, genera una nueva (la anterior deja de
                    funcionar).
                  </Trans>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
              <Code data-testid="api-key-value" wordBreak="break-all" whiteSpace="normal" bg="transparent" fontSize="sm">
                {key}
              </Code>
            </Box>
            <HStack>
              <Button size="sm" onClick={copy} data-testid="api-key-copy">
                <Trans>Copiar clave</Trans>
              </Button>
            </HStack>
          </>
        ) : (
          <Text color="fg.muted">
            {rotating ? (
              <Trans>
                Se genera una clave nueva y la actual ({terminal.keyPrefix}…) deja de funcionar en el acto. La terminal necesitará
                la clave nueva para seguir enviando ventas.
              </Trans>
            ) : (
              <Trans>
                La terminal usa esta clave para enviar sus ventas. Se muestra una sola vez: tenla a mano para cargarla en el
                equipo.
              </Trans>
            )}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
