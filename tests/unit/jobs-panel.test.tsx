// configuraciones → Trabajos (issue 33): the server's waiting and failed jobs, each with its kind,
// state, attempts and last error; only a failed one offers "Reintentar", which retries that job.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme/system';
import type { JobDto } from '../../src/contract/jobs';
import { JobsPanel } from '../../src/features/server-jobs/components/jobs-panel';
import { flush, type Rendered, render } from './helpers';

const retry = vi.fn();
let answer: { data?: { jobs: JobDto[] }; error: Error | null } = { error: null };
vi.mock('../../src/features/server-jobs/api/jobs', () => ({
  useJobsQuery: () => answer,
  useRetryJob: () => ({ mutate: retry, isPending: false, variables: undefined }),
}));

const job = (over: Partial<JobDto>): JobDto => ({
  id: 'job-1',
  kind: 'notification.push',
  state: 'created',
  venueId: 'v1',
  attempts: 0,
  maxAttempts: 7,
  lastError: null,
  createdAt: '2026-11-21T02:00:00Z',
  startedAt: null,
  runAt: '2026-11-21T02:00:00Z',
  failedAt: null,
  ...over,
});

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  retry.mockClear();
});
const show = async () => {
  view = await render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <JobsPanel />
      </ChakraProvider>
    </I18nProvider>,
  );
  await flush();
};
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="job-row"]')];

describe('the Trabajos panel', () => {
  it('lists waiting and failed jobs with their attempts and error, and retries only a failed one', async () => {
    answer = {
      error: null,
      data: {
        jobs: [
          job({
            id: 'dead',
            state: 'failed',
            attempts: 7,
            lastError: 'FCM refused the push for 1 device(s)',
            runAt: null,
            failedAt: '2026-11-21T03:00:00Z',
          }),
          job({ id: 'later', kind: 'night-alerts.check', state: 'retry', attempts: 1, maxAttempts: 1, lastError: 'timeout' }),
          job({ id: 'new', kind: 'some.future-kind' }),
        ],
      },
    };
    await show();
    const [dead, later, fresh] = rows();
    expect(rows()).toHaveLength(3);
    expect(dead?.dataset.state).toBe('failed');
    expect(dead?.querySelector('[data-testid="job-state"]')?.textContent).toBe('Fallido');
    expect(dead?.querySelector('[data-testid="job-kind"]')?.textContent).toBe('Aviso al teléfono');
    expect(dead?.querySelector('[data-testid="job-attempts"]')?.textContent).toContain('Intentos: 7 de 7');
    expect(dead?.querySelector('[data-testid="job-error"]')?.textContent).toContain('FCM refused the push');
    expect(later?.querySelector('[data-testid="job-state"]')?.textContent).toBe('Esperando reintento');
    expect(later?.querySelector('[data-testid="job-kind"]')?.textContent).toBe('Revisión de alertas de la noche');
    // An unknown kind shows as it is.
    expect(fresh?.querySelector('[data-testid="job-kind"]')?.textContent).toBe('some.future-kind');
    expect(fresh?.querySelector('[data-testid="job-error"]')).toBeNull();
    // Only the failed job can be retried.
    const buttons = document.querySelectorAll<HTMLElement>('[data-testid="job-retry"]');
    expect(buttons).toHaveLength(1);
    await act(async () => buttons[0]?.click());
    expect(retry).toHaveBeenCalledTimes(1);
    expect(retry.mock.calls[0]?.[0]).toBe('dead');
    expect(document.querySelector('[data-testid="jobs-count"]')?.textContent).toContain('3 pendientes o fallidos · 1 fallidos');
  });

  it('says when there is nothing waiting or failed', async () => {
    answer = { error: null, data: { jobs: [] } };
    await show();
    expect(rows()).toHaveLength(0);
    expect(document.querySelector('[data-testid="jobs-empty"]')).not.toBeNull();
  });
});
