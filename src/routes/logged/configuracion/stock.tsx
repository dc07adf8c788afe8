import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StockConfigPage } from '../../../features/inventory/config/components/stock-config-page';
import { STOCK_CONFIG_TABS } from '../../../features/inventory/config/tabs';

// The open tab lives in the URL: a reload or a shared link opens the same one.
const searchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(STOCK_CONFIG_TABS)), undefined),
});

export const Route = createFileRoute('/logged/configuracion/stock')({
  validateSearch: searchSchema,
  component: function StockConfiguration() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <StockConfigPage
        tab={tab ?? 'ubicaciones'}
        onTabChange={(next) => void navigate({ search: { tab: next === 'ubicaciones' ? undefined : next }, replace: true })}
      />
    );
  },
});
