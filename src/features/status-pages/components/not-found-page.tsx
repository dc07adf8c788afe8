import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Página no encontrada`);
  return (
    <StatusPage
      code="404"
      title={<Trans>Página no encontrada</Trans>}
      description={<Trans>La página que buscas no existe o fue movida.</Trans>}
      backLabel={<Trans>Volver al inicio</Trans>}
    />
  );
}
