import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { StatusPage } from './status-page';

/** /402: the account answered 402 (the venue's subscription needs attention). */
export function PaymentRequiredPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Pago requerido`);
  return (
    <StatusPage
      code="402"
      title={<Trans>Pago requerido</Trans>}
      description={
        <Trans>
          El servicio de tu local está suspendido por falta de pago. Comunícate con el administrador o con soporte para
          reactivarlo.
        </Trans>
      }
      backLabel={<Trans>Volver al inicio</Trans>}
    />
  );
}
