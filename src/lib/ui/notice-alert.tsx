// The alert that states what a whole screen or panel is in: offline, no data on this device, a
// load that failed, a night already closed. A surface alert with a title and, when given, a
// sentence under it (the children). Printing hides it when `noPrint` is set.
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function NoticeAlert({
  status,
  title,
  children,
  testId,
  noPrint,
}: {
  status: Alert.RootProps['status'];
  title: ReactNode;
  children?: ReactNode;
  testId?: string;
  noPrint?: boolean;
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
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children !== undefined && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
