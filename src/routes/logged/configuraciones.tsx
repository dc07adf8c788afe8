import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuditPanel } from '../../features/audit-log/components/audit-panel';
import { JobsPanel } from '../../features/server-jobs/components/jobs-panel';
import { SettingsPage } from '../../features/venue-settings/components/settings-page';

// The open tab (settings, the audit log or the server's jobs) lives in the URL, so a reload or a link keeps it.
const searchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(['ajustes', 'auditoria', 'trabajos'])), undefined),
});

export const Route = createFileRoute('/logged/configuraciones')({
  validateSearch: searchSchema,
  component: function Configuraciones() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SettingsPage
        audit={<AuditPanel />}
        jobs={<JobsPanel />}
        tab={tab}
        onTabChange={(next) =>
          void navigate({ search: next === 'auditoria' || next === 'trabajos' ? { tab: next } : {}, replace: true })
        }
      />
    );
  },
});
