// The stand-alone pages of SPEC §2 outside the signed-in area: coming-soon, maintenance and /500.
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SparklesIcon, WrenchIcon } from '../../../lib/ui/shell-icons';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { StatusPage } from './status-page';

function RetryButton() {
  return (
    <Button variant="outline" size="lg" onClick={() => window.location.reload()}>
      <Trans>Reintentar</Trans>
    </Button>
  );
}

export function ComingSoonPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Próximamente`);
  return (
    <StatusPage
      icon={<SparklesIcon boxSize="8" />}
      title={<Trans>Próximamente</Trans>}
      description={<Trans>Estamos preparando esta sección. Muy pronto vas a poder usarla desde Noctua.</Trans>}
      backLabel={<Trans>Volver al inicio</Trans>}
    />
  );
}

export function MaintenancePage() {
  const { t } = useLingui();
  useDocumentTitle(t`En mantenimiento`);
  return (
    <StatusPage
      icon={<WrenchIcon boxSize="8" />}
      title={<Trans>Estamos en mantenimiento</Trans>}
      description={
        <Trans>Estamos haciendo mejoras en Noctua. Tus datos están a salvo; vuelve a intentarlo en unos minutos.</Trans>
      }
      actions={<RetryButton />}
      backLabel={<Trans>Volver al inicio</Trans>}
    />
  );
}

export function ServerErrorPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Error del servidor`);
  return (
    <StatusPage
      code="500"
      title={<Trans>Error del servidor</Trans>}
      description={<Trans>Algo salió mal de nuestro lado. Vuelve a intentarlo en unos minutos.</Trans>}
      actions={<RetryButton />}
      backLabel={<Trans>Volver al inicio</Trans>}
    />
  );
}
