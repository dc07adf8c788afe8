// The status badge of configuracion/noche: open, closed or planned.
import { Badge } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { NightStatus } from '../../../contract/nights-admin';

export function NightStatusBadge({ status }: { status: NightStatus }) {
  if (status === 'open') {
    return (
      <Badge colorPalette="green" variant="solid">
        <Trans>Abierta</Trans>
      </Badge>
    );
  }
  if (status === 'closed') {
    return (
      <Badge colorPalette="gray" variant="subtle">
        <Trans>Cerrada</Trans>
      </Badge>
    );
  }
  return (
    <Badge colorPalette="blue" variant="subtle">
      <Trans>Planificada</Trans>
    </Badge>
  );
}
