import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LocationsPanel } from '../../../features/inventory/config/components/locations-panel';
import { PosConfigPage } from '../../../features/pos-config/components/pos-config-page';

/** The bars as points of sale, with their stock locations (issue 6's screen) in a second tab. */
function BarsRoute() {
  const { t } = useLingui();
  return <PosConfigPage kind="bar" extraTab={{ label: t`Ubicaciones de stock`, content: <LocationsPanel kind="bar" /> }} />;
}

export const Route = createFileRoute('/logged/configuracion/barras')({ component: BarsRoute });
