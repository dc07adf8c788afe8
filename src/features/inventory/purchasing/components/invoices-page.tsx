// "Facturas y devoluciones" (code 422): the supplier invoices posted against goods receipts, the goods
// returned to suppliers and a good's cost history with the venue's costing method, in three tabs.
// Online data: the lists wait for the connection and keep what they showed; writes need it.
import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ScreenTabs } from '../../../../lib/ui/screen-tabs';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { PageHeader } from '../../shared/page-header';
import { PurchasingOfflineNotice } from './cost-fields';
import { CostHistory } from './cost-history';
import { InvoiceList } from './invoice-list';
import { ReturnList } from './return-list';

type InvoicesTab = 'facturas' | 'devoluciones' | 'costos';

export function InvoicesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Facturas y devoluciones`);
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="invoices-page">
      <PageHeader
        title={t`Facturas y devoluciones`}
        description={
          <Trans>
            Las facturas de lo recibido, las devoluciones a los proveedores y cómo se movió el costo de cada mercadería.
          </Trans>
        }
      />
      <PurchasingOfflineNotice />
      <ScreenTabs<InvoicesTab>
        defaultValue="facturas"
        rootProps={{ colorPalette: 'brand' }}
        listProps={{
          overflowX: 'auto',
          overflowY: 'hidden',
          flexWrap: 'nowrap',
          className: 'no-print',
          css: { scrollbarWidth: 'thin' },
        }}
        triggerProps={{ flexShrink: 0 }}
        contentPt="5"
        tabs={[
          { value: 'facturas', label: <Trans>Facturas</Trans>, testId: 'tab-facturas', content: <InvoiceList /> },
          { value: 'devoluciones', label: <Trans>Devoluciones</Trans>, testId: 'tab-devoluciones', content: <ReturnList /> },
          { value: 'costos', label: <Trans>Historial de costos</Trans>, testId: 'tab-costos', content: <CostHistory /> },
        ]}
      />
    </Stack>
  );
}
