// A card that saves one setting on its own (a number of minutes, an hour, a bar): its title and
// what the setting does, then its fields once the saved value has loaded — a skeleton before, the
// load error with a retry when the first load failed — with a failed save's message above them.
// `useSettingSave` is the save every such card does: one request, a toast when it is saved, the
// failed save's message kept for the card.
import { Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toaster } from '../toaster';
import { type MessageTranslator, useErrorMessage } from './request-error';
import { ErrorAlert, LoadError } from './status-alerts';

/**
 * The save of a setting card. `saveError` is the failed save's message (or a check's, set with
 * `setSaveError`); `run(body, saved)` clears it, sends the body, and on success toasts the title
 * `saved(answer)` returns (the card resets what was typed there).
 */
export function useSettingSave<Body, Answer>(
  save: Pick<UseMutationResult<Answer, Error, Body>, 'mutate' | 'isPending'>,
  translate?: MessageTranslator,
) {
  const message = useErrorMessage(translate);
  const [saveError, setSaveError] = useState<string | null>(null);
  const run = (body: Body, saved: (answer: Answer) => string) => {
    setSaveError(null);
    save.mutate(body, {
      onSuccess: (answer) => toaster.create({ type: 'success', title: saved(answer) }),
      onError: (err) => setSaveError(message(err)),
    });
  };
  return { saveError, setSaveError, run, pending: save.isPending };
}

export function SettingCard({
  title,
  description,
  query,
  onSubmit,
  saveError,
  translate,
  testId,
  loadErrorTestId,
  saveErrorTestId,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  /** The read of the saved setting. */
  query: Pick<UseQueryResult<unknown>, 'data' | 'error' | 'isError' | 'isPending' | 'refetch'>;
  onSubmit(e: FormEvent): void;
  /** The failed save's message, or null. */
  saveError: string | null;
  translate?: MessageTranslator;
  testId: string;
  loadErrorTestId: string;
  saveErrorTestId: string;
  /** The fields and the save button. */
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid={testId}>
      <Card.Body asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="1">
            <Text fontWeight="semibold" textStyle="lg">
              {title}
            </Text>
            <Text color="fg.muted" textStyle="sm">
              {description}
            </Text>
          </Stack>
          {query.isError && !query.data ? (
            <LoadError testId={loadErrorTestId} translate={translate} error={query.error} onRetry={() => void query.refetch()} />
          ) : query.isPending ? (
            <Skeleton h="10" maxW="xs" />
          ) : (
            <Stack gap="3">
              <ErrorAlert message={saveError} testId={saveErrorTestId} />
              {children}
            </Stack>
          )}
        </form>
      </Card.Body>
    </Card.Root>
  );
}
