// The extraction screen with each register's actions (open, blind count, confirm the close): two
// features composed here, since features never import each other.
import { createFileRoute } from '@tanstack/react-router';
import { RegisterActions } from '../../../features/cash-registers/components/register-actions';
import { ExtractionPage } from '../../../features/extraction/components/extraction-page';

export const Route = createFileRoute('/logged/gerencia/extraccion')({
  component: () => (
    <ExtractionPage
      registerActions={(r, night) => (
        <RegisterActions
          accountId={r.accountId}
          nightId={night.id}
          nightOpen={night.status === 'open'}
          pointOfSaleId={r.pointOfSaleId}
          pointOfSaleName={r.pointOfSaleName}
        />
      )}
    />
  ),
});
