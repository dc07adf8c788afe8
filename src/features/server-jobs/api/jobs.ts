// The server jobs of configuraciones → Trabajos (/api/jobs, 300): online only, so a retry offline
// fails at once with the offline notice. The list refreshes itself while open (jobs run in the
// background); a retry refreshes it at once. Paths and answers are typed by the API document.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { jobsKeys } from '../../../lib/query-keys';

export const JOBS_REFRESH_MS = 15_000;

export const useJobsQuery = () =>
  useQuery(onlineGet(jobsKeys.of('list'), '/jobs', { offline: 'fail', refetchInterval: JOBS_REFRESH_MS }));

export const useRetryJob = () =>
  useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.post('/jobs/{id}/retry', { params: { id } }),
    refresh: [jobsKeys.all],
  });
