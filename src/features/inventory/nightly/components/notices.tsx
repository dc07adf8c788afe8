// What the live stock and preloads screens show in place of their body: the failed load (with a
// retry) and the dashed empty states (no night, no bars).
import { Alert, Box, Button, EmptyState } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isApiError } from '../../../../lib/api-client';

/** The server's (already translated) message; without an answer, `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.status === undefined ? fallback : error.message;
  return fallback;
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useLingui();
  return (
    <Alert.Root status="error" variant="surface" borderRadius="l3">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{errorText(error, t`No tienes conexión a internet`)}</Alert.Title>
        <Box>
          <Button size="sm" variant="outline" onClick={onRetry}>
            <Trans>Reintentar</Trans>
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

export function EmptyNotice({ title, description, testId }: { title: ReactNode; description?: ReactNode; testId?: string }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg.panel" data-testid={testId}>
      <EmptyState.Content>
        <EmptyState.Title>{title}</EmptyState.Title>
        {description && <EmptyState.Description>{description}</EmptyState.Description>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
