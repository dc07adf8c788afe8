// Whether a configured record (point of sale, card type, location, product, …) is in use.
import { Badge } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge colorPalette="green" variant="subtle">
      <Trans>Activo</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      <Trans>Inactivo</Trans>
    </Badge>
  );
}
