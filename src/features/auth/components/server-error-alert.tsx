import { Alert } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { translateKnownMessage } from '../../../lib/i18n/known-messages';

/** The server's message in an error alert above a form (SPEC §8), translated when it is a known one. */
export function ServerErrorAlert({ message, children }: { message: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    // role="alert": a screen reader announces the refusal as soon as it appears (issue 19).
    <Alert.Root status="error" borderRadius="l2" role="alert">
      <Alert.Indicator />
      {children ? (
        <Alert.Content>
          <Alert.Title>{translateKnownMessage(i18n, message)}</Alert.Title>
          <Alert.Description>{children}</Alert.Description>
        </Alert.Content>
      ) : (
        <Alert.Title>{translateKnownMessage(i18n, message)}</Alert.Title>
      )}
    </Alert.Root>
  );
}
