// "The data could not be loaded" of the inventory screens that read the server directly: the
// reason (each feature words it from its own errors) and, when given, a small retry button;
// nothing offline (the request failed for want of a connection, which the screen's notice says).
import { Alert, Box, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useOnline } from './online-only';

export function LoadFailedAlert({ message, onRetry, testId }: { message: string; onRetry?: () => void; testId: string }) {
  // Offline the reason is the connection, not an "Error desconocido" of the failed request: the
  // screens that use this alert show their own offline notice then, so it stays out of the way.
  const online = useOnline();
  if (!online) return null;
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
