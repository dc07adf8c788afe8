// The alert that states what a whole screen or panel is in: offline, no data on this device, a
// load that failed, a night already closed. A surface alert with a title and a sentence under it
// (the children), either of which may be left out; a failed load may offer "Reintentar" under the text
// (`onRetry`) or an action beside it (`aside`). Printing hides it when `noPrint` is set.
import { Alert, Box, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function NoticeAlert({
  status,
  title,
  children,
  testId,
  noPrint,
  onRetry,
  aside,
}: {
  status: Alert.RootProps['status'];
  /** Left out by a notice that is one sentence. */
  title?: ReactNode;
  children?: ReactNode;
  testId?: string;
  noPrint?: boolean;
  onRetry?: () => void;
  aside?: ReactNode;
}) {
  return (
    <Alert.Root
      status={status}
      variant="surface"
      borderRadius="l3"
      data-testid={testId}
      className={noPrint ? 'no-print' : undefined}
    >
      <Alert.Indicator />
      <Alert.Content gap={onRetry ? '2' : undefined}>
        {title !== undefined && <Alert.Title>{title}</Alert.Title>}
        {children !== undefined && <Alert.Description>{children}</Alert.Description>}
        {onRetry && (
          <Box>
            <Button size="sm" variant="outline" onClick={onRetry}>
              <Trans>Reintentar</Trans>
            </Button>
          </Box>
        )}
      </Alert.Content>
      {aside}
    </Alert.Root>
  );
}
