// The form of a venue settings card or screen: the last save's failure on top, the fields, and
// "Guardar" (online only, once the saved values have loaded).
import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode } from 'react';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { translateMessage } from '../messages';

export function SaveForm({
  onSubmit,
  error,
  saving,
  loaded,
  testIdPrefix,
  gap = '5',
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last save's failure (a mutation's `error`). */
  error: unknown;
  saving: boolean;
  /** False until the saved values are in the form. */
  loaded: boolean;
  /** `<prefix>-error` and `<prefix>-save` are the test ids of the alert and the button. */
  testIdPrefix: string;
  gap?: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        <ErrorAlert
          message={error ? errorMessage(error, i18n, online, translateMessage) : null}
          testId={`${testIdPrefix}-error`}
        />
        {children}
        <Button
          type="submit"
          alignSelf="flex-start"
          loading={saving}
          disabled={!online || !loaded}
          data-testid={`${testIdPrefix}-save`}
        >
          <Trans>Guardar</Trans>
        </Button>
      </Stack>
    </form>
  );
}
