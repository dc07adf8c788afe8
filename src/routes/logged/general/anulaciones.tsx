import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EntryGate } from '../../../app/navigation/entry-gate';
import { getEntry } from '../../../contract/navigation';
import { CancellationsPage } from '../../../features/cancellations/components/cancellations-page';
import { sectionLabel } from '../../../lib/i18n/navigation-labels';

export const Route = createFileRoute('/logged/general/anulaciones')({
  component: function Anulaciones() {
    const { i18n } = useLingui();
    const section = getEntry('general.anulaciones').section;
    return (
      <EntryGate id="general.anulaciones">
        <CancellationsPage section={section ? sectionLabel(i18n, section) : ''} />
      </EntryGate>
    );
  },
});
