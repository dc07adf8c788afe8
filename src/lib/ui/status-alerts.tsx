// The two error alerts of the screens that talk to the server directly: a failed action's message
// (above a form's fields, in a dialog) and a list that could not load, with a way to try again.
import { Alert } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NoticeAlert } from './notice-alert';
import { useOnline } from './online-only';
import { errorMessage, type MessageTranslator, useErrorMessage } from './request-error';

/** What a failed request says (`errorMessage`), as text. */
export function ErrorText({ error, translate }: { error: unknown; translate?: MessageTranslator }) {
  return useErrorMessage(translate)(error);
}

export function ErrorAlert({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" variant="subtle" borderRadius="l2" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

export function LoadError({
  error,
  onRetry,
  testId,
  title,
  translate,
}: {
  error: unknown;
  onRetry(): void;
  testId?: string;
  /** Defaults to "No se pudo cargar". */
  title?: ReactNode;
  translate?: MessageTranslator;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  return (
    <NoticeAlert status="error" title={title ?? <Trans>No se pudo cargar</Trans>} testId={testId} onRetry={onRetry}>
      {errorMessage(error, i18n, online, translate)}
    </NoticeAlert>
  );
}
