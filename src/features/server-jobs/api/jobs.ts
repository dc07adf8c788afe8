// The server jobs of configuraciones → Trabajos (/api/jobs, 300): online only. The list refreshes
// itself while open (jobs run in the background); a retry refreshes it at once.
import { useQuery } from '@tanstack/react-query';
import type { JobDto, JobsAnswer } from '../../../contract/jobs';
import { apiClient } from '../../../lib/api-client';
import { onlineQuery, useOnlineMutation } from '../../../lib/online-api';
import { jobsKeys } from '../../../lib/query-keys';

export const JOBS_REFRESH_MS = 15_000;

export const useJobsQuery = () =>
  useQuery({ ...onlineQuery<JobsAnswer>(jobsKeys.of('list'), '/jobs'), refetchInterval: JOBS_REFRESH_MS });

export const useRetryJob = () =>
  useOnlineMutation((id: string) => apiClient.post<JobDto>(`/jobs/${encodeURIComponent(id)}/retry`), [jobsKeys.all]);
