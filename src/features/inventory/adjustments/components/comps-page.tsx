// "Cortesías": the comp form (offline like breakage) and the night's comps.
import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { currentNight, useNightsLive } from '../../../../lib/replica/nights';
import { useReplica } from '../../../../lib/sync/use-replica';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { NoReplicaNotice } from '../../shared/no-replica-notice';
import { PageHeader } from '../../shared/page-header';
import { CompForm } from './comp-form';
import { CompList } from './comp-list';

export function CompsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Cortesías`);
  const replica = useReplica();
  const nights = useNightsLive();
  const night = nights ? currentNight(nights) : undefined;
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="comps-page">
      <PageHeader
        title={t`Cortesías`}
        description={
          <Trans>
            Tragos y botellas sin cargo, con su motivo y quién los autorizó. Descuentan stock de la barra a costo y funcionan sin
            conexión.
          </Trans>
        }
      />
      {replica ? (
        <CompForm night={night} />
      ) : (
        <NoReplicaNotice title={<Trans>No hay datos guardados en este dispositivo</Trans>}>
          <Trans>
            Para registrar cortesías (también sin conexión) este navegador tiene que poder guardar los datos del local.
          </Trans>
        </NoReplicaNotice>
      )}
      <CompList night={night} />
    </Stack>
  );
}
