// Small parts of the satélite screen: status and key badges, and a failed request's message box.
import { Alert, Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { KeyState, TerminalStatus } from '../../../contract/satelite';
import { KEY_COLORS, KEY_LABELS, STATUS_COLORS, STATUS_HELP, STATUS_LABELS } from '../labels';

export function StatusBadge({ status }: { status: TerminalStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" title={i18n._(STATUS_HELP[status])} data-status={status}>
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}

export function KeyBadge({ state }: { state: KeyState }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={KEY_COLORS[state]} variant="outline">
      {i18n._(KEY_LABELS[state])}
    </Badge>
  );
}

export function ErrorAlert({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" variant="surface" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
