import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuditPanel } from '../../features/audit-log/components/audit-panel';
import { SettingsPage } from '../../features/venue-settings/components/settings-page';

// The open tab (settings or the audit log) lives in the URL, so a reload or a link keeps it.
const searchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(['ajustes', 'auditoria'])), undefined),
});

export const Route = createFileRoute('/logged/configuraciones')({
  validateSearch: searchSchema,
  component: function Configuraciones() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SettingsPage
        audit={<AuditPanel />}
        tab={tab}
        onTabChange={(next) => void navigate({ search: next === 'auditoria' ? { tab: 'auditoria' } : {}, replace: true })}
      />
    );
  },
});
