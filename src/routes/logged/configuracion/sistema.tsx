import { createFileRoute } from '@tanstack/react-router';
import { EInvoicingSettingsSection } from '../../../features/einvoicing/components/settings-section';
import { SystemPage } from '../../../features/venue-settings/components/system-page';

export const Route = createFileRoute('/logged/configuracion/sistema')({
  component: function Sistema() {
    return <SystemPage more={<EInvoicingSettingsSection />} />;
  },
});
