// LoadFailedAlert for a query that failed: the reason worded from its error, and a retry that
// refetches it.
import { useLingui } from '@lingui/react/macro';
import { LoadFailedAlert } from './load-failed-alert';
import { useOnline } from './online-only';
import { errorMessage, type MessageTranslator } from './request-error';

export function QueryFailedAlert({
  query,
  testId,
  translate,
}: {
  query: { error: unknown; refetch(): unknown };
  testId: string;
  translate?: MessageTranslator;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  return (
    <LoadFailedAlert
      message={errorMessage(query.error, i18n, online, translate)}
      onRetry={() => void query.refetch()}
      testId={testId}
    />
  );
}
