// What an offline-capable inventory screen shows when this device holds no copy of the venue's
// data: the screen says why in its own words (title and description).
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function NoReplicaNotice({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="l3" data-testid="no-replica">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
