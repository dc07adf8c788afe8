// The recovery codes of a two-factor enrolment, shown this once (the server keeps only hashes):
// copy or download them, then confirm they are saved.
import { Alert, Box, Button, Code, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'noctua-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Alert.Root status="warning" borderRadius="l2" data-testid="recovery-codes">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>
          <Trans>Guarda tus códigos de recuperación (se muestran una sola vez)</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>Si pierdes el teléfono, cada código te deja ingresar una vez. Guárdalos en un lugar seguro.</Trans>
        </Alert.Description>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" aria-label={t`Códigos de recuperación`}>
          {codes.map((c) => (
            <Box key={c}>
              <Code size="lg" fontFamily="mono" data-testid="recovery-code">
                {c}
              </Code>
            </Box>
          ))}
        </SimpleGrid>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={copy}>
            {copied ? <Trans>Copiado</Trans> : <Trans>Copiar</Trans>}
          </Button>
          <Button size="sm" variant="outline" onClick={download}>
            <Trans>Descargar</Trans>
          </Button>
          <Button size="sm" colorPalette="brand" onClick={onDone} data-testid="recovery-codes-done">
            <Trans>Ya los guardé</Trans>
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
