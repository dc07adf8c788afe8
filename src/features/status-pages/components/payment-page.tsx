import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { CreditCardIcon } from '../../../lib/ui/shell-icons';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { StatusPage } from './status-page';

/**
 * /payment. There is no payment provider behind Noctua yet, so this page says how to pay instead
 * of showing a card form that would take nobody's money.
 */
export function PaymentPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Pago de la suscripción`);
  return (
    <StatusPage
      icon={<CreditCardIcon boxSize="8" />}
      title={<Trans>Pago de la suscripción</Trans>}
      description={
        <Trans>
          El pago en línea todavía no está disponible. Para pagar o regularizar la suscripción de tu local, comunícate con soporte
          y te enviaremos los datos de pago.
        </Trans>
      }
      actions={
        <Button asChild variant="outline" size="lg">
          <RouterLink to="/pricing">
            <Trans>Ver planes</Trans>
          </RouterLink>
        </Button>
      }
      backLabel={<Trans>Volver al inicio</Trans>}
    />
  );
}
