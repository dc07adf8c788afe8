// configuraciones → Trabajos (300): the server's jobs still to run and the failed ones (pushes to
// phones, night checks, housekeeping; server/lib/jobs.ts), failed first, each with its attempts,
// last error and times; a failed one can be sent back to the queue ("Reintentar"). Online only.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { JobDto } from '../../../contract/jobs';
import { fDateTimeLocal } from '../../../lib/format-date';
import { toaster } from '../../../lib/toaster';
import { PanelCard } from '../../../lib/ui/panel-card';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { useJobsQuery, useRetryJob } from '../api/jobs';
import { kindLabel, STATE_PALETTE, stateLabel } from '../labels';

function JobRow({ job, retry }: { job: JobDto; retry: ReturnType<typeof useRetryJob> }) {
  const { t, i18n } = useLingui();
  const retrying = retry.isPending && retry.variables === job.id;
  const when = (iso: string | null) => (iso ? fDateTimeLocal(iso, i18n) : '');
  return (
    <Box borderBottomWidth="1px" py="3" data-testid="job-row" data-state={job.state} data-job-id={job.id}>
      <Stack gap="1.5">
        <HStack gap="2" flexWrap="wrap" justify="space-between">
          <HStack gap="2" flexWrap="wrap" minW="0">
            <Badge variant="subtle" colorPalette={STATE_PALETTE[job.state]} data-testid="job-state">
              {stateLabel(i18n, job.state)}
            </Badge>
            <Text textStyle="sm" fontWeight="medium" title={job.kind} data-testid="job-kind">
              {kindLabel(i18n, job.kind)}
            </Text>
          </HStack>
          {job.state === 'failed' && (
            <Button
              size="sm"
              variant="outline"
              loading={retrying}
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(job.id, {
                  onSuccess: () => toaster.create({ type: 'success', title: t`El trabajo volvió a la cola` }),
                  onError: (error) =>
                    toaster.create({ type: 'error', title: t`No se pudo reintentar`, description: error.message }),
                })
              }
              data-testid="job-retry"
            >
              <Trans>Reintentar</Trans>
            </Button>
          )}
        </HStack>
        <Text textStyle="xs" color="fg.muted" data-testid="job-attempts">
          <Trans>
            Intentos: {job.attempts} de {job.maxAttempts}
          </Trans>
          {' · '}
          <Trans>Creado {when(job.createdAt)}</Trans>
          {job.runAt && job.state !== 'active' ? (
            <>
              {' · '}
              <Trans>Próximo intento {when(job.runAt)}</Trans>
            </>
          ) : null}
          {job.failedAt ? (
            <>
              {' · '}
              <Trans>Falló {when(job.failedAt)}</Trans>
            </>
          ) : null}
        </Text>
        {job.lastError && (
          <Text textStyle="xs" color="fg.error" wordBreak="break-word" data-testid="job-error">
            <Trans>Último error: {job.lastError}</Trans>
          </Text>
        )}
      </Stack>
    </Box>
  );
}

export function JobsPanel() {
  const query = useJobsQuery();
  const retry = useRetryJob();
  const jobs = query.data?.jobs;
  const failed = jobs?.filter((j) => j.state === 'failed').length ?? 0;
  return (
    <PanelCard
      title={<Trans>Trabajos del servidor</Trans>}
      description={
        <Trans>
          Lo que el servidor hace en segundo plano: avisos a los teléfonos, la revisión de alertas de la noche y la limpieza. Un
          trabajo que falla se reintenta solo; si agota sus intentos queda aquí como fallido hasta que lo reintentes.
        </Trans>
      }
      testId="jobs-panel"
      bodyProps={{ pt: '0' }}
    >
      {jobs && jobs.length > 0 && (
        <Text textStyle="sm" color="fg.muted" pb="2" data-testid="jobs-count">
          <Trans>
            {jobs.length} pendientes o fallidos · {failed} fallidos
          </Trans>
        </Text>
      )}
      {query.error ? (
        <QueryFailedAlert query={query} testId="jobs-load-error" />
      ) : jobs && jobs.length === 0 ? (
        <Text color="fg.muted" textStyle="sm" py="6" textAlign="center" data-testid="jobs-empty">
          <Trans>No hay trabajos pendientes ni fallidos.</Trans>
        </Text>
      ) : (
        <Stack gap="0">
          {(jobs ?? []).map((job) => (
            <JobRow key={job.id} job={job} retry={retry} />
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}
