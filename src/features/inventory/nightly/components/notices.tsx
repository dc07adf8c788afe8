// What the live stock and preloads screens show in place of their body: the failed load (with a
// retry) and the dashed empty states (no night, no bars).
import { EmptyState } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';

/** The server's (already translated) message; without an answer, `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.status === undefined ? fallback : error.message;
  return fallback;
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useLingui();
  return <NoticeAlert status="error" title={errorText(error, t`No tienes conexión a internet`)} onRetry={onRetry} />;
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
