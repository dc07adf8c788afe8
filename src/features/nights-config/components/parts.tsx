// The status badge of configuracion/noche: open, closed or planned.
import { msg } from '@lingui/core/macro';
import type { NightStatus } from '../../../contract/nights-admin';
import { type BadgeLook, StateBadge } from '../../../lib/ui/state-badge';

const STATUS_LOOKS: Record<NightStatus, BadgeLook> = {
  open: { palette: 'green', label: msg`Abierta`, variant: 'solid' },
  closed: { palette: 'gray', label: msg`Cerrada` },
  planned: { palette: 'blue', label: msg`Planificada` },
};

export function NightStatusBadge({ status }: { status: NightStatus }) {
  return <StateBadge look={STATUS_LOOKS[status]} />;
}
