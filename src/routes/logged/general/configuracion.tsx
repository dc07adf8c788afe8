import { createFileRoute } from '@tanstack/react-router';
import { AuditPanel } from '../../../features/audit-log/components/audit-panel';
import { JobsPanel } from '../../../features/server-jobs/components/jobs-panel';
import { SettingsPage } from '../../../features/venue-settings/components/settings-page';

// SPEC §2's second reading of the routes lists /general/configuracion: the same one screen as
// configuraciones (the venue-wide settings, the audit log and the server's jobs), never a copy of it.
export const Route = createFileRoute('/logged/general/configuracion')({
  component: () => <SettingsPage audit={<AuditPanel />} jobs={<JobsPanel />} />,
});
