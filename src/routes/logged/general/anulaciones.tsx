import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { getEntry } from '../../../contract/navigation';
import { CancellationsPage } from '../../../features/cancellations/components/cancellations-page';
import { sectionLabel } from '../../../lib/i18n/navigation-labels';

export const Route = createFileRoute('/logged/general/anulaciones')({
  component: function Anulaciones() {
    const { i18n } = useLingui();
    const section = getEntry('general.anulaciones').section;
    return <CancellationsPage section={section ? sectionLabel(i18n, section) : ''} />;
  },
});
