// "The data could not be loaded" of the inventory screens that read the server directly: the
// reason (each feature words it from its own errors) and, when given, a small retry button.
import { Alert, Box, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export function LoadFailedAlert({ message, onRetry, testId }: { message: string; onRetry?: () => void; testId: string }) {
  return (
    <Alert.Root status="error" variant="surface" borderRadius="l3" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          <Trans>No se pudieron cargar los datos</Trans>
        </Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        {onRetry && (
          <Box>
            <Button size="xs" variant="outline" onClick={onRetry}>
              <Trans>Reintentar</Trans>
            </Button>
          </Box>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
