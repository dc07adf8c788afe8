// A staff account's status as a coloured badge: active, deactivated, locked out, invited.
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { StaffStatus } from '../../../contract/staff';
import { STATUS_PALETTE, statusLabel } from '../messages';

export function StatusBadge({ status }: { status: StaffStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" data-testid={`status-${status}`}>
      {statusLabel(i18n, status)}
    </Badge>
  );
}
